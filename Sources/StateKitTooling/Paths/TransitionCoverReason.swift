import StateKit

/// Why no explored event sequence took a transition (``TransitionCover/Uncovered/reason``).
public enum TransitionCoverReason: String, Sendable, Hashable, Codable, CaseIterable {
  /// Its state was never active.
  case sourceNotReached
  /// None of the given events triggers it.
  case noMatchingEvent
  /// Its guard never held when its event arrived (or an earlier transition won whenever it
  /// did).
  case guardNeverHeld
  /// Another transition always won: an earlier one of the same state, one of a state inside
  /// it, or one in another region.
  case alwaysPreempted
  /// It is taken after a delay; path search sends events and does not let time pass.
  case delayed
  /// Exploration stopped before it found out (see ``TransitionCover/note``).
  case notExplored
}
