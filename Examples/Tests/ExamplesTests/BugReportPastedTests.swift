import ExampleApp
import Login
import RequestTester
import StateKit
import StateKitTesting
import Testing

/// The test ``BugReportTests`` printed from a recorded session of the app with the request
/// board's planted bug, pasted as it was printed (then formatted). It passes: the app it
/// replays on has no bug.
@MainActor
struct BugReportPastedTests {
  // pasted: begin
  @MainActor @Test func aCancelledRequestFreesItsSlot() async {
    let screens = AppScreens(BugReportTests.services())
    let tester = MachineTester(replaying: appFlowDefinition(screens), exhaustivity: .off)
    await tester.send(LoginEvent.enteringCredential(.username("appleseed")), at: "App/login")
    await tester.advance(by: .seconds(1))
    await tester.send(LoginEvent.enteringCredential(.password("correct horse")), at: "App/login")
    await tester.advance(by: .seconds(1))
    await tester.send(LoginEvent.authenticate, at: "App/login")
    await tester.deliver(
      LoginEvent.authenticationSucceeded, fromWork: "authenticate", at: "App/login")
    await tester.advance(by: .seconds(2))
    await tester.send(
      RequestBoardEvent.go(
        RequestDraft(id: "a", method: "GET", url: "{{base}}echo", headers: [], body: "")),
      at: "App/board")
    await tester.advance(by: .seconds(1))
    await tester.send(
      RequestBoardEvent.go(
        RequestDraft(id: "b", method: "GET", url: "{{base}}echo", headers: [], body: "")),
      at: "App/board")
    await tester.advance(by: .seconds(1))
    await tester.send(
      RequestBoardEvent.go(
        RequestDraft(id: "c", method: "GET", url: "{{base}}echo", headers: [], body: "")),
      at: "App/board")
    await tester.advance(by: .seconds(1))
    await tester.send(
      RequestBoardEvent.go(
        RequestDraft(id: "d", method: "GET", url: "{{base}}echo", headers: [], body: "")),
      at: "App/board")
    await tester.advance(by: .seconds(2))
    await tester.send(RequestBoardEvent.cancel(id: "b"), at: "App/board")
    await tester.advance(by: .seconds(1))
    await tester.send(
      RequestBoardEvent.go(
        RequestDraft(id: "e", method: "GET", url: "{{base}}echo", headers: [], body: "")),
      at: "App/board")
    await tester.advance(by: .seconds(2))
    #expect(!(BugReportTests.refusedWithASlotFree(tester.machine, screens)))
    await tester.finish()
  }
  // pasted: end

  /// The pasted test as it stands in this file, between its markers.
  static var pasted: String {
    get throws {
      let source = try String(contentsOfFile: "\(#filePath)", encoding: .utf8)
      let begin = try #require(source.range(of: "  // pasted: begin\n"))
      let end = try #require(source.range(of: "  // pasted: end\n"))
      return String(source[begin.upperBound..<end.lowerBound])
    }
  }
}
