import StateKit

/// Performs what ``SCXMLSessionStateMachine`` decides, outside the session's lock: sending events
/// to machines, starting and cancelling children, stopping timers, running exit handlers.
extension SCXMLSession {
  // MARK: Invocations

  /// Starts the child session of an `<invoke>`: the body of the invoking state's work, run by the
  /// engine on the processing thread when the state has been entered.
  ///
  /// - Parameters:
  ///   - invocation: The `<invoke>`.
  ///   - parent: The machine whose state invokes: the child runs as its child
  ///     (`Machine.runChild`), as a typed `Invoke` does. `nil` for work started outside a
  ///     machine: the child then runs without being registered with one.
  /// - Returns: What cancels the child (the engine calls it when the state is exited).
  func startChild(
    _ invocation: SCXMLProgram.Invocation, in parent: (any AnyObject & Sendable)?
  ) -> @Sendable () -> Void {
    guard let clock, let invokeID = state.withLock({ $0.invokeID(for: invocation) }) else {
      return {}
    }
    guard depth < Self.maximumInvokeDepth else {
      sendExecutionError(
        "<invoke> of \(invokeID) not started: sessions nest at most "
          + "\(Self.maximumInvokeDepth) deep (SCXMLSession.maximumInvokeDepth)")
      return {}
    }
    if simulation != nil {
      simulateStart(invocation, invokeID: invokeID)
      return {}
    }
    if invocation.element != nil {
      guard let prepared = prepare(invocation, generatedID: invokeID) else { return {} }
      return startChild(
        invocation, invokeID: prepared.id, definition: prepared.definition,
        parameters: prepared.parameters, clock: clock,
        parent: parent as? SCXMLSessionStateMachine.Engine)
    }
    guard let definition = invocation.definition ?? invocation.source.flatMap(childDefinition)
    else { return {} }
    return startChild(
      invocation, invokeID: invokeID, definition: definition, parameters: [:], clock: clock,
      parent: parent as? SCXMLSessionStateMachine.Engine)
  }

  /// Reads and converts the document of a static `<invoke src>` of the null data model, as a
  /// data model reads `src`: relative to the invoking document, under its resource policy.
  ///
  /// - Returns: The child's definition, or `nil` when it cannot be read or converted: then
  ///   `error.execution` was sent to this session and no child starts.
  func childDefinition(_ source: SCXMLProgram.StaticSource) -> SCXMLDefinition? {
    do {
      let bytes = try source.resources.read(source.source, relativeTo: source.baseURL)
      return try SCXMLDocument(data: bytes).definition(
        baseURL: SCXMLResourcePolicy.resolve(source.source, against: source.baseURL),
        resources: source.resources)
    } catch {
      sendExecutionError("cannot load \(source.source): \(error)")
      return nil
    }
  }

  /// Starts a child session under a reserved token. Its machine runs as `parent`'s child
  /// through the lifetime typed children share (`Machine.runChild`): registered with the parent
  /// before it takes its first step, so that the parent's `child(_:)`, `runningChildMachines`,
  /// `tree(id:)` and child observers (a `TraceRecorder`) see it, and let go of when the state is
  /// exited. The session's own registry (`SCXMLSessionStateMachine`) keeps what SCXML adds: the
  /// token, autoforward, and routing by invoke id and session id.
  private func startChild(
    _ invocation: SCXMLProgram.Invocation, invokeID: String, definition: SCXMLDefinition,
    parameters: [String: SCXMLValue], clock: any Clock<Duration>,
    parent: SCXMLSessionStateMachine.Engine?
  ) -> @Sendable () -> Void {
    let reservation = state.withLock { $0.reserve(invokeID, autoforward: invocation.autoforward) }
    guard case .reserved(let token, let replaced) = reservation else { return {} }
    replaced?.cancel()
    let session = SCXMLSession(
      clock: clock, log: log,
      parent: ParentLink(session: self, invokeID: invokeID, token: token),
      program: definition.extensions as? SCXMLProgram, invokeParameters: parameters)
    let machine = Machine(
      definition, context: session, clock: clock, log: log, startImmediately: false)
    let cancel: @Sendable () -> Void = { [weak self] in self?.cancelChild(invokeID, token: token) }
    let stop: @Sendable () -> Void
    if let parent {
      stop = parent.runChild(
        invokeID, machine: machine,
        receive: { value in
          if let event = value as? EventName { SCXMLMachine.send(event, to: machine, session) }
        }, snapshot: nil, start: machine.start, stop: cancel)
    } else {
      machine.start()
      stop = cancel
    }
    // The session takes what was sent to it while its machine started (SCXMLMachine.init).
    let child = SCXMLMachine(machine: machine, session: session)
    guard state.withLock({ $0.started(child, invokeID: invokeID, token: token) }) else {
      stop()
      child.cancel()
      return {}
    }
    return stop
  }

  /// Cancels the child of an `<invoke>` whose state was exited.
  private func cancelChild(_ invokeID: String, token: UInt64) {
    state.withLock { $0.unregister(invokeID, token: token) }?.cancel()
  }

  // MARK: Termination

  func perform(_ action: SCXMLSessionStateMachine.TerminateAction) {
    for timer in action.timers { timer.cancel() }
    if let machine = action.exitHandlersOf {
      runExitHandlers(of: machine.definition, in: machine.snapshot)
    }
    for child in action.children { child.cancel() }
  }

  /// Runs the exit actions of every active state, deepest and latest first, as the engine does when
  /// a machine reaches a top-level final state. Only what is observable once the session has ended
  /// is carried out: log lines and side effects; events would go to queues nobody reads.
  func runExitHandlers(
    of definition: SCXMLDefinition, in snapshot: Snapshot<StateName, EventName, SCXMLSession>
  ) {
    guard !snapshot.isDone else { return }  // the engine already ran them
    let active = Set(snapshot.configuration)
    for node in definition.stateNodes.reversed() {
      guard let state = node.state, active.contains(state) else { continue }
      for action in definition.exitActions(of: node.id) {
        switch action.kind {
        case .log(let label, let message): log(label, message)
        case .run(let body): body(self, nil)
        case .assign(let body) where data != nil:
          // A block of the data model: its `<log>`s write, its sends stay undelivered.
          var session = self
          body(&session, nil)
        case .assign, .raise, .send, .sendDelayed, .cancel, .emit, .emitMade, .sendChild, .children:
          break
        }
      }
    }
  }

  // MARK: Events between sessions

  /// An event from a child, for this session's external queue.
  func receive(_ event: EventName, fromChild invokeID: String, token: UInt64) {
    // <finalize> runs when the event arrives, before it is queued (the specification runs it
    // when the event is dequeued; nothing between the two can observe the difference unless
    // other events are queued before it).
    if let finalize = data?.finalize(for: invokeID), !finalize.isEmpty,
      state.withLock({ $0.isCurrent(invokeID, token: token) })
    {
      execute(finalize, event: event)
      deliverOutbox()
    }
    let action = state.withLock { $0.receive(event, fromChild: invokeID, token: token) }
    if case .send(let machine) = action { machine.send(event) }
  }

  /// Sends `error.execution`, a platform event carrying `message`, to this session's own
  /// external queue: what failed outside any block (an `<invoke>` that could not start).
  func sendExecutionError(_ message: String) {
    let event = SCXMLEvent(name: "error.execution", type: .platform, data: .string(message))
    sendToSelf(EventName(event.name, payload: SCXMLEventPayload(event)))
  }

  /// Sends an event to this session's own external queue (for `error.communication`).
  func sendToSelf(_ event: EventName) {
    if let simulation {
      return simulation.withLock { $0.sends.append(SCXMLSimulatedSend(event: event, target: .own)) }
    }
    if case .send(let machine) = state.withLock({ $0.sendToSelf(event) }) { machine.send(event) }
  }

  /// Delivers a send to another session now.
  func deliver(_ send: SCXMLProgram.RemoteSend) {
    let event = EventName(send.event)
    let hasParent = parentLink?.session != nil
    switch state.withLock({ $0.route(send.target, hasParent: hasParent) }) {
    case .drop: break
    case .toParent: parentLink?.send(event)
    case .toChild(let child): child.send(event)
    case .communicationError: sendToSelf("error.communication")
    }
  }

  /// Delivers a send to another session once its delay has passed, unless it is cancelled first.
  func schedule(_ send: SCXMLProgram.RemoteSend, after delay: Duration) {
    guard let scheduler else { return }
    let key = state.withLock { $0.delayKey(for: send) }
    let timer = scheduler.schedule(after: delay) { [weak self] in
      guard let self, self.state.withLock({ $0.timerFired(key: key) }) else { return }
      self.deliver(send)
    }
    let persisted = SCXMLPersistedSend(
      event: SCXMLEvent(name: send.event, type: .external, sendID: send.id),
      target: send.target.description, remaining: delay)
    state.withLock { $0.timerStarted(timer, key: key, send: persisted) }
  }
}
