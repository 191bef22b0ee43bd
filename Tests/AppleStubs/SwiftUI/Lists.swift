// Lists, forms, and the views they compute from data.

// https://developer.apple.com/documentation/swiftui/list (page not looked up)
nonisolated public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError("stub") }
}

extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ContentBuilder content: () -> Content) {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
  // Without the page's @export(implementation): see README.md.
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/foreach (page not looked up; the type
// `List(_:rowContent:)` makes)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/form (page not looked up)
nonisolated public struct Form<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/form/init(content:)
  nonisolated public init(@ContentBuilder content: () -> Content) {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}
