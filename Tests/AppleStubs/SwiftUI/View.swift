// The View protocol and the primitive views that result builders produce.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).
//
// Isolation follows README.md's rule: a type that the interface prints with no isolation
// attribute is nonisolated for its clients, so its stub says `nonisolated` where a View
// conformance in its declaration would otherwise make it infer `@MainActor`.

// iOS 26.0 SwiftUICore.swiftinterface: `@_typeEraser(DebugReplaceableView) @_typeEraser(AnyView)
// @preconcurrency @_Concurrency.MainActor public protocol View {` (the type erasers are not
// declared here). Page, for a later SDK: https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  // iOS 26.0 SwiftUICore.swiftinterface: `associatedtype Body : SwiftUICore.View`
  associatedtype Body: View

  // iOS 26.0 SwiftUICore.swiftinterface: `@SwiftUICore.ViewBuilder @_Concurrency.MainActor
  // @preconcurrency var body: Self.Body { get }`
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension Swift.Never : SwiftUICore.View {`
extension Never: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension Swift.Optional : SwiftUICore.View where Wrapped :
// SwiftUICore.View {`
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct EmptyView : SwiftUICore.View {`
// (no isolation attribute: nonisolated, see README.md)
@frozen nonisolated public struct EmptyView: View {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init() {}`
  public init() {}
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.EmptyView : Swift.Sendable {}`
extension EmptyView: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct TupleView<T> : SwiftUICore.View {`
// (no isolation attribute: nonisolated, see README.md)
@frozen nonisolated public struct TupleView<T>: View {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable public init(_ value: T)` (without its body)
  public init(_ value: T) {}
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore.TupleView : Swift.Sendable {}`
@available(*, unavailable)
extension TupleView: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct _ConditionalContent<TrueContent,
// FalseContent> {`
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore._ConditionalContent : Swift.Sendable {}`
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore._ConditionalContent :
// SwiftUICore.View where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View {`
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError("stub") }
}
