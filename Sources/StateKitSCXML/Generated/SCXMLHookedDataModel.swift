/// A data model that runs some of a document's conditions and scripts as Swift closures and
/// leaves the rest to another data model.
///
/// Code that `statekit generate` writes uses it when the app supplies a condition or a script in
/// Swift (the `--hook` option): each hook is keyed by the exact text of the `cond` attribute or
/// of the `<script>` element it replaces, so every occurrence of that text runs the hook. The
/// other expressions, `<data>`, `<assign>` and `_event` go to ``base`` unchanged, so a document
/// with no hooks behaves exactly as it does with ``base`` alone.
///
/// ```swift
/// let language = SCXMLHookedDataModel(
///   base: ECMAScriptDataModel(),
///   conditions: ["isValid(card)": { context in try context.evaluate("card.number") != .undefined }])
/// ```
///
/// A hook that throws raises `error.execution`, as a failing expression does.
public struct SCXMLHookedDataModel: SCXMLDataModelLanguage {
  /// A condition written in Swift: whether the transition is enabled.
  public typealias Condition =
    @Sendable (borrowing SCXMLHookContext) throws(SCXMLExecutionError) -> Bool
  /// A script written in Swift: it runs where the `<script>` element stands.
  public typealias Script =
    @Sendable (borrowing SCXMLHookContext) throws(SCXMLExecutionError) ->
    Void

  /// The data model of everything that is not a hook.
  public var base: any SCXMLDataModelLanguage
  /// The conditions run in Swift, by the text of their `cond` attribute.
  public var conditions: [String: Condition]
  /// The scripts run in Swift, by the text of their `<script>` element.
  public var scripts: [String: Script]

  /// Creates a data model with hooks.
  ///
  /// - Parameters:
  ///   - base: The data model of everything else (`ECMAScriptDataModel()` for a document with
  ///     `datamodel="ecmascript"`).
  ///   - conditions: Conditions in Swift, by the text of their `cond` attribute.
  ///   - scripts: Scripts in Swift, by the text of their `<script>` element.
  public init(
    base: any SCXMLDataModelLanguage, conditions: [String: Condition] = [:],
    scripts: [String: Script] = [:]
  ) {
    self.base = base
    self.conditions = conditions
    self.scripts = scripts
  }

  /// The name of ``base``: the document's `datamodel` attribute must name it.
  public var name: String { base.name }

  /// No syntax error for a hooked text (it is never parsed); ``base``'s verdict otherwise.
  ///
  /// - Parameters:
  ///   - source: An expression, location or script.
  ///   - kind: What it is.
  /// - Returns: A description of the error, or `nil` when it parses.
  public func syntaxError(in source: String, as kind: SCXMLSourceKind) -> String? {
    switch kind {
    case .expression where conditions[source] != nil: nil
    case .script where scripts[source] != nil: nil
    default: base.syntaxError(in: source, as: kind)
    }
  }

  /// One session's data: ``base``'s, with the hooks in front of it.
  ///
  /// - Parameter host: The session.
  /// - Returns: The session's data model.
  public func makeDataModel(host: SCXMLDataModelHost) -> any SCXMLDataModelInstance {
    Instance(
      base: base.makeDataModel(host: host), host: host, conditions: conditions, scripts: scripts)
  }

  final class Instance: SCXMLDataModelInstance {
    let base: any SCXMLDataModelInstance
    let host: SCXMLDataModelHost
    let conditions: [String: Condition]
    let scripts: [String: Script]
    var event: SCXMLEvent?

    init(
      base: any SCXMLDataModelInstance, host: SCXMLDataModelHost,
      conditions: [String: Condition], scripts: [String: Script]
    ) {
      self.base = base
      self.host = host
      self.conditions = conditions
      self.scripts = scripts
    }

    var context: SCXMLHookContext { SCXMLHookContext(event: event, data: base, host: host) }

    func declare(_ id: String) throws(SCXMLExecutionError) { try base.declare(id) }
    func initialize(_ id: String, expression: String) throws(SCXMLExecutionError) {
      try base.initialize(id, expression: expression)
    }
    func initialize(_ id: String, value: SCXMLValue) { base.initialize(id, value: value) }
    func evaluate(_ expression: String) throws(SCXMLExecutionError) -> SCXMLValue {
      try base.evaluate(expression)
    }
    func condition(_ expression: String) throws(SCXMLExecutionError) -> Bool {
      guard let hook = conditions[expression] else { return try base.condition(expression) }
      return try hook(context)
    }
    func assign(_ location: String, expression: String) throws(SCXMLExecutionError) {
      try base.assign(location, expression: expression)
    }
    func assign(_ location: String, value: SCXMLValue) throws(SCXMLExecutionError) {
      try base.assign(location, value: value)
    }
    func run(script: String) throws(SCXMLExecutionError) {
      guard let hook = scripts[script] else { return try base.run(script: script) }
      try hook(context)
    }
    func forEach(
      _ array: String, item: String, index: String?,
      body: () throws(SCXMLExecutionError) -> Void
    ) throws(SCXMLExecutionError) {
      try base.forEach(array, item: item, index: index, body: body)
    }
    func setEvent(_ event: SCXMLEvent?) {
      self.event = event
      base.setEvent(event)
    }
  }
}

/// What a hook of ``SCXMLHookedDataModel`` sees: the event being processed, the session's data
/// and its active states.
///
/// It is valid only while the hook runs.
public struct SCXMLHookContext: ~Copyable {
  /// The event being processed (`_event`), or `nil` before the first one.
  public let event: SCXMLEvent?
  let data: any SCXMLDataModelInstance
  let host: SCXMLDataModelHost

  /// Evaluates an expression of the document's data model (`"cart.total"`).
  ///
  /// - Parameter expression: An expression.
  /// - Returns: Its value.
  /// - Throws: ``SCXMLExecutionError`` when it fails; thrown from a hook, it raises
  ///   `error.execution`.
  public func evaluate(_ expression: String) throws(SCXMLExecutionError) -> SCXMLValue {
    try data.evaluate(expression)
  }

  /// Assigns a value to a location of the data model (`"cart.total"`).
  ///
  /// - Parameters:
  ///   - location: A location expression.
  ///   - value: The value.
  /// - Throws: ``SCXMLExecutionError`` when the location cannot be assigned.
  public func assign(_ location: String, value: SCXMLValue) throws(SCXMLExecutionError) {
    try data.assign(location, value: value)
  }

  /// Whether a state is active: SCXML's `In(id)`.
  ///
  /// - Parameter id: A state's id.
  /// - Returns: Whether it is in the configuration.
  public func isActive(_ id: String) -> Bool { host.isActive(id) }
}
