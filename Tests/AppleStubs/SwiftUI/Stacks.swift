// Containers that lay out their subviews, and the space between them.
//
// VStack, HStack and ZStack: SwiftUICore.swiftinterface of the iOS 26.0 SDK (Xcode 26.0; see
// README.md). There they conform to View in their own declaration, neither they nor their
// initializers have an isolation attribute (so they are nonisolated, by the rule below), and
// `@available(*, unavailable) extension ... : Swift.Sendable` makes them non-Sendable. The
// current pages (https://developer.apple.com/documentation/swiftui/vstack and .../zstack) show
// a later SDK, which prints `nonisolated` on them and takes a `@ContentBuilder`.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).
//
// Isolation follows README.md's rule: a type that the interface prints with no isolation
// attribute is nonisolated for its clients, so its stub says `nonisolated` where a View
// conformance in its declaration would otherwise make it infer `@MainActor`.

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct VStack<Content> :
// SwiftUICore.View where Content : SwiftUICore.View`
@frozen nonisolated public struct VStack<Content>: View where Content: View {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init(alignment:
  // SwiftUICore.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil,
  // @SwiftUICore.ViewBuilder content: () -> Content)`
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore.VStack : Swift.Sendable`
@available(*, unavailable)
extension VStack: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct HStack<Content> :
// SwiftUICore.View where Content : SwiftUICore.View {`
@frozen nonisolated public struct HStack<Content>: View where Content: View {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init(alignment:
  // SwiftUICore.VerticalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil,
  // @SwiftUICore.ViewBuilder content: () -> Content) {`
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore.HStack : Swift.Sendable {}`
@available(*, unavailable)
extension HStack: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct ZStack<Content> :
// SwiftUICore.View where Content : SwiftUICore.View`
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init(alignment:
  // SwiftUICore.Alignment = .center, @SwiftUICore.ViewBuilder content: () -> Content)`
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore.ZStack : Swift.Sendable`
@available(*, unavailable)
extension ZStack: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct Spacer {` (View and Sendable in
// extensions of their own, so it does not infer View's `@MainActor`)
@frozen public struct Spacer {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init(minLength:
  // CoreFoundation.CGFloat? = nil) {` (without its body)
  public init(minLength: CGFloat? = nil) {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Spacer : SwiftUICore.View {}`
extension Spacer: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Spacer : Swift.Sendable {}`
extension Spacer: Sendable {}
