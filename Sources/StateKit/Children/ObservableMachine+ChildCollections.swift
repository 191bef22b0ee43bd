import Observation

/// A running child of a collection as a view takes it: its id, for `ForEach` and `List`, and
/// its observable machine.
@MainActor
public struct ObservedChild<
  ID: Hashable & Sendable, State: MachineState, Event: MachineEvent, Context: Sendable
>: Identifiable {
  /// The child's id in its collection.
  public let id: ID
  /// The child as an observable machine of its own: a change of the child invalidates the
  /// views that read it, and no other.
  public let machine: ObservableMachine<State, Event, Context>
}

/// What an observable parent remembers of a collection it handed out: the roster it watches,
/// and the child models, so that the same running child gives the same object.
final class ObservedCollection {
  let roster: AnyObject
  let stopWatching: () -> Void
  var models: [AnyHashable: AnyObject] = [:]

  init(roster: AnyObject, stopWatching: @escaping () -> Void) {
    self.roster = roster
    self.stopWatching = stopWatching
  }

  deinit { stopWatching() }
}

extension ObservableMachine {
  /// The running children of a collection (see <doc:MachinesOfMachines>), in the order they
  /// were spawned, each with its id and its own observable machine: what `ForEach` and `List`
  /// iterate.
  ///
  /// ```swift
  /// List(model.children(downloads)) { row in DownloadRow(download: row.machine) }
  /// ```
  ///
  /// Reading it registers for changes of who runs and in which order (a spawn, a stop, a child
  /// that finished and left), and for the collection starting or stopping with its state; a
  /// change of the parent's state or context that leaves the collection as it was invalidates
  /// nothing, and a change inside a child invalidates only the views that read that child.
  /// The same running child gives the same object.
  ///
  /// - Parameter children: The collection, as the parent's definition declares it.
  /// - Returns: The running children; empty while the collection's state is not active.
  @inlinable public func children<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>
  ) -> [ObservedChild<ID, ChildState, ChildEvent, ChildContext>] {
    // A child's model is made where the types are known: its listener, which every event of
    // the child calls, then runs specialized, not through generic metadata.
    observedChildren(children) { ObservableMachine<ChildState, ChildEvent, ChildContext>($0) }
  }

  /// ``children(_:)``, making each new child's model with `makeModel`.
  @usableFromInline func observedChildren<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
    makeModel: (Machine<ChildState, ChildEvent, ChildContext>) -> ObservableMachine<
      ChildState, ChildEvent, ChildContext
    >
  ) -> [ObservedChild<ID, ChildState, ChildEvent, ChildContext>] {
    trackCollection(children.id)
    let running = machine.children(children)
    guard let roster = running.roster else {
      observedCollections[children.id] = nil
      return []
    }
    let observed = observedCollection(children.id, roster)
    var models: [AnyHashable: AnyObject] = [:]
    let result = running.machines.map { id, child in
      let model: ObservableMachine<ChildState, ChildEvent, ChildContext>
      if let kept = observed.models[id] as? ObservableMachine<ChildState, ChildEvent, ChildContext>,
        kept.machine === child
      {
        model = kept
      } else {
        model = makeModel(child)
      }
      models[id] = model
      return ObservedChild(id: id, machine: model)
    }
    observed.models = models
    return result
  }

  /// The running child under `id` in a collection, as an observable machine of its own: the
  /// detail view of one row.
  ///
  /// ```swift
  /// if let download = model.child(downloads, id: url) { DownloadDetail(download: download) }
  /// ```
  ///
  /// Reading it registers as ``children(_:)`` does. The same running child gives the same
  /// object, the one ``children(_:)`` gives.
  ///
  /// - Parameters:
  ///   - children: The collection, as the parent's definition declares it.
  ///   - id: The child's id.
  /// - Returns: Its observable machine; `nil` when no child runs under `id`.
  @inlinable public func child<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>, id: ID
  ) -> ObservableMachine<ChildState, ChildEvent, ChildContext>? {
    observedChild(children, id: id) { ObservableMachine<ChildState, ChildEvent, ChildContext>($0) }
  }

  /// ``child(_:id:)``, making the child's model with `makeModel` when it has none yet.
  @usableFromInline func observedChild<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>, id: ID,
    makeModel: (Machine<ChildState, ChildEvent, ChildContext>) -> ObservableMachine<
      ChildState, ChildEvent, ChildContext
    >
  ) -> ObservableMachine<ChildState, ChildEvent, ChildContext>? {
    trackCollection(children.id)
    let running = machine.children(children)
    guard let roster = running.roster, let child = running[id] else { return nil }
    let observed = observedCollection(children.id, roster)
    if let kept = observed.models[id] as? ObservableMachine<ChildState, ChildEvent, ChildContext>,
      kept.machine === child
    {
      return kept
    }
    let model = makeModel(child)
    observed.models[id] = model
    return model
  }

  /// The observation key of a collection's membership, by collection id. Never read: readers
  /// register under it through ``children(_:)``.
  nonisolated subscript(childCollection collection: String) -> Int { 0 }

  /// Registers the reader of a collection: for changes of its membership, which its roster
  /// reports, and for a change of the roster itself, which only a change of the parent's
  /// state can make (the collection's state entered or exited), asked again after each one.
  private func trackCollection(_ collection: String) {
    registrar.access(self, keyPath: \ObservableMachine.[childCollection: collection])
    let machine = self.machine
    _ = ask(AnyHashable(CollectionQuestion(collection: collection))) { _ in
      .collection(machine.rosterIdentity(collection))
    }
  }

  /// The collection's record, watching `roster`: a change of who runs invalidates the
  /// collection's readers on the main actor.
  private func observedCollection<ID, ChildState, ChildEvent, ChildContext>(
    _ collection: String, _ roster: ChildRoster<ID, ChildState, ChildEvent, ChildContext>
  ) -> ObservedCollection {
    if let observed = observedCollections[collection], observed.roster === roster {
      return observed
    }
    let token = roster.observeMembership { [weak self] in
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { self?.membershipChanged(collection) }
      } else {
        Task { @MainActor in self?.membershipChanged(collection) }
      }
    }
    let observed = ObservedCollection(roster: roster) { roster.stopObservingMembership(token) }
    observedCollections[collection] = observed
    return observed
  }

  /// Invalidates the readers of a collection's membership.
  private func membershipChanged(_ collection: String) {
    let key = \ObservableMachine.[childCollection: collection]
    registrar.willSet(self, keyPath: key)
    registrar.didSet(self, keyPath: key)
  }
}

/// The key of the question which roster runs a collection, among the questions views asked.
private struct CollectionQuestion: Hashable {
  let collection: String
}
