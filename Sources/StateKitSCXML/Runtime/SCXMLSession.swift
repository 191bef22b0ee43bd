import Foundation
import StateKit
import Synchronization

/// The context of a machine loaded from SCXML: one running SCXML session.
///
/// The null data model has no data, so the session holds only what links machines together: the
/// child sessions it invoked (by invoke id), the link to the session that invoked it, and the
/// timers of delayed `<send>`s to those sessions. Every running machine needs its own session;
/// ``SCXMLMachine`` makes one for each machine it starts (the definition's
/// `MachineDefinition/initialContext` is only a placeholder).
///
/// An `<invoke>` is the invoking state's work: the engine starts it when the state has been
/// entered (at the end of the macrostep, on the thread that processes it) and the work starts the
/// child session; the engine cancels it when the state is exited, and the child is cancelled.
/// What a child sends its parent goes to the parent's external queue; once the child was
/// cancelled, what it sends is dropped.
///
/// The child's machine is also a child of the invoking `Machine`, under its invoke id, through
/// the lifetime typed children go through (`Invoke`): it is registered before its first step
/// and let go of when its state is exited, so the parent's `runningChildMachines`, `tree(id:)`,
/// `observeChildStarts(_:)` and a `TraceRecorder` of the parent see it; once cancelled, its
/// machine is stopped (`Machine.stop()`), as a typed child is. The session keeps what SCXML adds
/// on top: the run token that drops what a cancelled child still sends, `autoforward`,
/// `<finalize>`, `done.invoke.<id>` with `<donedata>`, routing by invoke id and by session id
/// with `error.communication` when nothing answers, and ``child(_:)``, which returns the
/// ``SCXMLMachine`` with its session.
///
/// Sends to `#_parent` and `#_<invokeid>` are `Action/run(_:_:)` actions that the runtime carries
/// out after the macrostep; they reach the other machine's external queue. An event for a session
/// that does not exist (no parent, no running child with that id) is replaced by
/// `error.communication` on this machine's external queue.
///
/// The session is thread-safe: its state (`SCXMLSessionStateMachine`) is behind a lock that is
/// never held while a machine runs; what the state machine decides is performed afterwards.
public final class SCXMLSession: Sendable {
  /// The link from a child session to the session that invoked it.
  struct ParentLink: Sendable {
    weak var session: SCXMLSession?
    let invokeID: String
    /// Which run of the invocation (`SCXMLSessionStateMachine.reserve(_:autoforward:)`).
    let token: UInt64

    /// Delivers an event to the parent, unless it cancelled this child.
    func send(_ event: EventName) {
      session?.receive(event, fromChild: invokeID, token: token)
    }
  }

  let clock: (any Clock<Duration>)?
  let log: @Sendable (String, String) -> Void
  let parentLink: ParentLink?
  let scheduler: (any TimerScheduler)?
  let state = Mutex(SCXMLSessionStateMachine())
  /// The data model and what its content leaves to deliver; `nil` with the null data model.
  let data: SCXMLSessionData?
  /// How many sessions invoked this one, one inside the other: 0 for a top-level session.
  let depth: Int
  /// What a simulation's session keeps for its simulator instead of running machines
  /// (``simulation(of:invokeID:parent:parameters:depth:log:)``); `nil` for a running machine's session.
  let simulation: SCXMLSimulationLinks?

  /// The placeholder context stored in a definition: it runs nothing.
  init() {
    self.clock = nil
    self.log = { _, _ in }
    self.parentLink = nil
    self.scheduler = nil
    self.data = nil
    self.simulation = nil
    self.depth = 0
  }

  /// A session for one machine.
  ///
  /// With a data model, the data is created and initialized here, before the machine enters its
  /// first states; what fails raises `error.execution`, taken by the engine's first step.
  init(
    clock: any Clock<Duration>, log: @escaping @Sendable (String, String) -> Void,
    parent: ParentLink?, program: SCXMLProgram? = nil,
    invokeParameters: [String: SCXMLValue] = [:], simulation: SCXMLSimulationLinks? = nil,
    depth: Int? = nil
  ) {
    self.depth = depth ?? parent.flatMap { $0.session.map { $0.depth + 1 } } ?? 0
    self.clock = clock
    self.log = log
    self.parentLink = parent
    self.scheduler = makeScheduler(clock)
    self.simulation = simulation
    if let program, let language = program.language {
      let data = SCXMLSessionData(sessionID: UUID().uuidString, program: program)
      self.data = data
      data.start(language, invokeParameters: invokeParameters)
    } else {
      self.data = nil
    }
  }

  // MARK: Public queries

  /// How deep sessions may nest: a session this many `<invoke>`s below the top-level one starts
  /// no child, and its `<invoke>` raises `error.execution` instead. A document that invokes
  /// itself would otherwise start sessions until the thread's stack ran out.
  public static let maximumInvokeDepth = 32

  /// The id under which the parent session invoked this one; `nil` for a top-level session.
  public var invokeID: String? {
    parentLink?.invokeID ?? simulation?.withLock { $0.invokeID }
  }

  /// The session's id (`_sessionid`), which names it as `#_scxml_<id>`; `nil` with the null
  /// data model, which has no session id.
  package var sessionID: String? { data?.sessionID }

  /// The parent's location (`#_scxml_<parent's session id>`), the `_event.origin` of what the
  /// parent sends: a send to it goes to the parent; `nil` without a parent or its session id.
  var parentLocation: String? {
    if let simulation { return simulation.withLock { $0.parentLocation } }
    return parentLink?.session?.data?.location
  }

  /// The ids of the child sessions running now, in the order they were started.
  public var childInvokeIDs: [String] { state.withLock { $0.runningChildren.map(\.id) } }

  /// The running child session invoked with this id.
  ///
  /// - Parameter invokeID: The `id` of the `<invoke>` (or the generated `stateid.N`).
  /// - Returns: The child machine, or `nil` when no child with this id is running.
  public func child(_ invokeID: String) -> SCXMLMachine? {
    state.withLock { $0.child(invokeID) }
  }

  // MARK: Lifecycle (called by SCXMLMachine)

  /// Connects the session to its machine once the machine exists.
  func attach(_ machine: SCXMLSessionStateMachine.Engine) {
    state.withLock { $0.attach(machine) }
  }

  /// Ends the start: delivers, in order, what failed sends sent to this session while its
  /// machine was being started.
  func open() {
    while case .deliver(let machine, let events) = state.withLock({ $0.open() }) {
      for event in events { machine.send(event) }
    }
  }

  /// The machine processed an event: copies it to the children that autoforward.
  func forward(_ event: EventName) {
    for child in state.withLock({ $0.autoforwardTargets }) { child.send(event) }
  }

  /// The machine reached a top-level final state (its last exit action): tell the parent, stop
  /// delayed sends.
  func finished() {
    if let parentLink { parentLink.send(doneEvent(parentLink.invokeID)) }
    for timer in state.withLock({ $0.finish() }) { timer.cancel() }
  }

  /// The `done.invoke.<id>` this session's parent gets when it ends, with its final state's
  /// `<donedata>`.
  func doneEvent(_ invokeID: String) -> EventName {
    let name = "done.invoke.\(invokeID)"
    guard let data else { return EventName(name) }
    let event = SCXMLEvent(
      name: name, type: .external, origin: data.location,
      originType: SCXMLProgram.scxmlProcessorType, invokeID: invokeID,
      data: data.finalDoneData)
    return EventName(name, payload: SCXMLEventPayload(event))
  }

  /// Stops the session for good: its parent cancelled it.
  ///
  /// As SCXML's `exitInterpreter` does, the `<onexit>` handlers of the active states run, in exit
  /// order (their log lines are written; what they send goes nowhere, the session has ended).
  /// Nothing the session sends reaches anyone anymore, and its own children are cancelled too.
  func terminate() {
    perform(state.withLock { $0.terminate() })
  }

  // MARK: Actions of the definition

  /// Carries out a run action of the program (called from the definition's actions).
  func perform(_ action: SCXMLProgram.RunAction) {
    if simulation != nil { return simulate(action) }
    switch action {
    case .send(let send):
      if let delay = send.delay, delay > .zero {
        schedule(send, after: delay)
      } else {
        deliver(send)
      }
    case .cancelRemote(let id):
      for timer in state.withLock({ $0.cancelDelayed(id) }) { timer.cancel() }
    case .finish:
      finished()
    }
  }
}
