import Foundation
import StateKit

/// The data model side of one ``SCXMLSession``: its data model instance and what the session's
/// executable content leaves for the engine and the runtime.
///
/// The engine calls into it from its guards and actions (inside a step) and the runtime from
/// the actions it runs after the step (to deliver sends). Everything is behind one recursive lock:
/// a data model calls back into the session (`In()`) while it evaluates, on the same thread.
///
/// `@unchecked Sendable`: every stored property is read and written only with `lock` held, and
/// the data model instance (not thread-safe, a JavaScript context) is only used under it.
final class SCXMLSessionData: @unchecked Sendable {
  /// A `<send>` evaluated during a step, to deliver after it.
  struct Outgoing {
    enum Target {
      /// This session's external queue.
      case external
      /// Another session.
      case remote(SCXMLProgram.RemoteTarget)
    }

    var event: EventName
    var target: Target
    var delay: Duration?
    var id: String?
  }

  /// The event `_event` was last set for: its name and, by identity, its payload. The key holds
  /// the payload, so that its identity cannot be taken by a later event's payload allocated at
  /// the same address while `_event` still describes this one.
  private struct EventKey: Equatable {
    var name: String
    var payload: (any AnyObject & Sendable)?

    static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.payload === b.payload }
  }

  let lock = NSRecursiveLock()
  let sessionID: String
  let program: SCXMLProgram
  private var instance: (any SCXMLDataModelInstance)?
  private var raised: [EventName] = []
  private var outbox: [Outgoing] = []
  private var active: Set<String> = []
  private var lateBound: Set<String> = []
  private var currentEvent: EventKey?
  private var doneData: [String: SCXMLValue] = [:]
  private var sendSerial = 0

  /// The data of the top-level final state the session ended in (`done.invoke` data).
  private(set) var finalDoneData: SCXMLValue = .undefined

  init(sessionID: String, program: SCXMLProgram) {
    self.sessionID = sessionID
    self.program = program
  }

  /// The location of this session for the SCXML I/O processor.
  var location: String { SCXMLSession.sessionTargetPrefix + sessionID }

  /// Creates the data model and initializes it: every `<data>` declared, the top-level ones (all
  /// of them with early binding) given their values, the top-level `<script>`s run in document
  /// order (one that fails raises `error.execution`, and the next still runs: each is a script
  /// of its own).
  func start(_ language: any SCXMLDataModelLanguage, invokeParameters: [String: SCXMLValue]) {
    let host = SCXMLDataModelHost(
      sessionID: sessionID, name: program.documentName,
      ioProcessors: [SCXMLProgram.scxmlProcessorType: location, "scxml": location],
      isActive: { [weak self] id in self?.isActive(id) ?? false })
    lock.withLock {
      let instance = language.makeDataModel(host: host)
      self.instance = instance
      for data in program.allData {
        attempt { () throws(SCXMLExecutionError) in try instance.declare(data.id) }
      }
      for data in program.topLevelData { bind(data, in: instance, parameters: invokeParameters) }
      if program.binding == .early {
        for (_, list) in program.stateData {
          for data in list { bind(data, in: instance, parameters: [:]) }
        }
      }
      for script in program.topLevelScripts {
        attempt { () throws(SCXMLExecutionError) in
          try instance.run(script: try self.text(of: script))
        }
      }
    }
  }

  private func bind(
    _ data: SCXMLData, in instance: any SCXMLDataModelInstance, parameters: [String: SCXMLValue]
  ) {
    if let value = parameters[data.id] {
      instance.initialize(data.id, value: value)
      return
    }
    if let source = data.source {
      let text: String
      do {
        text = try program.resources.text(source, relativeTo: program.baseURL)
      } catch {
        raiseError("error.execution", message: "<data id=\"\(data.id)\">: \(error)")
        return
      }
      Self.initialize(data.id, content: text, in: instance)
      return
    }
    if let expression = data.expression {
      attempt { () throws(SCXMLExecutionError) in
        try instance.initialize(data.id, expression: expression)
      }
      return
    }
    switch data.inlineValue {
    case .text(let text)?, .expression(let text)?:
      Self.initialize(data.id, content: text, in: instance)
    case .markup(let text)?: instance.initialize(data.id, value: .string(text))
    case .document?, nil: break
    }
  }

  /// The program of a `<script>`: its text, or the text of the file its `src` names, which the
  /// conversion read when the document loaded (`DefinitionBuilder.loadScript`).
  func text(of script: SCXMLScript) throws(SCXMLExecutionError) -> String {
    guard let source = script.source else { return script.text }
    guard let text = program.scriptSources[source] else {
      throw SCXMLExecutionError("<script src=\"\(source)\"> was not read when the document loaded")
    }
    return text
  }

  /// Inline content as a value: the value of the text as an expression (JSON, a number), or else
  /// the text itself, with its whitespace normalized.
  static func contentValue(_ text: String, in instance: any SCXMLDataModelInstance) -> SCXMLValue {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .undefined }
    if let value = try? instance.evaluate("(" + trimmed + "\n)") { return value }
    return .string(trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " "))
  }

  /// Gives a variable the value of inline content (or a `<data src>` file): the content as an
  /// expression, kept in the data model as it evaluates (a function stays a function, which
  /// plain data could not carry), or else the text with its whitespace normalized.
  private static func initialize(
    _ id: String, content text: String, in instance: any SCXMLDataModelInstance
  ) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return }
    do {
      try instance.initialize(id, expression: "(" + trimmed + "\n)")
    } catch {
      let value = contentValue(text, in: instance)
      if value != .undefined { instance.initialize(id, value: value) }
    }
  }

  // MARK: Running content (under the lock)

  /// Runs `body` with the data model, `_event` set for `event`, under the lock.
  func with<T>(
    _ event: EventName?, _ body: (any SCXMLDataModelInstance) -> T
  ) -> T? {
    lock.withLock {
      guard let instance else { return nil }
      prepare(event, instance)
      return body(instance)
    }
  }

  /// Runs a throwing evaluation; a failure raises `error.execution`.
  ///
  /// - Returns: Whether it succeeded.
  @discardableResult
  func attempt(_ body: () throws(SCXMLExecutionError) -> Void) -> Bool {
    do {
      try body()
      return true
    } catch {
      raiseError("error.execution", message: error.message)
      return false
    }
  }

  func raiseError(
    _ name: String, message: String, sendID: String? = nil, element: String? = nil,
    location: SCXMLSourceLocation? = nil
  ) {
    let data = Self.errorData(message, element: element, location: location)
    let event = SCXMLEvent(name: name, type: .platform, sendID: sendID, data: data)
    lock.withLock { raised.append(EventName(name, payload: SCXMLEventPayload(event))) }
  }

  /// The data of an error event: `message` (also as `reason`), and where it happened when known:
  /// `tagname`, `line`, `column` (the element's place in the document).
  static func errorData(
    _ message: String, element: String?, location: SCXMLSourceLocation?
  ) -> SCXMLValue {
    var members: [String: SCXMLValue] = ["message": .string(message), "reason": .string(message)]
    if let element { members["tagname"] = .string(element) }
    if let location {
      members["line"] = .number(Double(location.line))
      members["column"] = .number(Double(location.column))
    }
    return .object(members)
  }

  func raise(_ event: EventName) { lock.withLock { raised.append(event) } }

  func post(_ outgoing: Outgoing) { lock.withLock { outbox.append(outgoing) } }

  /// Takes the events raised since the engine last asked (`MachineDefinition.contextEvents`).
  func takeRaised() -> [EventName] {
    lock.withLock {
      defer { raised.removeAll() }
      return raised
    }
  }

  /// The `<finalize>` content of each running invocation, by invoke id.
  private var finalizers: [String: [SCXMLExecutableContent]] = [:]

  func setFinalize(_ content: [SCXMLExecutableContent], for invokeID: String) {
    lock.withLock { finalizers[invokeID] = content }
  }

  func finalize(for invokeID: String) -> [SCXMLExecutableContent]? {
    lock.withLock { finalizers[invokeID] }
  }

  /// `<cancel>` of a delayed send evaluated in this same step, not yet scheduled. A simulation's
  /// session also keeps the id, for the delayed sends its simulator holds.
  func cancelPending(_ id: String) {
    lock.withLock {
      outbox.removeAll { $0.id == id && $0.delay != nil }
      cancelled?.append(id)
    }
  }

  /// The ids of the `<cancel>`s run since the last call; `nil` unless the session is a
  /// simulation's (``SCXMLSession/simulation(of:invokeID:parent:parameters:depth:log:)``), which keeps them.
  private var cancelled: [String]?

  /// Makes the session keep the ids its `<cancel>`s name (a simulation's session).
  func keepCancels() { lock.withLock { cancelled = [] } }

  /// Takes the ids the `<cancel>`s named since the last call.
  func takeCancelled() -> [String] {
    lock.withLock {
      defer { if cancelled != nil { cancelled = [] } }
      return cancelled ?? []
    }
  }

  /// Takes the sends to deliver now that the step is over.
  func takeOutbox() -> [Outgoing] {
    lock.withLock {
      defer { outbox.removeAll() }
      return outbox
    }
  }

  /// A new send id (`<send idlocation>`, or for a send without id that must be cancellable).
  func nextSendID() -> String {
    lock.withLock {
      sendSerial += 1
      return "send.\(sessionID).\(sendSerial)"
    }
  }

  // MARK: Configuration and event bookkeeping

  func entered(_ state: String) {
    lock.withLock {
      active.insert(state)
      guard program.binding == .late, !lateBound.contains(state), let instance else { return }
      lateBound.insert(state)
      for data in program.stateData[state] ?? [] { bind(data, in: instance, parameters: [:]) }
    }
  }

  func exited(_ state: String) { lock.withLock { _ = active.remove(state) } }

  func isActive(_ state: String) -> Bool { lock.withLock { active.contains(state) } }

  /// Stores the `<donedata>` of a final state entered in `parent` (`nil`: the document).
  func setDoneData(_ value: SCXMLValue, parent: String?) {
    lock.withLock {
      if let parent { doneData[parent] = value } else { finalDoneData = value }
    }
  }

  private func prepare(_ event: EventName?, _ instance: any SCXMLDataModelInstance) {
    let key = event.map { EventKey(name: $0.rawValue, payload: $0.payload) }
    guard key != currentEvent else { return }
    currentEvent = key
    instance.setEvent(event.map(scxmlEvent))
  }

  private func scxmlEvent(_ event: EventName) -> SCXMLEvent {
    if let payload = event.payload as? SCXMLEventPayload { return payload.event }
    let prefix = "done.state."
    if event.rawValue.hasPrefix(prefix) {
      let state = String(event.rawValue.dropFirst(prefix.count))
      return SCXMLEvent(name: event.rawValue, type: .internal, data: doneData[state] ?? .undefined)
    }
    return SCXMLEvent(name: event.rawValue, type: .internal)
  }
}

// MARK: Persistence

extension SCXMLSessionData {
  /// The values of the document's `<data>` (undefined ones left out), and the states whose
  /// data late binding has initialized.
  func persistedVariables() -> (variables: [String: SCXMLValue], boundStates: [String]) {
    lock.withLock {
      var variables: [String: SCXMLValue] = [:]
      guard let instance else { return ([:], []) }
      for data in program.allData {
        guard let value = try? instance.evaluate(data.id), value != .undefined else { continue }
        variables[data.id] = value
      }
      return (variables, lateBound.sorted())
    }
  }

  /// Gives a freshly started data model the values of a saved session, and the active states
  /// `In()` answers for. What starting raised is dropped: the saved session had its own start.
  func restore(_ values: SCXMLSessionValues, active states: [String]) {
    lock.withLock {
      raised.removeAll()
      outbox.removeAll()
      active = Set(states)
      lateBound = Set(values.boundStates)
      guard let instance else { return }
      for data in program.allData {
        _ = attempt { () throws(SCXMLExecutionError) in
          try instance.assign(data.id, value: values.variables[data.id] ?? .undefined)
        }
      }
      raised.removeAll()
    }
  }
}
