// JavaScript objects, their classes and properties (JSObjectRef.h).
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's JavaScriptCore was found in a public mirror (see README.md).

// unverified: documentation page not found for JSPropertyAttributes (JSObjectSetProperty's page
// links it); Swift imports `typedef unsigned JSPropertyAttributes` as `UInt32`.
public typealias JSPropertyAttributes = UInt32

// The constants below are listed on
// https://developer.apple.com/documentation/javascriptcore/jspropertyattribute. Swift imports the
// anonymous C enum's constants as `Int`s.

// https://developer.apple.com/documentation/javascriptcore/kjspropertyattributenone (unverified:
// page not in the search's store; declared as its neighbours below)
public var kJSPropertyAttributeNone: Int { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/kjspropertyattributereadonly
public var kJSPropertyAttributeReadOnly: Int { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/kjspropertyattributedontdelete
public var kJSPropertyAttributeDontDelete: Int { fatalError("stub") }

// https://developer.apple.com/documentation/javascriptcore/jsobjectcallasfunctioncallback
// The page shows the function type without its `@convention(c)`, which Swift gives every
// imported C function pointer type.
public typealias JSObjectCallAsFunctionCallback =
  @convention(c) (
    JSContextRef?, JSObjectRef?, JSObjectRef?, Int, UnsafePointer<JSValueRef?>?,
    UnsafeMutablePointer<JSValueRef?>?
  ) -> JSValueRef?

// https://developer.apple.com/documentation/javascriptcore/jsclassdefinition
// Only the fields our code sets; an imported C struct's fields are stored properties.
public struct JSClassDefinition {
  // https://developer.apple.com/documentation/javascriptcore/jsclassdefinition/classname
  public var className: UnsafePointer<CChar>!

  // https://developer.apple.com/documentation/javascriptcore/jsclassdefinition/callasfunction
  public var callAsFunction: JSObjectCallAsFunctionCallback!

  // unverified: documentation page not found for `init()`, the zero initializer Swift gives every
  // imported C struct
  // (https://developer.apple.com/library/archive/releasenotes/General/APIDiffsMacOSX10_10_3/modules/JavaScriptCore.html
  // lists `JSClassDefinition.init()`).
  public init() {}
}

// https://developer.apple.com/documentation/javascriptcore/kjsclassdefinitionempty
// `nonisolated(unsafe)`: a constant imported from C is not checked for Sendable, as a Swift
// global `let` of a non-Sendable type is.
nonisolated(unsafe) public let kJSClassDefinitionEmpty = JSClassDefinition()

// https://developer.apple.com/documentation/javascriptcore/jsclasscreate(_:)
@discardableResult
public func JSClassCreate(_ definition: UnsafePointer<JSClassDefinition>!) -> JSClassRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsobjectmake(_:_:_:)
@discardableResult
public func JSObjectMake(
  _ ctx: JSContextRef!, _ jsClass: JSClassRef!, _ data: UnsafeMutableRawPointer!
) -> JSObjectRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsobjectmakearray(_:_:_:_:)
@discardableResult
public func JSObjectMakeArray(
  _ ctx: JSContextRef!, _ argumentCount: Int, _ arguments: UnsafePointer<JSValueRef?>!,
  _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> JSObjectRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsobjectgetprivate(_:)
@discardableResult
public func JSObjectGetPrivate(_ object: JSObjectRef!) -> UnsafeMutableRawPointer! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsobjectcallasfunction(_:_:_:_:_:_:)
// (unverified: page not in the search's store; JSObjectRef's page links it as "Calls an object as a
// function"). Declared as Swift imports its C declaration, like its neighbours.
@discardableResult
public func JSObjectCallAsFunction(
  _ ctx: JSContextRef!, _ object: JSObjectRef!, _ thisObject: JSObjectRef!,
  _ argumentCount: Int, _ arguments: UnsafePointer<JSValueRef?>!,
  _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsobjectgetproperty(_:_:_:_:)
@discardableResult
public func JSObjectGetProperty(
  _ ctx: JSContextRef!, _ object: JSObjectRef!, _ propertyName: JSStringRef!,
  _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsobjectgetpropertyatindex(_:_:_:_:)
@discardableResult
public func JSObjectGetPropertyAtIndex(
  _ ctx: JSContextRef!, _ object: JSObjectRef!, _ propertyIndex: UInt32,
  _ exception: UnsafeMutablePointer<JSValueRef?>!
) -> JSValueRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsobjectsetproperty(_:_:_:_:_:_:)
public func JSObjectSetProperty(
  _ ctx: JSContextRef!, _ object: JSObjectRef!, _ propertyName: JSStringRef!,
  _ value: JSValueRef!, _ attributes: JSPropertyAttributes,
  _ exception: UnsafeMutablePointer<JSValueRef?>!
) {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsobjectcopypropertynames(_:_:)
@discardableResult
public func JSObjectCopyPropertyNames(
  _ ctx: JSContextRef!, _ object: JSObjectRef!
) -> JSPropertyNameArrayRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jspropertynamearraygetcount(_:)
@discardableResult
public func JSPropertyNameArrayGetCount(_ array: JSPropertyNameArrayRef!) -> Int {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jspropertynamearraygetnameatindex(_:_:)
@discardableResult
public func JSPropertyNameArrayGetNameAtIndex(
  _ array: JSPropertyNameArrayRef!, _ index: Int
) -> JSStringRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jspropertynamearrayrelease(_:)
public func JSPropertyNameArrayRelease(_ array: JSPropertyNameArrayRef!) {
  fatalError("stub")
}
