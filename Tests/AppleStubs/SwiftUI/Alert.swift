// Alerts.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

extension View {
  // iOS 26.0 SwiftUI.swiftinterface: `nonisolated public func alert<A, M>(_ titleKey:
  // SwiftUICore.LocalizedStringKey, isPresented: SwiftUICore.Binding<Swift.Bool>,
  // @SwiftUICore.ViewBuilder actions: () -> A, @SwiftUICore.ViewBuilder message: () -> M) -> some
  // SwiftUICore.View where A : SwiftUICore.View, M : SwiftUICore.View`, in an extension of View
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    fatalError("stub")
  }
}
