import StateKit
import StateKitClock
import StateKitSCXML
import Testing

/// A typed parent's export, loaded back, runs its typed child as the Swift machine does: the
/// child's document sends the parent the events `done` and `emitted` map its reports to.
@Suite("ChildRoundTrip")
struct ChildRoundTripTests {
  enum Step: MachineState { case form, accepted, gaveUp }
  enum Login: MachineEvent { case submit, quit, help, ping, rush }
  enum App: MachineState { case welcome, signingIn, typing, helped, home, away }
  enum AppEvent: MachineEvent {
    case start, confirm, logout, signedIn, gaveUp, needsHelp, ping
  }

  static let login = ChildMachine(
    "login",
    try! MachineDefinition<Step, Login, Void>(initial: .form) {
      StateNode(.form) {
        On(.submit, to: .accepted)
        On(.quit, to: .gaveUp)
        On(.help, actions: [.emit(.help)])
        On(.ping, actions: [.emit(.ping)])
        On(.rush, to: .accepted, actions: [.emit(.help)])
      }
      Final(.accepted)
      Final(.gaveUp)
    })

  static let app = try! MachineDefinition<App, AppEvent, Void>(initial: .welcome) {
    StateNode(.welcome) { On(.start, to: .signingIn) }
    StateNode(.signingIn, initial: .typing) {
      // `ping` is dropped: a document that sent it on would move the parent away.
      Invoke(
        login, emitted: { $0 == .help ? .needsHelp : nil },
        done: { final in final.state == .accepted ? .signedIn : .gaveUp })
      On(.confirm, actions: [.send(.submit, to: login)])
      On(.signedIn, to: .home)
      On(.gaveUp, to: .welcome)
      On(.ping, to: .away)
      StateNode(.typing) { On(.needsHelp, to: .helped) }
      // Reached only when the parent gets `needsHelp` before `signedIn`, as the child sent them.
      StateNode(.helped) { On(.signedIn, to: .away) }
    }
    StateNode(.home) { On(.logout, to: .welcome) }
    StateNode(.away) {}
  }

  /// An event for the parent, or for its running child.
  enum Input {
    case parent(AppEvent)
    case child(Login)
  }

  @Test("the reloaded export follows the Swift machine's configuration, child and parent")
  func sameBehaviour() throws {
    let swiftClock = ManualClock()
    let swift = Machine(Self.app, clock: swiftClock)
    let loaded = try SCXMLDocument(string: Self.app.scxml()).definition()
    let reloaded = SCXMLMachine(loaded, clock: ManualClock())
    let inputs: [Input] = [
      .parent(.start), .child(.ping), .parent(.confirm), .parent(.logout), .parent(.start),
      .child(.help), .child(.quit), .parent(.start), .child(.rush),
    ]
    #expect(Self.states(swift) == reloaded.atomicStates)
    for (index, input) in inputs.enumerated() {
      switch input {
      case .parent(let event):
        swift.send(event)
        reloaded.send(String(describing: event))
      case .child(let event):
        try #require(swift.child(Self.login)).send(event)
        try #require(reloaded.child("login")).send(String(describing: event))
      }
      #expect(Self.states(swift) == reloaded.atomicStates, "after step \(index): \(input)")
      let swiftChild = swift.child(Self.login).map(Self.states)
      #expect(swiftChild == reloaded.child("login")?.atomicStates, "child after step \(index)")
    }
    #expect(Self.states(swift) == ["away"])
  }

  @Test("the child's final states and emits send the parent's mapped events")
  func mappedSends() {
    let text = Self.app.scxml()
    #expect(text.contains(##"<send event="needsHelp" target="#_parent"/>"##))
    #expect(text.contains("<!-- emit(ping): dropped by the parent's `emitted` mapping -->"))
    #expect(text.contains(##"<final id="accepted">"##))
    #expect(text.contains(##"<send event="signedIn" target="#_parent"/>"##))
    #expect(text.contains(##"<send event="gaveUp" target="#_parent"/>"##))
    #expect(!text.contains(##"<send event="help" target="#_parent"/>"##))
  }

  private static func states<S, E, C>(_ machine: Machine<S, E, C>) -> Set<String> {
    Set(machine.snapshot.states.map { String(describing: $0) })
  }
}
