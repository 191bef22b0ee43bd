/// The snapshots of the running children of one collection, with their ids, in the order they
/// were spawned: what a parent's snapshot holds for the collection (`Snapshot.collections`).
struct CollectionSnapshots<
  ID: Hashable & Sendable, State: MachineState, Event: MachineEvent, Context: Sendable
>: Sendable {
  var members: [(id: ID, snapshot: Snapshot<State, Event, Context>)]
}

extension Snapshot {
  /// The snapshots of the children of the machine's collections, by collection id, each a
  /// `CollectionSnapshots` of the collection's types: filled by ``Machine/snapshot`` and by a
  /// restore, empty in a snapshot the engine steps.
  var collections: [String: any Sendable] {
    get { extras?.children?.collections ?? [:] }
    set {
      if !newValue.isEmpty || extras?.children != nil {
        var saved = extras?.children ?? ChildSnapshots()
        saved.collections = newValue
        uniqueExtras().children = saved.isEmpty ? nil : saved
      }
    }
  }

  /// The snapshots of the children of a collection that were running when this snapshot was
  /// taken from its machine (``Machine/snapshot``), or that a restore brings back: each with
  /// its id and its own children, in the order they were spawned.
  ///
  /// ```swift
  /// let saved = shelfMachine.snapshot
  /// for (url, download) in saved.children(downloads) { print(url, download.state) }
  /// ```
  ///
  /// - Parameter children: The collection, as the definition declares it.
  /// - Returns: The children's snapshots; empty when none was running.
  public func children<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>
  ) -> [(id: ID, snapshot: Snapshot<ChildState, ChildEvent, ChildContext>)] {
    (collections[children.id] as? CollectionSnapshots<ID, ChildState, ChildEvent, ChildContext>)?
      .members ?? []
  }
}

/// The persisted snapshot of a running child of a collection, inside its parent's
/// (``PersistedSnapshot/collections``): the child's id and its snapshot, a ``PersistedChild``
/// with its own version, fingerprint and children.
///
/// It is stored as `{"id": …, "snapshot": {…}}`, the id encoded as the collection's `ID`
/// type encodes it. To migrate the children of a collection saved by an older version of the
/// app, migrate each one's ``snapshot`` as a lone child's:
///
/// ```swift
/// for (i, child) in saved.collections["downloads", default: []].enumerated()
/// where try child.snapshot.header.version == 1 {
///   let old = try child.snapshot.decoded(
///     as: PersistedSnapshot<DownloadV1, DownloadEvent, Transfer>.self)
///   saved.collections["downloads"]![i].snapshot = PersistedChild(
///     old.migrated(to: 2, payload: Download.init, event: { $0 }, context: { $0 }))
/// }
/// ```
public struct PersistedCollectionChild: Codable, Sendable {
  /// The child's id, as saved or as decoded.
  let storedID: PersistedChild.Storage
  /// The child's persisted snapshot.
  public var snapshot: PersistedChild

  /// A child of a collection's persisted snapshot.
  ///
  /// - Parameters:
  ///   - id: The id the child runs under in its collection.
  ///   - snapshot: The child's persisted snapshot.
  public init<ID: Codable & Sendable>(id: ID, _ snapshot: PersistedChild) {
    storedID = .typed(id)
    self.snapshot = snapshot
  }

  /// The child's id, in the collection's `ID` type.
  ///
  /// - Parameter type: The collection's `ID` type.
  /// - Returns: The id.
  /// - Throws: `DecodingError` when the data does not decode as `type`.
  public func id<ID: Decodable>(as type: ID.Type) throws -> ID {
    try storedID.decoded(as: type)
  }

  private enum CodingKeys: String, CodingKey {
    case id, snapshot
  }

  /// Encodes a stored value as it was saved or read.
  private struct StoredValue: Encodable {
    let storage: PersistedChild.Storage
    func encode(to encoder: any Encoder) throws { try storage.encode(to: encoder) }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    storedID = .decoded(try container.decode(PersistedTree.self, forKey: .id))
    snapshot = try container.decode(PersistedChild.self, forKey: .snapshot)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(StoredValue(storage: storedID), forKey: .id)
    try container.encode(snapshot, forKey: .snapshot)
  }
}

/// The snapshots of a collection's children that can be persisted: those of a collection whose
/// ids are `Codable` and whose children's states and events are.
protocol PersistableCollectionSnapshots: Sendable {
  /// The children's persisted snapshots, in their order.
  var persistedChildren: [PersistedCollectionChild] { get }
}

extension CollectionSnapshots: PersistableCollectionSnapshots
where ID: Codable, State: Codable, Event: Codable {
  var persistedChildren: [PersistedCollectionChild] {
    members.map { PersistedCollectionChild(id: $0.id, PersistedChild($0.snapshot.persisted)) }
  }
}

/// A collection whose persisted children can be restored without its caller knowing its types.
protocol CollectionRestoring: Sendable {
  /// The children's snapshots (a `CollectionSnapshots` of the collection's types), each
  /// restored by the collection's definition under `policy`, in their order; what was dropped,
  /// each item naming its child.
  func restoreChildren(
    _ saved: [PersistedCollectionChild], policy: RestorePolicy,
    childPolicies: [String: RestorePolicy]
  ) throws(RestoreError) -> (snapshots: any Sendable, dropped: [String])
}

extension ChildMachines: CollectionRestoring where ID: Codable, State: Codable, Event: Codable {
  func restoreChildren(
    _ saved: [PersistedCollectionChild], policy: RestorePolicy,
    childPolicies: [String: RestorePolicy]
  ) throws(RestoreError) -> (snapshots: any Sendable, dropped: [String]) {
    var members: [(id: ID, snapshot: Snapshot<State, Event, Context>)] = []
    var seen = Set<ID>()
    var dropped: [String] = []
    for (position, child) in saved.enumerated() {
      let childID: ID
      do {
        childID = try child.id(as: ID.self)
      } catch {
        guard policy != .strict else {
          throw .child(
            id, .invalidConfiguration("the id of its child \(position) does not decode: \(error)"))
        }
        dropped.append("child \(position) of '\(id)' (its id does not decode)")
        continue
      }
      let name = "\(id)[\(childID)]"
      guard seen.insert(childID).inserted else {
        guard policy != .strict else {
          throw .child(name, .invalidConfiguration("another child of the collection has its id"))
        }
        dropped.append("child '\(name)' (another child has its id)")
        continue
      }
      let restored: (snapshot: any Sendable, dropped: [String])?
      do {
        restored = try definition.restoreChild(
          child.snapshot, policy: policy, childPolicies: childPolicies)
      } catch {
        throw .child(name, error)
      }
      guard let restored, let snapshot = restored.snapshot as? Snapshot<State, Event, Context>
      else {
        dropped.append("child '\(name)' (its snapshot does not decode)")
        continue
      }
      members.append((childID, snapshot))
      dropped += restored.dropped.map { "child '\(name)': \($0)" }
    }
    return (CollectionSnapshots(members: members), dropped)
  }
}

/// The policies of `childPolicies` under the child or collection `id`, by their path from it:
/// `login/captcha` is `captcha` under `login`.
func nestedPolicies(
  under id: String, in childPolicies: [String: RestorePolicy]
) -> [String: RestorePolicy] {
  var nested: [String: RestorePolicy] = [:]
  for (path, policy) in childPolicies where path.hasPrefix(id + "/") {
    nested[String(path.dropFirst(id.count + 1))] = policy
  }
  return nested
}

extension MachineDefinition {
  /// Restores the persisted children of collections into `snapshot`, a restored snapshot of
  /// this definition: each collection's by the collection that an active state holds under its
  /// id, under its policy (`childPolicies[id]`, else `policy`), which applies to each of its
  /// children.
  ///
  /// - Returns: What was dropped, each item naming its collection or child.
  func restoreCollections(
    _ saved: [String: [PersistedCollectionChild]],
    into snapshot: inout Snapshot<State, Event, Context>, policy: RestorePolicy,
    childPolicies: [String: RestorePolicy]
  ) throws(RestoreError) -> [String] {
    let saved = saved.filter { !$0.value.isEmpty }
    guard !saved.isEmpty else { return [] }
    let collections = declaredByActiveWork(in: snapshot) { work in
      work.collection.flatMap { collection in
        (collection.children as? any CollectionRestoring).map { (collection.id, $0) }
      }
    }
    return try restoreDeclared(
      Array(saved), by: collections, what: "collection", declaring: "holds", policy: policy,
      childPolicies: childPolicies
    ) { collection, id, children, policy, nested throws(RestoreError) in
      let restored = try collection.restoreChildren(
        children, policy: policy, childPolicies: nested)
      snapshot.collections[id] = restored.snapshots
      return restored.dropped
    }
  }
}

extension Machine {
  /// The restored snapshots of the children of the collection `id`, taken once, by the
  /// collection's start: it brings them back instead of starting empty.
  func takeRestoredCollection(_ id: String) -> (any Sendable)? {
    withCore { core in
      guard core.snapshot.extras?.children != nil else { return nil }
      return core.snapshot.collections.removeValue(forKey: id)
    }
  }

  /// The snapshots of the running collections' children, each taken from the child machines
  /// outside this machine's lock, and of the restored children not started yet.
  func collectionSnapshots(
    running: [String: any ChildCollectionRoster], pending: [String: any Sendable]
  ) -> [String: any Sendable] {
    var collections = pending
    for (id, roster) in running { collections[id] = roster.snapshots() }
    return collections
  }
}
