extension MachineCore {
  /// The machine was created with `startImmediately: false`: the entry effects wait in the
  /// working memory for ``Machine/start()``, and the core is ``Phase/processing`` meanwhile,
  /// so that events sent before the start wait in the mailbox, in order.
  ///
  /// - Parameter effects: The effects of entering the initial configuration.
  @inlinable mutating func startDeferred(_ effects: [Effect<Event, Context>]) {
    let box = ensureScratch()
    box.scratch.effects = effects
    box.awaitingStart = true
  }

  /// ``Machine/start()`` was called (``arrive(_:_:)``).
  ///
  /// - Returns: The entry effects to perform, after which the runner drains the events sent
  ///   meanwhile; ``Handoff/ended(_:)`` when the machine was started already, or stopped
  ///   before it started (it then stays stopped and performs nothing).
  @usableFromInline mutating func startRequested() -> Handoff {
    guard let box = scratchBox, box.awaitingStart else { return .ended(.ignored) }
    box.awaitingStart = false
    if box.stopRequested {
      box.scratch.effects.removeAll()
      phase = .stopped
      return .ended(.machineStopped)
    }
    return processedEvent(.handled, nil)
  }
}
