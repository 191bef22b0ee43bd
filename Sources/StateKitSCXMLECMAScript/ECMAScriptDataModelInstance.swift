import StateKitSCXML

// watchOS has no JavaScriptCore: the module is empty there but for the unavailable
// ECMAScriptDataModel.
#if canImport(CJavaScriptCore) || canImport(JavaScriptCore)
  #if canImport(CJavaScriptCore)
    import CJavaScriptCore
  #else
    import JavaScriptCore
  #endif

  /// The data of one session in one JavaScript context.
  ///
  /// Data are global variables. `_event` is a read-only accessor over a frozen object that the
  /// session replaces for each event; the other system variables are read-only, non-deletable
  /// globals. Assignments run in strict mode, so that assigning an undeclared or read-only location
  /// throws (and raises `error.execution`) instead of creating a global or doing nothing.
  final class ECMAScriptDataModelInstance: SCXMLDataModelInstance {
    private let js: JavaScriptContext
    private let host: InStateHost
    /// The function that replaces `_event`'s value (protected from the collector).
    private let setEventFunction: JSObjectRef

    init(host: SCXMLDataModelHost, timeLimit: Duration?) {
      js = JavaScriptContext(timeLimit: timeLimit)
      self.host = InStateHost(host.isActive)
      let processors = host.ioProcessors.mapValues { SCXMLValue.object(["location": .string($0)]) }
      js.set("__statekitProcessors", js.value(.object(processors)))
      let bootstrap = """
        (function (global, sessionID, name) {
          "use strict";
          var event;
          function constant(key, value) {
            Object.defineProperty(global, key, { value: value, writable: false, enumerable: true,
              configurable: false });
          }
          constant("_sessionid", sessionID);
          constant("_name", name);
          var processors = global.__statekitProcessors;
          delete global.__statekitProcessors;
          Object.keys(processors).forEach(function (key) { Object.freeze(processors[key]); });
          constant("_ioprocessors", Object.freeze(processors));
          Object.defineProperty(global, "_event", { get: function () { return event; },
            enumerable: true, configurable: false });
          return function (value) {
            event = value === undefined ? undefined : Object.freeze(value);
          };
        })(this, \(ECMAScriptSource.stringLiteral(host.sessionID)), \(ECMAScriptSource.stringLiteral(host.name)))
        """
      // The bootstrap is ours and runs before any document code: it cannot fail.
      let function = try! js.evaluate(bootstrap)
      setEventFunction = JSValueToObject(js.context, function, nil)!
      JSValueProtect(js.context, setEventFunction)
      js.set(
        "In", self.host.function(in: js.context),
        attributes: JSPropertyAttributes(
          kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontDelete))
    }

    deinit {
      JSValueUnprotect(js.context, setEventFunction)
    }

    func declare(_ id: String) throws(SCXMLExecutionError) {
      try run { () throws(JavaScriptError) in try js.evaluate("var \(id);") }
    }

    func initialize(_ id: String, expression: String) throws(SCXMLExecutionError) {
      let value = try run { () throws(JavaScriptError) in
        try js.evaluate(ECMAScriptSource.expressionScript(expression))
      }
      try run { () throws(JavaScriptError) in try assignValue(id, value) }
    }

    func initialize(_ id: String, value: SCXMLValue) {
      js.set(id, js.value(value))
    }

    func evaluate(_ expression: String) throws(SCXMLExecutionError) -> SCXMLValue {
      js.plain(
        try run { () throws(JavaScriptError) in
          try js.evaluate(ECMAScriptSource.expressionScript(expression))
        })
    }

    func condition(_ expression: String) throws(SCXMLExecutionError) -> Bool {
      let value = try run { () throws(JavaScriptError) in
        try js.evaluate(ECMAScriptSource.expressionScript(expression))
      }
      return JSValueToBoolean(js.context, value)
    }

    func assign(_ location: String, expression: String) throws(SCXMLExecutionError) {
      let value = try run { () throws(JavaScriptError) in
        try js.evaluate(ECMAScriptSource.expressionScript(expression))
      }
      try run { () throws(JavaScriptError) in try assignValue(location, value) }
    }

    func assign(_ location: String, value: SCXMLValue) throws(SCXMLExecutionError) {
      try run { () throws(JavaScriptError) in try assignValue(location, js.value(value)) }
    }

    func run(script: String) throws(SCXMLExecutionError) {
      try run { () throws(JavaScriptError) in try js.evaluate(script) }
    }

    func forEach(
      _ array: String, item: String, index: String?,
      body: () throws(SCXMLExecutionError) -> Void
    ) throws(SCXMLExecutionError) {
      let collection = try run { () throws(JavaScriptError) in
        try js.evaluate(ECMAScriptSource.expressionScript(array))
      }
      guard JSValueIsArray(js.context, collection),
        let object = JSValueToObject(js.context, collection, nil)
      else {
        throw SCXMLExecutionError("<foreach> array \"\(array)\" is not an array")
      }
      for name in [item] + (index.map { [$0] } ?? []) where !Self.isIdentifier(name, in: js) {
        throw SCXMLExecutionError("<foreach> \"\(name)\" is not a variable name")
      }
      // A shallow copy: what the body does to the array does not change the iteration.
      let count = Int(
        js.get("length", of: object).map { JSValueToNumber(js.context, $0, nil) } ?? 0)
      var members: [JSValueRef] = []
      for position in 0..<count {
        let member = JSObjectGetPropertyAtIndex(js.context, object, UInt32(position), nil)!
        JSValueProtect(js.context, member)
        members.append(member)
      }
      defer { for member in members { JSValueUnprotect(js.context, member) } }
      for (position, member) in members.enumerated() {
        js.set(item, member)
        if let index { js.set(index, JSValueMakeNumber(js.context, Double(position))) }
        try body()
      }
    }

    func setEvent(_ event: SCXMLEvent?) {
      var value = JSValueMakeUndefined(js.context)!
      if let event {
        var members: [String: SCXMLValue] = [
          "name": .string(event.name), "type": .string(event.type.rawValue),
          "sendid": event.sendID.map { .string($0) } ?? .undefined,
          "origin": event.origin.map { .string($0) } ?? .undefined,
          "origintype": event.originType.map { .string($0) } ?? .undefined,
          "invokeid": event.invokeID.map { .string($0) } ?? .undefined,
        ]
        members["data"] = .undefined
        let object = js.value(.object(members))
        js.set("data", js.value(event.data), on: JSValueToObject(js.context, object, nil))
        value = object
      }
      _ = try? js.call(setEventFunction, [value])
    }

    // MARK: Helpers

    /// Stores a value at a location, in strict mode.
    private func assignValue(_ location: String, _ value: JSValueRef) throws(JavaScriptError) {
      let setter = try js.evaluate("(function (value) { \"use strict\"; \(location) = value; })")
      guard let function = JSValueToObject(js.context, setter, nil) else {
        throw JavaScriptError("\(location) is not a location")
      }
      try js.call(function, [value])
    }

    @discardableResult
    private func run<T>(
      _ body: () throws(JavaScriptError) -> T
    ) throws(SCXMLExecutionError) -> T {
      do {
        return try body()
      } catch {
        throw SCXMLExecutionError(error.message)
      }
    }

    private static func isIdentifier(_ name: String, in js: JavaScriptContext) -> Bool {
      guard let first = name.unicodeScalars.first,
        first == "_" || first == "$" || first.properties.isAlphabetic
      else { return false }
      return js.syntaxError(in: "var \(name);") == nil
    }
  }
#endif
