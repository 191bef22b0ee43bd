import StateKitInspection

/// A readable difference between two values, or `nil` when they print the same.
///
/// Both values are written out structurally from their `Mirror` (nested structs, enums with
/// payloads, arrays, dictionaries and sets), one field per line, and compared line by line.
/// Lines only in `expected` start with `−`, lines only in `actual` with `+`; unchanged lines
/// keep two spaces of indentation, and long unchanged runs are folded into `…`. Values are
/// equal for the harness exactly when they print the same, so no `Equatable` conformance is
/// needed (a `Void` context compares equal to itself).
///
/// ```swift
/// let message = diff(LoginState.error(.invalidCredentials), LoginState.authenticated)
/// // − LoginState.error(
/// // −   LoginError.invalidCredentials
/// // − )
/// // + LoginState.authenticated
/// ```
///
/// - Parameters:
///   - expected: The value the test expected.
///   - actual: The value the machine has.
/// - Returns: The diff, or `nil` when both print the same.
public func diff(_ expected: Any, _ actual: Any) -> String? {
  LineDiff.structural(expected, actual)
}
