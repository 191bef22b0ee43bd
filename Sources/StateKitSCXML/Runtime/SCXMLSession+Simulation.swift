import StateKit

/// An event a simulated session's executable content sent (`<send>`), for the simulator to
/// deliver: no machine runs in a simulation, so nothing delivers it otherwise.
package struct SCXMLSimulatedSend: Sendable {
  /// The event for this session's external queue. A send to another session (`#_parent`,
  /// `#_<invokeid>`) arrives as `error.communication`, as the runtime delivers it when that
  /// session does not exist: a simulation has no other session.
  package var event: EventName
  /// How long after the step the event is due; `nil` when it is due now.
  package var delay: Duration?
  /// The send's id (`id`, or the one `idlocation` generated), which `<cancel>` names.
  package var id: String?
  /// What was sent, as the document says it: the event's name, and the target when it is
  /// another session (`hello to #_parent`).
  package var summary: String
}

extension SCXMLSession {
  /// The name of the run action that delivers a block's sends after the step (a simulation
  /// delivers them itself, so it does not list this action among the effects).
  package static var deliverSendsAction: String { DefinitionBuilder.deliverSends }

  /// A session for stepping a definition without a running machine (`statekit simulate`): its
  /// data model, if the document has one, is created and initialized, and `<log>` lines are
  /// printed. What its `<send>`s and `<cancel>`s do is kept for the simulator, which takes it
  /// with ``takeSimulatedOutput()`` after each step.
  ///
  /// - Parameter definition: A definition from ``SCXMLDocument/definition()``.
  /// - Returns: The session, or `nil` for the null data model (the placeholder context serves:
  ///   the engine's own `send` effects and timers carry its sends).
  package static func simulation(of definition: SCXMLDefinition) -> SCXMLSession? {
    guard let program = definition.extensions as? SCXMLProgram, program.language != nil else {
      return nil
    }
    let session = SCXMLSession(
      clock: ContinuousClock(), log: { label, message in print("log \(label): \(message)") },
      parent: nil, program: program)
    session.data?.keepCancels()
    return session
  }

  /// Takes what the executable content sent and cancelled since the last call: the ids of its
  /// `<cancel>`s (to apply first: a `<cancel>` in one step never cancels a send of the same
  /// step that follows it) and its sends, in document order.
  package func takeSimulatedOutput() -> (cancelled: [String], sends: [SCXMLSimulatedSend]) {
    guard let data else { return ([], []) }
    let cancelled = data.takeCancelled()
    let sends = data.takeOutbox().map { outgoing in
      var event = outgoing.event
      var summary = event.rawValue
      if case .remote(let target) = outgoing.target {
        summary += " to \(target)"
        event = Self.communicationError(to: target, sendID: outgoing.id)
      }
      return SCXMLSimulatedSend(
        event: event, delay: outgoing.delay, id: outgoing.id, summary: summary)
    }
    return (cancelled, sends)
  }
}
