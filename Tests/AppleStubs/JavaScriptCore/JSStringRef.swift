// JavaScript strings (JSStringRef.h).
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's JavaScriptCore was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/javascriptcore/jsstringcreatewithutf8cstring(_:)
@discardableResult
public func JSStringCreateWithUTF8CString(_ string: UnsafePointer<CChar>!) -> JSStringRef! {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsstringrelease(_:)
public func JSStringRelease(_ string: JSStringRef!) {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsstringgetmaximumutf8cstringsize(_:)
@discardableResult
public func JSStringGetMaximumUTF8CStringSize(_ string: JSStringRef!) -> Int {
  fatalError("stub")
}

// https://developer.apple.com/documentation/javascriptcore/jsstringgetutf8cstring(_:_:_:)
@discardableResult
public func JSStringGetUTF8CString(
  _ string: JSStringRef!, _ buffer: UnsafeMutablePointer<CChar>!, _ bufferSize: Int
) -> Int {
  fatalError("stub")
}
