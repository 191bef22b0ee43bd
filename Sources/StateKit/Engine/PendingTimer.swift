/// What a timer delivers when it fires.
public enum TimerEvent<Event: MachineEvent>: Sendable {
  /// A delayed send (``Action/send(_:after:id:)``): the event goes to the external queue.
  case event(Event)
  /// A delayed transition (``After(_:to:id:type:guard:action:actions:)``), by transition index.
  case after(Int)
}

/// A delayed event waiting for its time, part of a ``Snapshot``.
public struct PendingTimer<Event: MachineEvent>: Sendable {
  /// The id it can be cancelled by (generated when the send gave none; `after:<state>:<n>`
  /// for delayed transitions).
  public let id: String
  /// What it delivers.
  public let event: TimerEvent<Event>
  /// The delay it was scheduled with.
  public let delay: Duration
  /// The time left when the snapshot was taken from a running machine; equal to `delay` in
  /// snapshots made by the pure step.
  public internal(set) var remaining: Duration

  @usableFromInline init(id: String, event: TimerEvent<Event>, delay: Duration, remaining: Duration)
  {
    self.id = id
    self.event = event
    self.delay = delay
    self.remaining = remaining
  }
}
