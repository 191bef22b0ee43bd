import StateKitSCXML

/// The ECMAScript data model of SCXML (appendix B.2 of the specification), on JavaScriptCore.
///
/// Pass it when converting a document with `datamodel="ecmascript"`; every session of the
/// definition then gets its own JavaScript context, with the document's `<data>` as global
/// variables, `_event`, `_sessionid`, `_name` and `_ioprocessors` as read-only globals, and
/// `In(id)`.
///
/// ```swift
/// import StateKitSCXML
/// import StateKitSCXMLECMAScript
///
/// let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
/// let machine = SCXMLMachine(try document.definition(dataModel: ECMAScriptDataModel()))
/// ```
///
/// JavaScriptCore is Apple's `JavaScriptCore` framework on Apple platforms, and WebKitGTK's
/// `libjavascriptcoregtk-4.1` on Linux (`apt-get install libjavascriptcoregtk-4.1-dev`).
public struct ECMAScriptDataModel: SCXMLDataModelLanguage {
  /// How long one evaluation (a `<script>`, an expression) may run before it is stopped and
  /// raises `error.execution`; `nil` for no limit.
  ///
  /// The limit uses JavaScriptCore's watchdog (`JSContextGroupSetExecutionTimeLimit`). Linux's
  /// library exports it; on Apple platforms it is a private interface, so this option is ignored
  /// there and a script that never ends blocks its session.
  public var timeLimit: Duration?

  /// Creates the data model.
  ///
  /// - Parameter timeLimit: How long one evaluation may run (default 1 second).
  public init(timeLimit: Duration? = .seconds(1)) {
    self.timeLimit = timeLimit
  }

  public var name: String { "ecmascript" }

  public func syntaxError(in source: String, as kind: SCXMLSourceKind) -> String? {
    let context = JavaScriptContext(timeLimit: nil)
    switch kind {
    case .expression, .location:
      return context.syntaxError(in: ECMAScriptSource.expressionScript(source))
    case .script: return context.syntaxError(in: source)
    }
  }

  public func makeDataModel(host: SCXMLDataModelHost) -> any SCXMLDataModelInstance {
    ECMAScriptDataModelInstance(host: host, timeLimit: timeLimit)
  }
}
