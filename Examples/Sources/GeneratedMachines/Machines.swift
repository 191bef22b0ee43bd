import StateKit
import StateKitSCXML

// The machines of this target are generated at build time by StateKitSCXMLPlugin from the
// `.scxml` files beside this one: `Turnstile` (typed StateKit code, null data model, with a Swift
// hook), `Player` (its `<invoke>` is a work hook), `QtCreatorChartDemo` (a Qt Creator state
// chart), `TrafficLightStateMachine` (Qt SCXML's traffic light example, under the view model of
// TrafficLightModel.swift) and `ScxmlParallel` (an ScxmlEditor chart with the ECMAScript data
// model, run by StateKitSCXML, linked from Tests/Corpus), and the example apps' exported machines
// (Exported/, links to Examples/Machines). Nothing generated is committed.

/// What the turnstile knows: how many rides are prepaid.
struct TurnstileAccount: Sendable, Equatable {
  /// Prepaid rides.
  var credit: Int

  /// Creates an account.
  ///
  /// - Parameter credit: Prepaid rides.
  init(credit: Int = 0) { self.credit = credit }
}

/// A turnstile machine: a push with credit unlocks it as a coin does.
///
/// - Parameter account: The prepaid rides.
/// - Returns: The running machine.
/// - Throws: `DefinitionError` if the generated definition is refused (it never is).
func makeTurnstile(
  account: TurnstileAccount = TurnstileAccount(), clock: some Clock<Duration> = ContinuousClock()
) throws -> Machine<Turnstile.State, Turnstile.Event, TurnstileAccount> {
  let hooks = Turnstile.Hooks<TurnstileAccount>(hasCredit: { account, _ in account.credit > 0 })
  return Machine(try Turnstile.definition(context: account, hooks: hooks), clock: clock)
}
