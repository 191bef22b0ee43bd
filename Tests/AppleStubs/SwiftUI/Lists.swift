// Lists, forms, and the views they compute from data.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).
//
// Isolation follows README.md's rule: a type that the interface prints with no isolation
// attribute is nonisolated for its clients, so its stub says `nonisolated` where a View
// conformance in its declaration would otherwise make it infer `@MainActor`.

// iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public struct
// List<SelectionValue, Content> : SwiftUICore.View where SelectionValue : Swift.Hashable, Content
// : SwiftUICore.View {` (isolated to the main actor, unlike the later SDK's `nonisolated` page:
// https://developer.apple.com/documentation/swiftui/list)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.List :
// Swift.Sendable {}`
@available(*, unavailable)
extension List: Sendable {}

// iOS 26.0 SwiftUI.swiftinterface: `extension SwiftUI.List where SelectionValue == Swift.Never {`,
// which declares the two initializers below
extension List where SelectionValue == Never {
  // iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public
  // init(@SwiftUICore.ViewBuilder content: () -> Content)`
  @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUI.swiftinterface: `@_alwaysEmitIntoClient @_Concurrency.MainActor
  // @preconcurrency public init<Data, RowContent>(_ data: Data, @SwiftUICore.ViewBuilder
  // rowContent: @escaping (Data.Element) -> RowContent) where Content ==
  // SwiftUICore.ForEach<Data, Data.Element.ID, RowContent>, Data : Swift.RandomAccessCollection,
  // RowContent : SwiftUICore.View, Data.Element : Swift.Identifiable {` (without its body)
  @MainActor @preconcurrency public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `public struct ForEach<Data, ID, Content> where Data :
// Swift.RandomAccessCollection, ID : Swift.Hashable {`
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension SwiftUICore.ForEach :
// Swift.Sendable {}`
@available(*, unavailable)
extension ForEach: Sendable {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // iOS 26.0 SwiftUICore.swiftinterface: `public init(_ data: Data, @SwiftUICore.ViewBuilder
  // content: @escaping (Data.Element) -> Content)`, in `extension SwiftUICore.ForEach where ID ==
  // Data.Element.ID, Content : SwiftUICore.View, Data.Element : Swift.Identifiable`
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.ForEach : SwiftUICore.View where
// Content : SwiftUICore.View {`
extension ForEach: View where Content: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct Form<Content> : SwiftUICore.View where Content :
// SwiftUICore.View {`, with no isolation attribute, unlike List's above: nonisolated (README.md).
// Page, for a later SDK: https://developer.apple.com/documentation/swiftui/form
nonisolated public struct Form<Content>: View where Content: View {
  // iOS 26.0 SwiftUI.swiftinterface: `public init(@SwiftUICore.ViewBuilder content: () ->
  // Content)`
  nonisolated public init(@ViewBuilder content: () -> Content) {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.Form :
// Swift.Sendable {}`
@available(*, unavailable)
extension Form: Sendable {}
