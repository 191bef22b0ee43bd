// Alignment guides of stacks and frames (unverified: no pages read for them; only the members the
// default arguments and the checked files name).
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()

  private init() {}
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()

  private init() {}
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()

  private init() {}
}
