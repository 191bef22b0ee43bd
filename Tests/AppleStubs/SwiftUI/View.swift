// The View protocol and the primitive views that result builders produce.

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Documentation page not found for `Never: View`; SwiftUI declares it so that primitive views
// can have `Body == Never`.
extension Never: View {
  public var body: Never { fatalError("stub") }
}

// Documentation page not found for `Optional: View`; `buildIf(_:)` returns an optional view.
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/emptyview (page not looked up; `init()`
// as in the SDK)
@frozen public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError("stub") }
}

// Documentation page not looked up; the result of `ViewBuilder.buildBlock` for several views.
@frozen public struct TupleView<T>: View {
  public init(_ value: T) {}
  public var body: Never { fatalError("stub") }
}

// Documentation page not looked up; the result of `ViewBuilder.buildEither`.
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError("stub") }
}
