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
/// - An event sent through ``send(_:)`` on the main actor is visible when `send` returns. So
///   is every macrostep the machine takes on the main actor otherwise: a timer that a manual
///   clock fires there, an event sent to ``machine`` there.
/// - Every other macrostep — the results of work, timers on a real clock, events sent from
///   other threads — reaches the main actor in a task it schedules there.
/// - Either way there is one change per macrostep, in the order the machine took them.
///
/// Reads (``state``, ``context``, ``snapshot``, ``matches(_:)``, ``canHandle(_:)``,
/// ``enabledEvents``) register the reader with Observation and return the snapshot as of the
/// last delivered macrostep. ``machine`` itself may be read from any thread.
@MainActor
public final class ObservableMachine<State: MachineState, Event: MachineEvent, Context: Sendable>:
  Observable
{
  /// The machine this object mirrors. It may be used from any thread; what it processes
  /// reaches this object on the main actor.
  public nonisolated let machine: Machine<State, Event, Context>
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline var current: Snapshot<State, Event, Context>
  /// The snapshots processed but not yet delivered, filled on the processing threads.
  @usableFromInline nonisolated let inbox = SnapshotInbox<State, Event, Context>()
  @usableFromInline var subscription: Subscription?
  @usableFromInline var renderers: [(id: Int, render: @MainActor (State) -> Void)] = []
  private var nextRendererID = 0
  /// Whether ``deliver()`` is running: a send from a render hook or an observer leaves its
  /// change to the loop already running, which keeps the changes in order.
  @usableFromInline var delivering = false
  /// The snapshots being delivered; its storage and the inbox's are swapped, not reallocated.
  @usableFromInline var batch: [Snapshot<State, Event, Context>] = []
  /// `\.snapshot`, made once: a key path into a generic class is instantiated at run time on
  /// every evaluation of the literal, which cost more than the rest of an observed event.
  @usableFromInline let snapshotKey: KeyPath<ObservableMachine, Snapshot<State, Event, Context>>

  /// Mirrors a running machine.
  ///
  /// - Parameter machine: The machine; send events to it from anywhere, or through
  ///   ``send(_:)`` on the main actor.
  @inlinable public init(_ machine: Machine<State, Event, Context>) {
    self.machine = machine
    self.current = machine.snapshot
    self.snapshotKey = \.snapshot
    let inbox = self.inbox
    subscription = machine.subscribe { [weak self] update in
      switch inbox.post(update.snapshot) {
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

  /// The snapshot after the last macrostep delivered to the main actor.
  public var snapshot: Snapshot<State, Event, Context> {
    registrar.access(self, keyPath: snapshotKey)
    return current
  }

  /// The current state (see ``Snapshot/state``).
  public var state: State { snapshot.state }

  /// The extended state.
  public var context: Context { snapshot.context }

  /// Whether the machine has reached a top-level final state.
  public var isDone: Bool { snapshot.isDone }

  /// Whether the given state is active.
  ///
  /// - Parameter state: A state's case.
  /// - Returns: `true` when it is in the configuration.
  public func matches(_ state: State.Case) -> Bool { snapshot.matches(state) }

  /// Whether `event` would enable a transition now: what a button's `disabled` reads.
  ///
  /// - Parameter event: The event, with its payload.
  /// - Returns: `true` when sending it would take a transition.
  public func canHandle(_ event: Event) -> Bool {
    machine.definition.canHandle(event, in: snapshot)
  }

  /// The events that would enable a transition now.
  public var enabledEvents: [Event.Case] { machine.definition.enabledEvents(in: snapshot) }

  /// How many events state-scoped work sent after its state was exited, which the machine
  /// dropped: late responses it never saw (see ``Machine/droppedWorkEvents``). A drop changes
  /// no state, so this count is read when asked and is not observation-tracked.
  public nonisolated var droppedWorkEvents: Int { machine.droppedWorkEvents }

  /// Sends an event; its change is visible when this returns, unless the machine was busy
  /// with an event from another thread (then it arrives with that event's, in order).
  ///
  /// - Parameter event: The event.
  /// - Returns: What happened to it (see ``Machine/send(_:)``).
  /// Inlinable, so that the machine's send is specialized for its types where it is called:
  /// unspecialized, the observed send spent two thirds of its time looking up metadata.
  @inlinable @discardableResult
  public func send(_ event: Event) -> SendResult {
    let machine = self.machine
    let result = inbox.duringMainSend { machine.send(event) }
    deliver()
    return result
  }

  /// Calls `render` with the current state now, and then with the state after every change,
  /// on the main actor: UIKit's render hook.
  ///
  /// It stays registered until the returned token is cancelled or this object is released, so
  /// capture the view controller weakly. Hooks run in the order they were added, after
  /// Observation's observers heard the change.
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

  /// Applies the snapshots posted since the last delivery, one change each, in order.
  @inlinable func deliver() {
    guard !delivering else { return }
    delivering = true
    defer { delivering = false }
    inbox.takeAll(into: &batch)
    while !batch.isEmpty {
      for next in batch {
        registrar.withMutation(of: self, keyPath: snapshotKey) { current = next }
        for (_, render) in renderers { render(next.state) }
      }
      inbox.takeAll(into: &batch)
    }
    batch.removeAll(keepingCapacity: true)
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
