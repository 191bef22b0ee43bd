// Colors, which are both views and shape styles.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct Color : Swift.Hashable,
// Swift.CustomStringConvertible, Swift.Sendable {` (View and ShapeStyle in extensions of their
// own, so it does not infer View's `@MainActor`)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let red: SwiftUICore.Color`, in an
  // extension of Color, as are the four below
  public static let red = Color()
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let yellow: SwiftUICore.Color`
  public static let yellow = Color()
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let green: SwiftUICore.Color`
  public static let green = Color()
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let black: SwiftUICore.Color`
  public static let black = Color()
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let secondary: SwiftUICore.Color`
  public static let secondary = Color()

  private init() {}

  // CustomStringConvertible's requirement (its declaration in the interface was not read)
  public var description: String { fatalError("stub") }

  // iOS 26.0 SwiftUICore.swiftinterface: `public func opacity(_ opacity: Swift.Double) ->
  // SwiftUICore.Color`, in an extension of Color
  public func opacity(_ opacity: Double) -> Color {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Color : SwiftUICore.View {`
extension Color: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Color : SwiftUICore.ShapeStyle {`
extension Color: ShapeStyle {}
