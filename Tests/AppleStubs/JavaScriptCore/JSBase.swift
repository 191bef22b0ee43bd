// The opaque references of the C API, and evaluating scripts (JSBase.h).
//
// Declared as Swift imports the C API from Apple's SDK: the references are `OpaquePointer`s,
// pointer parameters and results are implicitly unwrapped, and every function's result may be
// discarded (`@discardableResult`, as for every imported C function).
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's JavaScriptCore was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/javascriptcore/jscontextgroupref
public typealias JSContextGroupRef = OpaquePointer

// https://developer.apple.com/documentation/javascriptcore/jscontextref
public typealias JSContextRef = OpaquePointer

// unverified: documentation page not found for JSGlobalContextRef (JSGlobalContextRelease(_:)'s
// page links it); declared as the other references, an `OpaquePointer`, as Swift imports `typedef
// struct OpaqueJSContext* JSGlobalContextRef`.
public typealias JSGlobalContextRef = OpaquePointer

// https://developer.apple.com/documentation/javascriptcore/jsstringref
public typealias JSStringRef = OpaquePointer

// https://developer.apple.com/documentation/javascriptcore/jsclassref
public typealias JSClassRef = OpaquePointer

// https://developer.apple.com/documentation/javascriptcore/jspropertynamearrayref
public typealias JSPropertyNameArrayRef = OpaquePointer

// https://developer.apple.com/documentation/javascriptcore/jsvalueref
public typealias JSValueRef = OpaquePointer

// https://developer.apple.com/documentation/javascriptcore/jsobjectref
public typealias JSObjectRef = OpaquePointer

// https://developer.apple.com/documentation/javascriptcore/jsevaluatescript(_:_:_:_:_:_:)
@discardableResult
public func JSEvaluateScript(
  _ ctx: JSContextRef!, _ script: JSStringRef!, _ thisObject: JSObjectRef!,
  _ sourceURL: JSStringRef!, _ startingLineNumber: Int32,
  _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jscheckscriptsyntax(_:_:_:_:_:)
@discardableResult
public func JSCheckScriptSyntax(
  _ ctx: JSContextRef!, _ script: JSStringRef!, _ sourceURL: JSStringRef!,
  _ startingLineNumber: Int32, _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> Bool {
  fatalError("stub")
}
