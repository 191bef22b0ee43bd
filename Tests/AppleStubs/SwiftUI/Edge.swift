// Edges and insets, for padding and image caps (only the members the default arguments name).
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// iOS 26.0 SwiftUICore.swiftinterface (see README.md): `@frozen public enum Edge : Swift.Int8,
// Swift.CaseIterable` (CaseIterable is not used here). Page, for a later SDK:
// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8 {
  case top, leading, bottom, trailing

  // iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct Set : Swift.OptionSet`, with
  // `public let rawValue: Swift.Int8`, `public init(rawValue: Swift.Int8)` and
  // `public static let all: SwiftUICore.Edge.Set`
  @frozen public struct Set: OptionSet {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let all = Set(rawValue: 15)
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct EdgeInsets : Swift.Equatable {`
// (its `init(top:leading:bottom:trailing:)` is not used here)
@frozen public struct EdgeInsets: Equatable {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init() {` (without its body)
  public init() {}
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.EdgeInsets : Swift.Sendable {}`
extension EdgeInsets: Sendable {}
