import StateKit

/// The decisions of one ``SCXMLSession``: what it holds (its machine, children, delayed sends to
/// other sessions, events kept until it opens) and, for everything that happens to it, what must
/// be done. It never calls out: each method changes the state and returns an action, which the
/// session performs (``SCXMLSession`` `+Runner`) once its lock is released, so that no machine
/// ever runs under the lock.
struct SCXMLSessionStateMachine: Sendable {
  typealias Engine = Machine<StateName, EventName, SCXMLSession>

  /// A running child session.
  struct Child: Sendable {
    /// Tells this run apart from a later child invoked with the same id.
    let token: UInt64
    let autoforward: Bool
    /// `nil` while the child is being started.
    var machine: SCXMLMachine?
  }

  private enum Phase: Sendable {
    /// The machine is being started: events for the session wait, in order.
    case starting(pending: [EventName])
    /// Events for the session go to its machine.
    case open
    /// Cancelled by its parent: nothing reaches the session anymore.
    case terminated
  }

  private weak var machine: Engine?
  private var phase = Phase.starting(pending: [])
  private var children: [String: Child] = [:]
  private var nextToken: UInt64 = 0
  private var nextGeneratedID = 0
  /// The delayed sends to other sessions (and, with a data model, to this one) not delivered
  /// yet, by id: each timer, with what it delivers for a persisted session.
  private var delayed: [String: [(timer: ScheduledTimer, send: SCXMLPersistedSend)]] = [:]
  private var delayedSerial = 0

  init() {}

  var isTerminated: Bool { if case .terminated = phase { true } else { false } }

  // MARK: Queries

  /// The running children in the order they were started.
  var runningChildren: [(id: String, machine: SCXMLMachine)] {
    children.sorted { $0.value.token < $1.value.token }.compactMap { id, child in
      child.machine.map { (id: id, machine: $0) }
    }
  }

  func child(_ invokeID: String) -> SCXMLMachine? { children[invokeID]?.machine }

  /// The children that receive a copy of every event the machine processes.
  var autoforwardTargets: [SCXMLMachine] {
    runningChildren.filter { children[$0.id]?.autoforward == true }.map(\.machine)
  }

  // MARK: Lifecycle

  mutating func attach(_ machine: Engine) { self.machine = machine }

  enum OpenAction {
    /// Deliver these events, in order, then open again.
    case deliver(Engine, [EventName])
    /// Nothing was waiting: the session is open.
    case opened
  }

  /// Ends the start, one batch of waiting events at a time.
  mutating func open() -> OpenAction {
    guard case .starting(let pending) = phase else { return .opened }
    guard !pending.isEmpty, let machine else {
      phase = .open
      return .opened
    }
    phase = .starting(pending: [])
    return .deliver(machine, pending)
  }

  /// The machine finished: the timers of delayed sends to stop.
  mutating func finish() -> [ScheduledTimer] {
    defer { delayed.removeAll() }
    return delayed.values.flatMap { $0.map(\.timer) }
  }

  /// The delayed sends not delivered yet, with the time each has left, in the order they are
  /// due.
  var pendingSends: [SCXMLPersistedSend] {
    delayed.values.flatMap { $0 }.map { pending in
      var send = pending.send
      send.remaining = pending.timer.remaining
      return send
    }.sorted { $0.remaining < $1.remaining }
  }

  struct TerminateAction {
    var timers: [ScheduledTimer] = []
    var children: [SCXMLMachine] = []
    /// The machine whose exit handlers run; `nil` when the session had already ended.
    var exitHandlersOf: Engine?
  }

  /// The parent cancelled the session.
  mutating func terminate() -> TerminateAction {
    if isTerminated { return TerminateAction() }
    phase = .terminated
    defer {
      delayed.removeAll()
      children.removeAll()
    }
    return TerminateAction(
      timers: delayed.values.flatMap { $0.map(\.timer) }, children: runningChildren.map(\.machine),
      exitHandlersOf: machine)
  }

  // MARK: Children

  /// The invoke id for a new child: the `<invoke>`'s id, or a generated `stateid.N`; `nil` when
  /// the session has ended and starts nothing.
  mutating func invokeID(for invocation: SCXMLProgram.Invocation) -> String? {
    if isTerminated { return nil }
    if let id = invocation.id { return id }
    nextGeneratedID += 1
    return "\(invocation.state).\(nextGeneratedID)"
  }

  enum ReserveAction {
    /// The child may start under this token; a child it replaces (same id) is to be cancelled.
    case reserved(token: UInt64, replaced: SCXMLMachine?)
    /// The session has ended: start nothing.
    case refused
  }

  /// Makes room for a child before it starts, so that what it sends while it starts reaches this
  /// session.
  mutating func reserve(_ invokeID: String, autoforward: Bool) -> ReserveAction {
    if isTerminated { return .refused }
    nextToken += 1
    let replaced = children[invokeID]?.machine
    children[invokeID] = Child(token: nextToken, autoforward: autoforward, machine: nil)
    return .reserved(token: nextToken, replaced: replaced)
  }

  /// The child started: whether it is kept (`false` when it was cancelled while it started).
  mutating func started(_ machine: SCXMLMachine, invokeID: String, token: UInt64) -> Bool {
    guard children[invokeID]?.token == token else { return false }
    children[invokeID]?.machine = machine
    return true
  }

  /// The invoking state was exited: the child to cancel, unless it was already replaced.
  mutating func unregister(_ invokeID: String, token: UInt64) -> SCXMLMachine? {
    guard children[invokeID]?.token == token else { return nil }
    return children.removeValue(forKey: invokeID)?.machine
  }

  /// Whether this run of the child with this invoke id is still running.
  func isCurrent(_ invokeID: String, token: UInt64) -> Bool {
    !isTerminated && children[invokeID]?.token == token
  }

  /// An event from a child: dropped once that child was cancelled (its state exited).
  mutating func receive(
    _ event: EventName, fromChild invokeID: String, token: UInt64
  ) -> SendToSelfAction {
    guard children[invokeID]?.token == token else { return .drop }
    return sendToSelf(event)
  }

  // MARK: Events

  enum SendToSelfAction {
    case drop
    case send(Engine)
  }

  /// An event for the session's own machine (`error.communication`).
  mutating func sendToSelf(_ event: EventName) -> SendToSelfAction {
    switch phase {
    case .terminated: return .drop
    case .starting(var pending):
      pending.append(event)
      phase = .starting(pending: pending)
      return .drop
    case .open:
      guard let machine else { return .drop }
      return .send(machine)
    }
  }

  enum RemoteSendAction {
    case drop
    case toParent
    case toChild(SCXMLMachine)
    /// No such session: `error.communication` for this one.
    case communicationError
  }

  /// Where a send to another session goes now.
  func route(_ target: SCXMLProgram.RemoteTarget, hasParent: Bool) -> RemoteSendAction {
    if isTerminated { return .drop }
    switch target {
    case .parent: return hasParent ? .toParent : .communicationError
    case .child(let id): return child(id).map { .toChild($0) } ?? .communicationError
    case .session(let id):
      let child = runningChildren.first { $0.machine.session.sessionID == id }
      return child.map { .toChild($0.machine) } ?? .communicationError
    }
  }

  /// The key a delayed send's timer is kept under: its id, or a new one.
  mutating func delayKey(for send: SCXMLProgram.RemoteSend) -> String { delayKey(id: send.id) }

  /// The key a delayed send's timer is kept under: its id, or a new one.
  mutating func delayKey(id: String?) -> String {
    if let id { return id }
    delayedSerial += 1
    return "session.send.\(delayedSerial)"
  }

  mutating func timerStarted(_ timer: ScheduledTimer, key: String, send: SCXMLPersistedSend) {
    delayed[key, default: []].append((timer, send))
  }

  /// A delayed send's timer fired: whether to deliver it.
  mutating func timerFired(key: String) -> Bool {
    if var timers = delayed[key], !timers.isEmpty {
      timers.removeFirst()
      delayed[key] = timers.isEmpty ? nil : timers
    }
    return !isTerminated
  }

  /// `<cancel sendid>`: the timers to stop.
  mutating func cancelDelayed(_ id: String) -> [ScheduledTimer] {
    delayed.removeValue(forKey: id)?.map(\.timer) ?? []
  }
}
