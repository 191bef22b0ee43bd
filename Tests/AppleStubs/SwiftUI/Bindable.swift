// Bindings to the mutable properties of an observable object.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

import Observation

// https://developer.apple.com/documentation/swiftui/bindable
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  // https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue (stored: the page
  // shows no accessors)
  public var wrappedValue: Value

  // https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { fatalError("stub") }

  // Not on any documentation page (unavailable declarations are not documented): the SDK's
  // interface declares these two unconstrained initializers unavailable, so that a value that
  // is not an Observable object gets this message. They are also what lets an initializer
  // assign to a `@Bindable` property (`self.model = model`).
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

extension Bindable where Value: AnyObject, Value: Observable {
  // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
  public init(projectedValue: Bindable<Value>) {
    fatalError("stub")
  }
}

extension Bindable where Value: AnyObject {
  // https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    fatalError("stub")
  }
}
