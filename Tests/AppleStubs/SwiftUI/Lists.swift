// Lists, forms, and the views they compute from data.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// https://developer.apple.com/documentation/swiftui/list (unverified: no page read for it)
nonisolated public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError("stub") }
}

extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
  // Without the page's @export(implementation): see README.md.
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/foreach (unverified: no page read for it; the
// type `List(_:rowContent:)` makes)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90kso
  // (unverified: no page read for it)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError("stub")
  }
}

extension ForEach: View where Content: View {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/form (unverified: no page read for it)
nonisolated public struct Form<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/form/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}
