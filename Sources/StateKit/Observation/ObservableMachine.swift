import Observation
import Synchronization

/// A ``Machine`` for Observation: SwiftUI views and `withObservationTracking` see one change
/// per macrostep, never one per microstep.
///
/// ```swift
/// @MainActor @Observable final class SearchViewModel {
///   let machine = ObservableMachine(Machine(imageSearchDefinition))
///   var showsCancelButton: Bool { machine.state == .searching }
///   func cancelTapped() { machine.send(.cancel) }
/// }
/// ```
///
/// Reading ``state``, ``snapshot`` or ``context`` registers the reader; after each macrostep
/// the snapshot is replaced once, on the thread that processed the event.
public final class ObservableMachine<State: MachineState, Event: MachineEvent, Context: Sendable>:
  Observable, Sendable
{
  /// The machine this object mirrors.
  public let machine: Machine<State, Event, Context>
  private let registrar = ObservationRegistrar()
  private let current: Lock<Snapshot<State, Event, Context>>
  private let subscription: Lock<Subscription?> = Lock(nil)
  /// `\.snapshot`, made once: a key path into a generic class is instantiated at run time on
  /// every evaluation of the literal, which cost more than the rest of an observed event.
  private let snapshotKey: KeyPath<ObservableMachine, Snapshot<State, Event, Context>> & Sendable

  /// Mirrors a machine.
  ///
  /// - Parameter machine: The machine; keep sending events to it (or through ``send(_:)``).
  public init(_ machine: Machine<State, Event, Context>) {
    self.machine = machine
    self.current = Lock(machine.snapshot)
    self.snapshotKey = \.snapshot
    let subscription = machine.subscribe { [weak self] update in
      guard let self else { return }
      self.registrar.withMutation(of: self, keyPath: self.snapshotKey) {
        self.current.withLock { $0 = update.snapshot }
      }
    }
    self.subscription.withLock { $0 = subscription }
  }

  /// The snapshot after the last macrostep.
  public var snapshot: Snapshot<State, Event, Context> {
    registrar.access(self, keyPath: snapshotKey)
    return current.withLock { $0 }
  }

  /// The current state (see ``Snapshot/state``).
  public var state: State { snapshot.state }

  /// The extended state.
  public var context: Context { snapshot.context }

  /// Whether the given state is active.
  ///
  /// - Parameter state: A state's case.
  /// - Returns: `true` when it is in the configuration.
  public func matches(_ state: State.Case) -> Bool { snapshot.matches(state) }

  /// Sends an event to the machine.
  ///
  /// - Parameter event: The event.
  /// - Returns: What happened to it.
  @discardableResult
  public func send(_ event: Event) -> SendResult { machine.send(event) }
}
