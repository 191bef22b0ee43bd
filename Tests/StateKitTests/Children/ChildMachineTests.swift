import Observation
import StateKit
import StateKitClock
import Synchronization
import Testing

/// A child machine runs while its state is active: it starts with input from the parent,
/// receives the parent's events, emits its own, and reports its final snapshot.
struct ChildMachineTests {
  struct Form: Equatable, Sendable {
    var username = ""
  }

  struct Session: Equatable, Sendable {
    var user = ""
    var heard: [String] = []
  }

  /// The login child: `type` appends to the name, `ping` emits `pong`, `cancel` emits
  /// `cancelled`, `submit` finishes (its output is the name), `spin` runs away; after 5 s it
  /// emits `timedOut`.
  static let loginDefinition = try! MachineDefinition<S, E, Form>(
    initial: "editing", context: Form()
  ) {
    StateNode("editing") {
      On("type", actions: [.assign("type") { form, _ in form.username += "a" }])
      On("ping", actions: [.emit("pong")])
      On("cancel", actions: [.emit("cancelled")])
      On("submit", to: "finished", actions: [.emit("submitting")])
      On("spin", to: "spinning")
      After(.seconds(5), to: "editing", actions: [.emit("timedOut")])
    }
    StateNode("spinning") { Always(to: "spinning2") }
    StateNode("spinning2") { Always(to: "spinning") }
    Final("finished")
  }
  static let login = ChildMachine("login", loginDefinition)

  static let app = try! MachineDefinition<S, AppEvent, Session>(
    initial: "signingIn", context: Session(user: "ad")
  ) {
    StateNode("signingIn") {
      Invoke(
        login, input: { session, _ in Form(username: session.user) },
        emitted: { event in event == "cancelled" ? .heard("cancelled") : .heard(event.name) },
        done: { final in .signedIn(final.context.username) },
        failed: { _ in .heard("failed") })
      On(\.heard) { session, what in session.heard.append(what) }
      On(.poke, actions: [.send("type", to: login)])
      On(.leave, to: "away")
      On(\.signedIn, to: "home") { session, user in session.user = user }
    }
    StateNode("away") {
      On(\.heard) { session, what in session.heard.append(what) }
      On(.back, to: "signingIn")
    }
    StateNode("home") {}
  }

  @Test func theChildStartsWithItsStateWithInputFromTheParent() throws {
    let app = Machine(Self.app)
    let login = try #require(app.child(Self.login))
    #expect(login.context.username == "ad")
    #expect(login.state == "editing")
  }

  @Test func theParentSendsToItsChildFromAnAction() throws {
    let app = Machine(Self.app)
    app.send(.poke)
    app.send(.poke)
    #expect(app.child(Self.login)?.context.username == "adaa")
  }

  @Test func whatTheChildEmitsReachesTheParentMappedAndInOrder() throws {
    let app = Machine(Self.app)
    let login = try #require(app.child(Self.login))
    login.send("ping")
    login.send("cancel")
    #expect(app.context.heard == ["pong", "cancelled"])
  }

  @Test func theChildsFinalSnapshotIsItsOutput() throws {
    let app = Machine(Self.app)
    app.send(.poke)
    let login = try #require(app.child(Self.login))
    login.send("submit")
    #expect(app.state == "home")
    #expect(app.context.user == "ada", "the output, from the child's final context")
    #expect(app.context.heard == ["submitting"], "what it emitted first arrived first")
    #expect(app.child(Self.login) == nil, "leaving the state stopped the child")
  }

  @Test func nothingAStoppedChildSendsReachesTheParent() throws {
    let app = Machine(Self.app)
    let login = try #require(app.child(Self.login))
    app.send(.leave)
    #expect(app.child(Self.login) == nil)
    #expect(login.send("ping") == .machineStopped, "the child stopped with its state")
    #expect(login.send("submit") == .machineStopped)
    #expect(app.context.heard == [])
    #expect(app.state == "away")
  }

  @Test func enteringTheStateAgainStartsAFreshChild() throws {
    let app = Machine(Self.app)
    app.send(.poke)
    app.send(.leave)
    app.send(.back)
    #expect(app.child(Self.login)?.context.username == "ad")
  }

  @Test func theChildsTimersRunOnTheParentsClockAndStopWithIt() throws {
    let clock = ManualClock()
    let app = Machine(Self.app, clock: clock)
    clock.advance(by: .seconds(5))
    #expect(app.context.heard == ["timedOut"])
    app.send(.leave)
    clock.advance(by: .seconds(5))
    #expect(app.context.heard == ["timedOut"], "a stopped child's timer reaches nobody")
  }

  @Test func aChildThatRunsAwayIsReported() throws {
    let app = Machine(Self.app)
    let login = try #require(app.child(Self.login))
    login.send("spin")
    #expect(app.context.heard == ["failed"])
  }

  @Test func releasingTheParentReleasesTheChild() {
    weak var child: Machine<S, E, Form>?
    do {
      let app = Machine(Self.app)
      child = app.child(Self.login)
      #expect(child != nil)
    }
    #expect(child == nil, "no child outlives its parent")
  }

  @Test func theChildDoesNotKeepItsParentAlive() {
    weak var parent: Machine<S, AppEvent, Session>?
    var login: Machine<S, E, Form>?
    do {
      let app = Machine(Self.app)
      parent = app
      login = app.child(Self.login)
    }
    #expect(parent == nil)
    #expect(login?.send("ping") == .machineStopped, "releasing the parent stopped it")
  }

  /// The parent's events: `heard(String)` carries what the child said, `signedIn(String)` its
  /// output.
  enum AppEvent: MachineEvent, Equatable {
    case heard(String)
    case signedIn(String)
    case poke, leave, back
    enum Case: Hashable, Sendable { case heard, signedIn, poke, leave, back }
    var eventCase: Case {
      switch self {
      case .heard: .heard
      case .signedIn: .signedIn
      case .poke: .poke
      case .leave: .leave
      case .back: .back
      }
    }
    var heard: String? { if case .heard(let what) = self { what } else { nil } }
    var signedIn: String? { if case .signedIn(let user) = self { user } else { nil } }
    static func payloadCase(of accessor: PartialKeyPath<AppEvent>) -> Case? {
      switch accessor {
      case \AppEvent.heard: .heard
      case \AppEvent.signedIn: .signedIn
      default: nil
      }
    }
  }
}

/// A child machine appears to views as an observable machine of its own.
@MainActor
struct ObservableChildTests {
  typealias Parent = ChildMachineTests

  @Test func aChildViewReadsTheChildAndOnlyItsChangesInvalidateIt() throws {
    let model = ObservableMachine(Parent.app)
    let login = try #require(model.child(Parent.login))
    #expect(model.child(Parent.login) === login, "the same running child, the same object")
    let parentView = Invalidated { _ = model.state }
    let childView = Invalidated { _ = login.username }
    login.send("type")
    #expect(login.username == "ada")
    #expect(childView.count == 1)
    #expect(parentView.count == 0, "the child's change is not the parent's")
  }

  @Test func aViewThatReadTheChildHearsWhenItStops() throws {
    let model = ObservableMachine(Parent.app)
    let reader = Invalidated { _ = model.child(Parent.login) }
    model.send(.leave)
    #expect(reader.count == 1)
    #expect(model.child(Parent.login) == nil)
    model.send(.back)
    #expect(model.child(Parent.login)?.username == "ad", "a fresh child")
  }
}
