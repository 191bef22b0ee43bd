import StateKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where the harness sends a failed assertion.
///
/// The default, ``FailureReporter/testFramework``, records an issue with Swift Testing when
/// the current test is a Swift Testing test and calls `XCTFail` otherwise. Tests of the harness
/// itself (or tools built on it) capture the messages instead:
///
/// ```swift
/// let failures = RecordedFailures()
/// let tester = MachineTester(loginDefinition, reporter: .recording(into: failures))
/// tester.send(.authenticate) { $0.state = .authenticating }
/// #expect(failures.messages.count == 1)
/// ```
public struct FailureReporter: Sendable {
  private let body: @Sendable (_ message: String, _ location: FailureLocation) -> Void

  /// Creates a reporter from a closure.
  ///
  /// - Parameter report: Receives each failure's message and where the assertion was written.
  public init(
    _ report: @escaping @Sendable (_ message: String, _ location: FailureLocation) -> Void
  ) {
    self.body = report
  }

  /// Reports a failure.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - location: Where the assertion was written.
  public func fail(_ message: String, at location: FailureLocation) {
    body(message, location)
  }

  /// Fails the running test: a Swift Testing issue inside a Swift Testing test, `XCTFail`
  /// otherwise.
  public static let testFramework = FailureReporter { message, location in
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: location.file, line: UInt(location.line))
    #else
      print("\(location): error: \(message)")
    #endif
  }

  /// Appends every failure to `failures` instead of failing the test.
  ///
  /// - Parameter failures: Where the messages go.
  /// - Returns: The reporter.
  public static func recording(into failures: RecordedFailures) -> FailureReporter {
    FailureReporter { message, location in failures.append(message, location) }
  }
}

/// Failures captured by ``FailureReporter/recording(into:)``, in the order they happened.
public final class RecordedFailures: Sendable {
  private let storage = Lock<[(message: String, location: FailureLocation)]>([])

  /// Creates an empty record.
  public init() {}

  /// The messages, in order.
  public var messages: [String] { storage.withLock { $0.map(\.message) } }

  /// Where each failed assertion was written, in order.
  public var locations: [FailureLocation] { storage.withLock { $0.map(\.location) } }

  /// Forgets every recorded failure.
  public func removeAll() { storage.withLock { $0.removeAll() } }

  func append(_ message: String, _ location: FailureLocation) {
    storage.withLock { $0.append((message, location)) }
  }
}
