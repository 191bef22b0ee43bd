import Foundation
import Observation
import StateKit
import StateKitClock
import Synchronization
import Testing

/// `ObservableMachine` changes on the main actor only, once per macrostep, in order, whichever
/// thread processed the event: main-actor sends, work results, timers, other threads' sends.
///
/// Under `swift test` on Linux the main actor does not run on the main thread, so the tests
/// check isolation (`MainActor.assertIsolated()`), never `Thread.isMainThread`.
@MainActor
struct ObservableMachineTests {
  /// `go` runs three microsteps; `tick` counts; `wait` starts work that answers `done`;
  /// `later` arms a 5 s timer that goes to `timedOut`.
  static let machine = try! TestDefinition(initial: "a", context: Trace()) {
    StateNode("a") {
      On("go", to: "b")
      On("tick", to: "a", actions: [.assign("count") { trace, _ in trace.counter += 1 }])
      On("wait", to: "working")
      On("later", to: "armed")
    }
    StateNode("b") { Always(to: "c") }
    StateNode("c") { Always(to: "d") }
    StateNode("d") { On("back", to: "a") }
    StateNode("working") {
      Invoke("answer") { _ in "done" }
      On("done", to: "finished")
    }
    StateNode("finished") {}
    StateNode("armed") { After(.seconds(5), to: "timedOut") }
    StateNode("timedOut") {}
  }

  /// The render hook's calls, as a stream a test awaits; every call checks its isolation.
  @MainActor final class Rendered {
    let states: AsyncStream<S>
    private let continuation: AsyncStream<S>.Continuation
    var hook: RenderHook?
    /// Every state rendered so far.
    private(set) var all: [S] = []

    init(_ machine: ObservableMachine<S, E, Trace>) {
      (states, continuation) = AsyncStream<S>.makeStream()
      hook = machine.observe { [weak self, continuation] state in
        MainActor.assertIsolated("a render hook runs on the main actor")
        self?.all.append(state)
        continuation.yield(state)
      }
    }

    /// The next `count` states rendered.
    func next(_ count: Int) async -> [S] {
      var seen: [S] = []
      for await state in states {
        seen.append(state)
        if seen.count == count { break }
      }
      return seen
    }
  }

  @Test func aMainActorSendIsVisibleWhenItReturnsAndObservedOncePerMacrostep() {
    let observable = ObservableMachine(Self.machine)
    let changes = Counter()
    for _ in 0..<2 {
      withObservationTracking {
        _ = observable.state
      } onChange: {
        MainActor.assertIsolated("Observation hears the change on the main actor")
        changes.add()
      }
      let before = changes.value
      #expect(observable.send(observable.state == "a" ? "go" : "back") == .handled)
      #expect(changes.value == before + 1, "one change for a macrostep of three microsteps")
    }
    #expect(observable.state == "a")
  }

  @Test func everyTrackedReadOfTheStateChangesWithIt() {
    let observable = ObservableMachine(Self.machine)
    let reads: [(String, () -> Void)] = [
      ("state", { _ = observable.state }),
      ("context", { _ = observable.context }),
      ("snapshot", { _ = observable.snapshot }),
      ("isDone", { _ = observable.isDone }),
      ("matches", { _ = observable.matches("a") }),
      ("canHandle", { _ = observable.canHandle("back") }),
      ("enabledEvents", { _ = observable.enabledEvents }),
    ]
    let heard = Names()
    for (name, read) in reads {
      withObservationTracking(read) { heard.add(name) }
    }
    #expect(!observable.canHandle("back"))
    #expect(observable.enabledEvents.count == 4)
    observable.send("go")
    #expect(
      heard.sorted == reads.map(\.0).filter { $0 != "context" }.sorted(),
      "`go` changed the state, not the context")
    #expect(observable.canHandle("back"))
    #expect(observable.enabledEvents.map { "\($0)" } == ["back"])
  }

  @Test func theRenderHookGetsTheStateAtOnceThenEveryChange() async {
    let observable = ObservableMachine(Self.machine)
    let rendered = Rendered(observable)
    observable.send("go")
    observable.send("back")
    #expect(rendered.all == ["a", "d", "a"], "main-actor sends render before send returns")
    #expect(await rendered.next(3) == ["a", "d", "a"])
    rendered.hook?.cancel()
    observable.send("go")
    #expect(observable.state == "d")
    #expect(rendered.all == ["a", "d", "a"], "a cancelled hook renders nothing more")
  }

  @Test func aSendFromARenderHookKeepsTheOrder() async {
    let observable = ObservableMachine(Self.machine)
    let order = Names()
    observable.observe { state in
      order.add("first:\(state)")
      if state == "d" { observable.send("back") }
    }
    observable.observe { state in order.add("second:\(state)") }
    observable.send("go")
    #expect(
      order.all == ["first:a", "second:a", "first:d", "second:d", "first:a", "second:a"])
    #expect(observable.state == "a")
  }

  @Test func theResultOfWorkArrivesOnTheMainActor() async {
    let observable = ObservableMachine(Self.machine)
    let rendered = Rendered(observable)
    observable.send("wait")
    #expect(await rendered.next(3) == ["a", "working", "finished"])
    #expect(observable.state == "finished")
  }

  @Test func whatTheMachineTakesOnTheMainActorIsVisibleAtOnce() {
    let clock = ManualClock()
    let observable = ObservableMachine(Self.machine, clock: clock)
    observable.send("later")
    clock.advance(by: .seconds(5))
    #expect(observable.state == "timedOut", "a timer fired on the main actor")
    let direct = ObservableMachine(Self.machine)
    direct.machine.send("go")
    #expect(direct.state == "d", "an event sent to the machine itself on the main actor")
  }

  @Test func aTimerFiredOnAnotherThreadArrivesOnTheMainActor() async {
    let clock = ManualClock()
    let observable = ObservableMachine(Self.machine, clock: clock)
    let rendered = Rendered(observable)
    observable.send("later")
    await Task.detached { clock.advance(by: .seconds(5)) }.value
    #expect(await rendered.next(3) == ["a", "armed", "timedOut"])
  }

  @Test func sendsFromOtherThreadsArriveOnTheMainActorInOrderOncePerMacrostep() async {
    let observable = ObservableMachine(Self.machine)
    let rendered = Rendered(observable)
    let counts = Names()
    observable.observe { _ in counts.add("\(observable.context.counter)") }
    let machine = observable.machine
    await Task.detached {
      for _ in 0..<100 { machine.send("tick") }
    }.value
    #expect(await rendered.next(101).count == 101)
    #expect(counts.all == (0...100).map(String.init))
    #expect(observable.context.counter == 100)
  }
}

/// A count that a `@Sendable` observation callback may bump.
private final class Counter: Sendable {
  private let count = Mutex(0)
  func add() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

/// Names recorded in order by callbacks.
private final class Names: Sendable {
  private let names = Mutex<[String]>([])
  func add(_ name: String) { names.withLock { $0.append(name) } }
  var all: [String] { names.withLock { $0 } }
  var sorted: [String] { all.sorted() }
}
