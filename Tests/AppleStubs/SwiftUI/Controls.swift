// Buttons, text fields and the progress indicator.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).
//
// Isolation follows README.md's rule: a type that the interface prints with no isolation
// attribute is nonisolated for its clients, so its stub says `nonisolated` where a View
// conformance in its declaration would otherwise make it infer `@MainActor`.

// iOS 26.0 SwiftUI.swiftinterface: `public struct Button<Label> : SwiftUICore.View where Label :
// SwiftUICore.View {` (no isolation attribute: nonisolated, see README.md). Page, for a later
// SDK: https://developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label>: View where Label: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.Button :
// Swift.Sendable`
@available(*, unavailable)
extension Button: Sendable {}

extension Button where Label == Text {
  // iOS 26.0 SwiftUI.swiftinterface: `@preconcurrency nonisolated public init(_ titleKey:
  // SwiftUICore.LocalizedStringKey, action: @escaping @_Concurrency.MainActor () -> Swift.Void)`,
  // in `extension SwiftUI.Button where Label == SwiftUICore.Text`
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUI.swiftinterface: `@preconcurrency @_disfavoredOverload nonisolated public
  // init<S>(_ title: S, action: @escaping @_Concurrency.MainActor () -> Swift.Void) where S :
  // Swift.StringProtocol`
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUI.swiftinterface: `@preconcurrency nonisolated public init(_ titleKey:
  // SwiftUICore.LocalizedStringKey, role: SwiftUI.ButtonRole?, action: @escaping
  // @_Concurrency.MainActor () -> Swift.Void)`, in `extension SwiftUI.Button where Label ==
  // SwiftUICore.Text`
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    fatalError("stub")
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  // iOS 26.0 SwiftUI.swiftinterface: `@_alwaysEmitIntoClient nonisolated public init(_ titleKey:
  // SwiftUICore.LocalizedStringKey, systemImage: Swift.String, action: @escaping
  // @_Concurrency.MainActor () -> Swift.Void) {` (without its inlinable body), in `extension
  // SwiftUI.Button where Label == SwiftUI.Label<SwiftUICore.Text, SwiftUICore.Image>`
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct ButtonRole : Swift.Equatable, Swift.Sendable {`
public struct ButtonRole: Equatable, Sendable {
  // iOS 26.0 SwiftUI.swiftinterface: `public static let cancel: SwiftUI.ButtonRole`
  public static let cancel = ButtonRole()

  private init() {}
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct Label<Title, Icon> : SwiftUICore.View where
// Title : SwiftUICore.View, Icon : SwiftUICore.View {` (the label `Button(_:systemImage:action:)`
// makes; its initializers are not used here; no isolation attribute: nonisolated)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.Label :
// Swift.Sendable`
@available(*, unavailable)
extension Label: Sendable {}

// iOS 26.0 SwiftUI.swiftinterface: `public struct TextField<Label> : SwiftUICore.View where Label
// : SwiftUICore.View {` (no isolation attribute: nonisolated)
nonisolated public struct TextField<Label>: View where Label: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.TextField :
// Swift.Sendable {}`
@available(*, unavailable)
extension TextField: Sendable {}

extension TextField where Label == Text {
  // iOS 26.0 SwiftUI.swiftinterface: `@_alwaysEmitIntoClient nonisolated public init(_ titleKey:
  // SwiftUICore.LocalizedStringKey, text: SwiftUICore.Binding<Swift.String>) {` (without its
  // inlinable body), in `extension SwiftUI.TextField where Label == SwiftUICore.Text`
  nonisolated public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>
  ) {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct SecureField<Label> : SwiftUICore.View where
// Label : SwiftUICore.View {` (no isolation attribute: nonisolated)
nonisolated public struct SecureField<Label>: View where Label: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.SecureField :
// Swift.Sendable`
@available(*, unavailable)
extension SecureField: Sendable {}

extension SecureField where Label == Text {
  // iOS 26.0 SwiftUI.swiftinterface: `@_alwaysEmitIntoClient nonisolated public init(_ titleKey:
  // SwiftUICore.LocalizedStringKey, text: SwiftUICore.Binding<Swift.String>) {` (without its
  // inlinable body), in `extension SwiftUI.SecureField where Label == SwiftUICore.Text`
  nonisolated public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>
  ) {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct ProgressView<Label, CurrentValueLabel> :
// SwiftUICore.View where Label : SwiftUICore.View, CurrentValueLabel : SwiftUICore.View {`, with no
// isolation attribute, unlike List's: nonisolated (its View conformance is in an extension here)
nonisolated public struct ProgressView<Label, CurrentValueLabel>
where Label: View, CurrentValueLabel: View {}

extension ProgressView: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.ProgressView :
// Swift.Sendable {}`
@available(*, unavailable)
extension ProgressView: Sendable {}

extension ProgressView where CurrentValueLabel == EmptyView {
  // iOS 26.0 SwiftUI.swiftinterface: `nonisolated public init() where Label ==
  // SwiftUICore.EmptyView`, in `extension SwiftUI.ProgressView where CurrentValueLabel ==
  // SwiftUICore.EmptyView`
  nonisolated public init() where Label == EmptyView {
    fatalError("stub")
  }
}

extension View {
  // iOS 26.0 SwiftUICore.swiftinterface (see README.md): `@inlinable nonisolated public func
  // disabled(_ disabled: Swift.Bool) -> some SwiftUICore.View` (without the inlinable body).
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUI.swiftinterface: `nonisolated public func onSubmit(of triggers:
  // SwiftUI.SubmitTriggers = .text, _ action: @escaping () -> Swift.Void) -> some
  // SwiftUICore.View`
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUI.swiftinterface: `public struct SubmitTriggers : Swift.OptionSet,
// Swift.Sendable {`, with `public let rawValue: SwiftUI.SubmitTriggers.RawValue` and `public
// init(rawValue: SwiftUI.SubmitTriggers.RawValue)` (`RawValue` being `Swift.Int`)
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // iOS 26.0 SwiftUI.swiftinterface: `public static let text: SwiftUI.SubmitTriggers`
  public static let text = SubmitTriggers(rawValue: 1)
}
