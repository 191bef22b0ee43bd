import StateKit
import Synchronization
import Testing

/// State-scoped async work: started on entry, cancelled on exit, late results dropped.
struct WorkTests {
  enum St: MachineState { case idle, loading, loaded, failed }
  enum Ev: MachineEvent, Hashable {
    case start(String)
    case cancel
    case loaded(Int)
    case failed(String)
    enum Case: Hashable, Sendable { case start, cancel, loaded, failed }
    var eventCase: Case {
      switch self {
      case .start: .start
      case .cancel: .cancel
      case .loaded: .loaded
      case .failed: .failed
      }
    }
  }
  struct Counts: Hashable, Sendable {
    var results = 0
    var stale = 0
    var query = ""
  }
  enum Failure: Error { case boom }

  /// A loading state whose work waits for `gate`, then answers with `value` (or fails).
  static func definition(
    gate: Gate, finished: Gate? = nil, fail: Bool = false, inputs: Locked<[String]>? = nil
  ) -> MachineDefinition<St, Ev, Counts> {
    try! MachineDefinition(initial: .idle, context: Counts()) {
      // A result outside `loading` would be a stale delivery: count it.
      On(.loaded, action: { counts, _ in counts.stale += 1 })
      StateNode(.idle) {
        On(.start, to: .loading) { counts, event in
          if case .start(let query) = event { counts.query = query }
        }
      }
      StateNode(.loading) {
        Invoke(
          "fetch",
          { (input: WorkInput<Ev, Counts>) in
            if case .start(let query) = input.event {
              inputs?.mutate { $0.append("\(query)/\(input.context.query)") }
            }
            await gate.wait()
            if fail { throw Failure.boom }
            // Send explicitly so `finished` means the send has returned.
            input.send(.loaded(42))
            finished?.open()
            return nil
          }, catch: { _ in .failed("boom") })
        On(.loaded, to: .loaded) { counts, _ in counts.results += 1 }
        On(.failed, to: .failed)
        On(.cancel, to: .idle)
      }
      StateNode(.loaded) { On(.start, to: .loading) }
      StateNode(.failed)
    }
  }

  /// Waits until the machine's next macrostep (or returns at once if `condition` holds).
  static func next(
    _ machine: Machine<St, Ev, Counts>,
    until condition: @escaping @Sendable (Snapshot<St, Ev, Counts>) -> Bool
  ) async {
    let stream = machine.snapshots()
    if condition(machine.snapshot) { return }
    for await snapshot in stream where condition(snapshot) { return }
  }

  @Test func workStartsOnEntryWithTheEnteringEventAndContext() async {
    let gate = Gate()
    let inputs = Locked<[String]>([])
    let machine = Machine(Self.definition(gate: gate, inputs: inputs))
    let done = Task { await Self.next(machine) { $0.state == .loaded } }
    machine.send(.start("cats"))
    #expect(machine.snapshot.runningWork.count == 1)
    gate.open()
    await done.value
    #expect(machine.context.results == 1)
    #expect(inputs.value == ["cats/cats"])
    #expect(machine.snapshot.runningWork.isEmpty)
  }

  @Test func aThrowingWorkMapsToItsFailureEvent() async {
    let gate = Gate()
    let machine = Machine(Self.definition(gate: gate, fail: true))
    let done = Task { await Self.next(machine) { $0.state == .failed } }
    machine.send(.start("x"))
    gate.open()
    await done.value
    #expect(machine.state == .failed)
  }

  @Test func exitingTheStateCancelsTheWorkAndDropsItsResult() async {
    let gate = Gate()
    let finished = Gate()
    let machine = Machine(Self.definition(gate: gate, finished: finished))
    let updates = Locked<[MachineUpdate<St, Ev, Counts>]>([])
    let subscription = machine.subscribe { update in updates.mutate { $0.append(update) } }
    machine.send(.start("x"))
    machine.send(.cancel)
    #expect(updates.value.last?.workCancelled.count == 1)
    gate.open()
    await finished.wait()
    #expect(machine.droppedWorkEvents == 1)
    #expect(machine.state == .idle)
    #expect(machine.context.stale == 0)
    #expect(machine.context.results == 0)
    subscription.cancel()
  }

  @Test func tenThousandRacesBetweenResultAndCancelDeliverNothingStale() async {
    var rng = SystemRandomNumberGenerator()
    var stale = 0
    var results = 0
    var dropped = 0
    for _ in 0..<10_000 {
      let gate = Gate()
      let finished = Gate()
      let machine = Machine(Self.definition(gate: gate, finished: finished))
      machine.send(.start("q"))
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        gate.open()
        machine.send(.cancel)
      case 1:
        machine.send(.cancel)
        gate.open()
      default:
        let opener = Task.detached { gate.open() }
        let canceller = Task.detached { machine.send(.cancel) }
        await opener.value
        _ = await canceller.value
      }
      await finished.wait()
      stale += machine.context.stale
      results += machine.context.results
      dropped += machine.droppedWorkEvents
    }
    #expect(stale == 0)
    // Every result was either taken while loading or dropped: none lost, none stale.
    #expect(results + dropped == 10_000)
  }
}
