import StateKit
import Synchronization
import Testing

/// A running machine's collections of children live with its running handles, not in its
/// snapshot: no snapshot it hands out, to a listener, a model or a reader, keeps a collection
/// or what the collection's run captured, while its guards and questions still read the
/// children that run now.
@Suite("Collections beside the snapshot")
struct CollectionsBesideTheSnapshotTests {
  typealias Parent = StopWhileSteppingTests

  @Test("a snapshot a listener keeps holds no collection once the machine stops")
  func aListenersSnapshotKeepsNoCollection() throws {
    let probe = Parent.Probe()
    probe.release.signal()
    let parent = Machine(try Parent.parent(probe))
    let kept = Mutex<[Snapshot<S, Parent.Event, Int>]>([])
    let subscription = parent.subscribe { update in kept.withLock { $0.append(update.snapshot) } }
    weak var weakToken: Parent.Token?
    do {
      let token = Parent.Token()
      weakToken = token
      parent.send(.open(token))
    }
    parent.send(.add("a"))
    #expect(parent.children(Parent.rows).ids == ["a"])
    #expect(kept.withLock { $0.count } == 2, "the listener heard both steps")
    parent.stop()
    withExtendedLifetime(subscription) {
      #expect(weakToken == nil, "no kept snapshot retains the closed collection's run")
    }
    #expect(kept.withLock { $0.count } == 2)
  }

  @Test("a snapshot read while a collection runs retains none of it once the machine stops")
  func aReadSnapshotKeepsNoCollection() throws {
    let probe = Parent.Probe()
    let (parent, _, tokenAlive) = try Parent.running(probe)
    let snapshot = parent.snapshot
    #expect(snapshot.children(Parent.rows).map(\.id) == ["a"], "it holds the row's snapshot")
    parent.stop()
    withExtendedLifetime(snapshot) { #expect(!tokenAlive()) }
  }

  @Test("an observable model's questions read the children that run now")
  @MainActor func aModelsQuestionsReadTheRunningChildren() throws {
    let machine = Machine(ChildCollectionTests.list)
    #expect(ObservableMachine(machine).enabledEvents.contains(.addWhenFree))
    machine.send(.add("a"))
    machine.send(.add("b"))
    let busy = ObservableMachine(machine)
    #expect(!busy.canHandle(.addWhenFree), "two are downloading")
    #expect(!busy.enabledEvents.contains(.addWhenFree))
    machine.send(.pause("a"))
    let free = ObservableMachine(machine)
    #expect(free.canHandle(.addWhenFree), "pausing a freed a slot")
    #expect(free.enabledEvents.contains(.addWhenFree))
  }

  @Test("a guard reads its own machine's children, not those of a machine it asks")
  func aGuardReadsItsOwnMachinesChildren() throws {
    typealias Shelf = ChildCollectionTests
    // `inner` runs no download; `outer` runs two, in a collection of the same id, and its
    // guard asks `inner` and the pure step about `inner` while `outer`'s children are bound.
    let inner = Machine(Shelf.list)
    let asked = Mutex<[String]>([])
    let outerDefinition = try MachineDefinition<S, E, Int>(initial: "list", context: 0) {
      StateNode("list") {
        Invoke(Shelf.downloads)
        On(
          "add",
          actions: [
            .assign("count") { count, _ in count += 1 },
            .spawn(Shelf.downloads) { count, _ in ("\(count)", .init()) },
          ])
        On(
          "ask",
          guard: .children(Shelf.downloads) { running in
            asked.withLock {
              $0.append("outer runs \(running.count)")
              $0.append("inner can add: \(inner.canHandle(.addWhenFree))")
              let pure = Shelf.list.canHandle(.addWhenFree, in: inner.snapshot)
              $0.append("pure step can add: \(pure)")
            }
            return true
          })
      }
    }
    let outer = Machine(outerDefinition)
    outer.send("add")
    outer.send("add")
    #expect(outer.children(Shelf.downloads).count == 2)
    #expect(outer.send("ask") == .handled)
    #expect(
      asked.withLock { $0 } == [
        "outer runs 2", "inner can add: true", "pure step can add: true",
      ])
  }
}
