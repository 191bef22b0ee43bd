import Foundation
import StateKit
import Testing

/// Issue 20: a persisted snapshot that was tampered with (or fuzzed) is refused with an error;
/// it never crashes the restore nor restores a configuration the machine could not be in.
struct HostileSnapshotTests {
  static let definition = try! MachineDefinition<StateName, EventName, Void>(initial: "idle") {
    StateNode("idle") {
      On("go", to: "work")
      After(.seconds(5), to: "work")
    }
    StateNode("work") {
      History("h", default: "w1")
      StateNode("w1") { On("next", to: "w2") }
      StateNode("w2")
      On("finish", to: "done")
    }
    StateNode("other")
    Final("done")
  }

  /// The JSON of the initial snapshot (`idle`, with the delayed transition's timer), edited.
  static func restore(_ edit: (inout [String: Any]) -> Void) throws -> RestoreError? {
    let data = try JSONEncoder().encode(definition.initialSnapshot().persisted)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    edit(&object)
    let edited = try JSONSerialization.data(withJSONObject: object)
    let persisted = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Void>.self, from: edited)
    do {
      _ = try definition.restore(persisted)
      return nil
    } catch {
      return error
    }
  }

  static func timer(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
    var timers = object["timers"] as! [[String: Any]]
    change(&timers[0])
    object["timers"] = timers
  }

  @Test func theUneditedSnapshotRestores() throws {
    #expect(try Self.restore { _ in } == nil)
  }

  @Test func aTimerOfANegativeTransitionIsRefusedNotACrash() throws {
    // Written as snapshots were before timers named their transition by identity.
    let result = try Self.restore {
      Self.timer(&$0) {
        $0["delayedTransition"] = nil
        $0["afterTransition"] = -1
      }
    }
    #expect(result == .invalidConfiguration(("timer 'after:idle:1' names no delayed transition")))
  }

  @Test func aTimerOfATransitionThatIsNotDelayedIsRefused() throws {
    let result = try Self.restore {
      Self.timer(&$0) {
        $0["delayedTransition"] = nil
        $0["afterTransition"] = 0
      }
    }
    guard case .invalidConfiguration? = result else {
      Issue.record("restored: \(result)")
      return
    }
  }

  @Test func aTimerWithANegativeDelayIsRefused() throws {
    let result = try Self.restore { Self.timer(&$0) { $0["remaining"] = [-1, 0] } }
    guard case .invalidConfiguration? = result else {
      Issue.record("restored: \(result)")
      return
    }
  }

  @Test func historyThatRemembersAStateOutsideItsParentIsRefused() throws {
    let result = try Self.restore { $0["history"] = ["h": ["other"]] }
    #expect(
      result
        == (.invalidConfiguration(
          "history state 'h' remembers 'other', which is not a state of its parent")))
  }

  @Test func historyRememberedByAStateThatIsNotAHistoryIsRefused() throws {
    let result = try Self.restore { $0["history"] = ["work": ["w1"]] }
    #expect(
      result == (.invalidConfiguration("'work' remembers states but is not a history state")))
  }

  @Test func aDoneSnapshotOutsideAFinalStateIsRefused() throws {
    let result = try Self.restore { $0["isDone"] = true }
    #expect(
      result
        == (.invalidConfiguration("the snapshot is done but no top-level final state is active")))
  }
}
