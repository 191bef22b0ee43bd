import Foundation
import StateKitSCXML

/// Checks the syntax of ECMAScript with JavaScriptCore, loaded when the tool runs: Apple's
/// framework, or WebKitGTK's library on Linux.
///
/// The tool does not link JavaScriptCore, so that it builds on a machine without it (a new
/// Linux machine has no WebKitGTK). Where the library cannot be loaded, ``load(from:)`` returns
/// `nil`, and the tool generates code without checking expressions.
struct JavaScriptCoreSyntax: SCXMLDataModelLanguage {
  // The C functions of JavaScriptCore's public API (JSBase.h, JSContextRef.h, JSStringRef.h,
  // JSValueRef.h) that a syntax check needs, with the signatures those headers declare. Every
  // `...Ref` is an opaque pointer there.
  private typealias ContextCreate = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias ContextRelease = @convention(c) (OpaquePointer?) -> Void
  private typealias StringCreate = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias StringRelease = @convention(c) (OpaquePointer?) -> Void
  private typealias CheckSyntax =
    @convention(c) (
      OpaquePointer?, OpaquePointer?, OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?
    ) -> Bool
  private typealias ValueToString =
    @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) ->
    OpaquePointer?
  private typealias StringMaximumSize = @convention(c) (OpaquePointer?) -> Int
  private typealias StringGetUTF8 =
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<CChar>?, Int) -> Int

  private let contextCreate: ContextCreate
  private let contextRelease: ContextRelease
  private let stringCreate: StringCreate
  private let stringRelease: StringRelease
  private let checkSyntax: CheckSyntax
  private let valueToString: ValueToString
  private let stringMaximumSize: StringMaximumSize
  private let stringGetUTF8: StringGetUTF8

  /// Where JavaScriptCore is looked for, in order: Apple's framework, then WebKitGTK's
  /// libraries (4.1, the one StateKitSCXMLECMAScript builds against, then 4.0 and 6.0, which
  /// export the same C API).
  static let libraries = [
    "/System/Library/Frameworks/JavaScriptCore.framework/JavaScriptCore",
    "libjavascriptcoregtk-4.1.so.0", "libjavascriptcoregtk-4.0.so.18",
    "libjavascriptcoregtk-6.0.so.1",
  ]

  /// JavaScriptCore from the first of `libraries` that loads and exports the functions, or
  /// `nil`.
  static func load(from libraries: [String] = libraries) -> JavaScriptCoreSyntax? {
    for library in libraries {
      guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else { continue }
      if let loaded = JavaScriptCoreSyntax(handle) { return loaded }
      dlclose(handle)
    }
    return nil
  }

  /// The functions of an opened library; `nil` when one is missing. The library stays open
  /// for the life of the process: the functions point into it.
  private init?(_ handle: UnsafeMutableRawPointer) {
    // Each symbol is cast to the signature its header declares (the typealiases above).
    func function<F>(_ name: String, _ type: F.Type) -> F? {
      dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
    guard let contextCreate = function("JSGlobalContextCreate", ContextCreate.self),
      let contextRelease = function("JSGlobalContextRelease", ContextRelease.self),
      let stringCreate = function("JSStringCreateWithUTF8CString", StringCreate.self),
      let stringRelease = function("JSStringRelease", StringRelease.self),
      let checkSyntax = function("JSCheckScriptSyntax", CheckSyntax.self),
      let valueToString = function("JSValueToStringCopy", ValueToString.self),
      let stringMaximumSize = function("JSStringGetMaximumUTF8CStringSize", StringMaximumSize.self),
      let stringGetUTF8 = function("JSStringGetUTF8CString", StringGetUTF8.self)
    else { return nil }
    self.contextCreate = contextCreate
    self.contextRelease = contextRelease
    self.stringCreate = stringCreate
    self.stringRelease = stringRelease
    self.checkSyntax = checkSyntax
    self.valueToString = valueToString
    self.stringMaximumSize = stringMaximumSize
    self.stringGetUTF8 = stringGetUTF8
  }

  var name: String { "ecmascript" }

  func syntaxError(in source: String, as kind: SCXMLSourceKind) -> String? {
    let script = kind == .script ? source : ECMAScriptSource.expressionScript(source)
    let context = contextCreate(nil)
    defer { contextRelease(context) }
    let text = stringCreate(script)
    defer { stringRelease(text) }
    var exception: OpaquePointer?
    if checkSyntax(context, text, nil, 1, &exception) { return nil }
    guard let exception, let message = valueToString(context, exception, nil) else {
      return "syntax error"
    }
    defer { stringRelease(message) }
    var buffer = [CChar](repeating: 0, count: stringMaximumSize(message))
    _ = stringGetUTF8(message, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  func makeDataModel(host: SCXMLDataModelHost) -> any SCXMLDataModelInstance {
    preconditionFailure("the build plugin's tool checks syntax and runs no session")
  }
}
