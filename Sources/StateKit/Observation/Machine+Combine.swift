#if canImport(Combine)
  import Combine

  extension Machine {
    /// The snapshot after each macrostep, as a Combine publisher.
    ///
    /// A thin bridge over ``subscribe(_:)``: values arrive on the thread that processed the
    /// event; use `receive(on:)` to move them. This adapter is compiled only where Combine
    /// exists (Apple platforms); it is not built or tested on Linux, where the project's CI
    /// runs, so keep it this small.
    public var snapshotPublisher: AnyPublisher<Snapshot<State, Event, Context>, Never> {
      let subject = PassthroughSubject<Snapshot<State, Event, Context>, Never>()
      let subscription = subscribe { subject.send($0.snapshot) }
      return subject.handleEvents(receiveCancel: { subscription.cancel() }).eraseToAnyPublisher()
    }
  }
#endif
