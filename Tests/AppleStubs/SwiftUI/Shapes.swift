// Shapes, and the styles that fill them.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).
//
// Isolation follows README.md's rule: a type that the interface prints with no isolation
// attribute is nonisolated for its clients, so its stub says `nonisolated` where a View
// conformance in its declaration would otherwise make it infer `@MainActor`.

// iOS 26.0 SwiftUICore.swiftinterface: `public protocol Shape : Swift.Sendable,
// SwiftUICore.Animatable, SwiftUICore.View, SwiftUICore._RemoveGlobalActorIsolation {`. Its
// Animatable refinement and its `nonisolated func path(in rect: CoreFoundation.CGRect) ->
// SwiftUICore.Path` requirement are not used here, and left out.
public protocol Shape: Sendable, View, _RemoveGlobalActorIsolation {}

// iOS 26.0 SwiftUICore.swiftinterface: `@_marker @SwiftUICore._ImpossibleActor public protocol
// _RemoveGlobalActorIsolation {}`. A second global actor among a type's protocols, it keeps
// shapes from inferring View's `@MainActor`.
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

// iOS 26.0 SwiftUICore.swiftinterface: `@_hasMissingDesignatedInitializers @globalActor public
// actor _ImpossibleActor : Swift.Sendable {`, with `nonisolated(unsafe) public static var shared:
// SwiftUICore._ImpossibleActor` (a `let` here, with the initializer that the SDK hides)
@globalActor public actor _ImpossibleActor: Sendable {
  public static let shared = _ImpossibleActor()

  private init() {}
}

extension Shape {
  // iOS 26.0 SwiftUICore.swiftinterface: `@_alwaysEmitIntoClient nonisolated public func fill<S>(_
  // content: S = .foreground, style: SwiftUICore.FillStyle = FillStyle()) ->
  // SwiftUICore._ShapeView<Self, S> where S : SwiftUICore.ShapeStyle {` (without its body)
  nonisolated public func fill<S>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> _ShapeView<Self, S> where S: ShapeStyle {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `public var body: SwiftUICore._ShapeView<Self,
  // SwiftUICore.ForegroundStyle> { get }`
  public var body: _ShapeView<Self, ForegroundStyle> { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `public protocol InsettableShape : SwiftUICore.Shape {`.
// Its `InsetShape` and `inset(by:)` requirements are not used here, and left out.
public protocol InsettableShape: Shape {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct Circle : SwiftUICore.Shape {`
@frozen public struct Circle: Shape {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init() {}`
  public init() {}
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Circle :
// SwiftUICore.InsettableShape {`
extension Circle: InsettableShape {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct RoundedRectangle :
// SwiftUICore.Shape {`
@frozen public struct RoundedRectangle: Shape {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init(cornerRadius:
  // CoreFoundation.CGFloat, style: SwiftUICore.RoundedCornerStyle = .continuous) {` (without its
  // body)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.RoundedRectangle :
// SwiftUICore.InsettableShape {`
extension RoundedRectangle: InsettableShape {}

// iOS 26.0 SwiftUICore.swiftinterface: `public enum RoundedCornerStyle : Swift.Sendable {` (not
// `@frozen`), with `case circular` and `case continuous`
public enum RoundedCornerStyle: Sendable {
  case circular
  case continuous
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.RoundedCornerStyle : Swift.Equatable
// {}` and `extension SwiftUICore.RoundedCornerStyle : Swift.Hashable {}`
extension RoundedCornerStyle: Equatable, Hashable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct _ShapeView<Content, Style> :
// SwiftUICore.View where Content : SwiftUICore.Shape, Style : SwiftUICore.ShapeStyle {` (no
// isolation attribute: nonisolated)
@frozen nonisolated public struct _ShapeView<Content, Style>: View
where Content: Shape, Style: ShapeStyle {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore._ShapeView : Swift.Sendable {}`
@available(*, unavailable)
extension _ShapeView: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct FillStyle : Swift.Equatable {`
@frozen public struct FillStyle: Equatable {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init(eoFill: Swift.Bool = false,
  // antialiased: Swift.Bool = true) {` (without its body)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.FillStyle : Swift.Sendable {}`
extension FillStyle: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `public protocol ShapeStyle : Swift.Sendable {`
public protocol ShapeStyle: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct ForegroundStyle :
// SwiftUICore.ShapeStyle {`
@frozen public struct ForegroundStyle: ShapeStyle {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init() {}`
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  // iOS 26.0 SwiftUICore.swiftinterface: `@_alwaysEmitIntoClient public static var foreground:
  // SwiftUICore.ForegroundStyle {` (without its body)
  public static var foreground: ForegroundStyle { fatalError("stub") }
}
