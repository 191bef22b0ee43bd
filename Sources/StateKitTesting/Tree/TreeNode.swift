@_spi(Testing) import StateKit

/// A machine of a tested tree, as the tree sees it without its types: where it is, and what
/// `finish` and the waits ask of it.
struct TreeNode: Sendable {
  /// The machine's identity.
  var id: ObjectIdentifier
  /// Its path: the root's name, then each child's id as `MachineTree` names it, joined by `/`
  /// (`app/downloads/items[a]`).
  var path: String
  /// The machine, a `Machine` of its own types.
  var machine: any AnyObject & Sendable
  /// What the tree knew of it when it was followed: an `ExpectedState` of its types, the
  /// baseline of its first assertion.
  var initial: any Sendable
  /// Whether it is at rest and its view models show all its steps (`Machine.isSettled`).
  var isSettled: @Sendable () -> Bool
  /// Whether it was stopped (a child whose state was left, a finished child).
  var isStopped: @Sendable () -> Bool
  /// Whether work of it runs.
  var hasWorkInFlight: @Sendable () -> Bool
  /// Its work still running, and its pending timers, described for `finish`.
  var leftovers: @Sendable () -> (work: [String], timers: [String])
  /// What is true after a step of it: an `ExpectedState` of its types, the baseline of the
  /// assertion that follows a step nobody asserted.
  var expectedAfter: @Sendable (_ update: any Sendable) -> (any Sendable)?
  /// Sends it a value of its event type; `nil` when the value is of another type.
  var inject: @Sendable (_ event: Any) -> SendResult?
  /// Delivers a value of its event type as the current run of the work at `index` of the
  /// state node `state` sent it; `false` when no such run is current or the type is wrong.
  var deliverAsWork: @Sendable (_ event: Any, _ state: Int, _ index: Int) -> Bool

  /// Whether it lies in the subtree at `path`: it is that machine or one of its descendants.
  func isInSubtree(_ path: String) -> Bool {
    self.path == path || self.path.hasPrefix(path + "/")
  }
}
