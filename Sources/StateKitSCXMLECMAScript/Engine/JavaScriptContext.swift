// watchOS has no JavaScriptCore: the module is empty there but for the unavailable
// ECMAScriptDataModel.
#if canImport(CJavaScriptCore) || canImport(JavaScriptCore)
  #if canImport(CJavaScriptCore)
    import CJavaScriptCore
  #else
    import JavaScriptCore
  #endif

  /// One JavaScriptCore global context, in its own context group, with the few calls the data model
  /// needs: evaluate, check syntax, read and write global properties, turn exceptions into messages.
  ///
  /// Not thread-safe, as JavaScriptCore's contexts are not: its owner uses it from one thread at a
  /// time (the session's lock).
  final class JavaScriptContext {
    let group: JSContextGroupRef
    let context: JSGlobalContextRef

    /// Creates a context.
    ///
    /// - Parameter timeLimit: How long one evaluation may run before it is stopped; `nil` for no
    ///   limit. Honoured on Linux only (JavaScriptCore's watchdog is SPI on Apple platforms).
    init(timeLimit: Duration?) {
      group = JSContextGroupCreate()
      context = JSGlobalContextCreateInGroup(group, nil)
      #if canImport(CJavaScriptCore)
        if let timeLimit {
          let (seconds, attoseconds) = timeLimit.components
          JSContextGroupSetExecutionTimeLimit(
            group, Double(seconds) + Double(attoseconds) / 1e18, nil, nil)
        }
      #endif
    }

    deinit {
      JSGlobalContextRelease(context)
      JSContextGroupRelease(group)
    }

    var global: JSObjectRef { JSContextGetGlobalObject(context) }

    /// Evaluates a script.
    ///
    /// - Returns: Its completion value.
    /// - Throws: The exception's message: an error thrown, a syntax error, the time limit.
    @discardableResult
    func evaluate(_ source: String) throws(JavaScriptError) -> JSValueRef {
      let script = JSStringCreateWithUTF8CString(source)
      defer { JSStringRelease(script) }
      var exception: JSValueRef?
      let result = JSEvaluateScript(context, script, nil, nil, 1, &exception)
      if let exception { throw JavaScriptError(message(of: exception)) }
      guard let result else { throw JavaScriptError("the script was stopped (time limit)") }
      return result
    }

    /// The syntax error in a script, if any, without running it.
    func syntaxError(in source: String) -> String? {
      let script = JSStringCreateWithUTF8CString(source)
      defer { JSStringRelease(script) }
      var exception: JSValueRef?
      if JSCheckScriptSyntax(context, script, nil, 1, &exception) { return nil }
      return exception.map(message(of:)) ?? "syntax error"
    }

    /// Calls a function with arguments.
    @discardableResult
    func call(
      _ function: JSObjectRef, _ arguments: [JSValueRef?]
    ) throws(JavaScriptError) -> JSValueRef {
      var exception: JSValueRef?
      let result = arguments.withUnsafeBufferPointer { buffer in
        JSObjectCallAsFunction(context, function, nil, buffer.count, buffer.baseAddress, &exception)
      }
      if let exception { throw JavaScriptError(message(of: exception)) }
      guard let result else { throw JavaScriptError("the script was stopped (time limit)") }
      return result
    }

    /// Sets a property of an object.
    func set(
      _ name: String, _ value: JSValueRef, on object: JSObjectRef? = nil,
      attributes: JSPropertyAttributes = JSPropertyAttributes(kJSPropertyAttributeNone)
    ) {
      let key = JSStringCreateWithUTF8CString(name)
      defer { JSStringRelease(key) }
      JSObjectSetProperty(context, object ?? global, key, value, attributes, nil)
    }

    /// Reads a property of an object.
    func get(_ name: String, of object: JSObjectRef) -> JSValueRef? {
      let key = JSStringCreateWithUTF8CString(name)
      defer { JSStringRelease(key) }
      return JSObjectGetProperty(context, object, key, nil)
    }

    /// A Swift string as a JavaScript string value.
    func string(_ text: String) -> JSValueRef {
      let value = JSStringCreateWithUTF8CString(text)
      defer { JSStringRelease(value) }
      return JSValueMakeString(context, value)
    }

    /// Any value as text (`String(value)` in JavaScript).
    func text(of value: JSValueRef) -> String? {
      guard let string = JSValueToStringCopy(context, value, nil) else { return nil }
      defer { JSStringRelease(string) }
      return Self.swiftString(string)
    }

    static func swiftString(_ string: JSStringRef) -> String {
      let size = JSStringGetMaximumUTF8CStringSize(string)
      var buffer = [CChar](repeating: 0, count: size)
      JSStringGetUTF8CString(string, &buffer, size)
      return String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The message of an exception: `Error: message` for error objects, the value's text otherwise.
    func message(of exception: JSValueRef) -> String {
      text(of: exception) ?? "an exception"
    }
  }

  /// An exception from JavaScript, as its message.
  struct JavaScriptError: Error {
    var message: String

    init(_ message: String) { self.message = message }
  }
#endif
