import StateKit
import Synchronization

/// Records a running machine's macrosteps as a trace: a header with the machine's structure,
/// then one ``TraceStep`` per macrostep.
///
/// The trace holds the steps of the machine's children too, lone children and children of
/// collections, recursively, in the order they completed, each naming the machine that took
/// it (``TraceStep/machine``). Children that run when recording starts are followed from then,
/// children started later from their first step. The recorder keeps its subscription to each
/// child it followed until ``finish()``.
///
/// The recorder is a listener of the machine and of each child (`Machine.subscribe(_:)`,
/// `Machine.observeChildStarts(_:)`): a machine that nobody records pays nothing. While
/// recording, a machine's thread only numbers each `MachineUpdate`, hands it to a bounded
/// buffer and returns; the recorder's own task describes the step and writes it.
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
  private let tree: TreeRecording
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
  ///   - describeChild: Describes a child machine's context or event, whose types the recorder
  ///     does not know; `String(describing:)` by default. Return `nil` to leave it out.
  public init<State, Event, Context>(
    _ machine: Machine<State, Event, Context>, to sink: TraceSink, capacity: Int = 1_024,
    clock: some Clock<Duration> = ContinuousClock(),
    describeContext: @escaping @Sendable (Context) -> String? = { String(describing: $0) },
    describeEvent: @escaping @Sendable (Event) -> String = { String(describing: $0) },
    describeChild: @escaping @Sendable (any Sendable) -> String? = { String(describing: $0) }
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
    let tree = TreeRecording(
      elapsed: elapsed,
      capture: { item in
        if case .dropped = continuation.yield(item) { counters.dropped.add(1, ordering: .relaxed) }
      },
      describeChild: describeChild)
    machine.follow(
      path: header.machine, tree: tree, describeContext: describeContext,
      describeEvent: describeEvent)
    self.tree = tree
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
    tree.cancel()
    continuation.finish()
    await writer.value
  }

  deinit {
    tree.cancel()
    continuation.finish()
  }
}

/// The steps dropped, shared by the listeners and the writer.
final class Counters: Sendable {
  let dropped = Atomic<Int>(0)
}
