// The result builder of view-producing closures and properties.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// iOS 26.0 SwiftUICore.swiftinterface: `@_functionBuilder public struct ViewBuilder {` (the older
// spelling of `@resultBuilder`). Its builder methods are `@_alwaysEmitIntoClient` there, and
// declared here without their bodies. Page, for a later SDK:
// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // iOS 26.0 SwiftUICore.swiftinterface: `@_alwaysEmitIntoClient public static func
  // buildExpression<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {`
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: View {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@_alwaysEmitIntoClient public static func buildBlock()
  // -> SwiftUICore.EmptyView {`
  public static func buildBlock() -> EmptyView {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@_alwaysEmitIntoClient public static func
  // buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {`
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@_disfavoredOverload @_alwaysEmitIntoClient public
  // static func buildBlock<each Content>(_ content: repeat each Content) ->
  // SwiftUICore.TupleView<(repeat each Content)> where repeat each Content : SwiftUICore.View {`
  @_disfavoredOverload
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore.ViewBuilder : Swift.Sendable {}`
@available(*, unavailable)
extension ViewBuilder: Sendable {}

extension ViewBuilder {
  // iOS 26.0 SwiftUICore.swiftinterface: `@_alwaysEmitIntoClient public static func
  // buildIf<Content>(_ content: Content?) -> Content? where Content : SwiftUICore.View {`
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@_alwaysEmitIntoClient public static func
  // buildEither<TrueContent, FalseContent>(first: TrueContent) ->
  // SwiftUICore._ConditionalContent<TrueContent, FalseContent> where TrueContent :
  // SwiftUICore.View, FalseContent : SwiftUICore.View {`
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@_alwaysEmitIntoClient public static func
  // buildEither<TrueContent, FalseContent>(second: FalseContent) ->
  // SwiftUICore._ConditionalContent<TrueContent, FalseContent> where TrueContent :
  // SwiftUICore.View, FalseContent : SwiftUICore.View {`
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    fatalError("stub")
  }
}
