/// The handles of what a machine's runner started and may have to cancel: the tasks of
/// state-scoped work, what cancels attached work, the running children and collections, and
/// the scheduled timers.
///
/// Allocated by the first work or timer a machine starts (``MachineCore/handles``): most
/// machines start none, and an instance then carries neither these tables nor the cost of
/// creating and destroying them.
///
/// Only touched under the machine's lock, which is what makes it `Sendable`. Its fields keep
/// Swift's dynamic exclusivity checks: no benchmark scenario starts work or timers on its hot
/// path, so unchecked access could not show that it pays.
@usableFromInline
final class RunningHandles: @unchecked Sendable {
  /// The tasks of the state-scoped work that is running.
  @usableFromInline var tasks: [WorkID: Task<Void, Never>] = [:]
  /// What cancels the running work that was started synchronously (`Work.init(name:attach:)`).
  @usableFromInline var attachedWork: [WorkID: @Sendable () -> Void] = [:]
  /// The running child machines, by id (``Invoke(_:input:emitted:done:failed:)``).
  @usableFromInline var children: [String: ChildHandle] = [:]
  /// The running collections of child machines, by collection id (``ChildMachines``): each
  /// while the state that holds it is active. Guards read them through ``LiveCollections``.
  var collections: [String: any ChildCollectionRoster] = [:]
  /// The scheduled timers, by timer id.
  @usableFromInline var timers: [String: [ScheduledTimer]] = [:]
  /// Told of each child machine this machine starts (``Machine/observeChildStarts(_:)``).
  var childObservers: [Int: @Sendable (String, any AnyObject & Sendable) -> Void] = [:]
  /// The key of the next child observer.
  var nextChildObserver = 0
  /// The observable machines that mirror this machine (``Machine/isSettled``).
  var mirrors: [WeakMirror] = []

  @inlinable init() {}
}
