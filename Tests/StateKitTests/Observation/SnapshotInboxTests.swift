import Testing

@testable import StateKit

/// Who delivers a snapshot posted to an observable machine's inbox, and what a delivery takes:
/// the counts of main-actor sends and of waiting snapshots are atomics beside the lock, so
/// these decisions are read from them.
@Suite("Snapshot inbox")
struct SnapshotInboxTests {
  static let definition = try! MachineDefinition<S, E, Int>(initial: "a", context: 0) {
    StateNode("a") {}
  }

  static func snapshot(_ context: Int) -> Snapshot<S, E, Int> {
    definition.initialSnapshot(context: context)
  }

  @Test("the first snapshot is the poster's to deliver, the next is already scheduled")
  func thePosterDeliversTheFirstSnapshot() {
    let inbox = SnapshotInbox<S, E, Int>()
    #expect(inbox.post(Self.snapshot(1)) == .byPoster)
    #expect(inbox.post(Self.snapshot(2)) == .alreadyScheduled)
    var batch: [Snapshot<S, E, Int>] = []
    inbox.takeAll(into: &batch)
    #expect(batch.map(\.context) == [1, 2], "oldest first")
    batch.removeAll()
    #expect(inbox.post(Self.snapshot(3)) == .byPoster, "the inbox was emptied")
  }

  @Test("while a main-actor send is under way, its sender delivers what is posted")
  func theSenderDeliversDuringAMainSend() {
    let inbox = SnapshotInbox<S, E, Int>()
    var during: [InboxDelivery] = []
    let result = inbox.duringMainSend {
      during.append(inbox.post(Self.snapshot(1)))
      // A render hook's send, inside the first.
      _ = inbox.duringMainSend {
        during.append(inbox.post(Self.snapshot(2)))
        return .handled
      }
      during.append(inbox.post(Self.snapshot(3)))
      return .handled
    }
    #expect(result == .handled)
    #expect(during == [.bySender, .bySender, .bySender])
    var batch: [Snapshot<S, E, Int>] = []
    inbox.takeAll(into: &batch)
    #expect(batch.map(\.context) == [1, 2, 3])
    batch.removeAll()
    #expect(inbox.post(Self.snapshot(4)) == .byPoster, "no send is under way any more")
  }

  @Test("a delivery that finds nothing waiting takes nothing")
  func aDeliveryOfAnEmptyInboxTakesNothing() {
    let inbox = SnapshotInbox<S, E, Int>()
    var batch: [Snapshot<S, E, Int>] = []
    inbox.takeAll(into: &batch)
    #expect(batch.isEmpty)
    #expect(inbox.post(Self.snapshot(1)) == .byPoster)
    let read = inbox.reset { Self.snapshot(9) }
    #expect(read.context == 9)
    inbox.takeAll(into: &batch)
    #expect(batch.isEmpty, "the reset emptied the inbox")
  }
}
