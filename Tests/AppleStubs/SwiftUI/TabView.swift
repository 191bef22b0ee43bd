// Tab views, their tabs, and the result builder that collects the tabs.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).
//
// Isolation follows README.md's rule: a type that the interface prints with no isolation
// attribute is nonisolated for its clients, so its stub says `nonisolated` where a View
// conformance in its declaration would otherwise make it infer `@MainActor`.

// The SwiftUI.swiftinterface of the iOS 26.0 SDK (see README.md), which builds a tab's content
// with `@ViewBuilder`, is the source of the declarations that cite it; their pages show a later
// SDK.

// iOS 26.0 SwiftUI.swiftinterface: `public struct TabView<SelectionValue, Content> :
// SwiftUICore.View where SelectionValue : Swift.Hashable, Content : SwiftUICore.View {`, with no
// isolation attribute, unlike List's (`@_Concurrency.MainActor @preconcurrency public struct
// List`): nonisolated (README.md). Page, for a later SDK:
// https://developer.apple.com/documentation/swiftui/tabview
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  // iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public var body:
  // some SwiftUICore.View { get }` (`Never` here, which needs no underlying type)
  @MainActor @preconcurrency public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.TabView :
// Swift.Sendable {}`
@available(*, unavailable)
extension TabView: Sendable {}

extension TabView {
  // iOS 26.0 SwiftUI.swiftinterface: `public init<C>(selection:
  // SwiftUICore.Binding<SelectionValue>, @SwiftUI.TabContentBuilder<SelectionValue> content: () ->
  // C) where Content == SwiftUI.TabContentBuilder<SelectionValue>.Content<C>, C :
  // SwiftUI.TabContent` (`@available(iOS 18.0, ...)`; no isolation attribute, so nonisolated
  // like its type)
  public init<C>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUI.swiftinterface: `@preconcurrency @_Concurrency.MainActor public protocol
// TabContent<TabValue> {` (its `_IdentifiedView` requirements, with defaults, are not declared
// here)
@MainActor @preconcurrency public protocol TabContent<TabValue> {
  // iOS 26.0 SwiftUI.swiftinterface: `associatedtype TabValue : Swift.Hashable where
  // Self.TabValue == Self.Body.TabValue`
  associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue

  // iOS 26.0 SwiftUI.swiftinterface: `associatedtype Body : SwiftUI.TabContent`
  associatedtype Body: TabContent

  // iOS 26.0 SwiftUI.swiftinterface: `@SwiftUI.TabContentBuilder<Self.TabValue>
  // @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }`
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

// iOS 26.0 SwiftUI.swiftinterface: `public struct DefaultTabLabel : SwiftUICore.View {` (no
// isolation attribute: nonisolated, see README.md). Page, for a later SDK:
// https://developer.apple.com/documentation/swiftui/defaulttablabel
nonisolated public struct DefaultTabLabel: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension
// SwiftUI.DefaultTabLabel : Swift.Sendable`
@available(*, unavailable)
extension DefaultTabLabel: Sendable {}

// iOS 26.0 SwiftUI.swiftinterface: `@_functionBuilder public struct TabContentBuilder<TabValue>
// where TabValue : Swift.Hashable {` (the older spelling of `@resultBuilder`). Its
// `buildExpression(_:)`, `buildBlock(_:)`, `buildIf(_:)`, `buildEither` and
// `buildLimitedAvailability(_:)` are not used here, and left out.
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  // iOS 26.0 SwiftUI.swiftinterface: `public struct Content<C> : SwiftUICore.View where C :
  // SwiftUI.TabContent {`, with `@_Concurrency.MainActor @preconcurrency public var body: some
  // SwiftUICore.View { get }` and no isolation attribute on the type: nonisolated (its View
  // conformance is in an extension here)
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
  // iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public var body:
  // some SwiftUICore.View { get }`, as quoted above (`Never` here, which needs no underlying type)
  @MainActor @preconcurrency public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension
// SwiftUI.TabContentBuilder : Swift.Sendable {}`
@available(*, unavailable)
extension TabContentBuilder: Sendable {}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension
// SwiftUI.TabContentBuilder.Content : Swift.Sendable {}`
@available(*, unavailable)
extension TabContentBuilder.Content: Sendable {}
