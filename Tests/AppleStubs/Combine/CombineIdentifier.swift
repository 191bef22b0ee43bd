// The identity of subscribers and subscriptions.

// https://developer.apple.com/documentation/combine/customcombineidentifierconvertible (page
// not looked up)
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  // Default for classes, as in the SDK (page not looked up).
  public var combineIdentifier: CombineIdentifier { fatalError("stub") }
}

// https://developer.apple.com/documentation/combine/combineidentifier (page not looked up)
public struct CombineIdentifier: Hashable, Sendable {
  public init() {}
}
