// Subscriptions, and cancelling them.

// https://developer.apple.com/documentation/combine/subscription (page not looked up)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  // https://developer.apple.com/documentation/combine/subscription/request(_:) (page not
  // looked up)
  func request(_ demand: Subscribers.Demand)
}

// https://developer.apple.com/documentation/combine/cancellable (page not looked up)
public protocol Cancellable {
  // https://developer.apple.com/documentation/combine/cancellable/cancel() (page not looked up)
  func cancel()
}
