extension MachineCore {
  /// A registered listener, with the id its subscription cancels it by.
  ///
  /// A struct rather than a tuple: an array of tuples would store the closure at its most
  /// general representation, and each call would go through a reabstraction thunk.
  @usableFromInline
  struct Listener: Sendable {
    @usableFromInline let id: Int
    @usableFromInline let body: @Sendable (MachineUpdate<State, Event, Context>) -> Void

    @inlinable init(
      id: Int, body: @escaping @Sendable (MachineUpdate<State, Event, Context>) -> Void
    ) {
      self.id = id
      self.body = body
    }
  }

  /// A listener subscribed.
  ///
  /// - Returns: Its id, for ``listenerCancelled(_:)``.
  @usableFromInline mutating func listenerAdded(
    _ body: @escaping @Sendable (MachineUpdate<State, Event, Context>) -> Void
  ) -> Int {
    let box = ensureScratch()
    box.lastListener += 1
    box.listeners.append(Listener(id: box.lastListener, body: body))
    isObserved = true
    return box.lastListener
  }

  /// A listener's subscription was cancelled or released.
  @usableFromInline mutating func listenerCancelled(_ id: Int) {
    guard let box = scratchBox else { return }
    box.listeners.removeAll { $0.id == id }
    if box.listeners.isEmpty { isObserved = false }
  }
}
