// watchOS has no JavaScriptCore: the module is empty there but for the unavailable
// ECMAScriptDataModel.
#if canImport(CJavaScriptCore) || canImport(JavaScriptCore)
  #if canImport(CJavaScriptCore)
    import CJavaScriptCore
  #else
    import JavaScriptCore
  #endif

  /// SCXML's `In(id)` as a JavaScript function that asks the session.
  ///
  /// The function is an object of a JavaScriptCore class whose private data points to this host;
  /// the data model instance keeps the host alive as long as its context.
  final class InStateHost {
    let isActive: @Sendable (String) -> Bool

    init(_ isActive: @escaping @Sendable (String) -> Bool) {
      self.isActive = isActive
    }

    /// The class of `In` functions. `nonisolated(unsafe)`: a JavaScriptCore class is immutable once
    /// created and may be used from any thread; the lazy initialization of a static is atomic.
    nonisolated(unsafe) private static let functionClass: JSClassRef = {
      var definition = kJSClassDefinitionEmpty
      definition.className = nil
      definition.callAsFunction = { context, function, _, count, arguments, _ in
        guard let context, let function, count >= 1, let arguments, let argument = arguments[0],
          let pointer = JSObjectGetPrivate(function)
        else { return JSValueMakeBoolean(context, false) }
        let host = Unmanaged<InStateHost>.fromOpaque(pointer).takeUnretainedValue()
        guard let string = JSValueToStringCopy(context, argument, nil) else {
          return JSValueMakeBoolean(context, false)
        }
        defer { JSStringRelease(string) }
        return JSValueMakeBoolean(context, host.isActive(JavaScriptContext.swiftString(string)))
      }
      return JSClassCreate(&definition)
    }()

    /// The `In` function for a context.
    func function(in context: JSContextRef) -> JSObjectRef {
      JSObjectMake(context, Self.functionClass, Unmanaged.passUnretained(self).toOpaque())
    }
  }
#endif
