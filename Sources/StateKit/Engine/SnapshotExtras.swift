/// The parts of a ``Snapshot`` that most snapshots leave empty, shared copy-on-write between
/// copies of a snapshot.
///
/// `@unchecked Sendable`: a snapshot writes the fields only through `Snapshot.uniqueExtras()`,
/// which copies them first unless that snapshot holds the only reference — the same discipline
/// as an array's buffer. The fields the engine's steps write skip the dynamic exclusivity
/// check (Benchmarks/README.md); `rosters`, `children` and `collections`, written outside
/// steps, keep it.
@usableFromInline
final class SnapshotExtras<State: MachineState, Event: MachineEvent>: @unchecked Sendable {
  @usableFromInline @exclusivity(unchecked) var payloads: [Int32: State] = [:]
  @usableFromInline @exclusivity(unchecked) var history: [Int32: StateSet] = [:]
  @usableFromInline @exclusivity(unchecked) var timers: [PendingTimer<Event>] = []
  @usableFromInline @exclusivity(unchecked) var activeWork: [WorkID] = []
  /// A counter for work generations and generated send ids (``Snapshot/serial``).
  @usableFromInline @exclusivity(unchecked) var serial: UInt64 = 0
  /// The collections of child machines the running machine holds, by collection id
  /// (``ChildMachines``): references to their live rosters, which guards read
  /// (``Guard/children(_:_:_:)``). `nil` outside a running machine, and in one without
  /// collections, for the same reason as `children`.
  @usableFromInline var rosters: [String: any AnyObject & Sendable]? = nil
  /// The snapshots of running child machines, by child id (`Snapshot.children`); `nil` when
  /// there are none, so that copying and releasing the extras of a snapshot without children
  /// retains and releases nothing for them.
  @usableFromInline var children: [String: any Sendable]? = nil
  /// The snapshots of the running children of the collections, by collection id
  /// (`Snapshot.collections`); `nil` when there are none, as `children`.
  @usableFromInline var collections: [String: any Sendable]? = nil

  @inlinable init() {}

  @inlinable func copy() -> SnapshotExtras {
    let copy = SnapshotExtras()
    copy.payloads = payloads
    copy.history = history
    copy.timers = timers
    copy.activeWork = activeWork
    copy.serial = serial
    copy.rosters = rosters
    copy.children = children
    copy.collections = collections
    return copy
  }
}
