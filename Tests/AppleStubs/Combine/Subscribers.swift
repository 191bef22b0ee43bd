// Demand and completion, the values subscribers exchange with subscriptions.
//
// Source: Combine.swiftinterface of the iOS 26.0 SDK (Xcode 26.0; see README.md). Page:
// https://developer.apple.com/documentation/combine/subscribers

// iOS 26.0 Combine.swiftinterface: `public enum Subscribers`
public enum Subscribers {
  // iOS 26.0 Combine.swiftinterface: `@frozen public struct Demand : Swift.Equatable,
  // Swift.Comparable, Swift.Hashable, Swift.Codable, Swift.CustomStringConvertible` (Codable and
  // the description are not used here); Sendable in an extension at the end of the file.
  @frozen public struct Demand: Equatable, Comparable, Hashable {
    private let value: Int

    private init(_ value: Int) { self.value = value }

    // iOS 26.0 Combine.swiftinterface: `public static let none`
    public static let none = Demand(0)

    // iOS 26.0 Combine.swiftinterface (`@inlinable`, with the body these stubs leave out)
    public static func < (lhs: Demand, rhs: Demand) -> Bool { fatalError("stub") }

    // iOS 26.0 Combine.swiftinterface: `+= (lhs: inout Demand, rhs: Demand)`, `@inlinable`
    public static func += (lhs: inout Demand, rhs: Demand) { fatalError("stub") }

    // iOS 26.0 Combine.swiftinterface: `-= (lhs: inout Demand, rhs: Swift.Int)`, `@inlinable`
    public static func -= (lhs: inout Demand, rhs: Int) { fatalError("stub") }

    // iOS 26.0 Combine.swiftinterface: `> (lhs: Demand, rhs: Swift.Int) -> Swift.Bool`,
    // `@inlinable`
    public static func > (lhs: Demand, rhs: Int) -> Bool { fatalError("stub") }
  }

  // iOS 26.0 Combine.swiftinterface: `@frozen public enum Completion<Failure> where Failure :
  // Swift.Error`
  @frozen public enum Completion<Failure> where Failure: Error {
    case finished
    case failure(Failure)
  }
}

// iOS 26.0 Combine.swiftinterface: `extension Combine.Subscribers.Completion : Swift.Sendable {}`
extension Subscribers.Completion: Sendable {}

// iOS 26.0 Combine.swiftinterface: `extension Combine.Subscribers.Demand : Swift.Sendable {}`
extension Subscribers.Demand: Sendable {}
