// Tab views and the tab items of their subviews.

// https://developer.apple.com/documentation/swiftui/tabview (page not looked up)
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  // Documentation page not found for the view-based `init(selection:content:)` (iOS 13); the
  // page https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  // documents the Tab-based one of iOS 18. Declared as in the SDK's interface.
  nonisolated public init(
    selection: Binding<SelectionValue>?, @ContentBuilder content: () -> Content
  ) {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  // Deprecated by the documentation (iOS 13.0 - 27.0): a `Tab` replaces it.
  nonisolated public func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View
  where V: View {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
  // Without the page's @export(implementation): see README.md.
  nonisolated public func tag<V>(
    _ tag: V, includeOptional: Bool = true
  ) -> some View where V: Hashable {
    fatalError("stub")
  }
}
