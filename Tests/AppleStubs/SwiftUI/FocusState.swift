// Where the focus is, as a property a view reads and writes.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// https://developer.apple.com/documentation/swiftui/focusstate
@frozen @propertyWrapper public struct FocusState<Value> where Value: Hashable {
  // unverified: documentation page not found for FocusState's `init()`; the declaration is the one
  // of https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()
  public init() where Value == Bool {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding { fatalError("stub") }

  // https://developer.apple.com/documentation/swiftui/focusstate/binding
  @frozen @propertyWrapper public struct Binding {
    // Stands for the SDK's private storage (a property wrapper may not have a non-public
    // `init()`).
    private let storage: FocusState<Value>

    // https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    // (unverified: no page read for it; the same declaration as AccessibilityFocusState.Binding's
    // wrappedValue)
    public var wrappedValue: Value {
      get { fatalError("stub") }
      nonmutating set { fatalError("stub") }
    }
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/focused(_:)
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    fatalError("stub")
  }
}
