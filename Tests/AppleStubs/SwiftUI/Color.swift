// Colors, which are both views and shape styles.

// https://developer.apple.com/documentation/swiftui/color (page not looked up)
@frozen public struct Color: Hashable, Sendable, ShapeStyle, View {
  // https://developer.apple.com/documentation/swiftui/color/red
  public static let red = Color()
  // https://developer.apple.com/documentation/swiftui/color/yellow (page not looked up; as red)
  public static let yellow = Color()
  // https://developer.apple.com/documentation/swiftui/color/green (page not looked up; as red)
  public static let green = Color()
  // https://developer.apple.com/documentation/swiftui/color/black (page not looked up; as red)
  public static let black = Color()
  // https://developer.apple.com/documentation/swiftui/color/secondary (page not looked up; as
  // red)
  public static let secondary = Color()

  private init() {}

  // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}
