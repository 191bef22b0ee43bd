// The View protocol and the primitive views that result builders produce.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  // unverified: https://developer.apple.com/documentation/swiftui/view/body-8kl5o shows a later
  // SDK, whose `@ContentBuilder` Xcode 26.0 does not have: its SwiftUICore.swiftinterface builds
  // views with `@SwiftUICore.ViewBuilder` (see Stacks.swift).
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// unverified: documentation page not found for `Never: View`; SwiftUI declares it so that primitive
// views can have `Body == Never`.
extension Never: View {
  public var body: Never { fatalError("stub") }
}

// unverified: documentation page not found for `Optional: View`; `buildIf(_:)` returns an optional
// view.
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/emptyview (unverified: no page read for it;
// `init()` as in the SDK)
@frozen public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError("stub") }
}

// unverified: no page read for it; the result of `ViewBuilder.buildBlock` for several views.
@frozen public struct TupleView<T>: View {
  public init(_ value: T) {}
  public var body: Never { fatalError("stub") }
}

// unverified: no page read for it; the result of `ViewBuilder.buildEither`.
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError("stub") }
}
