import StateKitTesting
import Synchronization
import Testing

@testable import StateKit

/// The core's `package` helpers that StateKitSCXML uses instead of copies of its own.
@Suite("Core helpers used by StateKitSCXML")
struct CoreHelpersTests {
  @Test("xmlEscaped escapes markup always, quotes and whitespace when asked")
  func xmlEscaping() {
    let text = "a<b> & \"c\"\n\t\r"
    #expect(text.xmlEscaped(quotes: false) == "a&lt;b&gt; &amp; \"c\"\n\t\r")
    #expect(text.xmlEscaped(quotes: true) == "a&lt;b&gt; &amp; &quot;c&quot;\n\t\r")
    #expect(
      text.xmlEscaped(quotes: true, whitespace: true)
        == "a&lt;b&gt; &amp; &quot;c&quot;&#10;&#9;&#13;")
    #expect("x<y"[...].xmlEscaped(quotes: false) == "x&lt;y")
    #expect("é🙂\r\n".xmlEscaped(quotes: true, whitespace: true) == "é🙂&#13;&#10;")
  }

  @Test("makeScheduler uses a clock that schedules timers itself, and sleeps on any other")
  func scheduler() {
    let manual = ManualClock()
    #expect(makeScheduler(manual) is ManualClock)
    #expect(makeScheduler(ContinuousClock()) is ClockScheduler<ContinuousClock>)
    let fired = Mutex(false)
    let timer = makeScheduler(manual).schedule(after: .seconds(1)) {
      fired.withLock { $0 = true }
    }
    #expect(timer.remaining == .seconds(1))
    manual.advance(by: .seconds(1))
    #expect(fired.withLock { $0 })
  }

  @Test("attached work run as a task lasts until the task is cancelled, then cancels itself")
  func attachedWorkAsTask() async {
    let events = Mutex<[String]>([])
    let work = Work<EventName, Void>(name: "attached") { _ in
      events.withLock { $0.append("started") }
      return { events.withLock { $0.append("cancelled") } }
    }
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let input = WorkInput<EventName, Void>(context: (), event: nil) { _ in true }
    let task = Task {
      startedContinuation.yield()
      await work.run(input)
    }
    for await _ in started { break }
    task.cancel()
    await task.value
    #expect(events.withLock { $0 } == ["started", "cancelled"])
  }
}
