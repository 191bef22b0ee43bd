import StateKit

/// `<send>` with a data model: evaluated inside the step (so that it sees the data as the content
/// before it left it), delivered after it.
extension SCXMLSession {
  private static let processorTypes: Set<String> = [SCXMLProgram.scxmlProcessorType, "scxml"]

  /// How a target names a session by its id (SCXML 6.2.4, `#_scxml_<sessionid>`).
  static let sessionTargetPrefix = "#_scxml_"

  func send(
    _ send: SCXMLSend, _ instance: any SCXMLDataModelInstance, _ data: SCXMLSessionData
  ) throws(BlockError) {
    func value(_ expression: String) throws(BlockError) -> String {
      Self.text(
        of: try BlockError.wrap { () throws(SCXMLExecutionError) in
          try instance.evaluate(expression)
        })
    }
    var name = send.event
    if name == nil, let expression = send.eventExpression { name = try value(expression) }
    var target = send.target
    if target == nil, let expression = send.targetExpression { target = try value(expression) }
    var type = send.type
    if type == nil, let expression = send.typeExpression { type = try value(expression) }
    var id = send.id
    if let location = send.idLocation {
      let generated = data.nextSendID()
      try BlockError.wrap { () throws(SCXMLExecutionError) in
        try instance.assign(location, value: .string(generated))
      }
      id = generated
    }
    var delay = send.delay
    if let expression = send.delayExpression {
      let text = try value(expression)
      guard let duration = CSSTime.duration(text) else {
        throw BlockError(message: "delayexpr \"\(text)\" is not a CSS time", sendID: id)
      }
      delay = duration
    }
    let payload = try eventData(
      nameList: send.nameList, params: send.params, content: send.content, instance)
    guard let name else { throw BlockError(message: "a <send> without an event", sendID: id) }
    if let type, !Self.processorTypes.contains(type) {
      throw BlockError(message: "the event I/O processor \"\(type)\" is not supported", sendID: id)
    }
    var event = SCXMLEvent(
      name: name, type: .external, sendID: id, origin: data.location,
      originType: SCXMLProgram.scxmlProcessorType, data: payload)
    let outgoing: SCXMLSessionData.Outgoing.Target
    switch target {
    case nil, "":
      outgoing = .external
    case "#_internal"?:
      event.type = .internal
      data.raise(EventName(name, payload: SCXMLEventPayload(event)))
      return
    case "#_parent"?:
      event.invokeID = invokeID
      outgoing = .remote(.parent)
    case data.location?:
      outgoing = .external
    case let target? where target == parentLocation:
      // The parent named by its session id is the same session as `#_parent`.
      event.invokeID = invokeID
      outgoing = .remote(.parent)
    case let target? where target.hasPrefix(Self.sessionTargetPrefix):
      outgoing = .remote(.session(String(target.dropFirst(Self.sessionTargetPrefix.count))))
    case let target? where target.hasPrefix("#_") && target.count > 2:
      outgoing = .remote(.child(String(target.dropFirst(2))))
    case let target?:
      throw BlockError(message: "the send target \"\(target)\" is not supported", sendID: id)
    }
    if case .remote(let remote) = outgoing, delay == nil || delay == .zero,
      !canDeliver(to: remote)
    {
      data.raiseError("error.communication", message: "no session \(remote)", sendID: id)
      return
    }
    data.post(
      SCXMLSessionData.Outgoing(
        event: EventName(name, payload: SCXMLEventPayload(event)), target: outgoing,
        delay: delay.flatMap { $0 > .zero ? $0 : nil }, id: id))
  }

  /// Delivers the sends evaluated during the step (the run action that follows a block with a
  /// `<send>`).
  func deliverOutbox() {
    // A simulation's simulator takes the outbox itself (`takeSimulatedOutput()`).
    guard let data, simulation == nil else { return }
    for outgoing in data.takeOutbox() {
      if let delay = outgoing.delay {
        schedule(outgoing, after: delay)
      } else {
        deliverNow(outgoing)
      }
    }
  }

  /// Delivers a send evaluated by the data model once `delay` has passed, unless it is
  /// cancelled first.
  func schedule(_ outgoing: SCXMLSessionData.Outgoing, after delay: Duration) {
    guard let scheduler else { return }
    let key = state.withLock { $0.delayKey(id: outgoing.id) }
    let timer = scheduler.schedule(after: delay) { [weak self] in
      guard let self, self.state.withLock({ $0.timerFired(key: key) }) else { return }
      self.deliverNow(outgoing)
    }
    let target: String? =
      switch outgoing.target {
      case .external: nil
      case .remote(let remote): remote.description
      }
    let event =
      (outgoing.event.payload as? SCXMLEventPayload)?.event
      ?? SCXMLEvent(name: outgoing.event.rawValue, type: .external, sendID: outgoing.id)
    let persisted = SCXMLPersistedSend(event: event, target: target, remaining: delay)
    state.withLock { $0.timerStarted(timer, key: key, send: persisted) }
  }

  private func deliverNow(_ outgoing: SCXMLSessionData.Outgoing) {
    switch outgoing.target {
    case .external:
      sendToSelf(outgoing.event)
    case .remote(let target):
      let hasParent = parentLink?.session != nil
      switch state.withLock({ $0.route(target, hasParent: hasParent) }) {
      case .drop: break
      case .toParent: parentLink?.send(outgoing.event)
      case .toChild(let child): child.send(outgoing.event)
      case .communicationError:
        sendToSelf(Self.communicationError(to: target, sendID: outgoing.id))
      }
    }
  }

  /// The `error.communication` a delayed send gets, on this session's external queue, when the
  /// session it was sent to does not exist at delivery.
  static func communicationError(to target: SCXMLProgram.RemoteTarget, sendID: String?)
    -> EventName
  {
    let error = SCXMLEvent(
      name: "error.communication", type: .platform, sendID: sendID,
      data: .string("no session \(target)"))
    return EventName(error.name, payload: SCXMLEventPayload(error))
  }
}
