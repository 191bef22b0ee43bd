// Alerts.

extension View {
  // Documentation page not found for `alert(_:isPresented:actions:message:)` with a
  // LocalizedStringKey title; the declaration follows its siblings
  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-3200l and
  // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ContentBuilder actions: () -> A, @ContentBuilder message: () -> M
  ) -> some View where A: View, M: View {
    fatalError("stub")
  }
}
