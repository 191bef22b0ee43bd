// JavaScript strings (JSStringRef.h).

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
