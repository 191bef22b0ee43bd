// Navigation stacks, their titles and destinations.
//
// Every declaration here cites the SwiftUI.swiftinterface of the iOS 26.0 SDK (see README.md);
// their pages show a later SDK (`nonisolated`, `@ContentBuilder`).
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).
//
// Isolation follows README.md's rule: a type that the interface prints with no isolation
// attribute is nonisolated for its clients, so its stub says `nonisolated` where a View
// conformance in its declaration would otherwise make it infer `@MainActor`.

// iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public struct
// NavigationStack<Data, Root> : SwiftUICore.View where Root : SwiftUICore.View {`. Page, for a
// later SDK: https://developer.apple.com/documentation/swiftui/navigationstack
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
  // iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public
  // init(@SwiftUICore.ViewBuilder root: () -> Root) where Data == SwiftUI.NavigationPath`
  @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public init(path:
  // SwiftUICore.Binding<Data>, @SwiftUICore.ViewBuilder root: () -> Root) where Data :
  // Swift.MutableCollection, Data : Swift.RandomAccessCollection, Data :
  // Swift.RangeReplaceableCollection, Data.Element : Swift.Hashable`
  @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.NavigationStack
// : Swift.Sendable`
@available(*, unavailable)
extension NavigationStack: Sendable {}

// iOS 26.0 SwiftUI.swiftinterface: `public struct NavigationPath {` (its members are not used
// here)
public struct NavigationPath {}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.NavigationPath :
// Swift.Sendable {}`
@available(*, unavailable)
extension NavigationPath: Sendable {}

// iOS 26.0 SwiftUI.swiftinterface: `extension SwiftUI.NavigationPath : Swift.Equatable {`
extension NavigationPath: Equatable {}

extension View {
  // iOS 26.0 SwiftUI.swiftinterface: `nonisolated public func navigationTitle(_ titleKey:
  // SwiftUICore.LocalizedStringKey) -> some SwiftUICore.View`, in an extension of View
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUI.swiftinterface: `nonisolated public func navigationDestination<D, C>(for
  // data: D.Type, @SwiftUICore.ViewBuilder destination: @escaping (D) -> C) -> some
  // SwiftUICore.View where D : Swift.Hashable, C : SwiftUICore.View`
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUI.swiftinterface: `nonisolated public func navigationDestination<D, C>(item:
  // SwiftUICore.Binding<Swift.Optional<D>>, @SwiftUICore.ViewBuilder destination: @escaping (D) ->
  // C) -> some SwiftUICore.View where D : Swift.Hashable, C : SwiftUICore.View`
  nonisolated public func navigationDestination<D, C>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View {
    fatalError("stub")
  }
}
