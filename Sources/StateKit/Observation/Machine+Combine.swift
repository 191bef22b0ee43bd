#if canImport(Combine)
  import Combine
  import Synchronization

  typealias CombineSubscription = Combine.Subscription
#elseif OpenCombine
  // Linux CI only (the package's OpenCombine trait): the same code, type-checked and tested.
  import OpenCombine
  import Synchronization

  typealias CombineSubscription = OpenCombine.Subscription
#endif

#if canImport(Combine) || OpenCombine
  extension Machine {
    /// The current snapshot, then the snapshot after each macrostep, as a Combine publisher.
    ///
    /// ```swift
    /// machine.snapshotPublisher
    ///   .map(\.state)
    ///   .receive(on: DispatchQueue.main)
    ///   .sink { [weak self] state in self?.render(state) }
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// Each subscriber gets its own listener, registered when it subscribes and removed when
    /// it cancels. Values arrive on the thread that took the macrostep, in order; on the main
    /// actor, ``ObservableMachine`` is the simpler choice. Values wait for the subscriber's
    /// demand: none is dropped.
    public var snapshotPublisher: SnapshotPublisher<State, Event, Context> {
      SnapshotPublisher(machine: self)
    }
  }

  /// The publisher of ``Machine/snapshotPublisher``: the current snapshot, then one per
  /// macrostep. It never fails and never finishes.
  public struct SnapshotPublisher<State: MachineState, Event: MachineEvent, Context: Sendable>:
    Publisher, Sendable
  {
    public typealias Output = Snapshot<State, Event, Context>
    public typealias Failure = Never

    /// The machine whose snapshots this publishes.
    public let machine: Machine<State, Event, Context>

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Never {
      let subscription = SnapshotSubscription(subscriber: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.start(listening: machine)
    }
  }

  /// One subscriber's subscription: a buffer of snapshots handed out as demand allows.
  ///
  /// `@unchecked Sendable` because a Combine subscriber is not `Sendable`, yet the machine's
  /// listener that feeds it runs on whichever thread took the macrostep. What makes it safe:
  /// the subscriber is a `let`, and it is called only by the one thread that set
  /// `buffer.delivering`, outside the lock, so its calls never overlap, as Combine requires;
  /// everything else is behind the lock. A subscriber that requests more from inside
  /// `receive(_:)` only adds demand: the thread that is delivering hands out the rest.
  final class SnapshotSubscription<
    S: Subscriber, State: MachineState, Event: MachineEvent, Context: Sendable
  >: CombineSubscription, SnapshotReceiver, @unchecked Sendable
  where S.Input == Snapshot<State, Event, Context>, S.Failure == Never {
    private struct Buffer: Sendable {
      var pending: [Snapshot<State, Event, Context>] = []
      var demand = Subscribers.Demand.none
      var delivering = false
      var cancelled = false
      var listener: StateKit.Subscription?
    }
    private let subscriber: S
    private let buffer = Lock(Buffer())

    init(subscriber: S) {
      self.subscriber = subscriber
    }

    /// Queues the current snapshot and registers the listener that queues the next ones.
    func start(listening machine: Machine<State, Event, Context>) {
      let listener = machine.listen(weakly: self)
      let cancelled = buffer.withLock { buffer -> Bool in
        if !buffer.cancelled { buffer.listener = listener }
        return buffer.cancelled
      }
      if cancelled { return listener.cancel() }
      // Read after subscribing: nothing is lost in between.
      post(machine.snapshot)
    }

    func request(_ demand: Subscribers.Demand) {
      buffer.withLock { $0.demand += demand }
      deliver()
    }

    func cancel() {
      let listener = buffer.withLock { buffer -> StateKit.Subscription? in
        buffer.cancelled = true
        buffer.pending.removeAll()
        defer { buffer.listener = nil }
        return buffer.listener
      }
      listener?.cancel()
    }

    func post(_ snapshot: Snapshot<State, Event, Context>) {
      buffer.withLock { buffer in
        if !buffer.cancelled { buffer.pending.append(snapshot) }
      }
      deliver()
    }

    /// Hands out pending snapshots while there is demand, unless another thread is doing so.
    private func deliver() {
      let starts = buffer.withLock { buffer -> Bool in
        guard !buffer.delivering else { return false }
        buffer.delivering = true
        return true
      }
      guard starts else { return }
      while true {
        let next = buffer.withLock { buffer -> Snapshot<State, Event, Context>? in
          guard !buffer.cancelled, buffer.demand > 0, !buffer.pending.isEmpty else {
            buffer.delivering = false
            return nil
          }
          buffer.demand -= 1
          return buffer.pending.removeFirst()
        }
        guard let next else { return }
        let more = subscriber.receive(next)
        buffer.withLock { $0.demand += more }
      }
    }
  }

  /// What a machine's listener feeds, without naming the subscriber's type: a listener is
  /// `@Sendable`, and a subscriber's type is not.
  protocol SnapshotReceiver<State, Event, Context>: AnyObject, Sendable {
    associatedtype State: MachineState
    associatedtype Event: MachineEvent
    associatedtype Context: Sendable
    func post(_ snapshot: Snapshot<State, Event, Context>)
  }

  extension Machine {
    /// A listener that posts every snapshot to `receiver` while it exists.
    fileprivate func listen(
      weakly receiver: some SnapshotReceiver<State, Event, Context>
    ) -> Subscription {
      let receiver: any SnapshotReceiver<State, Event, Context> = receiver
      return subscribeToSnapshots { [weak receiver] snapshot in receiver?.post(snapshot) }
    }
  }
#endif
