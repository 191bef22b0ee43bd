/// An expression language for SCXML documents: what a `datamodel` attribute names.
///
/// StateKitSCXML evaluates nothing itself; a document with `datamodel="ecmascript"` is loaded with
/// a language from another module (`ECMAScriptDataModel` in StateKitSCXMLECMAScript, on
/// JavaScriptCore), so that apps that load no such document never link an engine.
///
/// ```swift
/// let definition = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
///   .definition(dataModel: ECMAScriptDataModel())
/// ```
public protocol SCXMLDataModelLanguage: Sendable {
  /// The `datamodel` attribute value the language implements (`ecmascript`).
  var name: String { get }

  /// Checks the syntax of an expression, a location or a script without running it.
  ///
  /// - Parameters:
  ///   - source: The text of the attribute or element.
  ///   - kind: What the text must be.
  /// - Returns: The engine's message for a syntax error, or `nil` when the text parses.
  func syntaxError(in source: String, as kind: SCXMLSourceKind) -> String?

  /// Creates the data of one running session.
  ///
  /// - Parameter host: What the data model asks the session: its system variables, `In()`.
  /// - Returns: A new, empty data model. It is used by one session, from one thread at a time.
  func makeDataModel(host: SCXMLDataModelHost) -> any SCXMLDataModelInstance
}

/// What a piece of source text in a document must be.
public enum SCXMLSourceKind: Sendable, Hashable {
  /// A value expression (`expr`, `cond`, `array`, `*expr`).
  case expression
  /// Something that can be assigned (`location`, `idlocation`, `namelist` entries).
  case location
  /// A program (`<script>`).
  case script
}

/// What a session tells its data model: its system variables and the states that are active.
public struct SCXMLDataModelHost: Sendable {
  /// `_sessionid`.
  public var sessionID: String
  /// `_name`: the document's `name`.
  public var name: String
  /// `_ioprocessors`: the location of each I/O processor, by processor type.
  public var ioProcessors: [String: String]
  /// `In(id)`: whether a state is active.
  public var isActive: @Sendable (String) -> Bool

  /// Creates a host description.
  ///
  /// - Parameters:
  ///   - sessionID: `_sessionid`.
  ///   - name: `_name`.
  ///   - ioProcessors: `_ioprocessors`, as locations by processor type.
  ///   - isActive: `In(id)`.
  public init(
    sessionID: String, name: String, ioProcessors: [String: String],
    isActive: @escaping @Sendable (String) -> Bool
  ) {
    self.sessionID = sessionID
    self.name = name
    self.ioProcessors = ioProcessors
    self.isActive = isActive
  }
}

/// A failure while a data model evaluates something: the session raises `error.execution` with
/// ``message`` as the event's data.
public struct SCXMLExecutionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, in the engine's words.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameter message: What went wrong.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
