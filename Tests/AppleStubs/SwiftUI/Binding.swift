// A two-way connection to a value owned elsewhere.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen @propertyWrapper @dynamicMemberLookup public
// struct Binding<Value> {`
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // iOS 26.0 SwiftUICore.swiftinterface: `@preconcurrency public init(@_inheritActorContext get:
  // @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping
  // @isolated(any) @Sendable (Value) -> Swift.Void)` (under `#if compiler(>=5.3) &&
  // $IsolatedAny`). Its page, for a later SDK, leaves out `@_inheritActorContext`.
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `public var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `public subscript<Subject>(dynamicMember keyPath:
  // Swift.WritableKeyPath<Value, Subject>) -> SwiftUICore.Binding<Subject> {`
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Binding : @unchecked Swift.Sendable
// where Value : Swift.Sendable {}`
extension Binding: @unchecked Sendable where Value: Sendable {}
