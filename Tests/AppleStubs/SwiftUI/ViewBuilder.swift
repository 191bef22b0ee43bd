// The result builder of view-producing closures and properties.

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

// https://developer.apple.com/documentation/swiftui/contentbuilder
public typealias ContentBuilder = ViewBuilder
