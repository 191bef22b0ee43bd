import Foundation
import StateKit
import StateKitClock
import Testing

/// Snapshots saved by version 1 and 2 of an app, brought to version 3 by migration steps
/// written as plain Swift: states renamed and removed, the context converted from the type the
/// older version saved, delayed sends converted; then restored and run.
struct MigrationTests {
  struct SettingsV1: Codable, Sendable { var level: Int }
  struct Settings: Codable, Sendable, Hashable { var volume: Double }

  /// Version 1: `splash` (then `idle`), `armed` with a 5 s timer, and a settings level.
  static let version1 = try! MachineDefinition<StateName, EventName, SettingsV1>(
    version: 1, initial: "splash", context: SettingsV1(level: 3)
  ) {
    StateNode("splash") { On("go", to: "idle") }
    StateNode("idle") { On("arm", to: "armed") }
    StateNode("armed") {
      After(.seconds(5), to: "fired")
      On("remind", actions: [.send("beep", after: .seconds(2), id: "reminder")])
    }
    StateNode("fired")
  }

  /// Version 3: no splash, `armed` is `primed` inside `active`, the volume is a fraction.
  static let version3 = try! MachineDefinition<StateName, EventName, Settings>(
    version: 3, initial: "idle", context: Settings(volume: 0.5)
  ) {
    StateNode("idle") { On("arm", to: "primed") }
    StateNode("active") {
      StateNode("primed") { After(.seconds(5), to: "fired") }
      On("chime", to: "idle")
    }
    StateNode("fired")
  }

  /// Version 1 to 2: `splash` is gone (enter `idle`), the settings became a volume.
  static func step1(
    _ old: PersistedSnapshot<StateName, EventName, SettingsV1>
  ) -> PersistedSnapshot<StateName, EventName, Settings> {
    old.migrated(
      to: 2, removing: ["splash": "idle"], payload: { $0 }, event: { $0 },
      context: { Settings(volume: Double($0.level) / 10) })
  }

  /// Version 2 to 3: `armed` is now `primed`, and `beep` is `chime`.
  static func step2(
    _ old: PersistedSnapshot<StateName, EventName, Settings>
  ) -> PersistedSnapshot<StateName, EventName, Settings> {
    old.migrated(
      to: 3, renaming: ["armed": "primed"], payload: { $0 },
      event: { $0 == "beep" ? "chime" : $0 }, context: { $0 })
  }

  static func saved(after events: [EventName], clock: ManualClock = ManualClock()) throws -> Data {
    let machine = Machine(version1, clock: clock)
    for event in events { machine.send(event) }
    clock.advance(by: .seconds(1))
    return try JSONEncoder().encode(machine.snapshot.persisted)
  }

  /// What an app does on launch: read the version, decode with that version's types, migrate.
  static func load(_ data: Data) throws -> PersistedSnapshot<StateName, EventName, Settings> {
    let header = try JSONDecoder().decode(PersistedSnapshotHeader.self, from: data)
    switch header.version {
    case 1?:
      let old = try JSONDecoder().decode(
        PersistedSnapshot<StateName, EventName, SettingsV1>.self, from: data)
      return step2(step1(old))
    default:
      return try JSONDecoder().decode(
        PersistedSnapshot<StateName, EventName, Settings>.self, from: data)
    }
  }

  @Test func aRenamedStateKeepsItsTimerAndTheContextIsConverted() throws {
    let data = try Self.saved(after: ["go", "arm", "remind"])
    let saved = try Self.load(data)
    #expect(saved.version == 3)
    let restored = try Self.version3.restore(saved, policy: .bestEffort)
    #expect(restored.snapshot.configuration == ["active", "primed"])
    #expect(restored.snapshot.context == Settings(volume: 0.3))
    let clock = ManualClock()
    let machine = Machine(restoring: restored.snapshot, clock: clock)
    clock.advance(by: .seconds(1))
    #expect(machine.state == "idle", "the delayed send, now chime, arrived after its last 1 s")
  }

  @Test func theArmedTimerFiresOnTimeAfterMigration() throws {
    let data = try Self.saved(after: ["go", "arm"])
    let restored = try Self.version3.restore(try Self.load(data), policy: .bestEffort)
    #expect(restored.dropped.isEmpty)
    let clock = ManualClock()
    let machine = Machine(restoring: restored.snapshot, clock: clock)
    clock.advance(by: .seconds(3))
    #expect(machine.state == "primed")
    clock.advance(by: .seconds(1))
    #expect(machine.state == "fired")
  }

  @Test func aRemovedStateIsReplaced() throws {
    let data = try Self.saved(after: [])
    let saved = try Self.load(data)
    #expect(saved.configuration == ["idle"])
    let restored = try Self.version3.restore(saved, policy: .strict)
    #expect(restored.snapshot.configuration == ["idle"])
  }

  @Test func withoutTheMigrationStrictSaysWhatDiffers() throws {
    let data = try Self.saved(after: ["go", "arm"])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        PersistedSnapshot<StateName, EventName, Settings>.self, from: data)
    }
    let header = try JSONDecoder().decode(PersistedSnapshotHeader.self, from: data)
    #expect(header.version == 1 && header.fingerprint == Self.version1.fingerprint)
  }
}
