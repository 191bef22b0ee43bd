// The identity of subscribers and subscriptions.
//
// Source: Combine.swiftinterface of the iOS 26.0 SDK (Xcode 26.0; see README.md). Pages:
// https://developer.apple.com/documentation/combine/customcombineidentifierconvertible and
// https://developer.apple.com/documentation/combine/combineidentifier

// iOS 26.0 Combine.swiftinterface: `public protocol CustomCombineIdentifierConvertible`
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

// iOS 26.0 Combine.swiftinterface: `extension Combine.CustomCombineIdentifierConvertible where
// Self : AnyObject`, the default for classes.
extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { fatalError("stub") }
}

// iOS 26.0 Combine.swiftinterface: `public struct CombineIdentifier : Swift.Hashable,
// Swift.CustomStringConvertible`. Not Sendable: the interface declares no such conformance.
public struct CombineIdentifier: Hashable {
  public init() {}
}
