// Navigation stacks, their titles and destinations.

// https://developer.apple.com/documentation/swiftui/navigationstack
nonisolated public struct NavigationStack<Data, Root> where Root: View {}

extension NavigationStack: View {
  public var body: Never { fatalError("stub") }
}

extension NavigationStack where Data == NavigationPath {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  nonisolated public init(@ContentBuilder root: () -> Root) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/navigationpath (page not looked up)
public struct NavigationPath {}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
  nonisolated public func navigationDestination<D, C>(
    item: Binding<D?>, @ContentBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    fatalError("stub")
  }
}
