import StateKit
import Synchronization
import Testing

/// A child that someone observes reports to its parent as an unobserved one does: after the
/// step's effects and its own listeners, once per report, with no listener of the parent's
/// among the child's.
struct ObservedChildReportTests {
  typealias Tests = ChildWatcherTests

  @Test func anObservedChildsListenersHearItsLastStepBeforeItsParentDoes() throws {
    let home = Machine(Tests.parent)
    home.send("spawn")
    let child = try #require(home.children(Tests.flats)["f"])
    let seen = Mutex<[String]>([])
    let subscription = child.subscribe { update in
      let running = home.children(Tests.flats).contains("f")
      seen.withLock { $0.append("\(update.snapshot.state) \(running) \(home.context)") }
    }
    child.send("go")
    child.send("end")
    #expect(
      seen.withLock { $0 } == ["moving true []", "over true []"],
      "the child's listener hears its completion while its parent still runs it")
    #expect(home.context == ["done"])
    #expect(home.children(Tests.flats).count == 0)
    subscription.cancel()
  }

  @Test func anObservedChildsStoppedChainIsReportedOnce() throws {
    let home = Machine(Tests.parent)
    home.send("spawn")
    let child = try #require(home.children(Tests.loops)["l"])
    let updates = Mutex(0)
    let subscription = child.subscribe { _ in updates.withLock { $0 += 1 } }
    guard case .stopped = child.send("ping") else {
      Issue.record("the chain of pings was not stopped")
      return
    }
    #expect(home.context == ["failed"])
    #expect(updates.withLock { $0 } > 0)
    subscription.cancel()
    #expect(!child.isObserved, "the child's only listener was the one cancelled")
  }
}
