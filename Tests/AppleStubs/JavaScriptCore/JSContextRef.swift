// Context groups and global contexts (JSContextRef.h).
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's JavaScriptCore was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/javascriptcore/jscontextgroupcreate()
@discardableResult
public func JSContextGroupCreate() -> JSContextGroupRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jscontextgrouprelease(_:)
public func JSContextGroupRelease(_ group: JSContextGroupRef!) {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsglobalcontextcreateingroup(_:_:)
@discardableResult
public func JSGlobalContextCreateInGroup(
  _ group: JSContextGroupRef!, _ globalObjectClass: JSClassRef!
) -> JSGlobalContextRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsglobalcontextrelease(_:)
public func JSGlobalContextRelease(_ ctx: JSGlobalContextRef!) {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jscontextgetglobalobject(_:)
@discardableResult
public func JSContextGetGlobalObject(_ ctx: JSContextRef!) -> JSObjectRef! {
  fatalError("stub")
}
