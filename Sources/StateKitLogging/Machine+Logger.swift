import Logging
import StateKit

extension Machine {
  /// Logs every macrostep to a swift-log `Logger`: the event, the states exited and entered,
  /// the actions run, and the work started and cancelled.
  ///
  /// ```swift
  /// let logger = Logger(label: "app.search")
  /// let subscription = machine.log(to: logger)
  /// ```
  ///
  /// Each macrostep is one line at `level` (`event → new configuration`), with the details as
  /// metadata; ignored events are logged at `.trace`. A macrostep stopped at the machine's bound
  /// of microsteps (``RunawayMacrostep``) is logged at `.error`, naming the states of the cycle.
  ///
  /// - Parameters:
  ///   - logger: Where to log.
  ///   - level: The level of handled events.
  /// - Returns: Keep it: logging stops when it is cancelled or released.
  public func log(to logger: Logger, level: Logger.Level = .debug) -> Subscription {
    subscribe { update in
      let event = update.event.map { "\($0)" } ?? "(timer)"
      let metadata: Logger.Metadata = [
        "statekit.from": "\(update.previous)",
        "statekit.exited": .array(update.exited.map { "\($0)" }),
        "statekit.entered": .array(update.entered.map { "\($0)" }),
        "statekit.actions": .array(update.actions.map { .string($0) }),
        "statekit.work.started": .array(update.workStarted.map { "\($0)" }),
        "statekit.work.cancelled": .array(update.workCancelled.map { "\($0)" }),
      ]
      if let runaway = update.runaway {
        logger.error("\(event) → \(update.snapshot): \(runaway)", metadata: metadata)
      } else if update.isHandled {
        logger.log(level: level, "\(event) → \(update.snapshot)", metadata: metadata)
      } else {
        logger.trace("\(event) ignored in \(update.snapshot)", metadata: metadata)
      }
    }
  }
}

extension Logger {
  /// A log handler for ``Machine``'s `log:` parameter: ``Action/log(_:_:)`` lines become
  /// `info` messages labelled with the action's label.
  ///
  /// ```swift
  /// let machine = Machine(definition, log: Logger(label: "app").stateKitLogHandler)
  /// ```
  public var stateKitLogHandler: @Sendable (String, String) -> Void {
    let logger = self
    return { label, message in
      logger.info("\(label): \(message)", metadata: ["statekit.log": "\(label)"])
    }
  }
}
