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
}
