// Containers that lay out their subviews, and the space between them.

// https://developer.apple.com/documentation/swiftui/vstack
@frozen nonisolated public struct VStack<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/hstack
@frozen nonisolated public struct HStack<Content> where Content: View {
  // Documentation page not found for HStack's `init(alignment:spacing:content:)` (the search
  // returns VStack's); the declaration mirrors VStack's with a vertical alignment.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/zstack
@frozen nonisolated public struct ZStack<Content> where Content: View {
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  nonisolated public init(alignment: Alignment = .center, @ContentBuilder content: () -> Content) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/spacer
@frozen public struct Spacer: View {
  // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  public init(minLength: CGFloat? = nil) {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

extension VStack: View {
  public var body: Never { fatalError("stub") }
}

extension HStack: View {
  public var body: Never { fatalError("stub") }
}

extension ZStack: View {
  public var body: Never { fatalError("stub") }
}
