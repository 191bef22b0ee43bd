import Observation

/// A ``Machine`` for SwiftUI and UIKit: its snapshot changes on the main actor only, once per
/// macrostep, in order, and everything a view reads from it is observation-tracked.
///
/// ```swift
/// @MainActor @Observable final class SearchViewModel {
///   let machine = ObservableMachine(imageSearchDefinition)
///   var showsCancelButton: Bool { machine.state == .searching }
///   var canSearch: Bool { machine.canHandle(.search) }
///   func cancelTapped() { machine.send(.cancel) }
/// }
/// ```
///
/// In UIKit, ``observe(_:)`` is the render hook: it gets the current state at once and then
/// every change.
///
/// ```swift
/// override func viewDidLoad() {
///   super.viewDidLoad()
///   model.machine.observe { [weak self] state in self?.render(state) }
/// }
/// ```
///
/// When it changes:
/// - An event sent through ``send(_:)`` on the main actor is visible when `send` returns, also
///   when it is sent from a render hook. So is every macrostep the machine takes on the main
///   actor otherwise: a timer that a manual clock fires there, an event sent to ``machine``
///   there.
/// - Every other macrostep — the results of work, timers on a real clock, events sent from
///   other threads — reaches the main actor in a task it schedules there.
/// - Either way the macrosteps are applied one at a time, in the order the machine took them.
///
/// What it invalidates: each read registers the reader for the part of the snapshot it reads,
/// and a macrostep invalidates only the readers of what it changed, as a hand-written
/// `@Observable` model would.
/// - ``state``, ``isDone`` and ``matches(_:)`` read the state: the active configuration with
///   its payloads. A self-transition that changes nothing invalidates none of them.
/// - ``context`` reads the whole context; a field read through the machine, `machine.name`
///   for `context.name` (``subscript(dynamicMember:)``), reads that field alone. Where the
///   context or the field is `Equatable`, a macrostep that leaves it equal invalidates nothing
///   that read it; otherwise every macrostep invalidates its readers.
/// - ``canHandle(_:)`` and ``enabledEvents`` read their answer: a macrostep that leaves the
///   answer as it was invalidates nothing that read it, whatever else it changed.
/// - ``snapshot`` reads everything, timers and history included.
///
/// In a list, give each row the field it shows rather than the context, so that typing in one
/// field re-renders none of the rows:
///
/// ```swift
/// ForEach(model.machine.items) { item in Row(item: item) }
/// ```
///
/// ``machine`` itself may be read from any thread.
@MainActor @dynamicMemberLookup
public final class ObservableMachine<State: MachineState, Event: MachineEvent, Context: Sendable>:
  Observable
{
  /// The machine this object mirrors. It may be used from any thread; what it processes
  /// reaches this object on the main actor.
  public nonisolated let machine: Machine<State, Event, Context>
  @usableFromInline let registrar = ObservationRegistrar()
  // The fields marked `@exclusivity(unchecked)` are read and written on the main actor only,
  // and no access to one of them spans a call that can reach this object again: each is read
  // or assigned whole, or passed `inout` to a call that touches only the inbox's lock
  // (`takeAll(into:)`) or the array itself. So no two accesses ever overlap, and the dynamic
  // check would find nothing; Benchmarks/README.md has what it costs.
  @usableFromInline @exclusivity(unchecked) var current: Snapshot<State, Event, Context>
  /// The snapshots processed but not yet delivered, filled on the processing threads.
  @usableFromInline nonisolated let inbox = SnapshotInbox<State, Event, Context>()
  @usableFromInline var subscription: Subscription?
  @usableFromInline @exclusivity(unchecked) var renderers:
    [(id: Int, render: @MainActor (State) -> Void)] = []
  private var nextRendererID = 0
  /// Whether a snapshot is being applied: a send from an observer of a change leaves its
  /// snapshot to the loop already running, which keeps the snapshots in order.
  @usableFromInline @exclusivity(unchecked) var applying = false
  /// Whether render hooks are running: a send from a render hook applies its snapshot at once
  /// and leaves its render to the loop already running, so that hooks see every state once,
  /// in order, and are never called inside themselves.
  @usableFromInline @exclusivity(unchecked) var rendering = false
  /// The snapshots taken from the inbox and not yet applied, newest first, so that each is
  /// moved out from the end when it is applied; its storage and the inbox's are swapped, not
  /// reallocated. Unchecked, as the model's other fields: only the main actor touches it (in
  /// ``deliver()``), and no access to it spans a call that could reach it again.
  @usableFromInline @exclusivity(unchecked) var batch: [Snapshot<State, Event, Context>] = []
  /// The states the render hooks have yet to get, oldest first.
  @usableFromInline @exclusivity(unchecked) var renderQueue: [State] = []
  /// The parts of the snapshot some reader has read: a part nobody read has no observer to
  /// tell, and skipping it keeps an unread part free.
  @usableFromInline @exclusivity(unchecked) var read: SnapshotChange = []
  @usableFromInline let states = ValueComparison<State>()
  @usableFromInline let contexts = ValueComparison<Context>()
  /// The context's fields read through ``subscript(dynamicMember:)``, and their positions.
  @usableFromInline @exclusivity(unchecked) var fields: [ContextField] = []
  @usableFromInline var fieldPositions: [AnyKeyPath: Int] = [:]
  /// Key path objects already read, with their positions in ``fields``: a read from the same
  /// place is found by identity, without hashing the key path.
  @usableFromInline var fieldIdentities: [(field: AnyKeyPath, position: Int)] = []
  /// The observable machines of the running children handed out, by child id.
  var childModels: [String: AnyObject] = [:]
  /// The collections of children handed out, by collection id.
  var observedCollections: [String: ObservedCollection] = [:]
  /// The fields a change is invalidating, between its `willSet` and its `didSet`.
  @usableFromInline @exclusivity(unchecked) var changedFields: [Int] = []
  /// The questions views asked (``canHandle(_:)``, ``enabledEvents``), with their last
  /// answers, and their positions by what they ask. Unchecked as the fields above: an answer
  /// (which calls the definition's guards) is computed from an element read whole, and
  /// written back after, so no access spans it; `apply` reads `isEmpty` on every change.
  @usableFromInline @exclusivity(unchecked) var questions: [Question] = []
  var questionPositions: [AnyHashable: Int] = [:]
  /// The questions a change is invalidating, between its `willSet` and its `didSet`.
  var changedQuestions: [Int] = []
  /// The observation keys, made once: a key path into a generic class is instantiated at run
  /// time on every evaluation of the literal, which cost more than the rest of an observed
  /// event.
  @usableFromInline let snapshotKey: KeyPath<ObservableMachine, Snapshot<State, Event, Context>>
  @usableFromInline let stateKey: KeyPath<ObservableMachine, State>
  @usableFromInline let contextKey: KeyPath<ObservableMachine, Context>

  /// Mirrors a running machine.
  ///
  /// - Parameter machine: The machine; send events to it from anywhere, or through
  ///   ``send(_:)`` on the main actor.
  @inlinable public init(_ machine: Machine<State, Event, Context>) {
    self.machine = machine
    self.current = machine.snapshot
    self.snapshotKey = \.snapshot
    self.stateKey = \.state
    self.contextKey = \.context
    let inbox = self.inbox
    // It reads each macrostep's snapshot alone: the algorithm records nothing else for it, and
    // the snapshot moves into the inbox.
    subscription = machine.subscribeToSnapshots { [weak self] snapshot in
      switch inbox.post(consume snapshot) {
      case .bySender:
        return
      case .byPoster where MainQueue.isCurrent:
        // A timer fired, or the machine was sent to directly, on the main actor: the change
        // is visible as soon as that call returns, as a send's is.
        MainActor.assumeIsolated { self?.deliver() }
      case .byPoster:
        Task { @MainActor in self?.deliver() }
      case .alreadyScheduled where MainQueue.isCurrent:
        MainActor.assumeIsolated { self?.deliver() }
      case .alreadyScheduled:
        return
      }
    }
    // Subscribed first, read second, both against the inbox: nothing processed in between is
    // lost, and what was posted before this read is already in it.
    current = inbox.reset { machine.snapshot }
    machine.addMirror(self)
  }

  /// Starts a machine and mirrors it.
  ///
  /// - Parameters:
  ///   - definition: The machine's definition.
  ///   - context: The starting context; the definition's initial context when `nil`.
  ///   - clock: The clock its delayed transitions wait on; a manual clock in tests.
  public convenience init(
    _ definition: MachineDefinition<State, Event, Context>, context: Context? = nil,
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    self.init(Machine(definition, context: context, clock: clock))
  }

  /// The snapshot after the last macrostep applied on the main actor. Reading it registers
  /// for every change, timers and history included.
  public var snapshot: Snapshot<State, Event, Context> {
    track(.rest, snapshotKey)
    return current
  }

  /// The current state (see ``Snapshot/state``). Reading it registers for changes of the
  /// active configuration and its payloads.
  @inlinable public var state: State {
    track(.state, stateKey)
    return current.state
  }

  /// The extended state. Reading it registers for changes of the context; read one field
  /// through ``subscript(dynamicMember:)`` to register for that field alone.
  public var context: Context {
    track(.context, contextKey)
    return current.context
  }

  /// Whether the machine has reached a top-level final state.
  public var isDone: Bool {
    track(.state, stateKey)
    return current.isDone
  }

  /// Whether the given state is active.
  ///
  /// - Parameter state: A state's case.
  /// - Returns: `true` when it is in the configuration.
  public func matches(_ state: State.Case) -> Bool {
    track(.state, stateKey)
    return current.matches(state)
  }

  /// How many events state-scoped work sent after its state was exited, which the machine
  /// dropped: late responses it never saw (see ``Machine/droppedWorkEvents``). A drop changes
  /// no state, so this count is read when asked and is not observation-tracked.
  public nonisolated var droppedWorkEvents: Int { machine.droppedWorkEvents }

  /// Sends an event; its change is visible when this returns, unless the machine was busy
  /// with an event from another thread (then it arrives with that event's, in order).
  ///
  /// Sent from a render hook (``observe(_:)``), the change is visible when this returns too;
  /// the hooks get the new state after the call that sent it returns.
  ///
  /// - Parameter event: The event.
  /// - Returns: What happened to it (see ``Machine/send(_:)``).
  // Inlinable, so that the machine's send is specialized for its types where it is called:
  // unspecialized, the observed send spends most of its time looking up type metadata
  // (Benchmarks/README.md has the figures).
  @inlinable @discardableResult
  public func send(_ event: Event) -> SendResult {
    let machine = self.machine
    let result = inbox.duringMainSend { machine.send(event) }
    deliver()
    return result
  }

  /// Calls `render` with the current state now, and then with the state after every change
  /// of the state or the context, on the main actor: UIKit's render hook.
  ///
  /// It stays registered until the returned token is cancelled or this object is released, so
  /// capture the view controller weakly. Hooks run in the order they were added, after
  /// Observation's observers heard the change. While they run, the object shows the snapshot
  /// of the state they got, so a hook may read ``context`` beside it; after a hook sends an
  /// event, it shows that event's change, and the hooks get its state next.
  ///
  /// - Parameter render: Receives the state.
  /// - Returns: A token whose ``RenderHook/cancel()`` removes the hook.
  @discardableResult
  public func observe(_ render: @escaping @MainActor (State) -> Void) -> RenderHook {
    let id = nextRendererID
    nextRendererID += 1
    renderers.append((id, render))
    render(current.state)
    return RenderHook { [weak self] in self?.renderers.removeAll { $0.id == id } }
  }

  /// Registers the reader of one part of the snapshot.
  @inlinable func track<Member>(_ part: SnapshotChange, _ key: KeyPath<ObservableMachine, Member>) {
    read.insert(part)
    registrar.access(self, keyPath: key)
  }

  /// Applies the snapshots posted since the last delivery, one at a time, in order, and runs
  /// the render hooks on each before the next is applied.
  ///
  /// Called from a render hook (a send there), it applies every snapshot at once, so that the
  /// send's change is visible when it returns, and queues their renders for the hooks already
  /// running. Called from an observer of a change, it returns: the loop already running
  /// applies what was posted.
  @inlinable func deliver() {
    guard !applying else { return }
    while let next = nextPosted() {
      applying = true
      apply(consume next)
      applying = false
      if !rendering && !renderQueue.isEmpty { runRenderHooks() }
    }
  }

  /// The oldest snapshot posted and not yet applied, if any.
  @inlinable func nextPosted() -> Snapshot<State, Event, Context>? {
    if batch.isEmpty {
      inbox.takeAll(into: &batch)
      if batch.isEmpty { return nil }
      if batch.count > 1 { batch.reverse() }
    }
    return batch.removeLast()
  }

  /// Makes `next` current, invalidating the readers of what it changed.
  @inlinable func apply(_ next: consuming Snapshot<State, Event, Context>) {
    // Compared in place: `current` read as a value would be copied first, since the
    // comparison calls closures (`==`) that the compiler cannot see into.
    let change = Self.change(from: &current, to: next, states: states, contexts: contexts)
    let rendered =
      !renderers.isEmpty && !change.isDisjoint(with: [.state, .context]) ? next.state : nil
    var told = change.intersection(read)
    if !change.isEmpty && read.contains(.rest) { told.insert(.rest) }
    if told.isEmpty && (fields.isEmpty || !change.contains(.context))
      && (questions.isEmpty || change.isDisjoint(with: [.state, .context]))
    {
      current = consume next
    } else {
      applyObserved(consume next, change: change, told: told)
    }
    if let rendered { renderQueue.append(rendered) }
  }

  /// What differs between `current` and `next` (``Snapshot/change(to:states:contexts:)``);
  /// `current` is `inout` so that it is read where it lies, and left as it was.
  @inlinable static func change(
    from current: inout Snapshot<State, Event, Context>,
    to next: borrowing Snapshot<State, Event, Context>,
    states: ValueComparison<State>, contexts: ValueComparison<Context>
  ) -> SnapshotChange {
    current.change(to: next, states: states, contexts: contexts)
  }

  /// Makes `next` current between the `willSet` and the `didSet` of every part it changed
  /// that some reader read.
  @inlinable func applyObserved(
    _ next: consuming Snapshot<State, Event, Context>, change: SnapshotChange,
    told: SnapshotChange
  ) {
    if told.contains(.rest) { registrar.willSet(self, keyPath: snapshotKey) }
    if told.contains(.state) { registrar.willSet(self, keyPath: stateKey) }
    if told.contains(.context) { registrar.willSet(self, keyPath: contextKey) }
    let fieldsChange = change.contains(.context) && !fields.isEmpty
    let answersChange = !questions.isEmpty && !change.isDisjoint(with: [.state, .context])
    if fieldsChange { fieldsWillChange(from: &current, to: next) }
    if answersChange { answersWillChange(to: next) }
    current = consume next
    if answersChange { answersDidChange() }
    if fieldsChange { fieldsDidChange() }
    if told.contains(.context) { registrar.didSet(self, keyPath: contextKey) }
    if told.contains(.state) { registrar.didSet(self, keyPath: stateKey) }
    if told.contains(.rest) { registrar.didSet(self, keyPath: snapshotKey) }
  }

  /// Calls the render hooks with every state queued for them, in order, including states that
  /// sends from the hooks queue meanwhile.
  @usableFromInline func runRenderHooks() {
    rendering = true
    defer { rendering = false }
    var position = 0
    while position < renderQueue.count {
      let state = renderQueue[position]
      position += 1
      for (_, render) in renderers { render(state) }
    }
    renderQueue.removeAll(keepingCapacity: true)
  }
}

/// A render hook added with ``ObservableMachine/observe(_:)``.
@MainActor
public final class RenderHook {
  private var remove: (() -> Void)?

  init(remove: @escaping () -> Void) { self.remove = remove }

  /// Removes the hook; calling it again does nothing.
  public func cancel() {
    remove?()
    remove = nil
  }
}
