import StateKit

extension MachineDefinition {
  /// Checks the definition for states that can never be entered, states that can never be
  /// left, transitions that never fire, conflicts across parallel regions, eventless loops,
  /// unused history states, and child machines whose output or emitted events are dropped.
  ///
  /// The checks read the definition's structure; they run no guard and no action. A guard is
  /// assumed to hold sometimes and fail sometimes, so a state entered only through a guard
  /// that never holds still counts as reachable (``transitionCoverPaths(events:maxSnapshots:maxSteps:maxMicrosteps:)``
  /// runs the machine and reports such transitions).
  ///
  /// | Code | Severity | Finding |
  /// | --- | --- | --- |
  /// | SK001 | error | a state no sequence of transitions enters |
  /// | SK002 | warning, info | a non-final state nothing leaves and that holds no collection (info if it reacts to no event) |
  /// | SK003 | warning | an event of `allEvents` that no reachable state handles |
  /// | SK004 | warning | a transition an earlier unguarded one of the same state always beats |
  /// | SK005 | warning | an event two regions handle, one leaving the parallel state |
  /// | SK006 | error | unguarded eventless transitions that loop forever |
  /// | SK007 | warning | a history state no transition targets |
  /// | SK008 | warning | eventless or raise loops that only guards may stop |
  /// | SK009 | warning | a child machine that can finish, run without a `done:` mapping |
  /// | SK010 | warning | a child machine that emits events, run without an `emitted:` mapping |
  ///
  /// The checks also run on the definition of each child machine a state runs
  /// (`Invoke(_:input:emitted:done:failed:)`), and on theirs: those findings come last, at the
  /// state that runs the child, their message naming the child and the child's state.
  ///
  /// By default only warnings and errors are returned, so a definition without problems
  /// passes a one-line test:
  ///
  /// ```swift
  /// @Test func searchMachineIsSound() {
  ///   #expect(searchDefinition.validate().isEmpty)
  /// }
  /// ```
  ///
  /// When the event type's cases are `CaseIterable`, an overload of this method also reports
  /// events that no state handles (SK003).
  ///
  /// - Parameter minimumSeverity: The least severe finding to return; ``Finding/Severity/info``
  ///   returns everything.
  /// - Returns: The findings, by code, then in document order; then those of child machines.
  /// - Complexity: O(*n* · *d* + *t* · *d*) for *n* states, *t* transitions and nesting depth
  ///   *d*.
  public func validate(minimumSeverity: Finding.Severity = .warning) -> [Finding] {
    Validator(
      model: structure, allEvents: nil, raised: raisedEvents, children: invokedChildren
    )
    .findings(minimumSeverity: minimumSeverity)
  }

  /// Checks the definition, including events that no reachable state handles.
  ///
  /// Use this overload when the event type's cases are not `CaseIterable`, or to check a
  /// subset. See `validate(minimumSeverity:)` for the checks.
  ///
  /// ```swift
  /// let findings = definition.validate(allEvents: [.open, .close, .refresh])
  /// ```
  ///
  /// - Parameters:
  ///   - allEvents: Every event case the machine may receive.
  ///   - minimumSeverity: The least severe finding to return.
  /// - Returns: The findings, by code, then in document order.
  public func validate(allEvents: [Event.Case], minimumSeverity: Finding.Severity = .warning)
    -> [Finding]
  {
    let events = allEvents.map {
      (name: String(describing: $0), index: eventIndex(of: $0))
    }
    return Validator(
      model: structure, allEvents: events, raised: raisedEvents, children: invokedChildren
    )
    .findings(minimumSeverity: minimumSeverity)
  }
}

extension MachineDefinition where Event.Case: CaseIterable {
  /// Checks the definition, including events of the event type that no reachable state
  /// handles (SK003).
  ///
  /// See ``validate(allEvents:minimumSeverity:)``; this overload takes every case of
  /// `Event.Case`.
  ///
  /// ```swift
  /// #expect(loginDefinition.validate().isEmpty)
  /// ```
  ///
  /// - Parameter minimumSeverity: The least severe finding to return.
  /// - Returns: The findings, by code, then in document order.
  public func validate(minimumSeverity: Finding.Severity = .warning) -> [Finding] {
    validate(allEvents: Array(Event.Case.allCases), minimumSeverity: minimumSeverity)
  }
}

/// Runs every check over one model of a definition.
struct Validator {
  let model: DefinitionStructure
  /// Every event the machine may receive: its name, and its index in the definition's event
  /// table (-1 when no transition mentions it); `nil` when the caller did not say.
  let allEvents: [(name: String, index: Int)]?
  /// What the definition's actions raise.
  var raised = RaisedEvents.none
  /// The child machines the definition's states run.
  var children: [InvokedChild] = []

  func findings(minimumSeverity: Finding.Severity) -> [Finding] {
    let reached = model.reachableNodes()
    var findings = unreachableStates(reached)
    findings += deadEnds(reached)
    if let allEvents { findings += unhandledEvents(allEvents, reached: reached) }
    findings += shadowedTransitions()
    findings += conflictingRegions()
    findings += eventlessCycles()
    findings += unusedHistoryStates()
    findings += microstepCycles()
    findings += unmappedChildReports()
    findings += childMachineFindings(minimumSeverity: minimumSeverity)
    return findings.filter { $0.severity >= minimumSeverity }
  }
}
