// Subscribers.
//
// Source: Combine.swiftinterface of the iOS 26.0 SDK (Xcode 26.0; see README.md). Page:
// https://developer.apple.com/documentation/combine/subscriber

// iOS 26.0 Combine.swiftinterface: `public protocol Subscriber<Input, Failure> :
// Combine.CustomCombineIdentifierConvertible`
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  // iOS 26.0 Combine.swiftinterface: `associatedtype Input`
  associatedtype Input
  // iOS 26.0 Combine.swiftinterface: `associatedtype Failure : Swift.Error`
  associatedtype Failure: Error

  // iOS 26.0 Combine.swiftinterface; page
  // https://developer.apple.com/documentation/combine/subscriber/receive(subscription:)
  func receive(subscription: any Subscription)

  // iOS 26.0 Combine.swiftinterface; page
  // https://developer.apple.com/documentation/combine/subscriber/receive(_:)
  func receive(_ input: Self.Input) -> Subscribers.Demand

  // iOS 26.0 Combine.swiftinterface; page
  // https://developer.apple.com/documentation/combine/subscriber/receive(completion:)
  func receive(completion: Subscribers.Completion<Self.Failure>)
}
