// The result builder of view-producing closures and properties.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  // Without the page's @export(implementation): see README.md.
  public static func buildBlock<Content>(_ content: Content) -> Content {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  // Without the page's @export(implementation): see README.md.
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  // Without the page's @export(implementation): see README.md.
  public static func buildIf<Content>(_ content: Content?) -> Content? {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  // Without the page's @export(implementation): see README.md.
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  // Without the page's @export(implementation): see README.md.
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    fatalError("stub")
  }
}
