// Publishers.

// https://developer.apple.com/documentation/combine/publisher (page not looked up)
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  // https://developer.apple.com/documentation/combine/publisher/receive(subscriber:)
  func receive<S>(subscriber: S)
  where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}
