// Layout and identity modifiers.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

extension View {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable nonisolated public func padding(_ edges:
  // SwiftUICore.Edge.Set = .all, _ length: CoreFoundation.CGFloat? = nil) -> some
  // SwiftUICore.View` (without its body), as are the modifiers below
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable nonisolated public func frame(width:
  // CoreFoundation.CGFloat? = nil, height: CoreFoundation.CGFloat? = nil, alignment:
  // SwiftUICore.Alignment = .center) -> some SwiftUICore.View {`
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable nonisolated public func background<S,
  // T>(_ style: S, in shape: T, fillStyle: SwiftUICore.FillStyle = FillStyle()) -> some
  // SwiftUICore.View where S : SwiftUICore.ShapeStyle, T : SwiftUICore.InsettableShape {`
  nonisolated public func background<S, T>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View where S: ShapeStyle, T: InsettableShape {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable nonisolated public func id<ID>(_ id: ID) ->
  // some SwiftUICore.View where ID : Swift.Hashable {`
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `nonisolated public func onChange<V>(of value: V,
  // initial: Swift.Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) ->
  // Swift.Void) -> some SwiftUICore.View where V : Swift.Equatable`
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable {
    fatalError("stub")
  }
}
