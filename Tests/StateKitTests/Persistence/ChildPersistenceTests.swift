import Foundation
import StateKit
import StateKitClock
import Testing

/// A parent's persisted snapshot holds its running children, recursively; restoring it brings
/// each child back in its state, with its timers, each checked by its own definition.
struct ChildPersistenceTests {
  struct Form: Codable, Equatable, Sendable {
    var username = ""
    var typed = 0
  }

  struct Session: Codable, Equatable, Sendable {
    var heard: [String] = []
  }

  typealias Persisted = PersistedSnapshot<StateName, EventName, Session>

  /// The grandchild: `tick` counts; it expires after 3 s.
  static let captcha = ChildMachine(
    "captcha",
    try! MachineDefinition<StateName, EventName, Int>(version: 1, initial: "solving", context: 0) {
      StateNode("solving") {
        On("tick", actions: [.assign("tick") { count, _ in count += 1 }])
        After(.seconds(3), to: "expired")
      }
      StateNode("expired")
    })

  /// The child: `type` counts, `next` goes on to verify (running the captcha), which times out
  /// after 5 s and emits `timedOut`. Version 2 calls the verifying state `checking`.
  static func login(version: Int = 1) -> ChildMachine<StateName, EventName, Form> {
    let verifying: StateName = version == 1 ? "verifying" : "checking"
    return ChildMachine(
      "login",
      try! MachineDefinition<StateName, EventName, Form>(
        version: version, initial: "editing", context: Form()
      ) {
        StateNode("editing") {
          On("type", actions: [.assign("type") { form, _ in form.typed += 1 }])
          On("next", to: verifying)
        }
        StateNode(verifying) {
          Invoke(captcha)
          After(.seconds(5), to: "timedOut", actions: [.emit("timedOut")])
        }
        StateNode("timedOut")
      })
  }

  static func app(
    _ login: ChildMachine<StateName, EventName, Form> = login()
  ) -> MachineDefinition<StateName, EventName, Session> {
    try! MachineDefinition<StateName, EventName, Session>(
      version: 1, initial: "signingIn", context: Session()
    ) {
      StateNode("signingIn") {
        Invoke(login, input: { _, _ in Form(username: "ad") }, emitted: { $0 })
        On("timedOut", to: "lockedOut") { session, _ in session.heard.append("timedOut") }
      }
      StateNode("lockedOut")
    }
  }

  /// A parent whose login child typed twice and went on to verify, whose captcha ticked once,
  /// 2 s ago: saved as JSON.
  static func savedMidFlow() throws -> Data {
    let clock = ManualClock()
    let app = Machine(Self.app(), clock: clock)
    let login = try #require(app.child(Self.login()))
    login.send("type")
    login.send("type")
    login.send("next")
    try #require(login.child(captcha)).send("tick")
    clock.advance(by: .seconds(2))
    return try JSONEncoder().encode(app.snapshot.persisted)
  }

  @Test func theSnapshotOfAParentHoldsItsChildrenRecursively() throws {
    let app = Machine(Self.app(), clock: ManualClock())
    let login = try #require(app.child(Self.login()))
    login.send("next")
    try #require(login.child(Self.captcha)).send("tick")
    let snapshot = app.snapshot
    #expect(snapshot.child(Self.login())?.state == "verifying")
    #expect(snapshot.child(Self.login())?.child(Self.captcha)?.context == 1)
    let persisted = snapshot.persisted
    let child = try #require(persisted.children["login"])
    #expect(try child.header.version == 1)
    let decoded = try child.decoded(as: PersistedSnapshot<StateName, EventName, Form>.self)
    #expect(decoded.configuration == ["verifying"])
    #expect(decoded.children["captcha"] != nil, "the grandchild")
  }

  @Test func restoringBringsTheChildBackInItsStateWithItsTimer() throws {
    let saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    let clock = ManualClock()
    let app = Machine(restoring: try Self.app().restore(saved), clock: clock)
    let login = try #require(app.child(Self.login()))
    #expect(login.state == "verifying")
    #expect(login.context == Form(username: "ad", typed: 2), "not the input's fresh form")
    clock.advance(by: .seconds(2))
    #expect(login.state == "verifying", "the timer had 3 s left")
    clock.advance(by: .seconds(1))
    #expect(login.state == "timedOut")
    #expect(app.state == "lockedOut", "what the restored child emits reaches the new parent")
    #expect(app.context.heard == ["timedOut"])
  }

  @Test func restoringBringsTheGrandchildBackWithItsTimer() throws {
    let saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    let clock = ManualClock()
    let app = Machine(restoring: try Self.app().restore(saved), clock: clock)
    let captcha = try #require(app.child(Self.login())?.child(Self.captcha))
    #expect(captcha.state == "solving")
    #expect(captcha.context == 1)
    clock.advance(by: .milliseconds(999))
    #expect(captcha.state == "solving")
    clock.advance(by: .milliseconds(1))
    #expect(captcha.state == "expired", "the grandchild's timer had 1 s left")
  }

  @Test func aRestoredParentThatStartsLaterRestoresItsChildThen() throws {
    let saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    let app = Machine(
      restoring: try Self.app().restore(saved), clock: ManualClock(), startImmediately: false)
    #expect(app.snapshot.child(Self.login())?.context.typed == 2, "pending, not yet running")
    app.start()
    #expect(app.child(Self.login())?.context.typed == 2)
  }

  @Test func aChildOfAnotherVersionIsRestoredUnderItsOwnPolicy() throws {
    let saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    let app = Self.app(Self.login(version: 2))
    #expect(throws: RestoreError.child("login", .unknownState("verifying"))) {
      try app.restore(saved)
    }
    #expect(throws: RestoreError.child("login", .unknownState("verifying"))) {
      try app.restore(saved, policy: .strict)
    }
    let restored = try app.restore(saved, policy: .strict, childPolicies: ["login": .bestEffort])
    #expect(
      restored.dropped == [
        "child 'login': state 'verifying'",
        "child 'login': timer after 5.0 seconds from 'verifying' to 'timedOut'",
        "child 'login': child 'captcha'",
      ])
    let machine = Machine(restoring: restored.snapshot, clock: ManualClock())
    let login = try #require(machine.child(Self.login(version: 2)))
    #expect(login.state == "editing", "entered by default")
    #expect(login.context.typed == 2, "its context kept")
    #expect(machine.state == "signingIn", "the parent restored as it was")

    let restarted = try app.restore(saved, policy: .bestEffort, childPolicies: ["login": .restart])
    #expect(
      restarted.dropped == [
        "child 'login': configuration verifying", "child 'login': child 'captcha'",
      ])
  }

  @Test func aChildIsMigratedOnItsOwn() throws {
    var saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    let child = try #require(saved.children["login"])
    #expect(try child.header.version == 1)
    let old = try child.decoded(as: PersistedSnapshot<StateName, EventName, Form>.self)
    saved.children["login"] = PersistedChild(
      old.migrated(
        to: 2, renaming: ["verifying": "checking"], payload: { $0 }, event: { $0 },
        context: { $0 }))
    let clock = ManualClock()
    let app = Machine(
      restoring: try Self.app(Self.login(version: 2)).restore(saved), clock: clock)
    let login = try #require(app.child(Self.login(version: 2)))
    #expect(login.state == "checking")
    #expect(login.child(Self.captcha)?.context == 1, "the grandchild came along")
    clock.advance(by: .seconds(3))
    #expect(app.state == "lockedOut", "the migrated child kept its timer")
  }

  @Test func dataWithoutChildrenStillDecodesAndTheChildStartsFromItsInput() throws {
    let old = """
      {"configuration":["signingIn"],"payloads":{},"history":{},"timers":[],"isDone":false,
      "serial":0,"version":1,"context":{"heard":[]}}
      """
    let saved = try JSONDecoder().decode(Persisted.self, from: Data(old.utf8))
    #expect(saved.children.isEmpty)
    let app = Machine(restoring: try Self.app().restore(saved), clock: ManualClock())
    #expect(app.child(Self.login())?.context == Form(username: "ad", typed: 0))
    let written = try JSONEncoder().encode(Self.app().initialSnapshot().persisted)
    #expect(!String(decoding: written, as: UTF8.self).contains("children"), "as it was written")
  }

  @Test func aChildWhoseStateIsNotActiveIsDropped() throws {
    var saved = try JSONDecoder().decode(Persisted.self, from: Self.savedMidFlow())
    saved.configuration = ["lockedOut"]
    #expect(throws: RestoreError.self) { try Self.app().restore(saved) }
    let restored = try Self.app().restore(saved, policy: .bestEffort)
    #expect(restored.dropped == ["child 'login'"])
    #expect(restored.snapshot.child(Self.login()) == nil)
  }

  struct Reading: Codable, Equatable, Sendable {
    var level = 0.25
    var total = UInt64.max - 1
  }

  /// Numbers the child's data holds beyond what a plain integer keeps: a fraction, an unsigned
  /// integer past `Int64.max`, and a timer's attoseconds past it (9.5 s left).
  @Test func aChildsNumbersSurviveTheParentsData() throws {
    let meter = ChildMachine(
      "meter",
      try! MachineDefinition<StateName, EventName, Reading>(initial: "running", context: Reading())
      {
        StateNode("running") { After(.seconds(20), to: "finished") }
        StateNode("finished")
      })
    let parent = try MachineDefinition<StateName, EventName, Session>(
      initial: "measuring", context: Session()
    ) {
      StateNode("measuring") { Invoke(meter) }
    }
    let clock = ManualClock()
    let app = Machine(parent, clock: clock)
    clock.advance(by: .milliseconds(10_500))
    let data = try JSONEncoder().encode(app.snapshot.persisted)
    let saved = try JSONDecoder().decode(Persisted.self, from: data)
    let restoredClock = ManualClock()
    let restored = Machine(restoring: try parent.restore(saved), clock: restoredClock)
    let child = try #require(restored.child(meter))
    #expect(child.context == Reading())
    #expect(child.snapshot.pendingTimers.first?.remaining == .milliseconds(9_500))
    restoredClock.advance(by: .milliseconds(9_499))
    #expect(child.state == "running")
    restoredClock.advance(by: .milliseconds(1))
    #expect(child.state == "finished")
  }

  @Test func aChildWhoseDataDoesNotDecodeIsRefusedOrStartsFromItsInput() throws {
    let data = """
      {"configuration":["signingIn"],"payloads":{},"history":{},"timers":[],"isDone":false,
      "serial":0,"version":1,"context":{"heard":[]},"children":{"login":{"configuration":5}}}
      """
    let saved = try JSONDecoder().decode(Persisted.self, from: Data(data.utf8))
    #expect {
      try Self.app().restore(saved)
    } throws: { error in
      guard case .child("login", .invalidConfiguration)? = error as? RestoreError else {
        return false
      }
      return true
    }
    let restored = try Self.app().restore(saved, policy: .bestEffort)
    #expect(restored.dropped == ["child 'login' (its snapshot does not decode)"])
    let app = Machine(restoring: restored.snapshot, clock: ManualClock())
    #expect(app.child(Self.login())?.context == Form(username: "ad", typed: 0))
  }
}
