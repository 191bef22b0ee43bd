// Subscribers.

// https://developer.apple.com/documentation/combine/subscriber
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error

  // https://developer.apple.com/documentation/combine/subscriber/receive(subscription:)
  func receive(subscription: any Subscription)

  // https://developer.apple.com/documentation/combine/subscriber/receive(_:) (page not looked
  // up)
  func receive(_ input: Self.Input) -> Subscribers.Demand

  // https://developer.apple.com/documentation/combine/subscriber/receive(completion:) (page not
  // looked up)
  func receive(completion: Subscribers.Completion<Self.Failure>)
}
