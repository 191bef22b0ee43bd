import StateKitSCXML

// watchOS has no JavaScriptCore: the module is empty there but for the unavailable
// ECMAScriptDataModel.
#if canImport(CJavaScriptCore) || canImport(JavaScriptCore)
  #if canImport(CJavaScriptCore)
    import CJavaScriptCore
  #else
    import JavaScriptCore
  #endif

  /// Plain data in and out of JavaScript.
  extension JavaScriptContext {
    /// How deep a value is read: deeper members (and cycles) read as `null`.
    static let maximumDepth = 64

    /// A value as JavaScript: objects and arrays are new, plain and mutable.
    func value(_ value: SCXMLValue) -> JSValueRef {
      switch value {
      case .undefined: return JSValueMakeUndefined(context)
      case .null: return JSValueMakeNull(context)
      case .bool(let bool): return JSValueMakeBoolean(context, bool)
      case .number(let number): return JSValueMakeNumber(context, number)
      case .string(let text): return string(text)
      case .array(let values):
        let elements: [JSValueRef?] = values.map { self.value($0) }
        return elements.withUnsafeBufferPointer { buffer in
          JSObjectMakeArray(context, buffer.count, buffer.baseAddress, nil)
        }
      case .object(let members):
        let object = JSObjectMake(context, nil, nil)!
        for (name, member) in members { set(name, self.value(member), on: object) }
        return object
      }
    }

    /// A JavaScript value as plain data: functions and other objects as their enumerable members.
    func plain(_ value: JSValueRef, depth: Int = 0) -> SCXMLValue {
      switch JSValueGetType(context, value) {
      case kJSTypeUndefined: return .undefined
      case kJSTypeNull: return .null
      case kJSTypeBoolean: return .bool(JSValueToBoolean(context, value))
      case kJSTypeNumber: return .number(JSValueToNumber(context, value, nil))
      case kJSTypeString: return .string(text(of: value) ?? "")
      case kJSTypeObject:
        guard depth < Self.maximumDepth, let object = JSValueToObject(context, value, nil) else {
          return .null
        }
        if JSValueIsArray(context, value) {
          let length = get("length", of: object).map { JSValueToNumber(context, $0, nil) } ?? 0
          return .array(
            (0..<Int(length)).map { index in
              plain(
                JSObjectGetPropertyAtIndex(context, object, UInt32(index), nil), depth: depth + 1)
            })
        }
        let names = JSObjectCopyPropertyNames(context, object)!
        defer { JSPropertyNameArrayRelease(names) }
        var members: [String: SCXMLValue] = [:]
        for index in 0..<JSPropertyNameArrayGetCount(names) {
          let name = JSPropertyNameArrayGetNameAtIndex(names, index)!
          if let member = JSObjectGetProperty(context, object, name, nil) {
            members[Self.swiftString(name)] = plain(member, depth: depth + 1)
          }
        }
        return .object(members)
      default:
        return .string(text(of: value) ?? "")
      }
    }
  }
#endif
