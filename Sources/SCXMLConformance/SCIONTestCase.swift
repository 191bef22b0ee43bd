import Foundation

/// The expectations of one SCION statechart test: the `NAME.json` file beside `NAME.scxml`.
///
/// A runner starts the machine, compares its active atomic states with ``initialConfiguration`` (as a
/// set), then for each step advances the clock by ``Step/after`` if present, sends the step's event as
/// an external event, lets the macrostep finish and compares the atomic states with
/// ``Step/nextConfiguration``. The file's `legacySemantics` key (older, non-W3C expectations) is
/// ignored, and so are event data.
///
/// ```json
/// {"initialConfiguration": ["a"],
///  "events": [{"event": {"name": "t"}, "nextConfiguration": ["b"]},
///             {"after": 100, "event": {"name": "t2"}, "nextConfiguration": ["d"]}]}
/// ```
package struct SCIONTestCase: Sendable, Equatable {
  /// One event of the test and the configuration expected after it.
  package struct Step: Sendable, Equatable {
    /// The name of the event to send (`event.name`).
    package var event: String

    /// How long to advance the clock before sending the event (`after`, in milliseconds), if at all.
    package var after: Duration?

    /// The ids of the atomic states expected to be active after the macrostep.
    package var nextConfiguration: Set<String>

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - event: The name of the event to send.
    ///   - after: How long to advance the clock first.
    ///   - nextConfiguration: The atomic states expected afterwards.
    package init(event: String, after: Duration? = nil, nextConfiguration: Set<String>) {
      self.event = event
      self.after = after
      self.nextConfiguration = nextConfiguration
    }
  }

  /// The ids of the atomic states expected to be active once the machine has started.
  package var initialConfiguration: Set<String>

  /// The events to send, in order.
  package var steps: [Step]

  /// Creates a test case.
  ///
  /// - Parameters:
  ///   - initialConfiguration: The atomic states expected after starting.
  ///   - steps: The events to send.
  package init(initialConfiguration: Set<String>, steps: [Step]) {
    self.initialConfiguration = initialConfiguration
    self.steps = steps
  }

  /// Decodes a test case from the JSON of a SCION `.json` file.
  ///
  /// - Parameter json: The file's bytes.
  /// - Throws: A `DecodingError` when the JSON does not have the SCION shape (or an `after` is negative
  ///   or not finite).
  package init(json: Data) throws {
    let file = try JSONDecoder().decode(File.self, from: json)
    initialConfiguration = Set(file.initialConfiguration)
    steps = try file.events.enumerated().map { index, event in
      var after: Duration?
      if let milliseconds = event.after {
        guard milliseconds.isFinite, milliseconds >= 0 else {
          let context = DecodingError.Context(
            codingPath: [],
            debugDescription: "events[\(index)].after must be a non-negative number of milliseconds"
          )
          throw DecodingError.dataCorrupted(context)
        }
        after = .nanoseconds(Int64((milliseconds * 1_000_000).rounded()))
      }
      return Step(
        event: event.event.name, after: after, nextConfiguration: Set(event.nextConfiguration))
    }
  }

  /// Reads and decodes a SCION `.json` file.
  ///
  /// - Parameter url: The file's URL.
  /// - Throws: The error from reading the file, or a `DecodingError` for its content.
  package init(contentsOf url: URL) throws {
    try self.init(json: Data(contentsOf: url))
  }

  private struct File: Decodable {
    struct Event: Decodable {
      struct Name: Decodable {
        var name: String
      }

      var event: Name
      var after: Double?
      var nextConfiguration: [String]
    }

    var initialConfiguration: [String]
    var events: [Event]
  }
}
