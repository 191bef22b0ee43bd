/// The data of one running SCXML session, in one expression language.
///
/// A session calls it from one thread at a time, under its own lock, while its machine processes
/// an event; an instance is never shared between sessions. Every method that evaluates
/// something throws ``SCXMLExecutionError`` instead of crashing, so that the session raises
/// `error.execution`.
///
/// ```swift
/// let data = ECMAScriptDataModel().makeDataModel(host: host)
/// try data.declare("count", expression: "1")
/// try data.assign("count", expression: "count + 1")
/// try data.evaluate("count")  // .number(2)
/// ```
public protocol SCXMLDataModelInstance: AnyObject {
  /// Creates a `<data>` variable, with no value yet (`undefined`).
  ///
  /// - Parameter id: The variable's name.
  /// - Throws: ``SCXMLExecutionError`` when the name cannot be a variable.
  func declare(_ id: String) throws(SCXMLExecutionError)

  /// Gives a `<data>` variable its value from an expression.
  ///
  /// - Parameters:
  ///   - id: The variable's name.
  ///   - expression: The `expr`, or the inline content as an expression.
  /// - Throws: ``SCXMLExecutionError`` when the expression fails (the variable stays `undefined`).
  func initialize(_ id: String, expression: String) throws(SCXMLExecutionError)

  /// Gives a variable a value from outside (an invocation's `<param>`, a `<data src>`).
  ///
  /// - Parameters:
  ///   - id: The variable's name.
  ///   - value: The value.
  func initialize(_ id: String, value: SCXMLValue)

  /// Evaluates a value expression.
  ///
  /// - Parameter expression: The expression.
  /// - Returns: Its value, as plain data.
  /// - Throws: ``SCXMLExecutionError`` when it fails.
  func evaluate(_ expression: String) throws(SCXMLExecutionError) -> SCXMLValue

  /// Evaluates a condition (`cond`).
  ///
  /// - Parameter expression: The condition.
  /// - Returns: Its value, converted to a boolean.
  /// - Throws: ``SCXMLExecutionError`` when it fails: the condition is then false.
  func condition(_ expression: String) throws(SCXMLExecutionError) -> Bool

  /// `<assign location expr>`.
  ///
  /// - Parameters:
  ///   - location: Where to store the value: a declared variable or a part of one.
  ///   - expression: The value.
  /// - Throws: ``SCXMLExecutionError`` when the location is not valid (undeclared, read-only) or
  ///   the expression fails.
  func assign(_ location: String, expression: String) throws(SCXMLExecutionError)

  /// Stores a value at a location (`idlocation`, `<foreach item>`).
  ///
  /// - Parameters:
  ///   - location: Where to store the value.
  ///   - value: The value.
  /// - Throws: ``SCXMLExecutionError`` when the location is not valid.
  func assign(_ location: String, value: SCXMLValue) throws(SCXMLExecutionError)

  /// Runs a `<script>`.
  ///
  /// - Parameter script: The program.
  /// - Throws: ``SCXMLExecutionError`` when it throws, does not parse or runs out of time.
  func run(script: String) throws(SCXMLExecutionError)

  /// `<foreach>`: runs `body` once for each member of a shallow copy of the array.
  ///
  /// - Parameters:
  ///   - array: The expression of the collection.
  ///   - item: The variable that holds the member (declared when it does not exist).
  ///   - index: The variable that holds the position, if any.
  ///   - body: The loop's content; an error it throws ends the loop.
  /// - Throws: ``SCXMLExecutionError`` when `array` is not iterable, `item` or `index` is not a
  ///   valid location, or `body` throws.
  func forEach(
    _ array: String, item: String, index: String?,
    body: () throws(SCXMLExecutionError) -> Void
  ) throws(SCXMLExecutionError)

  /// Sets `_event`, read-only, for the event being processed (`nil`: none yet).
  ///
  /// - Parameter event: The event.
  func setEvent(_ event: SCXMLEvent?)
}
