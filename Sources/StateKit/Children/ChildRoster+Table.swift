extension ChildRoster {
  /// One child's place in the table: who it is, what it counts in ``Table/counts``, and its
  /// neighbours in spawn order. A slot is reused once its child left; its watcher tells a late
  /// step of the old child from the new.
  @usableFromInline struct Slot: Sendable {
    /// The child's watcher, its identity, once it is counted; `nil` while the slot is only
    /// reserved, and once the child left, so that nothing the child reports then is heard.
    @usableFromInline var watcher: ChildWatcher?
    @usableFromInline var id: ID?
    @usableFromInline var active: StateSet
    /// The child, once it is counted (``Table/insert(_:_:_:active:)``); `nil` while its slot is
    /// only reserved, and once it left.
    var machine: Machine<State, Event, Context>?
    /// Whether the child finished and its completion was reported: a collection that keeps
    /// finished children (``ChildMachines/keepsFinished``) keeps it in its slot.
    var isFinished = false
    /// The slots of the children spawned just before and just after it; `-1` for none.
    var previous: Int32 = -1
    var next: Int32 = -1
  }

  /// The children, under the lock: their slots, found by id, and linked in spawn order, so
  /// that a child leaves in constant time whatever the number of children.
  @usableFromInline struct Table: Sendable {
    /// The slot of each child, by id, from the spawn that reserved it.
    var index: [ID: Int] = [:]
    @usableFromInline var slots: [Slot] = []
    var freeSlots: [Int] = []
    /// The first and last slots in spawn order; `-1` when no child runs.
    var first: Int32 = -1
    var last: Int32 = -1
    /// How many children run (are counted).
    var count = 0
    /// How many children have each node of the definition active, by node index.
    @usableFromInline var counts: [Int]
    /// Cleared for good when the collection's state is exited.
    var isOpen = true
    /// Told after every change of who runs (``observeMembership(_:)``), by token.
    var membershipObservers: [Int: @Sendable () -> Void] = [:]
    var nextMembershipObserver = 0

    init(nodes: Int) { counts = Array(repeating: 0, count: nodes) }

    /// The child running under `id`.
    func machine(_ id: ID) -> Machine<State, Event, Context>? {
      index[id].flatMap { slots[$0].machine }
    }

    /// Calls `body` with each running child's id and slot, in spawn order: only counted
    /// children are linked, never a slot that is only reserved.
    func forEach(_ body: (ID, Slot) -> Void) {
      var slot = first
      while slot >= 0 {
        let current = slots[Int(slot)]
        if let id = current.id { body(id, current) }
        slot = current.next
      }
    }

    /// The ids of the running children, in spawn order.
    var ids: [ID] {
      var ids: [ID] = []
      ids.reserveCapacity(count)
      forEach { id, _ in ids.append(id) }
      return ids
    }

    /// The running children with their ids, in spawn order.
    var members: [(ID, Machine<State, Event, Context>)] {
      var members: [(ID, Machine<State, Event, Context>)] = []
      members.reserveCapacity(count)
      forEach { id, slot in if let machine = slot.machine { members.append((id, machine)) } }
      return members
    }

    /// Reserves a slot for a child under `id`: `nil` when one runs or is being spawned under
    /// it, or the collection is closed.
    mutating func reserve(_ id: ID) -> Int? {
      guard isOpen, index[id] == nil else { return nil }
      let slot = Slot(watcher: nil, id: id, active: StateSet())
      let place: Int
      if let free = freeSlots.popLast() {
        slots[free] = slot
        place = free
      } else {
        slots.append(slot)
        place = slots.count - 1
      }
      index[id] = place
      return place
    }

    /// Counts the child of a reserved slot, watched by `watcher`, in `active` and links it
    /// last in spawn order.
    mutating func insert(
      _ machine: Machine<State, Event, Context>, _ watcher: ChildWatcher, _ place: Int,
      active: StateSet
    ) {
      slots[place].machine = machine
      slots[place].watcher = watcher
      slots[place].active = active
      slots[place].previous = last
      if last >= 0 { slots[Int(last)].next = Int32(place) } else { first = Int32(place) }
      last = Int32(place)
      count += 1
      active.forEach { counts[Int($0)] += 1 }
    }

    /// Marks the child under `id`, watched by `watcher`, finished, the first time only.
    ///
    /// - Returns: Whether it was marked now.
    mutating func markFinished(_ id: ID, only watcher: ChildWatcher) -> Bool {
      guard let place = index[id], slots[place].watcher === watcher, !slots[place].isFinished
      else { return false }
      slots[place].isFinished = true
      return true
    }

    /// Whether the child under `id` is a finished child the collection keeps.
    func isKeptFinished(_ id: ID) -> Bool {
      index[id].map { slots[$0].isFinished } ?? false
    }

    /// Takes the child under `id` out, whether counted or only reserved, and frees its slot;
    /// with `only`, only when that watcher's child is the one under `id`.
    ///
    /// - Returns: The child, when it was counted.
    mutating func remove(_ id: ID, only watcher: ChildWatcher? = nil) -> Machine<
      State, Event, Context
    >? {
      guard let place = index[id] else { return nil }
      let slot = slots[place]
      if let watcher, slot.watcher !== watcher { return nil }
      index[id] = nil
      slots[place] = Slot(watcher: nil, id: nil, active: StateSet())
      freeSlots.append(place)
      guard let machine = slot.machine else { return nil }
      if slot.previous >= 0 {
        slots[Int(slot.previous)].next = slot.next
      } else {
        first = slot.next
      }
      if slot.next >= 0 {
        slots[Int(slot.next)].previous = slot.previous
      } else {
        last = slot.previous
      }
      count -= 1
      slot.active.forEach { counts[Int($0)] -= 1 }
      return machine
    }

    /// Takes every child out, in spawn order, and closes the table for good.
    mutating func close() -> [Machine<State, Event, Context>] {
      isOpen = false
      var entries: [Machine<State, Event, Context>] = []
      entries.reserveCapacity(count)
      forEach { _, slot in if let machine = slot.machine { entries.append(machine) } }
      index.removeAll()
      // The slots stay, emptied: a child whose own step closed the table (an emit that made
      // the parent leave the state) still reports that step, and its completion, to its slot,
      // where no watcher is its own any more.
      for place in slots.indices { slots[place] = Slot(watcher: nil, id: nil, active: StateSet()) }
      freeSlots.removeAll()
      (first, last, count) = (-1, -1, 0)
      for i in counts.indices { counts[i] = 0 }
      return entries
    }
  }
}
