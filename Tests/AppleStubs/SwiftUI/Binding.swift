// A two-way connection to a value owned elsewhere.

// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp ("A binding
// conforms to Sendable only if its wrapped value type also conforms to Sendable.")
extension Binding: Sendable where Value: Sendable {}
