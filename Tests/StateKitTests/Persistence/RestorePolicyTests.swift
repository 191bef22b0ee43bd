import Foundation
import StateKit
import StateKitClock
import Testing

/// Restoring a snapshot of an older definition under each policy: `.strict` says what differs,
/// `.bestEffort` keeps what matches and enters the rest by default, `.restart` starts over with
/// the context. The result is always a legal configuration.
struct RestorePolicyTests {
  typealias Definition = MachineDefinition<StateName, EventName, Int>
  typealias Saved = PersistedSnapshot<StateName, EventName, Int>

  /// Version 1: `idle`, `armed` (5 s to `fired`), and `work` with `w1` and `w2`.
  static let version1 = try! Definition(initial: "idle", context: 0) {
    StateNode("idle") {
      On("arm", to: "armed")
      On("work", to: "w2", action: { count, _ in count += 1 })
    }
    StateNode("armed") { After(.seconds(5), to: "fired") }
    StateNode("work") {
      StateNode("w1") { After(.seconds(1), to: "w2") }
      StateNode("w2")
    }
    StateNode("fired")
  }

  /// Version 2 renamed `armed` to `primed` and removed `w2`.
  static let version2 = try! Definition(initial: "idle", context: 0) {
    StateNode("idle") { On("arm", to: "primed") }
    StateNode("primed") { After(.seconds(5), to: "fired") }
    StateNode("work") {
      StateNode("w1") { After(.seconds(1), to: "w3") }
      StateNode("w3")
    }
    StateNode("fired")
  }

  static func saved(after events: [EventName]) throws -> Saved {
    let machine = Machine(version1, clock: ManualClock())
    for event in events { machine.send(event) }
    let data = try JSONEncoder().encode(machine.snapshot.persisted)
    return try JSONDecoder().decode(Saved.self, from: data)
  }

  /// A snapshot is legal when it restores strictly into its own definition.
  static func isLegal(_ snapshot: Snapshot<StateName, EventName, Int>, in definition: Definition)
    -> Bool
  {
    (try? definition.restore(snapshot.persisted)) != nil
  }

  @Test func strictSaysWhatDiffers() throws {
    let saved = try Self.saved(after: ["arm"])
    #expect(throws: RestoreError.unknownState("armed")) {
      try Self.version2.restore(saved, policy: .strict)
    }
  }

  @Test func bestEffortEntersByDefaultWhatIsGoneAndReportsIt() throws {
    let saved = try Self.saved(after: ["arm"])
    let restored = try Self.version2.restore(saved, policy: .bestEffort)
    #expect(restored.snapshot.configuration == ["idle"])
    #expect(
      restored.dropped == [
        "state 'armed'", "timer after 5.0 seconds from 'armed' to 'fired'",
      ])
    #expect(Self.isLegal(restored.snapshot, in: Self.version2))
  }

  @Test func bestEffortKeepsTheParentOfAStateThatIsGoneAndStartsItsTimers() throws {
    let saved = try Self.saved(after: ["work"])
    #expect(saved.configuration == ["work", "w2"])
    #expect(saved.context == 1)
    let restored = try Self.version2.restore(saved, policy: .bestEffort)
    #expect(restored.snapshot.configuration == ["work", "w1"])
    #expect(restored.snapshot.context == 1)
    #expect(restored.dropped == ["state 'w2'"])
    #expect(Self.isLegal(restored.snapshot, in: Self.version2))
    let clock = ManualClock()
    let machine = Machine(restoring: restored.snapshot, clock: clock)
    clock.advance(by: .seconds(1))
    #expect(machine.state == "w3", "w1, entered by default, got a fresh timer")
  }

  @Test func bestEffortOfASnapshotThatFitsDropsNothing() throws {
    let saved = try Self.saved(after: ["arm"])
    let restored = try Self.version1.restore(saved, policy: .bestEffort)
    #expect(restored.dropped.isEmpty)
    #expect(restored.snapshot.configuration == ["armed"])
  }

  @Test func bestEffortCompletesAParallelStateThatGainedARegion() throws {
    let before = try Definition(initial: "p", context: 0) {
      Parallel("p") {
        StateNode("a") {
          StateNode("a1") { On("next", to: "a2") }
          StateNode("a2")
        }
      }
    }
    let after = try Definition(initial: "p", context: 0) {
      Parallel("p") {
        StateNode("a") {
          StateNode("a1") { On("next", to: "a2") }
          StateNode("a2")
        }
        StateNode("b") {
          StateNode("b1")
          StateNode("b2")
        }
      }
    }
    let machine = Machine(before)
    machine.send("next")
    let restored = try after.restore(machine.snapshot.persisted, policy: .bestEffort)
    #expect(Set(restored.snapshot.configuration) == ["p", "a", "a2", "b", "b1"])
    #expect(Self.isLegal(restored.snapshot, in: after))
  }

  @Test func restartStartsOverWithTheContext() throws {
    let saved = try Self.saved(after: ["work"])
    let restored = try Self.version2.restore(saved, policy: .restart)
    #expect(restored.snapshot.configuration == ["idle"])
    #expect(restored.snapshot.context == 1)
    #expect(restored.dropped == ["configuration work, w2"])
  }
}
