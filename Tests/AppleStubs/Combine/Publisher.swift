// Publishers.
//
// Source: Combine.swiftinterface of the iOS 26.0 SDK (Xcode 26.0; see README.md). Page:
// https://developer.apple.com/documentation/combine/publisher

// iOS 26.0 Combine.swiftinterface: `public protocol Publisher<Output, Failure>`
public protocol Publisher<Output, Failure> {
  // iOS 26.0 Combine.swiftinterface: `associatedtype Output`
  associatedtype Output
  // iOS 26.0 Combine.swiftinterface: `associatedtype Failure : Swift.Error`
  associatedtype Failure: Error

  // iOS 26.0 Combine.swiftinterface; page
  // https://developer.apple.com/documentation/combine/publisher/receive(subscriber:)
  func receive<S>(subscriber: S)
  where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}
