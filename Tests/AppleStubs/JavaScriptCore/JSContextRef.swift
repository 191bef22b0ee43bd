// Context groups and global contexts (JSContextRef.h).

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
