// Alignment guides of stacks and frames (only the members the default arguments and the checked
// files name).
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct Alignment : Swift.Equatable {`
@frozen public struct Alignment: Equatable {
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let center: SwiftUICore.Alignment`, in an
  // extension of Alignment
  public static let center = Alignment()

  private init() {}
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Alignment : Swift.Sendable {}`
extension Alignment: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct HorizontalAlignment :
// Swift.Equatable {`
@frozen public struct HorizontalAlignment: Equatable {
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let center:
  // SwiftUICore.HorizontalAlignment`, in an extension of HorizontalAlignment, as is `leading`
  public static let center = HorizontalAlignment()
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let leading:
  // SwiftUICore.HorizontalAlignment`
  public static let leading = HorizontalAlignment()

  private init() {}
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.HorizontalAlignment :
// Swift.Sendable {}`
extension HorizontalAlignment: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct VerticalAlignment :
// Swift.Equatable {`
@frozen public struct VerticalAlignment: Equatable {
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let center:
  // SwiftUICore.VerticalAlignment`, in an extension of VerticalAlignment
  public static let center = VerticalAlignment()

  private init() {}
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.VerticalAlignment :
// Swift.Sendable {}`
extension VerticalAlignment: Sendable {}
