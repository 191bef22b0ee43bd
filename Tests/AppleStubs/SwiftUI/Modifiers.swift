// Layout and identity modifiers.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

extension View {
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-20tq5
  nonisolated public func background<S, T>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View where S: ShapeStyle, T: InsettableShape {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/view/id(_:)
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable {
    fatalError("stub")
  }
}
