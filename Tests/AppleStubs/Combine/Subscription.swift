// Subscriptions, and cancelling them.
//
// Source: Combine.swiftinterface of the iOS 26.0 SDK (Xcode 26.0; see README.md). Pages:
// https://developer.apple.com/documentation/combine/subscription and
// https://developer.apple.com/documentation/combine/cancellable

// iOS 26.0 Combine.swiftinterface: `public protocol Subscription : Combine.Cancellable,
// Combine.CustomCombineIdentifierConvertible`
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  // iOS 26.0 Combine.swiftinterface: `func request(_ demand: Combine.Subscribers.Demand)`
  func request(_ demand: Subscribers.Demand)
}

// iOS 26.0 Combine.swiftinterface: `public protocol Cancellable`
public protocol Cancellable {
  // iOS 26.0 Combine.swiftinterface: `func cancel()`
  func cancel()
}
