import StateKitGameplay

/// The calls the recording states received, in order.
final class CallLog {
  /// `willExit`, `didEnter` and `update` calls, each with the machine's current state then.
  var calls: [String] = []
  /// `isValidNextState` questions, kept apart: asking is not acting.
  var questions: [String] = []
}

/// A state that records its callbacks and can be told which classes may follow it.
class RecordingState: GameplayState {
  let log: CallLog
  /// The classes `isValidNextState` accepts; `nil` keeps the default answer.
  var allowed: [AnyClass]?
  /// Runs inside `didEnter`, after the "begin" entry and before the "end" entry.
  var onDidEnter: ((RecordingState) -> Void)?
  /// Runs inside `willExit`, after it is recorded.
  var onWillExit: ((RecordingState, GameplayState) -> Void)?

  init(_ log: CallLog, allowing allowed: [AnyClass]? = nil) {
    self.log = log
    self.allowed = allowed
    super.init()
  }

  var current: String {
    stateMachine?.currentState?.description ?? "nil"
  }

  override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    log.questions.append("\(self).isValidNextState(\(stateClass))")
    guard let allowed else { return super.isValidNextState(stateClass) }
    return allowed.contains { $0 == stateClass }
  }

  override func didEnter(from previousState: GameplayState?) {
    log.calls.append(
      "\(self).didEnter(from: \(previousState?.description ?? "nil")) current=\(current)")
    if let onDidEnter {
      onDidEnter(self)
      log.calls.append("\(self).didEnter end current=\(current)")
    }
  }

  override func willExit(to nextState: GameplayState) {
    log.calls.append("\(self).willExit(to: \(nextState)) current=\(current)")
    onWillExit?(self, nextState)
  }

  override func update(deltaTime seconds: Double) {
    log.calls.append("\(self).update(\(seconds))")
  }
}

final class Idle: RecordingState {}
final class Walk: RecordingState {}
final class Run: RecordingState {}

/// A non-final state class, to show that lookups use the exact class.
class Animal: RecordingState {}
final class Cat: Animal {}

/// Two classes with the same unqualified name.
enum Left {
  final class Same: GameplayState {}
}

enum Right {
  final class Same: GameplayState {}
}
