import Foundation
import StateKit
import Synchronization

/// An event a simulated session sent (`<send>`, or the `done.invoke` it ends with), for the
/// simulator to deliver: no runtime runs in a simulation, so nothing delivers it otherwise.
package struct SCXMLSimulatedSend: Sendable {
  /// Where the event goes.
  package enum Target: Sendable, Equatable {
    /// This session's external queue.
    case own
    /// The session that invoked this one (`#_parent`).
    case parent
    /// The child this session invoked with this id (`#_<invokeid>`).
    case child(String)
    /// The child this session invoked whose session has this id (`#_scxml_<sessionid>`).
    case session(String)

    init(_ target: SCXMLProgram.RemoteTarget) {
      switch target {
      case .parent: self = .parent
      case .child(let id): self = .child(id)
      case .session(let id): self = .session(id)
      }
    }
  }

  /// The event.
  package var event: EventName
  /// Where it goes.
  package var target: Target
  /// How long after the step the event is due; `nil` when it is due now.
  package var delay: Duration? = nil
  /// The send's id (`id`, or the one `idlocation` generated), which `<cancel>` names.
  package var id: String? = nil

  /// What was sent, as the document says it: the event's name, and the target when it is
  /// another session (`hello to #_parent`).
  package var summary: String {
    switch target {
    case .own: event.rawValue
    case .parent: "\(event.rawValue) to #_parent"
    case .child(let id): "\(event.rawValue) to #_\(id)"
    case .session(let id): "\(event.rawValue) to \(SCXMLSession.sessionTargetPrefix)\(id)"
    }
  }

  /// The `error.communication` that replaces the event, on the sending session's own queue, when
  /// the session it was sent to does not exist.
  package var undeliverable: EventName {
    let target: SCXMLProgram.RemoteTarget =
      switch self.target {
      case .own, .parent: .parent
      case .child(let id): .child(id)
      case .session(let id): .session(id)
      }
    return SCXMLSession.communicationError(to: target, sendID: id)
  }
}

/// A child session an `<invoke>` of a simulated session starts: what the simulator needs to run
/// it as a simulation of its own.
package struct SCXMLSimulatedInvocation: Sendable {
  /// The invoke id (`id`, `idlocation`'s, or the generated `stateid.N`).
  package var id: String
  /// The child's machine.
  package var definition: SCXMLDefinition
  /// The values of its `namelist` and `<param>`s, for the child's `<data>` of the same names.
  package var parameters: [String: SCXMLValue]
  /// Whether the parent copies every event it processes to the child.
  package var autoforward: Bool
}

/// What a simulated session knows of the sessions around it, and what it did that its simulator
/// carries out: the children it asked to start, and its sends to itself and to other sessions.
final class SCXMLSimulationLinks: Sendable {
  struct Record {
    /// The invoke id the parent started this session under; `nil` for the top-level session.
    var invokeID: String?
    /// The parent's location (`#_scxml_<its session id>`), when it has a session id.
    var parentLocation: String?
    /// The children the simulator runs for this session now (sends to others are undeliverable).
    var children: Set<String> = []
    /// The session ids of those children.
    var childSessions: Set<String> = []
    var started: [SCXMLSimulatedInvocation] = []
    var sends: [SCXMLSimulatedSend] = []
    var cancelled: [String] = []
  }

  private let record: Mutex<Record>

  init(invokeID: String?, parentLocation: String?) {
    record = Mutex(Record(invokeID: invokeID, parentLocation: parentLocation))
  }

  func withLock<R>(_ body: (inout Record) -> R) -> R { record.withLock { body(&$0) } }
}

extension SCXMLSession {
  /// The name of the run action that delivers a block's sends after the step (a simulation
  /// delivers them itself, so it does not list this action among the effects).
  package static var deliverSendsAction: String { DefinitionBuilder.deliverSends }

  /// A session for stepping a definition without a running machine (`statekit simulate`): its
  /// data model, if the document has one, is created and initialized, and `<log>` lines go to
  /// `log`. What it sends and cancels, and the children its `<invoke>`s start, are kept for the
  /// simulator, which takes them with ``takeSimulatedOutput()`` and
  /// ``takeSimulatedInvocations()`` and runs each child as a simulation of its own.
  ///
  /// - Parameters:
  ///   - definition: A definition from ``SCXMLDocument/definition()``.
  ///   - invokeID: The id the parent invoked this session under; `nil` for a top-level one.
  ///   - parent: The parent's session, whose `#_scxml_<id>` then names the parent; `nil` for a
  ///     top-level one.
  ///   - parameters: The invocation's `namelist` and `<param>` values.
  ///   - depth: How many sessions invoked this one, one inside the other.
  ///   - log: Receives the label and message of each `<log>` of a data model.
  package static func simulation(
    of definition: SCXMLDefinition, invokeID: String? = nil, parent: SCXMLSession? = nil,
    parameters: [String: SCXMLValue] = [:], depth: Int = 0,
    log: @escaping @Sendable (String, String) -> Void
  ) -> SCXMLSession {
    let session = SCXMLSession(
      clock: ContinuousClock(), log: log, parent: nil,
      program: definition.extensions as? SCXMLProgram, invokeParameters: parameters,
      simulation: SCXMLSimulationLinks(invokeID: invokeID, parentLocation: parent?.data?.location),
      depth: depth)
    session.data?.keepCancels()
    return session
  }

  /// What went wrong, for an `error.*` event the platform raised with a message as its data.
  package static func errorMessage(of event: EventName) -> String? {
    guard event.rawValue.hasPrefix("error."),
      case .string(let message)? = (event.payload as? SCXMLEventPayload)?.event.data
    else { return nil }
    return message
  }

  /// Tells the session which of its children the simulator runs now.
  ///
  /// - Parameter children: The sessions of the children, which know their invoke ids and
  ///   session ids.
  package func setSimulatedChildren(_ children: [SCXMLSession]) {
    let ids = Set(children.compactMap(\.invokeID))
    let sessions = Set(children.compactMap(\.sessionID))
    simulation?.withLock { links in
      links.children = ids
      links.childSessions = sessions
    }
  }

  /// Takes the children the session's `<invoke>`s asked to start since the last call.
  package func takeSimulatedInvocations() -> [SCXMLSimulatedInvocation] {
    simulation?.withLock { links in
      defer { links.started.removeAll() }
      return links.started
    } ?? []
  }

  /// Takes what the session sent and cancelled since the last call: the ids of its `<cancel>`s
  /// (to apply first: a `<cancel>` in one step never cancels a send of the same step that
  /// follows it) and its sends, in the order they were made.
  package func takeSimulatedOutput() -> (cancelled: [String], sends: [SCXMLSimulatedSend]) {
    var cancelled = data?.takeCancelled() ?? []
    var sends = (data?.takeOutbox() ?? []).map { outgoing in
      let target: SCXMLSimulatedSend.Target =
        switch outgoing.target {
        case .external: .own
        case .remote(let remote): .init(remote)
        }
      return SCXMLSimulatedSend(
        event: outgoing.event, target: target, delay: outgoing.delay, id: outgoing.id)
    }
    simulation?.withLock { links in
      cancelled += links.cancelled
      sends += links.sends
      links.cancelled.removeAll()
      links.sends.removeAll()
    }
    return (cancelled, sends)
  }

  /// An event from a simulated child arrives: its `<finalize>` runs first, as the runtime runs
  /// it (what the finalize sends is taken with ``takeSimulatedOutput()``).
  package func receiveSimulated(_ event: EventName, fromChild invokeID: String) {
    guard let finalize = data?.finalize(for: invokeID), !finalize.isEmpty else { return }
    execute(finalize, event: event)
  }

  /// A simulated session is cancelled by its parent: the `<onexit>` handlers of its active
  /// states run, as ``SCXMLMachine`` runs them when a child is cancelled.
  package func terminateSimulated(
    _ definition: SCXMLDefinition, in snapshot: Snapshot<StateName, EventName, SCXMLSession>
  ) {
    runExitHandlers(of: definition, in: snapshot)
  }

  // MARK: What the runtime does differently in a simulation

  /// Keeps a child to start for the simulator; the engine's cancel of the work is the
  /// simulator's to carry out too.
  func simulateStart(_ invocation: SCXMLProgram.Invocation, invokeID: String) {
    var id = invokeID
    var definition = invocation.definition ?? invocation.source.flatMap(childDefinition)
    var parameters: [String: SCXMLValue] = [:]
    if invocation.element != nil {
      guard let prepared = prepare(invocation, generatedID: invokeID) else { return }
      (id, definition, parameters) = (prepared.id, prepared.definition, prepared.parameters)
    }
    guard let definition else { return }
    let child = SCXMLSimulatedInvocation(
      id: id, definition: definition, parameters: parameters,
      autoforward: invocation.autoforward)
    simulation?.withLock { $0.started.append(child) }
  }

  /// Keeps a send of the null data model (a run action), a `<cancel>`'s id, or the
  /// `done.invoke` for the parent.
  func simulate(_ action: SCXMLProgram.RunAction) {
    simulation?.withLock { links in
      switch action {
      case .send(let send):
        links.sends.append(
          SCXMLSimulatedSend(
            event: EventName(send.event), target: .init(send.target), delay: send.delay,
            id: send.id))
      case .cancelRemote(let id):
        links.cancelled.append(id)
      case .finish:
        guard let invokeID = links.invokeID else { return }
        links.sends.append(SCXMLSimulatedSend(event: doneEvent(invokeID), target: .parent))
      }
    }
  }

  /// Whether a send to another session now would find it.
  func canDeliver(to target: SCXMLProgram.RemoteTarget) -> Bool {
    if let simulation {
      return simulation.withLock { links in
        switch target {
        case .parent: links.invokeID != nil
        case .child(let id): links.children.contains(id)
        case .session(let id): links.childSessions.contains(id)
        }
      }
    }
    let hasParent = parentLink?.session != nil
    if case .communicationError = state.withLock({ $0.route(target, hasParent: hasParent) }) {
      return false
    }
    return true
  }
}
