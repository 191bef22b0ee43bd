import StateKit
import Synchronization

/// Sorts a machine's updates, on whichever thread it reports them, into the ones the tester
/// caused (its sends, its clock advances) and the ones the machine's own work and timers
/// caused (to be received).
final class UpdateInbox<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  typealias Update = MachineUpdate<State, Event, Context>

  /// What the tester is doing.
  enum Mode: Sendable {
    case idle
    /// Sending one event: the first update sent from outside is its own.
    case send
    /// Running code that sends or advances the clock: every update sent from outside, and
    /// every delayed transition, is its.
    case perform
    /// Advancing the clock: delayed transitions are its.
    case advance
  }

  private struct Storage: Sendable {
    var mode = Mode.idle
    var claimed: [Update] = []
    var received: [Update] = []
  }

  private let storage = Mutex(Storage())

  /// Files an update (the machine's listener).
  func file(_ update: Update) {
    storage.withLock { storage in
      switch (storage.mode, update.origin) {
      case (.send, .sent) where storage.claimed.isEmpty,
        (.perform, .sent):
        storage.claimed.append(update)
      case (.advance, .timer) where update.event == nil,
        (.perform, .timer) where update.event == nil:
        storage.claimed.append(update)
      default:
        storage.received.append(update)
      }
    }
  }

  /// Starts claiming updates for `mode`.
  func begin(_ mode: Mode) {
    storage.withLock { storage in
      storage.mode = mode
      storage.claimed.removeAll()
    }
  }

  /// Stops claiming; returns the claimed updates.
  func end() -> [Update] {
    storage.withLock { storage in
      storage.mode = .idle
      defer { storage.claimed.removeAll() }
      return storage.claimed
    }
  }

  /// How many updates were claimed so far.
  var claimedCount: Int { storage.withLock { $0.claimed.count } }

  /// The received updates not taken yet, oldest first.
  var received: [Update] { storage.withLock { $0.received } }

  /// Takes the oldest received update.
  func takeReceived() -> Update? {
    storage.withLock { $0.received.isEmpty ? nil : $0.received.removeFirst() }
  }

  /// Takes every received update.
  func takeAllReceived() -> [Update] {
    storage.withLock { storage in
      defer { storage.received.removeAll() }
      return storage.received
    }
  }
}
