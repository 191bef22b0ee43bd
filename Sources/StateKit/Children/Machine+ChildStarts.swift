extension Machine {
  /// Calls `observer` with each child machine this machine starts from now on, lone children
  /// and children of collections alike, before the child runs its first step: what a recorder
  /// or an inspector uses to follow a tree of machines without knowing the children's types.
  ///
  /// The observer receives the child's id as ``MachineTree`` names it (the lone child's id, or
  /// `collection[id]` for a child of a collection) and the child, a `Machine` of the child's
  /// types. It is called on the thread that starts the child, outside this machine's lock, and
  /// only for this machine's own children: observe a child to hear of its children.
  ///
  /// ```swift
  /// let subscription = app.observeChildStarts { id, child in
  ///   if let board = child as? Machine<BoardState, BoardEvent, Board> { watch(board) }
  /// }
  /// ```
  ///
  /// - Parameter observer: Receives each child's id and the child.
  /// - Returns: A token; the observer stays registered until it is cancelled or released.
  public func observeChildStarts(
    _ observer: @escaping @Sendable (_ id: String, _ child: any AnyObject & Sendable) -> Void
  ) -> Subscription {
    startedHandles.store(true, ordering: .relaxed)
    let key = withCore { core -> Int in
      let handles = core.ensureHandles()
      let key = handles.nextChildObserver
      handles.nextChildObserver += 1
      handles.childObservers[key] = observer
      return key
    }
    return Subscription { [weak self] in
      self?.withCore { $0.handles?.childObservers[key] = nil }
    }
  }

  /// The child machines running now, lone children by id, then each collection's in the order
  /// they were spawned, collections by id: the children ``tree(id:)`` shows, each with the id
  /// it shows them under and the child itself, a `Machine` of the child's types.
  public var runningChildMachines: [(id: String, machine: any AnyObject & Sendable)] {
    let (lone, rosters) = withCore { core in
      (
        core.handles?.children.map { ($0.key, $0.value.machine) } ?? [],
        (core.handles?.collections ?? [:]).sorted { $0.key < $1.key }.map(\.value)
      )
    }
    var result: [(id: String, machine: any AnyObject & Sendable)] = lone.sorted { $0.0 < $1.0 }
      .map { (id: $0.0, machine: $0.1) }
    for roster in rosters {
      result += (roster as? any CollectionMachinesReadable)?.machines() ?? []
    }
    return result
  }

  /// A child started: tells the child observers (``observeChildStarts(_:)``).
  func announceChild(_ id: String, _ child: any AnyObject & Sendable) {
    let observers = withCore { core in core.handles.map { Array($0.childObservers.values) } }
    for observer in observers ?? [] { observer(id, child) }
  }
}

/// A collection whose running children can be listed without knowing their types.
protocol CollectionMachinesReadable: AnyObject {
  func machines() -> [(id: String, machine: any AnyObject & Sendable)]
}

extension ChildRoster: CollectionMachinesReadable {
  func machines() -> [(id: String, machine: any AnyObject & Sendable)] {
    table.withLock { $0.members }.map { id, machine in
      (id: "\(collection)[\(id)]", machine: machine as any AnyObject & Sendable)
    }
  }
}
