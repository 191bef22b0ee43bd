/// The parts of a ``Snapshot`` that most snapshots leave empty, shared copy-on-write between
/// copies of a snapshot.
///
/// `@unchecked Sendable`: a snapshot writes the fields only through `Snapshot.uniqueExtras()`,
/// which copies them first unless that snapshot holds the only reference — the same discipline
/// as an array's buffer. The fields the engine's steps write skip the dynamic exclusivity
/// check (Benchmarks/README.md); `children`, written outside steps, keeps it.
@usableFromInline
final class SnapshotExtras<State: MachineState, Event: MachineEvent>: @unchecked Sendable {
  @usableFromInline @exclusivity(unchecked) var payloads: [Int32: State] = [:]
  @usableFromInline @exclusivity(unchecked) var history: [Int32: StateSet] = [:]
  @usableFromInline @exclusivity(unchecked) var timers: [PendingTimer<Event>] = []
  @usableFromInline @exclusivity(unchecked) var activeWork: [WorkID] = []
  /// A counter for work generations and generated send ids (``Snapshot/serial``).
  @usableFromInline @exclusivity(unchecked) var serial: UInt64 = 0
  /// The snapshots of running child machines, lone and in collections (`Snapshot.children`,
  /// `Snapshot.collections`); `nil` when there are none, so that copying and releasing the
  /// extras of a snapshot without children retains and releases nothing for them, and one
  /// field holds both, so that copying checks one access for them.
  @usableFromInline var children: ChildSnapshots? = nil

  @inlinable init() {}

  @inlinable func copy() -> SnapshotExtras {
    let copy = SnapshotExtras()
    copy.payloads = payloads
    copy.history = history
    copy.timers = timers
    copy.activeWork = activeWork
    copy.serial = serial
    copy.children = children
    return copy
  }
}

/// The snapshots of a machine's running children, each a `Snapshot` of the child's types
/// (`Snapshot.children`), and of its collections' children, each a `CollectionSnapshots` of
/// the collection's types (`Snapshot.collections`).
@usableFromInline struct ChildSnapshots: Sendable {
  var lone: [String: any Sendable] = [:]
  var collections: [String: any Sendable] = [:]

  var isEmpty: Bool { lone.isEmpty && collections.isEmpty }
}
