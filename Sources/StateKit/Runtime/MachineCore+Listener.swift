extension MachineCore {
  /// A registered listener, with the id its subscription cancels it by.
  ///
  /// A struct rather than a tuple: an array of tuples would store the closure at its most
  /// general representation, and each call would go through a reabstraction thunk.
  @usableFromInline
  struct Listener: Sendable {
    /// What a listener is called with.
    @usableFromInline
    enum Body: Sendable {
      /// Each macrostep's update: its event, snapshots and what it did, which the algorithm
      /// then records.
      case updates(@Sendable (MachineUpdate<State, Event, Context>) -> Void)
      /// Each macrostep's snapshot alone (an ``ObservableMachine``, a stream of snapshots),
      /// given up to it: while every listener is such a one, the core builds no update and
      /// the algorithm records nothing.
      case snapshots(@Sendable (consuming Snapshot<State, Event, Context>) -> Void)
    }

    @usableFromInline let id: Int
    @usableFromInline let body: Body

    @inlinable init(id: Int, body: Body) {
      self.id = id
      self.body = body
    }

    /// Gives a listener that reads snapshots alone the snapshot a macrostep reached.
    @inlinable func tell(_ snapshot: consuming Snapshot<State, Event, Context>) {
      guard case .snapshots(let body) = body else {
        preconditionFailure("a listener that reads the steps was given a snapshot alone")
      }
      body(snapshot)
    }

    /// Gives a listener that reads snapshots alone a copy of an update's snapshot, beside a
    /// listener that reads the steps. Out of line: the copy is large code, and the loop that
    /// calls the listeners is inlined into the runner.
    @inlinable @inline(never) func tell(snapshotOf update: MachineUpdate<State, Event, Context>) {
      tell(update.snapshot)
    }

    /// Whether it reads what each macrostep did (the transitions, states and actions of its
    /// ``MachineUpdate``).
    @inlinable var readsSteps: Bool {
      if case .updates = body { true } else { false }
    }
  }

  /// A listener subscribed.
  ///
  /// - Returns: Its id, for ``listenerCancelled(_:)``.
  @usableFromInline mutating func listenerAdded(_ body: Listener.Body) -> Int {
    let box = ensureScratch()
    box.lastListener += 1
    let listener = Listener(id: box.lastListener, body: body)
    box.listeners.append(listener)
    isObserved = true
    if listener.readsSteps { recordsSteps = true }
    return box.lastListener
  }

  /// A listener's subscription was cancelled or released.
  @usableFromInline mutating func listenerCancelled(_ id: Int) {
    guard let box = scratchBox else { return }
    box.listeners.removeAll { $0.id == id }
    if box.listeners.isEmpty { isObserved = false }
    recordsSteps = box.listeners.contains(where: \.readsSteps)
  }
}
