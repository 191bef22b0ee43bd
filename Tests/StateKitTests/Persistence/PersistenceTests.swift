import Foundation
import StateKit
import StateKitFixtures
import StateKitTesting
import Testing

/// Snapshots encode, decode and continue exactly like the original.
struct PersistenceTests {
  /// Every configuration reachable with the given events (breadth first, bounded depth),
  /// with the path that reaches it.
  static func reachable<St, Ev, C>(
    _ definition: MachineDefinition<St, Ev, C>, events: [Ev], depth: Int
  ) throws -> [(path: [Ev], snapshot: Snapshot<St, Ev, C>)] where St: Codable, Ev: Codable {
    var found: [(path: [Ev], snapshot: Snapshot<St, Ev, C>)] = [([], definition.initialSnapshot())]
    var frontier = found
    for _ in 0..<depth {
      var next: [(path: [Ev], snapshot: Snapshot<St, Ev, C>)] = []
      for (path, snapshot) in frontier {
        for event in events {
          let step = definition.transition(snapshot, on: event)
          let key = try json(step.snapshot)
          if step.isHandled, try !found.contains(where: { try json($0.snapshot) == key }) {
            found.append((path + [event], step.snapshot))
            next.append((path + [event], step.snapshot))
          }
        }
      }
      frontier = next
    }
    return found
  }

  /// Everything a snapshot holds, as canonical JSON.
  static func json<St, Ev, C>(_ snapshot: Snapshot<St, Ev, C>) throws -> String
  where St: Codable, Ev: Codable {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(snapshot.persisted), as: UTF8.self)
  }

  static func roundTrip<St, Ev, C>(
    _ snapshot: Snapshot<St, Ev, C>
  ) throws -> Snapshot<St, Ev, C> where St: Codable, Ev: Codable {
    let data = try JSONEncoder().encode(snapshot.persisted)
    let decoded = try JSONDecoder().decode(PersistedSnapshot<St, Ev, C>.self, from: data)
    return try snapshot.definition.restore(decoded)
  }

  /// Restored and original snapshots must stay equal on every continuation of `events`.
  static func checkSameBehaviour<St, Ev, C>(
    _ definition: MachineDefinition<St, Ev, C>, events: [Ev], depth: Int
  ) throws -> Int where St: Codable, Ev: Codable {
    let configurations = try reachable(definition, events: events, depth: depth)
    for (path, original) in configurations {
      let restored = try roundTrip(original)
      #expect(try json(restored) == json(original), "round trip after \(path)")
      var a = original
      var b = restored
      for event in events + events.reversed() {
        a = definition.transition(a, on: event).snapshot
        b = definition.transition(b, on: event).snapshot
        #expect(try json(a) == json(b), "after \(path) then \(event)")
      }
    }
    return configurations.count
  }

  @Test func everyReachableImageSearchConfigurationRoundTrips() throws {
    let count = try Self.checkSameBehaviour(
      imageSearchDefinition, events: ImageSearchEvent.allCases, depth: 6)
    #expect(count == 5)
  }

  @Test func everyReachableLoginConfigurationRoundTrips() throws {
    let events: [LoginEvent] = [
      .enteringCredential(.username("appleseed")), .enteringCredential(.password("correct horse")),
      .enteringCredential(.password("short")), .authenticate, .authenticationSucceeded,
      .authenticationFailed(.invalidCredentials), .authenticationFailed(.networkError("offline")),
      .ackError,
    ]
    let count = try Self.checkSameBehaviour(loginDefinition, events: events, depth: 6)
    #expect(count >= 6)
  }

  @Test func restoringReArmsTimersWithTheTimeTheyHadLeft() throws {
    enum St: MachineState, Codable { case idle, toast }
    enum Ev: MachineEvent, Codable { case show }
    let definition = try MachineDefinition<St, Ev, Int>(initial: .idle, context: 0) {
      StateNode(.idle) { On(.show, to: .toast) }
      StateNode(.toast) { After(.seconds(5), to: .idle) }
    }
    let clock = ManualClock()
    let machine = Machine(definition, clock: clock)
    machine.send(.show)
    clock.advance(by: .seconds(3))
    let saved = try JSONEncoder().encode(machine.snapshot.persisted)
    #expect(machine.snapshot.pendingTimers.first?.remaining == .seconds(2))

    let later = ManualClock()
    let decoded = try JSONDecoder().decode(PersistedSnapshot<St, Ev, Int>.self, from: saved)
    let restored = Machine(restoring: try definition.restore(decoded), clock: later)
    #expect(restored.state == .toast)
    later.advance(by: .milliseconds(1_999))
    #expect(restored.state == .toast)
    later.advance(by: .milliseconds(1))
    #expect(restored.state == .idle)
  }

  @Test func restoringRestartsTheWorkOfActiveStates() async throws {
    enum St: MachineState, Codable { case idle, loading, done }
    enum Ev: MachineEvent, Codable { case load, loaded }
    let started = Locked(0)
    let definition = try MachineDefinition<St, Ev, Int>(initial: .idle, context: 0) {
      StateNode(.idle) { On(.load, to: .loading) }
      StateNode(.loading) {
        Invoke("fetch") { _ in
          started.mutate { $0 += 1 }
          return .loaded
        }
        On(.loaded, to: .done)
      }
      StateNode(.done)
    }
    let snapshot = definition.transition(definition.initialSnapshot(), on: .load).snapshot
    let restored = Machine(restoring: try Self.roundTrip(snapshot))
    let stream = restored.snapshots()
    if restored.state != .done {
      for await s in stream where s.state == .done { break }
    }
    #expect(restored.state == .done)
    #expect(started.value == 1)
  }

  @Test func aSnapshotThatDoesNotFitIsRefused() throws {
    var persisted = imageSearchDefinition.initialSnapshot().persisted
    persisted.configuration = ["nowhere"]
    #expect(throws: RestoreError.unknownState("nowhere")) {
      try imageSearchDefinition.restore(persisted)
    }
    persisted.configuration = ["start", "loading"]
    #expect(throws: RestoreError.invalidConfiguration("2 top-level states are active")) {
      try imageSearchDefinition.restore(persisted)
    }
  }
}
