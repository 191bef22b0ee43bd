// Buttons, text fields and the progress indicator.

// https://developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label> where Label: View {}

extension Button: View {
  public var body: Never { fatalError("stub") }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    fatalError("stub")
  }

  // Documentation page not found for the LocalizedStringKey overload of `init(_:role:action:)`;
  // the declaration is the one of
  // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:) with the title
  // of https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    fatalError("stub")
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  // https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
  // Without the page's @export(implementation): see README.md.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/buttonrole (page not looked up)
public struct ButtonRole: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole()

  private init() {}
}

// https://developer.apple.com/documentation/swiftui/label (page not looked up; the label
// `Button(_:systemImage:action:)` makes)
public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/textfield (page not looked up)
public struct TextField<Label>: View where Label: View {
  public var body: Never { fatalError("stub") }
}

extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  // Without the page's @export(implementation): see README.md.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>
  ) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/securefield (page not looked up)
public struct SecureField<Label>: View where Label: View {
  public var body: Never { fatalError("stub") }
}

extension SecureField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)
  // Without the page's @export(implementation): see README.md.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>
  ) {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/progressview
nonisolated public struct ProgressView<Label, CurrentValueLabel>
where Label: View, CurrentValueLabel: View {}

extension ProgressView: View {
  public var body: Never { fatalError("stub") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  // https://developer.apple.com/documentation/swiftui/progressview/init()
  nonisolated public init() where Label == EmptyView {
    fatalError("stub")
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/submittriggers (page not looked up)
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/swiftui/submittriggers/text (page not looked up)
  public static let text = SubmitTriggers(rawValue: 1)
}
