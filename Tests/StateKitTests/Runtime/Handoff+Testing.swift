@testable import StateKit

// The hand-off is noncopyable: tests take its payload apart through these.
extension MachineCore.Handoff {
  /// The processed event of a ``MachineCore/Handoff/perform(_:)`` hand-off.
  consuming func processed() -> MachineCore.Processed? {
    switch consume self {
    case .perform(let processed): processed
    default: nil
    }
  }

  /// What a ``MachineCore/Handoff/notify(_:_:_:)`` hand-off carries; `nil` for any other
  /// hand-off.
  consuming func notified() -> (
    result: SendResult, update: MachineUpdate<State, Event, Context>,
    listeners: [MachineCore.Listener]
  )? {
    switch consume self {
    case .notify(let result, let update, let listeners): (result, update, listeners)
    default: nil
    }
  }

  /// The result of an ``MachineCore/Handoff/ended(_:)`` hand-off: `.some(nil)` when processing
  /// ended with no result left to hand over, `nil` for any other hand-off.
  consuming func ended() -> SendResult?? {
    switch consume self {
    case .ended(let result): .some(result)
    default: nil
    }
  }

  /// The step of a ``MachineCore/Handoff/step(_:)`` hand-off.
  consuming func step() -> MachineCore.UnlockedStep? {
    switch consume self {
    case .step(let step): step
    default: nil
    }
  }

  /// The result of a ``MachineCore/Handoff/next(_:)`` hand-off: processing goes on.
  consuming func next() -> SendResult? {
    switch consume self {
    case .next(let result): result
    default: nil
    }
  }
}

extension MachineCore {
  /// An event sent as ``Machine/send(_:)`` sends it to a machine whose definition calls no
  /// code: the prelude, then the door.
  mutating func sent(
    _ event: Event, _ definition: MachineDefinition<State, Event, Context>
  ) -> Handoff {
    switch prelude(event, definition) {
    case .finished(let result): .ended(result)
    case .handedOver(let result): processedEvent(result, nil)
    case .declined: arrive(.sent(event), definition)
    }
  }
}
