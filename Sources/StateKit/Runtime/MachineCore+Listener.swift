extension MachineCore {
  /// A registered listener, with the id its subscription cancels it by.
  ///
  /// A struct rather than a tuple: an array of tuples would store the closure at its most
  /// general representation, and each call would go through a reabstraction thunk.
  @usableFromInline
  struct Listener: Sendable {
    @usableFromInline let id: Int
    @usableFromInline let body: @Sendable (MachineUpdate<State, Event, Context>) -> Void
    /// Whether it reads what each macrostep did (the transitions, states and actions of its
    /// ``MachineUpdate``), which the algorithm then records.
    @usableFromInline let readsSteps: Bool

    @inlinable init(
      id: Int, body: @escaping @Sendable (MachineUpdate<State, Event, Context>) -> Void,
      readsSteps: Bool
    ) {
      self.id = id
      self.body = body
      self.readsSteps = readsSteps
    }
  }

  /// A listener subscribed, which reads what each macrostep did when `readsSteps`.
  ///
  /// - Returns: Its id, for ``listenerCancelled(_:)``.
  @usableFromInline mutating func listenerAdded(
    readsSteps: Bool = true,
    _ body: @escaping @Sendable (MachineUpdate<State, Event, Context>) -> Void
  ) -> Int {
    let box = ensureScratch()
    box.lastListener += 1
    box.listeners.append(Listener(id: box.lastListener, body: body, readsSteps: readsSteps))
    isObserved = true
    if readsSteps { recordsSteps = true }
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
