// Tab views, their tabs, and the result builder that collects the tabs.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// Tab, DefaultTabLabel and TabContentBuilder.buildBlock(_:_:_:) cite the SwiftUI.swiftinterface
// of the iOS 26.0 SDK (see README.md), which builds a tab's content with `@ViewBuilder`.
// unverified: TabView, TabContent and the TabContentBuilder type were not found in the part of
// that interface read for them (from character 760,000 to its end), and their pages show a later
// SDK. Xcode 26.0 declares TabView `@MainActor @preconcurrency`, as issue 68's review of that SDK
// reports.

// unverified, as above: https://developer.apple.com/documentation/swiftui/tabview
@MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public var body: Never { fatalError("stub") }
}

extension TabView {
  // unverified, as above: https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  // without the page's `nonisolated`: isolated like its type.
  public init<C>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/tabcontent
@MainActor @preconcurrency public protocol TabContent<TabValue> {
  // https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
  associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue

  // unverified: documentation page not found for `Body`; the TabContent page lists it as
  // `associatedtype Body : TabContent`.
  associatedtype Body: TabContent

  // https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.property
  @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct Tab<Value, Content, Label> {`
// Page, for a later SDK: https://developer.apple.com/documentation/swiftui/tab
public struct Tab<Value, Content, Label> {}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.Tab :
// Swift.Sendable`
@available(*, unavailable)
extension Tab: Sendable {}

// iOS 26.0 SwiftUI.swiftinterface: `extension SwiftUI.Tab : SwiftUI.TabContent where Value :
// Swift.Hashable, Content : SwiftUICore.View, Label : SwiftUICore.View {`, which also declares
// the initializer and the body below.
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  public typealias TabValue = Value

  // iOS 26.0 SwiftUI.swiftinterface: `nonisolated public init(_ titleKey:
  // SwiftUICore.LocalizedStringKey, systemImage: Swift.String, value: Value,
  // @SwiftUICore.ViewBuilder content: () -> Content) where Label == SwiftUI.DefaultTabLabel`
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    fatalError("stub")
  }
}

// Apart from the conformance, so that the requirement's result builder is not inferred for it.
extension Tab where Value: Hashable, Content: View, Label: View {
  // iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public var body:
  // SwiftUI.Tab<Value, Content, Label> {`
  @MainActor @preconcurrency public var body: Tab { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct DefaultTabLabel : SwiftUICore.View {` (not
// `nonisolated`: it infers View's `@MainActor`). Page, for a later SDK:
// https://developer.apple.com/documentation/swiftui/defaulttablabel
public struct DefaultTabLabel: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension
// SwiftUI.DefaultTabLabel : Swift.Sendable`
@available(*, unavailable)
extension DefaultTabLabel: Sendable {}

// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
  nonisolated public struct Content<C> where C: TabContent {}

  // iOS 26.0 SwiftUI.swiftinterface: `@_alwaysEmitIntoClient public static func buildBlock<C0,
  // C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some SwiftUI.TabContent<TabValue> where TabValue ==
  // C0.TabValue, C0 : SwiftUI.TabContent, C1 : SwiftUI.TabContent, C2 : SwiftUI.TabContent,
  // C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue {`, in `extension
  // SwiftUI.TabContentBuilder`. The opaque result needs an underlying type (`Never` is no
  // TabContent), so the body returns its first tab instead of the SDK's inlinable one.
  public static func buildBlock<C0, C1, C2>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some TabContent<TabValue>
  where
    TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent,
    C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue
  {
    c0
  }
}

extension TabContentBuilder.Content: View {
  public var body: Never { fatalError("stub") }
}
