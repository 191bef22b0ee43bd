import StateKit
import StateKitFixtures
import StateKitTesting
import Testing

/// A toast: shown for two seconds, or until pinned; `arm` schedules a delayed `ping`.
enum ToastState: MachineState { case hidden, shown, pinned }
enum ToastEvent: MachineEvent, CaseIterable { case show, pin, arm, ping }

struct ToastLog: Sendable, Hashable {
  var pings = 0
}

let toastDefinition = try! MachineDefinition<ToastState, ToastEvent, ToastLog>(
  name: "Toast", initial: .hidden, context: ToastLog()
) {
  StateNode(.hidden) {
    On(.show, to: .shown)
    On(.arm, actions: [.send(.ping, after: .seconds(5), id: "ping")])
    On(.ping, action: { log, _ in log.pings += 1 })
  }
  StateNode(.shown) {
    After(.seconds(2), to: .hidden)
    On(.pin, to: .pinned)
  }
  StateNode(.pinned)
}

/// An authentication call that never answers until its task is cancelled.
let neverAnswers: LoginAuthentication = { _, _ in
  try await ManualClock().sleep(for: .seconds(1))
}

/// Fills in valid credentials through the tester.
@MainActor
func fillIn(_ tester: MachineTester<LoginState, LoginEvent, LoginForm>) async {
  await tester.send(.enteringCredential(.username("appleseed"))) {
    $0.state = .validatingCredentials
    $0.context.username = "appleseed"
  }
  await tester.send(.enteringCredential(.password("correct horse"))) {
    $0.state = .validCredentials
    $0.context.password = "correct horse"
  }
}
