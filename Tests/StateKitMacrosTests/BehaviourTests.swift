import Foundation
import StateKitMacros
import Testing

enum AuthError: Error, Hashable, Codable, Sendable { case offline, badPassword }
enum Field: Hashable, Codable, Sendable {
  case user(String)
  case password(String)
}

@MachineState enum Login: Hashable, Codable {
  case idle, validating, valid, authenticating, signedIn
  case failed(AuthError)
}

@MachineEvent enum LoginInput: Hashable, Codable {
  case type(Field)
  case submit, ok, dismiss
  case rejected(AuthError)
}

@MachineEvent public enum Pointer: Sendable {
  case moved(x: Int, y: Int)
  case pair(Int, String)
  case tap
}

@MachineState enum Light { case off, on }

/// Already declares the conformance: the macro adds no second one.
@MachineEvent enum Tick: MachineEvent { case tick }

/// Macro-generated enums, compiled and run.
struct BehaviourTests {
  static let login = try! MachineDefinition<Login, LoginInput, Void>(initial: .idle) {
    StateNode(.idle) { On(.type, to: .validating) }
    StateNode(.validating) { Always(to: .valid) }
    StateNode(.valid) { On(.submit, to: .authenticating) }
    StateNode(.authenticating) {
      On(.ok, to: .signedIn)
      On(.rejected, to: .failed) { _, e in .failed(e?.rejected ?? .offline) }
    }
    StateNode(.signedIn)
    StateNode(.failed) { On(.dismiss, to: .idle) }
  }

  @Test func theLoginMachineOfTheIssueRuns() {
    let machine = Machine(Self.login)
    machine.send(.type(.user("appleseed")))
    #expect(machine.state == .valid)
    machine.send(.submit)
    machine.send(.rejected(.badPassword))
    #expect(machine.state == .failed(.badPassword))
    #expect(machine.state.failed == .badPassword)
    machine.send(.dismiss)
    #expect(machine.state == .idle && machine.state.failed == nil)
  }

  @Test func casesMapBothWays() {
    #expect(Login.Case.allCases.count == 6)
    #expect(Login.failed(.offline).stateCase == .failed)
    #expect(Login(stateCase: .signedIn) == .signedIn)
    #expect(Login(stateCase: .failed) == nil)
    #expect(LoginInput.rejected(.offline).eventCase == .rejected)
    #expect(LoginInput.Case.allCases == [.type, .submit, .ok, .dismiss, .rejected])
  }

  @Test func accessorsReadPayloads() {
    let moved = Pointer.moved(x: 3, y: 4)
    #expect(moved.moved?.x == 3 && moved.moved?.y == 4 && moved.pair == nil)
    #expect(Pointer.pair(1, "a").pair.map { "\($0.0)\($0.1)" } == "1a")
    #expect(LoginInput.type(.user("a")).type == .user("a"))
  }

  @Test func theEnumsOwnConformancesStay() throws {
    let data = try JSONEncoder().encode(Login.failed(.offline))
    #expect(try JSONDecoder().decode(Login.self, from: data) == .failed(.offline))
  }

  @Test func payloadFreeEnumsAreTheirOwnCase() throws {
    let definition = try MachineDefinition<Light, Tick, Void>(initial: .off) {
      StateNode(.off) { On(.tick, to: .on) }
      StateNode(.on)
    }
    let machine = Machine(definition)
    machine.send(.tick)
    #expect(machine.state == .on && Light.on.stateCase == .on)
  }
}
