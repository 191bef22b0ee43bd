import StateKit
import StateKitTesting
import Testing

@MainActor
struct TimelineTests {
  let failures = RecordedFailures()

  @Test func aTimelinePlaysStepByStep() async {
    let tester = MachineTester(toastDefinition, reporter: .recording(into: failures))
    await tester.play(
      try! Timeline("show -- -- show pin"), states: "shown shown hidden shown pinned")
    await tester.finish()
    #expect(failures.messages == [])
  }

  @Test func anUnknownEventIsAClearError() {
    #expect(throws: TimelineError.self) { try Timeline<ToastEvent>("show shwo") }
    do {
      _ = try Timeline<ToastEvent>("show shwo")
    } catch {
      #expect(
        error.message
          == "Unknown event \"shwo\" at step 2 of \"show shwo\"; the events are: arm, pin, ping, "
          + "show, and -- for time.")
    }
  }

  @Test func aWrongStatePointsAtTheStep() async {
    let tester = MachineTester(toastDefinition, reporter: .recording(into: failures))
    await tester.play(try! Timeline("show -- -- pin"), states: "shown shown shown pinned")
    #expect(
      failures.messages == [
        """
        Timeline step 3 (--): expected shown, but the machine is in hidden.
          show -- -- pin
                  ^^
        """
      ])
  }
}
