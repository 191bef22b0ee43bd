import Foundation
import StateKit
import Testing

/// A persisted snapshot carries the version and the structural fingerprint of the definition
/// that wrote it, so an app can tell the same machine from a changed one.
struct VersionTests {
  typealias Definition = MachineDefinition<StateName, EventName, Int>

  static func definition(
    version: Int? = 1, extraState: Bool = false, delay: Duration = .seconds(5),
    guardAllows: Bool = true
  ) -> Definition {
    try! Definition(name: "alarm", version: version, initial: "idle", context: 0) {
      StateNode("idle") {
        On("arm", to: "armed", guard: Guard("allowed") { _ in guardAllows })
      }
      StateNode("armed") { After(delay, to: "fired") }
      StateNode("fired")
      if extraState { StateNode("snoozed") }
    }
  }

  @Test func aSnapshotCarriesTheVersionAndFingerprintOfItsDefinition() throws {
    let definition = Self.definition(version: 3)
    let data = try JSONEncoder().encode(definition.initialSnapshot().persisted)
    let saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Int>.self, from: data)
    #expect(saved.version == 3)
    #expect(saved.fingerprint == definition.fingerprint)
    #expect(definition.fingerprint.count == 16)
    #expect(saved.isWritten(by: definition))
    #expect(!saved.isWritten(by: Self.definition(version: 4)), "another version")
  }

  @Test func theFingerprintIsTheStructure() {
    let base = Self.definition().fingerprint
    #expect(Self.definition().fingerprint == base, "stable across builds")
    #expect(Self.definition(version: 9).fingerprint == base, "the version is not structure")
    #expect(
      Self.definition(guardAllows: false).fingerprint == base,
      "guards and actions are not part of it")
    #expect(Self.definition(extraState: true).fingerprint != base, "a state added")
    #expect(Self.definition(delay: .seconds(6)).fingerprint != base, "a delayed transition changed")
  }

  @Test func aSnapshotWithoutAFingerprintIsNotKnownToBeTheSame() throws {
    let old =
      #"{"configuration":["idle"],"context":0,"history":{},"isDone":false,"payloads":{},"serial":0,"timers":[]}"#
    let saved = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Int>.self, from: Data(old.utf8))
    #expect(saved.version == nil && saved.fingerprint == nil)
    #expect(!saved.isWritten(by: Self.definition(version: nil)))
    #expect(try Self.definition().restore(saved).configuration == ["idle"])
  }
}
