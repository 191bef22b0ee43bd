// A two-way connection to a value owned elsewhere.
//
// unverified: Binding was not reached in the SwiftUICore.swiftinterface of the iOS 26.0 SDK (see
// README.md). The page https://developer.apple.com/documentation/swiftui/binding shows a later
// SDK, and pages leave out underscored attributes: the `@_inheritActorContext` of
// `init(get:set:)` is the Xcode 26.0 declaration as issue 68's review of that SDK reports it.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// unverified, as above: https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // unverified, as above: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  // plus `@_inheritActorContext` on both closures, which the page does not show.
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    fatalError("stub")
  }

  // unverified, as above: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }

  // unverified, as above:
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    fatalError("stub")
  }
}

// unverified, as above: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
// ("A binding conforms to Sendable only if its wrapped value type also conforms to Sendable.")
extension Binding: Sendable where Value: Sendable {}
