/// A failed check in a model-based test's per-state assertion.
///
/// Thrown by ``verify(_:_:)``; the model-based test catches it and reports it with the path and
/// step it happened in.
public struct CheckFailure: Error, Sendable, CustomStringConvertible {
  /// What did not hold.
  public var message: String

  /// Creates a failure.
  ///
  /// - Parameter message: What did not hold.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// Checks a condition in a model-based test's per-state assertion.
///
/// ```swift
/// test.assert(in: .authenticating) { model in
///   try verify(model.isLoading, "the spinner shows")
///   try verify(!model.areFieldsEnabled, "the fields are disabled")
/// }
/// ```
///
/// - Parameters:
///   - condition: What must hold.
///   - message: What it means, for the failure message.
/// - Throws: ``CheckFailure`` when the condition does not hold.
public func verify(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw CheckFailure(message()) }
}
