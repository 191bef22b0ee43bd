// JavaScript values: their types, making and converting them, protecting them from the garbage
// collector (JSValueRef.h).
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's JavaScriptCore was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/javascriptcore/jstype
// Swift imports the C enum as a struct; its conformances are those of every imported C enum.
public struct JSType: Equatable, Hashable, RawRepresentable {
  // https://developer.apple.com/documentation/javascriptcore/jstype/rawvalue
  public var rawValue: UInt32

  // https://developer.apple.com/documentation/javascriptcore/jstype/init(_:) (unverified: page not
  // in the search's store; the JSType page lists it as `init(_:)`, "Creates a JavaScript type")
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/javascriptcore/jstype/init(rawvalue:)
  public init(rawValue: UInt32) { self.rawValue = rawValue }
}

// The constants below are listed on the JSType page; only kJSTypeObject's own page is in the
// search's store, and the others are declared as it is.

// https://developer.apple.com/documentation/javascriptcore/kjstypeundefined
public var kJSTypeUndefined: JSType { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/kjstypenull
public var kJSTypeNull: JSType { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/kjstypeboolean
public var kJSTypeBoolean: JSType { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/kjstypenumber
public var kJSTypeNumber: JSType { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/kjstypestring
public var kJSTypeString: JSType { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/kjstypeobject
public var kJSTypeObject: JSType { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/jsvaluegettype(_:_:)
@discardableResult
public func JSValueGetType(_ ctx: JSContextRef!, _ value: JSValueRef!) -> JSType {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvalueisarray(_:_:)
@discardableResult
public func JSValueIsArray(_ ctx: JSContextRef!, _ value: JSValueRef!) -> Bool {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluemakeundefined(_:)
@discardableResult
public func JSValueMakeUndefined(_ ctx: JSContextRef!) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluemakenull(_:)
@discardableResult
public func JSValueMakeNull(_ ctx: JSContextRef!) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluemakeboolean(_:_:)
@discardableResult
public func JSValueMakeBoolean(_ ctx: JSContextRef!, _ boolean: Bool) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluemakenumber(_:_:)
@discardableResult
public func JSValueMakeNumber(_ ctx: JSContextRef!, _ number: Double) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluemakestring(_:_:)
@discardableResult
public func JSValueMakeString(_ ctx: JSContextRef!, _ string: JSStringRef!) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluetoboolean(_:_:)
@discardableResult
public func JSValueToBoolean(_ ctx: JSContextRef!, _ value: JSValueRef!) -> Bool {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluetonumber(_:_:_:)
@discardableResult
public func JSValueToNumber(
  _ ctx: JSContextRef!, _ value: JSValueRef!, _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> Double {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluetostringcopy(_:_:_:)
@discardableResult
public func JSValueToStringCopy(
  _ ctx: JSContextRef!, _ value: JSValueRef!, _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> JSStringRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvaluetoobject(_:_:_:)
@discardableResult
public func JSValueToObject(
  _ ctx: JSContextRef!, _ value: JSValueRef!, _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> JSObjectRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvalueprotect(_:_:)
public func JSValueProtect(_ ctx: JSContextRef!, _ value: JSValueRef!) {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsvalueunprotect(_:_:)
public func JSValueUnprotect(_ ctx: JSContextRef!, _ value: JSValueRef!) {
  fatalError("stub")
}
