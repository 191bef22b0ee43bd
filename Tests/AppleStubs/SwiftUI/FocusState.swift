// Where the focus is, as a property a view reads and writes.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// iOS 26.0 SwiftUI.swiftinterface: `@frozen @propertyWrapper public struct FocusState<Value> :
// SwiftUICore.DynamicProperty where Value : Swift.Hashable {` (DynamicProperty is not declared
// here)
@frozen @propertyWrapper public struct FocusState<Value> where Value: Hashable {
  // iOS 26.0 SwiftUI.swiftinterface: `public init() where Value == Swift.Bool`
  public init() where Value == Bool {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUI.swiftinterface: `public var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }

  // iOS 26.0 SwiftUI.swiftinterface: `public var projectedValue:
  // SwiftUI.FocusState<Value>.Binding { get }`
  public var projectedValue: FocusState<Value>.Binding { fatalError("stub") }

  // iOS 26.0 SwiftUI.swiftinterface: `@frozen @propertyWrapper public struct Binding {`
  @frozen @propertyWrapper public struct Binding {
    // Stands for the SDK's private storage (a property wrapper may not have a non-public
    // `init()`).
    private let storage: FocusState<Value>

    // iOS 26.0 SwiftUI.swiftinterface: `public var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
      get { fatalError("stub") }
      nonmutating set { fatalError("stub") }
    }

    // iOS 26.0 SwiftUI.swiftinterface: `public var projectedValue:
    // SwiftUI.FocusState<Value>.Binding { get }`
    public var projectedValue: FocusState<Value>.Binding { fatalError("stub") }
  }
}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension SwiftUI.FocusState :
// Swift.Sendable {}`
@available(*, unavailable)
extension FocusState: Sendable {}

// iOS 26.0 SwiftUI.swiftinterface: `@available(*, unavailable) extension
// SwiftUI.FocusState.Binding : Swift.Sendable {}`
@available(*, unavailable)
extension FocusState.Binding: Sendable {}

extension View {
  // iOS 26.0 SwiftUI.swiftinterface: `nonisolated public func focused(_ condition:
  // SwiftUI.FocusState<Swift.Bool>.Binding) -> some SwiftUICore.View`
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    fatalError("stub")
  }
}
