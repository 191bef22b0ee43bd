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

  /// The cases of both versions of a screen's states.
  enum ScreenCase: Hashable, Sendable { case idle, failed }

  /// Version 1 of a screen's states: `failed` carries a message.
  enum ScreenV1: MachineState {
    case idle
    case failed(String)
    typealias Case = ScreenCase
    var stateCase: Case { if case .failed = self { .failed } else { .idle } }
    init?(stateCase: Case) { if stateCase == .idle { self = .idle } else { return nil } }
    static func payloadType(of stateCase: Case) -> Any.Type? {
      stateCase == .failed ? String.self : nil
    }
  }

  /// Version 2: the same cases, and `failed` now carries an error code.
  enum ScreenV2: MachineState {
    case idle
    case failed(Int)
    typealias Case = ScreenCase
    var stateCase: Case { if case .failed = self { .failed } else { .idle } }
    init?(stateCase: Case) { if stateCase == .idle { self = .idle } else { return nil } }
    static func payloadType(of stateCase: Case) -> Any.Type? {
      stateCase == .failed ? Int.self : nil
    }
  }

  static func screen<S: MachineState>(_: S.Type, failure: S) -> MachineDefinition<
    S, EventName, Void
  >
  where S.Case == ScreenCase {
    try! MachineDefinition<S, EventName, Void>(initial: .idle) {
      StateNode(.idle) { On("fail", to: .failed, with: { _, _ in failure }) }
      StateNode(.failed)
    }
  }

  @Test func aPayloadOfAnotherTypeChangesTheFingerprint() {
    let v1 = Self.screen(ScreenV1.self, failure: .failed("offline"))
    let v2 = Self.screen(ScreenV2.self, failure: .failed(503))
    #expect(v1.fingerprint != v2.fingerprint)
    #expect(v1.fingerprint == Self.screen(ScreenV1.self, failure: .failed("other")).fingerprint)
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
