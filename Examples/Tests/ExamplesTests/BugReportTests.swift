import ExampleApp
import Foundation
import ImageSearch
import Login
import RequestTester
import SearchScreen
import StateKit
import StateKitInspection
import StateKitTesting
import Synchronization
import Testing

/// The article *From a bug report to a test*, end to end: a session of the example app, with
/// the request board's planted bug (a cancelled request still counts as in flight), recorded as
/// an app would record it; the trace replayed; the session shrunk to the inputs that still
/// show the bug; the printed test, which ``BugReportPastedTests`` holds as pasted.
@MainActor
struct BugReportTests {
  /// The app's calls: sign-in answered by the test, image searches and titles at once,
  /// requests that never answer (they stay in flight until cancelled).
  static func services(_ answers: Answers<Void> = Answers()) -> AppServices {
    AppServices(
      authenticate: { _, _ in try await answers.call() },
      searchImages: { _ in ImagePage(total: 0, totalHits: 0, hits: []) },
      loadTitles: { query in ["\(query ?? "") 1"] },
      sendRequest: AppServices.send(through: ControlledTransport(), clock: ManualClock()),
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]))
  }

  /// The lines a recorder wrote.
  final class Lines: Sendable {
    let lines = Mutex<[String]>([])
    var trace: Trace {
      get throws { try Trace(jsonLines: Data(lines.withLock { $0.joined(separator: "\n") }.utf8)) }
    }
  }

  /// A user's session with the buggy app: sign in, search images, four requests, two
  /// cancelled, a detail screen, a fifth request (refused: the bug), the search tab, sign out.
  static func recordSession() async throws -> Trace {
    let answers = Answers<Void>()
    let screens = AppScreens(services(answers), plantedBug: true)
    let clock = ManualClock()
    let app = Machine(appFlowDefinition(screens), clock: clock, startImmediately: false)
    let lines = Lines()
    let recorder = TraceRecorder(
      app, to: .lines { line in lines.lines.withLock { $0.append(line) } }, clock: clock)
    app.start()
    func pause() async {
      clock.advance(by: .seconds(1))
      await Task.yield()
    }
    let login = try #require(app.child(screens.login))
    login.send(.enteringCredential(.username("appleseed")))
    await pause()
    login.send(.enteringCredential(.password("correct horse")))
    await pause()
    login.send(.authenticate)
    answers.answer(())
    try await waitFor { app.state == .signedIn }
    await pause()
    let images = try #require(app.child(screens.imageSearch))
    images.send(.startSearch)
    images.send(.search("cats"))
    try await waitFor { images.state == .searchResults }
    await pause()
    app.send(.select(.requests))
    let board = try #require(app.child(screens.board))
    for id in ["a", "b", "c", "d"] {
      board.send(.go(RequestDraft(id: id, url: "{{base}}echo")))
      await pause()
    }
    board.send(.cancel(id: "a"))
    board.send(.select("b"))
    await pause()
    board.send(.select(nil))
    board.send(.cancel(id: "b"))
    await pause()
    board.send(.go(RequestDraft(id: "e", url: "{{base}}echo")))
    #expect(board.snapshot.context.refusal != nil, "the planted bug refuses the fifth Go")
    await pause()
    app.send(.select(.search))
    let search = try #require(app.child(screens.search))
    search.send(.search("kittens"))
    try await waitFor { search.state == .showingResults }
    await pause()
    app.send(.signOut)
    await recorder.finish()
    return try lines.trace
  }

  /// Yields until `condition` holds: the recording's work answers off the main actor.
  static func waitFor(_ condition: () -> Bool) async throws {
    for _ in 0..<100_000 where !condition() { await Task.yield() }
    try #require(condition())
  }

  /// The bug, over the replayed app: the board refused a Go with fewer than 4 requests in
  /// flight.
  static func refusedWithASlotFree(
    _ app: Machine<AppState, AppEvent, AppSession>, _ screens: AppScreens
  ) -> Bool {
    guard let board = app.child(screens.board) else { return false }
    return board.snapshot.context.refusal != nil
      && board.children(screens.requests).count(in: .send) < 4
  }

  @Test func aRecordedSessionShrinksToAPastableTest() async throws {
    let trace = try await Self.recordSession()
    let buggy = AppScreens(Self.services(), plantedBug: true)
    let replay = Replay(trace)
    // The report replays as it was recorded, against the app that has the bug.
    let result = try await replay.run(appFlowDefinition(buggy), comparesContexts: false)
    #expect(result.divergence == nil, "\(result.divergence?.message ?? "")")
    #expect(result.inputs.count == 21)

    let shrunk = try await replay.shrink(appFlowDefinition(buggy)) { app in
      Self.refusedWithASlotFree(app.machine, buggy)
    }
    #expect(shrunk.inputs.count <= 10)
    #expect(shrunk.recordedCount == result.inputs.count)
    let printed = shrunk.testCode(
      setUp: ["let screens = AppScreens(BugReportTests.services())"],
      definition: "appFlowDefinition(screens)", name: "aCancelledRequestFreesItsSlot",
      failure: "BugReportTests.refusedWithASlotFree(tester.machine, screens)")
    // Pasted as printed, then formatted: the same code but for whitespace.
    let spaces = { (text: String) in text.filter { !$0.isWhitespace } }
    #expect(
      spaces(printed) == spaces(try BugReportPastedTests.pasted),
      "paste the printed test:\n\(printed)")

    // The shrunk inputs show the bug while it is there, and not once it is fixed.
    #expect(
      try await shrunk.reproduces(on: appFlowDefinition(buggy)) { app in
        Self.refusedWithASlotFree(app.machine, buggy)
      })
    let fixed = AppScreens(Self.services())
    #expect(
      try await !shrunk.reproduces(on: appFlowDefinition(fixed)) { app in
        Self.refusedWithASlotFree(app.machine, fixed)
      })
  }
}
