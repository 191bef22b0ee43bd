#if canImport(Combine)
  import Combine

  private typealias CombineSubscription = Combine.Subscription
#elseif OpenCombine
  import OpenCombine

  private typealias CombineSubscription = OpenCombine.Subscription
#endif

#if canImport(Combine) || OpenCombine
  import StateKit
  import Synchronization
  import Testing

  /// `Machine.snapshotPublisher`: the current snapshot first, then one per macrostep, in
  /// order; a listener only while someone is subscribed; values wait for demand.
  /// On Linux these tests run with the package's OpenCombine trait (`Scripts/test` turns it on).
  struct CombineBridgeTests {
    static let counter = try! TestDefinition(initial: "a", context: Trace()) {
      StateNode("a") {
        On("tick", to: "a", actions: [.assign("count") { trace, _ in trace.counter += 1 }])
        On("go", to: "b")
      }
      StateNode("b") { Always(to: "c") }
      StateNode("c") {}
    }

    @Test func theCurrentSnapshotFirstThenOnePerMacrostep() {
      let machine = Machine(Self.counter)
      machine.send("tick")
      let publisher = machine.snapshotPublisher
      machine.send("tick")  // before anyone subscribes: not published
      let seen = Collected()
      let cancellable = publisher.sink { seen.add("\($0.state):\($0.context.counter)") }
      machine.send("tick")
      machine.send("go")  // two microsteps, one value
      #expect(seen.all == ["a:2", "a:3", "c:3"])
      cancellable.cancel()
      machine.send("nothing")
      #expect(seen.all.count == 3, "nothing after cancel")
    }

    @Test func valuesWaitForDemandAndNoneIsDropped() {
      let machine = Machine(Self.counter)
      let subscriber = OneAtATime()
      machine.snapshotPublisher.subscribe(subscriber)
      for _ in 0..<3 { machine.send("tick") }
      #expect(subscriber.counters == [0], "demand was 1")
      subscriber.requestOne()
      subscriber.requestOne()
      #expect(subscriber.counters == [0, 1, 2])
      subscriber.requestOne()
      subscriber.requestOne()
      #expect(subscriber.counters == [0, 1, 2, 3], "the fourth waits for a macrostep")
      machine.send("tick")
      #expect(subscriber.counters == [0, 1, 2, 3, 4])
      subscriber.cancel()
    }

    @Test func sendsFromManyThreadsArriveOnceEachInOrder() async {
      let machine = Machine(Self.counter)
      let seen = Collected()
      let cancellable = machine.snapshotPublisher.sink { seen.add("\($0.context.counter)") }
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<4 {
          group.addTask { for _ in 0..<50 { machine.send("tick") } }
        }
      }
      #expect(seen.all == (0...200).map(String.init))
      cancellable.cancel()
    }

    @Test func aPublisherIsSendable() async {
      let publisher = Machine(Self.counter).snapshotPublisher
      let state = await Task.detached { publisher.machine.state }.value
      #expect(state == "a")
    }
  }

  /// Strings recorded in order by a sink.
  private final class Collected: Sendable {
    private let values = Mutex<[String]>([])
    func add(_ value: String) { values.withLock { $0.append(value) } }
    var all: [String] { values.withLock { $0 } }
  }

  /// A subscriber that asks for one value at a time (the tests call it from one thread).
  private final class OneAtATime: Subscriber {
    typealias Input = Snapshot<S, E, Trace>
    typealias Failure = Never
    private var subscription: (any CombineSubscription)?
    private(set) var counters: [Int] = []

    func receive(subscription: any CombineSubscription) {
      self.subscription = subscription
      subscription.request(.max(1))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      counters.append(input.context.counter)
      return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}

    func requestOne() { subscription?.request(.max(1)) }
    func cancel() { subscription?.cancel() }
  }
#endif
