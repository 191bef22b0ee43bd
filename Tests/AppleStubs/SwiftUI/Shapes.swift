// Shapes, and the styles that fill them.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// https://developer.apple.com/documentation/swiftui/shape (unverified: no page read for it). The
// SDK's protocol also refines Animatable and requires `path(in:)`; neither is used here.
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

// https://developer.apple.com/documentation/swiftui/insettableshape (unverified: no page read for
// it)
public protocol InsettableShape: Shape {}

// https://developer.apple.com/documentation/swiftui/circle
@frozen public struct Circle: InsettableShape {
  // https://developer.apple.com/documentation/swiftui/circle/init()
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: InsettableShape {
  // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  // (unverified: no page read for it; the default style is the one of
  // https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:))
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle (unverified: no page read
// for it)
@frozen public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  case circular
  case continuous
}

// unverified: no page read for it; the shape view that `fill(_:style:)` returns.
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/fillstyle (unverified: no page read for it)
@frozen public struct FillStyle: Equatable, Sendable {
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/shapestyle (unverified: no page read for it)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/foregroundstyle (unverified: no page read for
// it)
@frozen public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  // https://developer.apple.com/documentation/swiftui/shapestyle/foreground (unverified: no page
  // read for it)
  public static var foreground: ForegroundStyle { fatalError("stub") }
}
