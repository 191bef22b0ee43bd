// Bindings to the mutable properties of an observable object.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

import Observation

// iOS 26.0 SwiftUICore.swiftinterface: `@dynamicMemberLookup @propertyWrapper public struct
// Bindable<Value> {`
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  // iOS 26.0 SwiftUICore.swiftinterface: `public var wrappedValue: Value` (stored)
  public var wrappedValue: Value

  // iOS 26.0 SwiftUICore.swiftinterface: `public var projectedValue: SwiftUICore.Bindable<Value> {
  // get }`
  public var projectedValue: Bindable<Value> { fatalError("stub") }

  // iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable, message: "The wrapped value
  // must be an object that conforms to Observable") public init(wrappedValue: Value)`, and the
  // same for `public init(projectedValue: SwiftUICore.Bindable<Value>)`: a value that is not an
  // Observable object gets this message. They are also what lets an initializer assign to a
  // `@Bindable` property (`self.model = model`).
  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(wrappedValue: Value) {
    fatalError("stub")
  }

  @available(
    *, unavailable, message: "The wrapped value must be an object that conforms to Observable"
  )
  public init(projectedValue: Bindable<Value>) {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Bindable where Value : AnyObject,
// Value : Observation.Observable {`, which declares the three initializers below
extension Bindable where Value: AnyObject, Value: Observable {
  // iOS 26.0 SwiftUICore.swiftinterface: `public init(wrappedValue: Value)`
  public init(wrappedValue: Value) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `public init(_ wrappedValue: Value)`
  public init(_ wrappedValue: Value) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `public init(projectedValue:
  // SwiftUICore.Bindable<Value>)`
  public init(projectedValue: Bindable<Value>) {
    fatalError("stub")
  }
}

extension Bindable where Value: AnyObject {
  // iOS 26.0 SwiftUICore.swiftinterface: `public subscript<Subject>(dynamicMember keyPath:
  // Swift.ReferenceWritableKeyPath<Value, Subject>) -> SwiftUICore.Binding<Subject> {`
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Bindable : Swift.Sendable where
// Value : Swift.Sendable {}`. (The interface also declares `init(wrappedValue:)` unavailable
// where Value is an ObservableObject; no code here needs that.)
extension Bindable: Sendable where Value: Sendable {}
