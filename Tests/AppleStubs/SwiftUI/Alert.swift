// Alerts.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

extension View {
  // unverified: documentation page not found for `alert(_:isPresented:actions:message:)` with a
  // LocalizedStringKey title; the declaration follows its siblings
  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-3200l and
  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    fatalError("stub")
  }
}
