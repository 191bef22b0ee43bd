import StateKit
import Synchronization

/// The context of a machine loaded from SCXML: one running SCXML session.
///
/// The null data model has no data, so the session holds only what links machines together: the
/// child sessions it invoked (by invoke id), the link to the session that invoked it, and the
/// timers of delayed `<send>`s to those sessions. Every running machine needs its own session;
/// ``SCXMLMachine`` makes one for each machine it starts (the definition's
/// `MachineDefinition/initialContext` is only a template that knows the document's invocations).
///
/// Sends to `#_parent` and `#_<invokeid>` are `Action/run(_:_:)` actions that the runtime carries
/// out after the macrostep; they reach the other machine's external queue. An event for a session
/// that does not exist (no parent, no running child with that id) is replaced by
/// `error.communication` on this machine's external queue.
///
/// The session is thread-safe: its state is behind a lock that is never held while a machine runs.
public final class SCXMLSession: Sendable {
  /// The link from a child session to the session that invoked it.
  struct ParentLink: Sendable {
    weak var session: SCXMLSession?
    let invokeID: String
    let token: UInt64
  }

  private struct Child: Sendable {
    let token: UInt64
    let work: WorkID
    let autoforward: Bool
    var machine: SCXMLMachine?
  }

  private struct Runtime: Sendable {
    weak var machine: Machine<StateName, EventName, SCXMLSession>?
    /// Whether the start is over (``open()``): until then events for this session are kept.
    var attached = false
    var terminated = false
    var pending: [EventName] = []
    var nodeNames: [String] = []
    var children: [String: Child] = [:]
    var nextToken: UInt64 = 0
    var delayed: [String: [ScheduledTimer]] = [:]
    var delayedSerial = 0
  }

  typealias Engine = Machine<StateName, EventName, SCXMLSession>

  let program: SCXMLProgram
  let isTemplate: Bool
  let clock: (any Clock<Duration>)?
  let log: @Sendable (String, String) -> Void
  let parentLink: ParentLink?
  private let scheduler: (any TimerScheduler)?
  private let runtime = Mutex(Runtime())

  /// A template session: the context stored in a definition, which only carries the program.
  init(template program: SCXMLProgram) {
    self.program = program
    self.isTemplate = true
    self.clock = nil
    self.log = { _, _ in }
    self.parentLink = nil
    self.scheduler = nil
  }

  private init(
    program: SCXMLProgram, clock: any Clock<Duration>, log: @escaping @Sendable (String, String) -> Void,
    parent: ParentLink?
  ) {
    self.program = program
    self.isTemplate = false
    self.clock = clock
    self.log = log
    self.parentLink = parent
    self.scheduler = makeScheduler(clock)
  }

  /// A new session for one machine, with the same program.
  func instance(
    clock: any Clock<Duration>, log: @escaping @Sendable (String, String) -> Void, parent: ParentLink?
  ) -> SCXMLSession {
    SCXMLSession(program: program, clock: clock, log: log, parent: parent)
  }

  // MARK: Public queries

  /// The id under which the parent session invoked this one; `nil` for a top-level session.
  public var invokeID: String? { parentLink?.invokeID }

  /// The ids of the child sessions running now, in the order they were started.
  public var childInvokeIDs: [String] {
    runtime.withLock { runtime in
      runtime.children.filter { $0.value.machine != nil }.sorted { $0.value.token < $1.value.token }
        .map(\.key)
    }
  }

  /// The running child session invoked with this id.
  ///
  /// - Parameter invokeID: The `id` of the `<invoke>` (or the generated `stateid.N`).
  /// - Returns: The child machine, or `nil` when no child with this id is running.
  public func child(_ invokeID: String) -> SCXMLMachine? {
    runtime.withLock { $0.children[invokeID]?.machine }
  }

  // MARK: Lifecycle (called by SCXMLMachine)

  /// Connects the session to its machine once the machine exists.
  func attach(_ machine: Machine<StateName, EventName, SCXMLSession>, nodeNames: [String]) {
    runtime.withLock { runtime in
      runtime.machine = machine
      runtime.nodeNames = nodeNames
    }
  }

  /// Ends the start: delivers, in order, what children and failed sends sent to this session
  /// while its machine and its first children were being started.
  ///
  /// Until then events for this session wait, as they would in its external queue: a child that
  /// sends to its parent while the parent starts it must not be processed before the child is
  /// fully started.
  func open() {
    while true {
      let next = runtime.withLock { runtime -> (SCXMLSession.Engine?, [EventName]) in
        if runtime.pending.isEmpty {
          runtime.attached = true
          return (nil, [])
        }
        defer { runtime.pending.removeAll() }
        return (runtime.machine, runtime.pending)
      }
      guard let machine = next.0 else { return }
      for event in next.1 { machine.send(event) }
    }
  }

  /// Called after every macrostep of the session's machine, on the processing thread.
  func machineDidStep(_ update: MachineUpdate<StateName, EventName, SCXMLSession>) {
    if let event = update.event {
      let forwarded = runtime.withLock { runtime in
        runtime.children.values.filter { $0.autoforward && $0.machine != nil }
          .sorted { $0.token < $1.token }.compactMap(\.machine)
      }
      for child in forwarded { child.send(event) }
    }
    for id in update.workCancelled { cancelInvocation(id) }
    startInvocations(update.workStarted)
    if update.snapshot.isDone && !update.previous.isDone { finished() }
  }

  /// Starts the child machines that these runs of state-scoped work stand for.
  func startInvocations(_ works: [WorkID]) {
    guard !works.isEmpty, let clock else { return }
    for work in works {
      let name = runtime.withLock { runtime -> String? in
        guard !runtime.terminated, runtime.nodeNames.indices.contains(work.state) else { return nil }
        return runtime.nodeNames[work.state]
      }
      guard let name, let invocation = program.invocation(state: name, index: work.index) else { continue }
      let invokeID = invocation.id ?? "\(name).\(work.generation)"
      let (token, replaced) = runtime.withLock { runtime -> (UInt64, SCXMLMachine?) in
        runtime.nextToken += 1
        let replaced = runtime.children[invokeID]?.machine
        runtime.children[invokeID] = Child(
          token: runtime.nextToken, work: work, autoforward: invocation.autoforward, machine: nil)
        return (runtime.nextToken, replaced)
      }
      replaced?.session.terminate()
      let child = SCXMLMachine(
        invocation.definition, anyClock: clock, log: log,
        parent: ParentLink(session: self, invokeID: invokeID, token: token))
      let kept = runtime.withLock { runtime -> Bool in
        guard runtime.children[invokeID]?.token == token else { return false }
        runtime.children[invokeID]?.machine = child
        return true
      }
      if !kept { child.session.terminate() }
    }
  }

  /// Cancels the child machine started by this run of work (its state was exited).
  private func cancelInvocation(_ work: WorkID) {
    let removed = runtime.withLock { runtime -> Child? in
      guard let key = runtime.children.first(where: { $0.value.work == work })?.key else { return nil }
      return runtime.children.removeValue(forKey: key)
    }
    removed?.machine?.session.terminate()
  }

  /// The machine reached a top-level final state: tell the parent, stop delayed sends.
  func finished() {
    if let link = parentLink, let parent = link.session {
      parent.receive(fromChild: link.invokeID, token: link.token, EventName("done.invoke.\(link.invokeID)"))
    }
    let timers = runtime.withLock { runtime -> [ScheduledTimer] in
      defer { runtime.delayed.removeAll() }
      return runtime.delayed.values.flatMap { $0 }
    }
    for timer in timers { timer.cancel() }
  }

  /// Stops the session for good: its parent cancelled it.
  ///
  /// As SCXML's `exitInterpreter` does, the `<onexit>` handlers of the active states run, in exit
  /// order (their log lines are written; what they send goes nowhere, the session has ended).
  /// Nothing the session sends reaches anyone anymore, and its own children are cancelled too.
  func terminate() {
    let (timers, children, machine) = runtime.withLock {
      runtime -> ([ScheduledTimer], [SCXMLMachine], Machine<StateName, EventName, SCXMLSession>?) in
      let wasTerminated = runtime.terminated
      runtime.terminated = true
      defer {
        runtime.delayed.removeAll()
        runtime.children.removeAll()
      }
      return (
        runtime.delayed.values.flatMap { $0 },
        runtime.children.values.sorted { $0.token < $1.token }.compactMap(\.machine),
        wasTerminated ? nil : runtime.machine
      )
    }
    for timer in timers { timer.cancel() }
    if let machine { runExitHandlers(of: machine) }
    for child in children { child.session.terminate() }
  }

  /// Runs the exit actions of every active state, deepest and latest first, as the engine does when
  /// a machine reaches a top-level final state. Only what is observable once the session has ended
  /// is carried out: log lines and side effects; events would go to queues nobody reads.
  private func runExitHandlers(of machine: Machine<StateName, EventName, SCXMLSession>) {
    let snapshot = machine.snapshot
    guard !snapshot.isDone else { return }  // the engine already ran them
    let definition = machine.definition
    let active = Set(snapshot.configuration)
    for node in definition.stateNodes.reversed() {
      guard let state = node.state, active.contains(state) else { continue }
      for action in definition.exitActions(of: node.id) {
        switch action.kind {
        case .log(let label, let message): log(label, message)
        case .run(let body): body(self, nil)
        case .assign, .raise, .send, .sendDelayed, .cancel: break
        }
      }
    }
  }

  // MARK: Events between sessions

  /// An event from a child: delivered to this session's machine unless that child was cancelled.
  private func receive(fromChild invokeID: String, token: UInt64, _ event: EventName) {
    let machine = runtime.withLock { runtime -> Machine<StateName, EventName, SCXMLSession>? in
      guard !runtime.terminated, runtime.children[invokeID]?.token == token else { return nil }
      if !runtime.attached {
        runtime.pending.append(event)
        return nil
      }
      return runtime.machine
    }
    machine?.send(event)
  }

  /// Sends an event to this session's own external queue (for `error.communication`).
  private func sendToSelf(_ event: EventName) {
    let machine = runtime.withLock { runtime -> Machine<StateName, EventName, SCXMLSession>? in
      if runtime.terminated || isTemplate { return nil }
      if !runtime.attached {
        runtime.pending.append(event)
        return nil
      }
      return runtime.machine
    }
    machine?.send(event)
  }

  /// Carries out a run action of the program (called from the definition's actions).
  func perform(_ action: SCXMLProgram.RunAction) {
    switch action {
    case .send(let send):
      if let delay = send.delay, delay > .zero {
        schedule(send, after: delay)
      } else {
        deliver(send)
      }
    case .cancelRemote(let id):
      let timers = runtime.withLock { $0.delayed.removeValue(forKey: id) } ?? []
      for timer in timers { timer.cancel() }
    }
  }

  private func deliver(_ send: SCXMLProgram.RemoteSend) {
    let event = EventName(send.event)
    let terminated = runtime.withLock { $0.terminated }
    if terminated || isTemplate { return }
    switch send.target {
    case .parent:
      guard let link = parentLink, let parent = link.session else {
        sendToSelf("error.communication")
        return
      }
      parent.receive(fromChild: link.invokeID, token: link.token, event)
    case .child(let id):
      guard let child = self.child(id) else {
        sendToSelf("error.communication")
        return
      }
      child.send(event)
    }
  }

  private func schedule(_ send: SCXMLProgram.RemoteSend, after delay: Duration) {
    guard let scheduler, !isTemplate else { return }
    let key = runtime.withLock { runtime -> String in
      if let id = send.id { return id }
      runtime.delayedSerial += 1
      return "session.send.\(runtime.delayedSerial)"
    }
    let timer = scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      let live = self.runtime.withLock { runtime -> Bool in
        if var timers = runtime.delayed[key], !timers.isEmpty {
          timers.removeFirst()
          runtime.delayed[key] = timers.isEmpty ? nil : timers
        }
        return !runtime.terminated
      }
      if live { self.deliver(send) }
    }
    runtime.withLock { $0.delayed[key, default: []].append(timer) }
  }
}
