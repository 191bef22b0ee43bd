import StateKit
import StateKitTesting
import Testing

/// Model-based tests failing with messages that name the path and the step.
@MainActor
struct ModelBasedFailureTests {
  let failures = RecordedFailures()

  func toastTest() -> ModelBasedTest<
    Machine<ToastState, ToastEvent, ToastLog>, ToastState, ToastEvent, ToastLog
  > {
    ModelBasedTest(
      toastDefinition, paths: [TestPath(events: [.show, .pin])],
      makeSystem: { Machine(toastDefinition, clock: ManualClock()) }, machine: { $0 })
  }

  @Test func aStateWithoutAssertionIsReported() async {
    let test = toastTest()
    test.assert(in: .hidden) { try verify($0.state == .hidden, "hidden") }
    let report = await test.run(reporter: .recording(into: failures))
    #expect(report.statesWithoutAssertion == [.shown, .pinned])
    #expect(failures.messages == [])

    test.isStrict = true
    let strict = await test.run(reporter: .recording(into: failures))
    #expect(!strict.passed)
    #expect(failures.messages == ["No assertion for 2 states: shown, pinned."])
  }

  @Test func aFailingStepNamesThePathAndTheStep() async {
    let test = toastTest()
    test.assert(in: .pinned) { machine in
      try verify(machine.context.pings == 1, "one ping was counted")
    }
    await test.run(reporter: .recording(into: failures))
    #expect(
      failures.messages == [
        "Path 1 of 1 [.show, .pin], step 2 (.pin), in pinned: one ping was counted"
      ])
  }

  @Test func aSystemThatDisagreesWithTheModelFails() async {
    let test = toastTest()
    test.deliver = { machine, event in
      if event != .pin { machine.send(event) }  // a view model that forgot a button
    }
    test.yieldLimit = 10
    await test.run(reporter: .recording(into: failures))
    #expect(
      failures.messages == [
        "Path 1 of 1 [.show, .pin], step 2 (.pin): expected the machine in pinned, but it is in shown."
      ])
  }

  @Test func timeNeedsAnAdvance() async {
    let test = toastTest()
    test.paths = [TestPath([.event(.show), .advance(.seconds(2))])]
    await test.run(reporter: .recording(into: failures))
    #expect(
      failures.messages == [
        "Path 1 of 1 [.show, -- 2.0 seconds], step 2 (-- 2.0 seconds): the path lets time pass, "
          + "but the test has no `advance`."
      ])
  }
}
