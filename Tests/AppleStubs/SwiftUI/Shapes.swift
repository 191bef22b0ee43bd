// Shapes, and the styles that fill them.

// https://developer.apple.com/documentation/swiftui/shape (page not looked up). The SDK's
// protocol also refines Animatable and requires `path(in:)`; neither is used here.
public protocol Shape: Sendable, View {}

extension Shape {
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)-3y2ud
  // Without the page's @export(implementation): see README.md.
  nonisolated public func fill<S>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> _ShapeView<Self, S> where S: ShapeStyle {
    fatalError("stub")
  }

  public var body: _ShapeView<Self, ForegroundStyle> { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/insettableshape (page not looked up)
public protocol InsettableShape: Shape {}

// https://developer.apple.com/documentation/swiftui/circle
@frozen public struct Circle: InsettableShape {
  // https://developer.apple.com/documentation/swiftui/circle/init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: InsettableShape {
  // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  // (page not looked up; the default style is the one of
  // https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:))
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle (page not looked up)
@frozen public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  case circular
  case continuous
}

// Documentation page not looked up; the shape view that `fill(_:style:)` returns.
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/fillstyle (page not looked up)
@frozen public struct FillStyle: Equatable, Sendable {
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/shapestyle (page not looked up)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/foregroundstyle (page not looked up)
@frozen public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/foreground (page not looked
  // up)
  public static var foreground: ForegroundStyle { fatalError("stub") }
}
