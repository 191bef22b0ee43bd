import Foundation
import StateKit
import StateKitInspection
import StateKitTesting
import Synchronization
import Testing

/// A session recorded from a running tree replays against the same definitions: the same
/// steps, machine by machine; a changed definition diverges at the first step it changes.
@MainActor
struct ReplayTests {
  typealias Fixture = TreeFixture

  /// The lines a recorder wrote.
  final class Lines: Sendable {
    let lines = Mutex<[String]>([])
    var trace: Trace {
      get throws { try Trace(jsonLines: Data(lines.withLock { $0.joined(separator: "\n") }.utf8)) }
    }
  }

  /// Records a session of the app: sign in (the login child's work answers), add two items,
  /// start one, two chunks, finish it, let the other stall (30 s).
  static func recordSession(
    describeEvent: @escaping @Sendable (EventName) -> String = { String(describing: $0) }
  ) async throws -> Trace {
    let answers = Answers<Void>()
    let clock = ManualClock()
    let machine = Machine(Fixture.app(answers), clock: clock, startImmediately: false)
    let lines = Lines()
    let recorder = TraceRecorder(
      machine, to: .lines { line in lines.lines.withLock { $0.append(line) } }, clock: clock,
      describeEvent: describeEvent)
    machine.start()
    clock.advance(by: .seconds(1))
    answers.answer(())
    try await waitFor { machine.state == "signedIn" }
    let downloads = try #require(machine.child(Fixture.downloads))
    clock.advance(by: .seconds(2))
    downloads.send("add a")
    downloads.send("add b")
    downloads.send("start a")
    let a = try #require(downloads.children(Fixture.items)["a"])
    let b = try #require(downloads.children(Fixture.items)["b"])
    b.send("start")
    clock.advance(by: .milliseconds(500))
    a.send("chunk")
    a.send("chunk")
    a.send("finish")
    clock.advance(by: .seconds(31))
    machine.send("signOut")
    await recorder.finish()
    return try lines.trace
  }

  /// Yields until `condition` holds (the recording's own work answers off the main actor).
  static func waitFor(_ condition: () -> Bool) async throws {
    for _ in 0..<100_000 where !condition() { await Task.yield() }
    try #require(condition())
  }

  @Test func aRecordedSessionReplaysWithIdenticalSteps() async throws {
    let trace = try await Self.recordSession()
    #expect(trace.header.version == 2)
    let result = try await Replay(trace).run(Fixture.app(Answers()))
    #expect(result.divergence == nil, "\(result.divergence?.message ?? "")")
    #expect(
      result.inputs.map(\.description) == [
        "1.0 seconds app/login answer from \"ask\"",
        "3.0 seconds app/downloads add a",
        "3.0 seconds app/downloads add b",
        "3.0 seconds app/downloads start a",
        "3.0 seconds app/downloads/items[b] start",
        "3.5 seconds app/downloads/items[a] chunk",
        "3.5 seconds app/downloads/items[a] chunk",
        "3.5 seconds app/downloads/items[a] finish",
        "34.5 seconds app signOut",
      ])
  }

  @Test func aChangedDefinitionDivergesAtTheFirstStepItChanges() async throws {
    let trace = try await Self.recordSession()
    // The bug: chunks are not counted.
    let result = try await Replay(trace).run(
      Fixture.app(Answers(), countsChunks: false))
    let divergence = try #require(result.divergence)
    #expect(divergence.machine == "app/downloads/items[a]")
    #expect(divergence.message.hasPrefix("Step "))
    #expect(divergence.message.contains("−   context: \"1\""))
    #expect(divergence.message.contains("+   context: \"0\""))
  }

  @Test func aRedactedEventNeedsAStandIn() async throws {
    let trace = try await Self.recordSession(describeEvent: { event in
      event == "signOut" ? "(hidden)" : String(describing: event)
    })
    let step = try #require(trace.steps.first { $0.event == "(hidden)" })
    #expect(step.redacted == true && step.payload == nil, "the secret stays out of the trace")
    await #expect(throws: Replay.Unreplayable.self) {
      _ = try await Replay(trace).run(Fixture.app(Answers()))
    }
    let result = try await Replay(trace).run(
      Fixture.app(Answers()),
      standIn: { input in input.event == "(hidden)" ? EventName("signOut") : nil })
    #expect(result.divergence == nil, "\(result.divergence?.message ?? "")")
  }

  @Test func aTraceOfTheFirstFormatSaysWhatItLacks() async throws {
    var trace = try await Self.recordSession()
    trace.header.version = 1
    do {
      _ = try await Replay(trace).run(Fixture.app(Answers()))
      Issue.record("a version 1 trace replayed")
    } catch {
      #expect(
        error.description.contains("format version 1, which names events but records no payloads"))
    }
  }
}

/// A failing session shrinks to the fewest inputs that still fail, printed as a test.
@MainActor
struct ShrinkTests {
  typealias Fixture = TreeFixture

  @Test func aStallShrinksToTheInputsThatCauseIt() async throws {
    let trace = try await ReplayTests.recordSession()
    let replay = Replay(trace)
    let shrunk = try await replay.shrink(Fixture.app(Answers())) { app in
      app.state(at: "app/downloads/items[b]") == "stalled"
    }
    #expect(shrunk.recordedCount == 9)
    #expect(
      shrunk.inputs.map(\.description) == [
        "1.0 seconds app/login answer from \"ask\"",
        "3.0 seconds app/downloads add b",
        "3.0 seconds app/downloads/items[b] start",
      ])
    #expect(
      shrunk.lines == [
        "await tester.advance(by: .seconds(1))",
        "await tester.deliver(EventName(\"answer\"), fromWork: \"ask\", at: \"app/login\")",
        "await tester.advance(by: .seconds(2))",
        "await tester.send(EventName(\"add b\"), at: \"app/downloads\")",
        "await tester.send(EventName(\"start\"), at: \"app/downloads/items[b]\")",
        "await tester.advance(by: .milliseconds(31500))",
      ])
    #expect(
      shrunk.testCode(definition: "TreeFixture.app(Answers())", name: "itemsStall")
        .hasPrefix(
          """
          @MainActor @Test func itemsStall() async {
            let tester = MachineTester(replaying: TreeFixture.app(Answers()), exhaustivity: .off)
            await tester.advance(by: .seconds(1))
          """))
  }

  /// The printed test, run as printed: the tester's API replays the shrunk inputs, and the
  /// failure holds at its end.
  @Test func thePrintedTestReproducesTheFailure() async throws {
    let tester = MachineTester(replaying: Fixture.app(Answers()), exhaustivity: .off)
    await tester.advance(by: .seconds(1))
    await tester.deliver(EventName("answer"), fromWork: "ask", at: "app/login")
    await tester.advance(by: .seconds(2))
    await tester.send(EventName("add b"), at: "app/downloads")
    await tester.send(EventName("start"), at: "app/downloads/items[b]")
    await tester.advance(by: .milliseconds(31500))
    #expect(tester.machine.tree(id: "app").description.contains("items[b]: stalled"))
    await tester.finish()
  }

  /// The failure as a test body, run at the end of each replay: the app must end with no
  /// session counted. Its `#expect` fails on the replays that sign in, and those failures are
  /// the shrinker's, not this test's.
  @Test func aFailingTestBodyShrinksToTheInputsThatFailIt() async throws {
    let trace = try await ReplayTests.recordSession()
    let shrunk = try await Replay(trace).shrink(Fixture.app(Answers())) { app in
      #expect(app.machine.snapshot.context == 0)
    }
    #expect(shrunk.recordedCount == 9)
    #expect(shrunk.inputs.map(\.description) == ["1.0 seconds app/login answer from \"ask\""])
  }

  /// A thrown error fails the body too.
  @Test func aThrowingTestBodyShrinks() async throws {
    let trace = try await ReplayTests.recordSession()
    struct SignedIn: Error {}
    let shrunk = try await Replay(trace).shrink(Fixture.app(Answers())) { app in
      if app.machine.snapshot.context > 0 { throw SignedIn() }
    }
    #expect(shrunk.inputs.map(\.description) == ["1.0 seconds app/login answer from \"ask\""])
  }

  @Test func aTestBodyThatPassesCannotBeShrunk() async throws {
    let trace = try await ReplayTests.recordSession()
    do {
      _ = try await Replay(trace).shrink(Fixture.app(Answers())) { app in
        #expect(app.state(at: "app") != nil)
      }
      Issue.record("shrank a test body that passes")
    } catch {
      #expect(error.description.contains("never holds"))
    }
  }

  @Test func aFailureThatNeverHoldsCannotBeShrunk() async throws {
    let trace = try await ReplayTests.recordSession()
    do {
      _ = try await Replay(trace).shrink(Fixture.app(Answers())) { _ in false }
      Issue.record("shrank a failure that never holds")
    } catch {
      #expect(error.description.contains("never holds"))
    }
  }
}
