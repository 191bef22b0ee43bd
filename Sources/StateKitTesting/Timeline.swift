import StateKit

/// A test written as a line of events, in the spirit of swift-async-algorithms' validation
/// diagrams: `"startSearch search -- success"`.
///
/// Each word is an event, by its case name (the `MachineEvent.eventCase`'s description); `--`
/// lets one ``tick`` of time pass. Play it with
/// ``MachineTester/play(_:states:fileID:filePath:line:column:)`` against a line of expected
/// states, one per step:
///
/// ```swift
/// let timeline = try Timeline("startSearch search -- success", events: events)
/// await tester.play(timeline, states: "searching loading loading searchResults")
/// ```
public struct Timeline<Event: MachineEvent>: Sendable {
  /// The steps, in order.
  public let steps: [TestPath<Event>.Step]
  /// The words the steps were read from, for failure messages.
  public let words: [String]
  /// How much time `--` lets pass.
  public let tick: Duration

  /// Reads a timeline.
  ///
  /// - Parameters:
  ///   - diagram: Event case names and `--` separated by spaces.
  ///   - events: The events the names stand for, with their payloads; the first event of each
  ///     case is used.
  ///   - tick: How much time `--` lets pass.
  /// - Throws: ``TimelineError`` for a word that names no event.
  public init(_ diagram: String, events: [Event], tick: Duration = .seconds(1))
    throws(TimelineError)
  {
    var byName: [String: Event] = [:]
    for event in events where byName["\(event.eventCase)"] == nil {
      byName["\(event.eventCase)"] = event
    }
    let words = diagram.split(whereSeparator: \.isWhitespace).map(String.init)
    var steps: [TestPath<Event>.Step] = []
    for (index, word) in words.enumerated() {
      if word == "--" {
        steps.append(.advance(tick))
      } else if let event = byName[word] {
        steps.append(.event(event))
      } else {
        throw TimelineError(
          "Unknown event \"\(word)\" at step \(index + 1) of \"\(diagram)\"; the events are: "
            + byName.keys.sorted().joined(separator: ", ") + ", and -- for time.")
      }
    }
    self.steps = steps
    self.words = words
    self.tick = tick
  }

  /// The timeline as a path, for ``ModelBasedTest``.
  public var path: TestPath<Event> { TestPath(steps) }
}

extension Timeline where Event: CaseIterable {
  /// Reads a timeline of a payload-free event type.
  ///
  /// - Parameters:
  ///   - diagram: Event case names and `--` separated by spaces.
  ///   - tick: How much time `--` lets pass.
  /// - Throws: ``TimelineError`` for a word that names no event.
  public init(_ diagram: String, tick: Duration = .seconds(1)) throws(TimelineError) {
    try self.init(diagram, events: Array(Event.allCases), tick: tick)
  }
}

/// A timeline that could not be read.
public struct TimelineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, and where.
  public var message: String

  init(_ message: String) { self.message = message }

  public var description: String { message }
}

extension MachineTester {
  /// Plays a timeline and checks the machine's state after each step.
  ///
  /// `states` has one word per step: the case name of the active atomic state, or the names of
  /// the active atomic states joined by `,` for a parallel machine. The context is not checked;
  /// the state after the last step becomes the baseline of the next assertion.
  ///
  /// ```swift
  /// await tester.play(
  ///   try Timeline("startSearch search -- success", events: events),
  ///   states: "searching loading loading searchResults")
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The steps.
  ///   - states: The expected states, one word per step.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func play(
    _ timeline: Timeline<Event>, states: String, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    let expectedStates = states.split(whereSeparator: \.isWhitespace).map(String.init)
    guard expectedStates.count == timeline.steps.count else {
      reporter.fail(
        "The timeline has \(count(timeline.steps.count, "step")) but "
          + "\(count(expectedStates.count, "expected state")).", at: location)
      return
    }
    for (index, step) in timeline.steps.enumerated() {
      log.begin(.perform(ObjectIdentifier(machine)))
      switch step {
      case .event(let event): machine.send(event)
      case .advance(let duration): clock.advance(by: duration)
      }
      _ = log.end()
      await tree.settle(after: "timeline step \(index + 1)", at: location)
      let actual = machine.snapshot
      expected = Expected(actual)
      let actualName = actual.activeLeaves.map { "\($0)" }.joined(separator: ",")
      guard actualName == expectedStates[index] else {
        let line = timeline.words.joined(separator: " ")
        let column = timeline.words[..<index].reduce(0) { $0 + $1.count + 1 }
        reporter.fail(
          "Timeline step \(index + 1) (\(timeline.words[index])): expected "
            + "\(expectedStates[index]), but the machine is in \(actualName).\n  \(line)\n  "
            + String(repeating: " ", count: column)
            + String(repeating: "^", count: timeline.words[index].count), at: location)
        return
      }
    }
  }

  /// Reads and plays a timeline; a word that names no event fails the test.
  ///
  /// - Parameters:
  ///   - diagram: Event case names and `--` separated by spaces.
  ///   - events: The events the names stand for.
  ///   - tick: How much time `--` lets pass.
  ///   - states: The expected states, one word per step.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func play(
    _ diagram: String, events: [Event], tick: Duration = .seconds(1), states: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    do {
      await play(
        try Timeline(diagram, events: events, tick: tick), states: states, fileID: fileID,
        filePath: filePath, line: line, column: column)
    } catch {
      reporter.fail(error.message, at: location)
    }
  }
}
