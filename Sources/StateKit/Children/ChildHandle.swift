/// A running child machine, as its parent holds it in its handles: the child itself, and how
/// to deliver an event of the child's type to it.
@usableFromInline
final class ChildHandle: Sendable {
  /// The child `Machine`.
  let machine: any AnyObject & Sendable
  /// Sends an event to the child; ignores a value of another type.
  let receive: @Sendable (any Sendable) -> Void
  /// The child's current snapshot (a `Snapshot` of its types, with its own children): what the
  /// parent's snapshot holds, and persists, for it. `nil` stores nothing for the child.
  let snapshot: (@Sendable () -> any Sendable)?

  init(
    machine: any AnyObject & Sendable, receive: @escaping @Sendable (any Sendable) -> Void,
    snapshot: (@Sendable () -> any Sendable)? = nil
  ) {
    self.machine = machine
    self.receive = receive
    self.snapshot = snapshot
  }
}

/// The link from a running child to its parent: open while the child's state is active,
/// closed for good when it is exited, after which nothing the child emits or reports reaches
/// the parent. It also makes the child's completion reported once.
@usableFromInline final class ChildLink: Sendable {
  private let state = Lock((open: true, reported: false))

  /// Whether the child's state is still active.
  var isOpen: Bool { state.withLock { $0.open } }

  /// Closes the link.
  func close() { state.withLock { $0.open = false } }

  /// Claims the child's completion report: `true` once, while the link is open.
  func claimCompletion() -> Bool {
    state.withLock { state in
      guard state.open, !state.reported else { return false }
      state.reported = true
      return true
    }
  }
}
