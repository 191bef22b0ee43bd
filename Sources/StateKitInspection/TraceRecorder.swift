import StateKit
import Synchronization

/// Records a running machine's macrosteps as a trace: a header with the machine's structure,
/// then one ``TraceStep`` per macrostep.
///
/// The recorder is a listener of the machine (`Machine.subscribe(_:)`): a machine that nobody
/// records pays nothing. While recording, the machine's thread only hands each `MachineUpdate`
/// to a bounded buffer and returns; the recorder's own task describes the step and writes it.
/// When the buffer is full, steps are dropped and counted (``dropped``, and a `dropped` record
/// in the trace): the machine never waits for the sink.
///
/// ```swift
/// let recorder = try TraceRecorder(machine, to: .file(URL(fileURLWithPath: "search.jsonl")))
/// machine.send(.startSearch)
/// await recorder.finish()   // flushes and closes the file
/// ```
///
/// Turn the file into an HTML replay with `statekit report search.jsonl -o search.html`.
public final class TraceRecorder: Sendable {
  private let subscription: Subscription
  private let continuation: AsyncStream<Captured>.Continuation
  private let writer: Task<Void, Never>
  private let counters: Counters

  /// How many steps were dropped because the buffer was full.
  public var dropped: Int { counters.dropped.load(ordering: .relaxed) }

  /// Starts recording a machine.
  ///
  /// Attach the recorder before other threads send events: the header describes the
  /// configuration the machine is in when the recorder reads it.
  ///
  /// - Parameters:
  ///   - machine: The machine to record.
  ///   - sink: Where the records go.
  ///   - capacity: The most steps waiting to be written; more are dropped and counted.
  ///   - clock: The clock step times are measured on.
  ///   - describeContext: Describes the context for the trace; `String(describing:)` by
  ///     default. Return `nil` to leave contexts out (for example when they hold secrets).
  ///   - describeEvent: Describes an event with its payload; `String(describing:)` by default.
  ///     Hide secrets here too (a typed password is an event's payload).
  public init<State, Event, Context>(
    _ machine: Machine<State, Event, Context>, to sink: TraceSink, capacity: Int = 1_024,
    clock: some Clock<Duration> = ContinuousClock(),
    describeContext: @escaping @Sendable (Context) -> String? = { String(describing: $0) },
    describeEvent: @escaping @Sendable (Event) -> String = { String(describing: $0) }
  ) {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Captured.self, bufferingPolicy: .bufferingOldest(max(capacity, 1)))
    let counters = Counters()
    let start = clock.now
    let elapsed: @Sendable () -> Duration = { start.duration(to: clock.now) }
    let snapshot = machine.snapshot
    let header = TraceHeader(
      definition: machine.definition, snapshot: snapshot,
      context: describeContext(snapshot.context))
    self.subscription = machine.subscribe { update in
      // On the machine's thread: number, time, and hand over. Nothing else.
      let number = counters.steps.add(1, ordering: .relaxed).newValue
      let item = Captured(step: number, time: elapsed()) { time in
        var step = TraceStep(
          update, step: number, time: time, context: describeContext(update.snapshot.context))
        step.event = update.event.map(describeEvent)
        return step
      }
      if case .dropped = continuation.yield(item) { counters.dropped.add(1, ordering: .relaxed) }
    }
    self.continuation = continuation
    self.counters = counters
    self.writer = Task.detached {
      sink.receive(.header(header))
      // A gap in the step numbers is where steps were dropped: report it there.
      var reported = 0
      var last = 0
      for await item in stream {
        if item.step > last + 1 {
          sink.receive(.dropped(count: item.step - last - 1))
          reported += item.step - last - 1
        }
        last = item.step
        sink.receive(.step(item.describe(item.seconds)))
      }
      let total = counters.dropped.load(ordering: .relaxed)
      if total > reported { sink.receive(.dropped(count: total - reported)) }
      sink.close()
    }
  }

  /// Stops recording, writes the steps still buffered and closes the sink.
  ///
  /// Calling it again does nothing more.
  public func finish() async {
    subscription.cancel()
    continuation.finish()
    await writer.value
  }

  deinit {
    subscription.cancel()
    continuation.finish()
  }
}

/// The steps numbered and the steps dropped, shared by the listener and the writer.
private final class Counters: Sendable {
  let steps = Atomic<Int>(0)
  let dropped = Atomic<Int>(0)
}

/// A step as the machine's thread hands it over: its number and time, and how to describe it.
private struct Captured: Sendable {
  let step: Int
  let time: Duration
  let describe: @Sendable (Double) -> TraceStep

  var seconds: Double {
    let (seconds, attoseconds) = time.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
