import Synchronization

/// A running machine: owns a snapshot of a ``MachineDefinition``, processes events one at a
/// time, and carries out the effects of its actions.
///
/// ```swift
/// let machine = Machine(search)
/// machine.send(.startSearch)        // .handled
/// machine.send(.success)            // .ignored: searching does not handle success
/// print(machine.state)              // searching
/// ```
///
/// ## Concurrency contract
///
/// `Machine` is `Sendable`: call ``send(_:)`` from any thread, task or actor, including the
/// main actor. Events are processed one at a time, to completion (a whole macrostep), in the
/// order they reach the machine:
///
/// - The thread that finds the machine idle processes its event right away, under an internal
///   lock, and returns ``SendResult/handled`` or ``SendResult/ignored``.
/// - An event sent while another is being processed (from an effect or a listener on the
///   processing thread, or from another thread) is appended to the mailbox and ``send(_:)``
///   returns ``SendResult/queued``. The processing thread drains the mailbox, in order, before
///   it returns: no event is lost, re-entered or reordered per sender.
/// - Effects (``Action/run(_:_:)``, ``Action/send(_:)``, ``Action/log(_:_:)``) and listeners run
///   on the processing thread, outside the lock, after each macrostep and in order. They may
///   call ``send(_:)`` and read the machine.
/// - Guards and actions that change the context run inside the lock: they receive the context
///   and the event, and must not call back into the machine.
///
/// For SwiftUI, keep the machine in a `@MainActor` view model and send from the main actor;
/// work that finishes elsewhere sends its result event from wherever it finishes.
public final class Machine<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  /// The shared, compiled definition.
  public let definition: MachineDefinition<State, Event, Context>
  @usableFromInline let core: Mutex<MachineCore<State, Event, Context>>
  @usableFromInline let logHandler: @Sendable (_ label: String, _ message: String) -> Void

  /// Starts a machine: enters the initial configuration and runs its entry effects.
  ///
  /// - Parameters:
  ///   - definition: The compiled definition (share one across machines).
  ///   - context: The starting context; the definition's ``MachineDefinition/initialContext``
  ///     when `nil`.
  ///   - log: Receives ``Action/log(_:_:)`` lines; ignored by default.
  public init(
    _ definition: MachineDefinition<State, Event, Context>, context: Context? = nil,
    log: @escaping @Sendable (_ label: String, _ message: String) -> Void = { _, _ in }
  ) {
    self.definition = definition
    self.logHandler = log
    var snapshot = Snapshot(definition: definition, context: context ?? definition.initialContext)
    var work = Scratch<State, Event, Context>()
    definition.enterInitialConfiguration(&snapshot, &work)
    let effects = work.effects
    work.effects.removeAll(keepingCapacity: true)
    let needsDrain = !effects.isEmpty
    self.core = Mutex(MachineCore(snapshot: snapshot, work: work, processing: needsDrain))
    if needsDrain { drain(effects: effects, update: nil) }
  }

  /// Sends an event and, unless another event is being processed, processes it now.
  ///
  /// - Parameter event: The event.
  /// - Returns: ``SendResult/handled`` or ``SendResult/ignored`` when processed now,
  ///   ``SendResult/queued`` when it waits behind an event being processed.
  @inlinable @discardableResult
  public func send(_ event: Event) -> SendResult {
    let outcome = core.withLock { core -> SendOutcome in
      if core.processing {
        core.mailbox.append(event)
        return .finished(.queued)
      }
      guard core.listeners.isEmpty else {
        core.processing = true
        return .needsObservedProcessing
      }
      let handled = definition.macrostep(event, &core.snapshot, &core.work)
      let result: SendResult = handled ? .handled : .ignored
      if core.work.effects.isEmpty { return .finished(result) }
      core.processing = true
      return .needsEffects(result)
    }
    switch outcome {
    case .finished(let result): return result
    case .needsEffects(let result): return runEffects(after: result)
    case .needsObservedProcessing: return processObserved(event)
    }
  }

  /// Runs the effects of an event just processed, then drains the mailbox.
  @usableFromInline func runEffects(after result: SendResult) -> SendResult {
    let effects = core.withLock { $0.takeEffects() }
    drain(effects: effects, update: nil)
    return result
  }

  /// Processes `event` for listeners (keeping the previous snapshot), then drains the mailbox.
  @usableFromInline func processObserved(_ event: Event) -> SendResult {
    let (effects, update) = core.withLock { core in
      let previous = core.snapshot
      let handled = definition.macrostep(event, &core.snapshot, &core.work)
      return (
        core.takeEffects(),
        MachineUpdate(event: event, previous: previous, snapshot: core.snapshot, isHandled: handled)
      )
    }
    drain(effects: effects, update: update)
    return update.isHandled ? .handled : .ignored
  }

  /// Runs effects and notifies listeners, then processes queued events until the mailbox is
  /// empty. Called with `processing` set; clears it.
  func drain(effects: [Effect<Event, Context>], update: MachineUpdate<State, Event, Context>?) {
    var effects = effects
    var update = update
    while true {
      perform(effects)
      if let update {
        let listeners = core.withLock { Array($0.listeners.values) }
        for listener in listeners { listener(update) }
      }
      let next = core.withLock { core -> ([Effect<Event, Context>], MachineUpdate<State, Event, Context>?)? in
        guard !core.mailbox.isEmpty else {
          core.processing = false
          return nil
        }
        let event = core.mailbox.removeFirst()
        let previous = core.listeners.isEmpty ? nil : core.snapshot
        let handled = definition.macrostep(event, &core.snapshot, &core.work)
        let update = previous.map {
          MachineUpdate(event: event, previous: $0, snapshot: core.snapshot, isHandled: handled)
        }
        return (core.takeEffects(), update)
      }
      guard let next else { return }
      (effects, update) = next
    }
  }

  private func perform(_ effects: [Effect<Event, Context>]) {
    for effect in effects {
      switch effect {
      case .run(_, let body, let context, let event): body(context, event)
      case .send(let event): core.withLock { $0.mailbox.append(event) }
      case .log(let label, let message): logHandler(label, message)
      }
    }
  }

  /// Registers a listener called after every macrostep, on the processing thread, in order.
  ///
  /// - Parameter listener: Receives each macrostep's event and snapshots.
  /// - Returns: A token; the listener stays registered until it is cancelled or released.
  public func subscribe(
    _ listener: @escaping @Sendable (MachineUpdate<State, Event, Context>) -> Void
  ) -> Subscription {
    let id = core.withLock { core in
      core.nextListener += 1
      core.listeners[core.nextListener] = listener
      return core.nextListener
    }
    return Subscription { [weak self] in
      _ = self?.core.withLock { $0.listeners.removeValue(forKey: id) }
    }
  }
}

/// The machine's mutable state, guarded by its lock.
@usableFromInline
struct MachineCore<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline var snapshot: Snapshot<State, Event, Context>
  @usableFromInline var work: Scratch<State, Event, Context>
  @usableFromInline var processing: Bool
  @usableFromInline var mailbox: [Event] = []
  @usableFromInline var listeners: [Int: @Sendable (MachineUpdate<State, Event, Context>) -> Void] = [:]
  @usableFromInline var nextListener = 0

  init(snapshot: Snapshot<State, Event, Context>, work: Scratch<State, Event, Context>, processing: Bool) {
    self.snapshot = snapshot
    self.work = work
    self.processing = processing
  }

  mutating func takeEffects() -> [Effect<Event, Context>] {
    let effects = work.effects
    work.effects.removeAll(keepingCapacity: true)
    return effects
  }
}

/// What the locked part of ``Machine/send(_:)`` left to do outside the lock.
@usableFromInline
enum SendOutcome: Sendable {
  case finished(SendResult)
  case needsEffects(SendResult)
  case needsObservedProcessing
}
