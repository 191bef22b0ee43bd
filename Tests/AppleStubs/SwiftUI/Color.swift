// Colors, which are both views and shape styles.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// https://developer.apple.com/documentation/swiftui/color (unverified: no page read for it)
@frozen public struct Color: Hashable, Sendable, ShapeStyle, View {
  // https://developer.apple.com/documentation/swiftui/color/red
  public static let red = Color()
  // https://developer.apple.com/documentation/swiftui/color/yellow (unverified: no page read for
  // it; declared as red)
  public static let yellow = Color()
  // https://developer.apple.com/documentation/swiftui/color/green (unverified: no page read for it;
  // declared as red)
  public static let green = Color()
  // https://developer.apple.com/documentation/swiftui/color/black (unverified: no page read for it;
  // declared as red)
  public static let black = Color()
  // https://developer.apple.com/documentation/swiftui/color/secondary (unverified: no page read for
  // it; declared as red)
  public static let secondary = Color()

  private init() {}

  // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}
