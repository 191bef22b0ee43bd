import Foundation
import StateKit
import StateKitTesting
import Testing

/// `PersistedSnapshot.withContext(_:)`: a machine whose context holds something that cannot be
/// written saves what can, and gets its context rebuilt around it when restored.
struct ContextMappingTests {
  struct Settings: Codable, Hashable, Sendable {
    var volume = 5
  }

  /// Not `Codable`: it holds a service.
  struct PlayerContext: Sendable {
    var settings = Settings()
    var service: @Sendable () -> String = { "live" }
  }

  static let definition = try! MachineDefinition<StateName, EventName, PlayerContext>(
    initial: "stopped", context: PlayerContext()
  ) {
    StateNode("stopped") {
      On("play", to: "playing") { context, _ in context.settings.volume += 1 }
    }
    StateNode("playing") {
      After(.seconds(30), to: "stopped")
      On("stop", to: "stopped")
    }
  }

  @Test func savesWhatCanBeWrittenAndRebuildsTheRest() throws {
    let clock = ManualClock()
    let machine = Machine(Self.definition, clock: clock)
    machine.send("play")
    clock.advance(by: .seconds(10))
    let saved = machine.snapshot.persisted.withContext(\.settings)
    #expect(saved.isWritten(by: Self.definition))
    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(
      PersistedSnapshot<StateName, EventName, Settings>.self, from: data)
    #expect(decoded.context == Settings(volume: 6))
    #expect(decoded.timers.map(\.remaining) == [.seconds(20)])

    let snapshot = try Self.definition.restore(
      decoded.withContext { PlayerContext(settings: $0, service: { "restored" }) })
    let later = ManualClock()
    let restored = Machine(restoring: snapshot, clock: later)
    #expect(restored.state == "playing")
    #expect(restored.context.settings.volume == 6)
    #expect(restored.context.service() == "restored")
    later.advance(by: .seconds(20))
    #expect(restored.state == "stopped")
  }
}
