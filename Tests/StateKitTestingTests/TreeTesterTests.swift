import StateKit
import StateKitTesting
import Testing

/// A tree of machines for the tree tester: an app whose `signedOut` state runs a login child
/// (its work asks the test), and whose `signedIn` state runs a downloads child that holds a
/// collection of items.
enum TreeFixture {
  typealias Definition<Context: Sendable> = MachineDefinition<StateName, EventName, Context>

  static func login(_ answers: Answers<Void>) -> ChildMachine<StateName, EventName, Int> {
    ChildMachine(
      "login",
      try! Definition<Int>(initial: "asking", context: 0) {
        StateNode("asking") {
          Invoke("ask") { (_: WorkInput<EventName, Int>) in
            try await answers.call()
            return "answer"
          }
          On("answer", to: "answered") { tries, _ in tries += 1 }
        }
        Final("answered")
      })
  }

  /// An item: started by the list, it counts chunks (unless `countsChunks` is off: a planted
  /// bug), emits `progress` for each, stalls after 30 s without a `finish`.
  static func items(countsChunks: Bool = true) -> ChildMachines<String, StateName, EventName, Int> {
    ChildMachines(
      "items",
      try! Definition<Int>(initial: "queued", context: 0) {
        StateNode("queued") { On("start", to: "running") }
        StateNode("running") {
          On(
            "chunk",
            actions: [
              .assign("count") { chunks, _ in if countsChunks { chunks += 1 } }, .emit("progress"),
            ])
          On("finish", to: "done")
          After(.seconds(30), to: "stalled")
        }
        StateNode("stalled") { On("start", to: "running") }
        Final("done")
      })
  }
  static let items = items()

  static func downloads(countsChunks: Bool = true) -> ChildMachine<StateName, EventName, [String]> {
    let items = items(countsChunks: countsChunks)
    return ChildMachine(
      "downloads",
      try! Definition<[String]>(initial: "list", context: []) {
        StateNode("list") {
          Invoke(
            items, emitted: { id, event in EventName("\(event) \(id)") },
            done: { id, _ in EventName("finished \(id)") })
          On("add a", actions: [.spawn(items) { _, _ in ("a", 0) }])
          On("add b", actions: [.spawn(items) { _, _ in ("b", 0) }])
          On("start a", actions: [.send("start", to: items) { _, _ in "a" }])
          On("progress a") { heard, _ in heard.append("progress a") }
          On("progress b") { heard, _ in heard.append("progress b") }
          On("finished a") { heard, _ in heard.append("finished a") }
        }
      })
  }
  static let downloads = downloads()

  static func app(_ answers: Answers<Void>, countsChunks: Bool = true) -> Definition<Int> {
    try! Definition<Int>(name: "app", initial: "signedOut", context: 0) {
      StateNode("signedOut") {
        Invoke(login(answers), done: { _ in "signedIn" })
        On("signedIn", to: "signedIn") { sessions, _ in sessions += 1 }
      }
      StateNode("signedIn") {
        Invoke(downloads(countsChunks: countsChunks))
        On("signOut", to: "signedOut")
      }
    }
  }

  /// Signs the app in: the login child's work answered, its step, then the app's.
  @MainActor
  static func signIn(_ app: MachineTester<StateName, EventName, Int>, _ answers: Answers<Void>)
    async
  {
    answers.answer(())
    await app.receive("answer", from: login(answers)) {
      $0.state = "answered"
      $0.context = 1
    }
    await app.receive("signedIn") {
      $0.state = "signedIn"
      $0.context = 1
    }
  }
}

/// One tester for a tree of machines: it sends to and receives from every machine of the
/// tree, by typed handle or by path, in the order the steps happened.
@MainActor
struct TreeTesterTests {
  typealias Fixture = TreeFixture

  @Test func oneTesterAssertsTheWholeTreeByHandle() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    #expect(app.path == "app")
    await Fixture.signIn(app, answers)
    await app.send("add a", to: Fixture.downloads)
    await app.send("start", to: Fixture.items, id: "a") { $0.state = "running" }
    await app.send("chunk", to: Fixture.items, id: "a") { $0.context = 1 }
    await app.receive("progress a", from: Fixture.downloads) { $0.context = ["progress a"] }
    await app.send("finish", to: Fixture.items, id: "a") { $0.state = "done" }
    await app.receive("finished a", from: Fixture.downloads) {
      $0.context = ["progress a", "finished a"]
    }
    await app.finish()
    #expect(failures.messages == [])
  }

  @Test func aChildIsFoundByItsPath() async throws {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    await Fixture.signIn(app, answers)
    await app.send("add a", to: Fixture.downloads)
    let item = try #require(app.child(at: "app/downloads/items[a]", as: Fixture.items))
    #expect(item.path == "app/downloads/items[a]")
    await item.send("start", state: "running")
    #expect(app.child(at: "app/downloads/items[z]", as: Fixture.items) == nil)
    #expect(failures.messages == ["No machine of \"items\" runs at app/downloads/items[z]."])
    await app.finish()
  }

  @Test func aReportedChildAndItsParentAreReceivedInEitherOrder() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    answers.answer(())
    // The app's step completed within the child's (the child's completion reached it), so the
    // tree does not insist on the child's step first.
    await app.receive("signedIn") {
      $0.state = "signedIn"
      $0.context = 1
    }
    await app.receive("answer", from: Fixture.login(answers)) {
      $0.state = "answered"
      $0.context = 1
    }
    await app.finish()
    #expect(failures.messages == [])
  }

  @Test func aMachinesStepsAreReceivedInTheOrderItTookThem() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    await Fixture.signIn(app, answers)
    await app.send("add a", to: Fixture.downloads)
    await app.send("start a", to: Fixture.downloads)
    await app.receive("chunk", from: Fixture.items, id: "a")
    await app.finish()
    #expect(
      failures.messages.first
        == "Expected app/downloads/items[a] to receive \"chunk\", but it received \"start\" "
        + "(sent).")
  }

  @Test func aFailureNamesTheMachineByItsPathAndShowsItsDiff() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    await Fixture.signIn(app, answers)
    await app.send("add a", to: Fixture.downloads)
    await app.send("start", to: Fixture.items, id: "a") { $0.state = "done" }
    await app.finish()
    #expect(
      failures.messages == [
        """
        The machine app/downloads/items[a], after sending "start", is not what the test \
        expected (− expected, + actual):

          ExpectedState<StateName, Int>(
        −   states: ["done"],
        +   states: ["running"],
            context: 0
          )
        """,
        """
        The test ended with 1 timer pending in app/downloads/items[a]:
          after:running:3: a delayed transition, due in 30.0 seconds
        Advance the clock past it, or leave its state, before the test ends.
        """,
      ])
  }

  @Test func finishFailsOnAnUnassertedStepAnywhereInTheTree() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    await Fixture.signIn(app, answers)
    await app.send("add a", to: Fixture.downloads)
    await app.send("start a", to: Fixture.downloads)
    await app.finish()
    #expect(
      failures.messages.first
        == "The test ended with 1 step of the tree that was not received:\n"
        + "  app/downloads/items[a]: \"start\" (sent)")
  }

  @Test func aSubtreeCanBeRelaxed() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    app.setExhaustivity(.off, at: "app/downloads/items")
    await Fixture.signIn(app, answers)
    await app.send("add a", to: Fixture.downloads)
    await app.send("start a", to: Fixture.downloads)
    // The item's step and its timer are not asserted: its subtree is relaxed.
    await app.send("add b", to: Fixture.downloads)
    await app.finish()
    #expect(failures.messages == [])
  }

  @Test func aChildsTesterSharesTheRootsExhaustivity() async throws {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    let login = try #require(app.child(Fixture.login(answers)))
    app.exhaustivity = .off
    #expect(login.exhaustivity == .off, "the child's tester reads the root's setting")
    answers.answer(())
    await login.finish()
    await app.finish()
    #expect(failures.messages == [])
  }

  @Test func aChildsDelayedTransitionIsReceivedAfterTheRootAdvances() async {
    let failures = RecordedFailures()
    let answers = Answers<Void>()
    let app = MachineTester(Fixture.app(answers), reporter: .recording(into: failures))
    await Fixture.signIn(app, answers)
    await app.send("add a", to: Fixture.downloads)
    await app.send("start", to: Fixture.items, id: "a") { $0.state = "running" }
    await app.advance(by: .seconds(30))
    let item = app.child(Fixture.items, id: "a")
    await item?.receiveDelayedTransition { $0.state = "stalled" }
    await app.finish()
    #expect(failures.messages == [])
  }
}
