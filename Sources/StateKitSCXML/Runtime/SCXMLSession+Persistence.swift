import StateKit

/// Saving a session's data and delayed sends, and giving them to a new session.
extension SCXMLSession {
  /// What a persisted session keeps of this one.
  func persistedValues() -> SCXMLSessionValues {
    let (variables, bound) = data?.persistedVariables() ?? ([:], [])
    return SCXMLSessionValues(
      variables: variables, boundStates: bound,
      delayedSends: state.withLock { $0.pendingSends })
  }

  /// Takes over a saved session's data and delayed sends, before its machine resumes.
  func restore(_ values: SCXMLSessionValues, active states: [String]) {
    data?.restore(values, active: states)
    for send in values.delayedSends {
      let target: SCXMLProgram.RemoteTarget? =
        switch send.target {
        case nil: nil
        case "#_parent"?: .parent
        case let target? where target.hasPrefix(Self.sessionTargetPrefix):
          .session(String(target.dropFirst(Self.sessionTargetPrefix.count)))
        case let target?: .child(String(target.dropFirst(2)))
        }
      if data != nil {
        let event = EventName(send.event.name, payload: SCXMLEventPayload(send.event))
        schedule(
          SCXMLSessionData.Outgoing(
            event: event, target: target.map { .remote($0) } ?? .external,
            delay: send.remaining, id: send.event.sendID),
          after: send.remaining)
      } else if let target {
        schedule(
          SCXMLProgram.RemoteSend(
            event: send.event.name, target: target, delay: send.remaining, id: send.event.sendID),
          after: send.remaining)
      }
    }
  }
}
