import StateKit
import StateKitTesting
import Synchronization
import Testing

/// The DSL's transitions are internal unless they say otherwise: one declared on a compound
/// state whose targets lie inside it does not exit the state.
struct DefaultTransitionTypeTests {
  enum Screen: MachineState, Hashable {
    case signedOut, signedIn, list
    case detail(Int)
    case wizard, step, finished
    enum Case: Hashable, Sendable { case signedOut, signedIn, list, detail, wizard, step, finished }
    var stateCase: Case {
      switch self {
      case .signedOut: .signedOut
      case .signedIn: .signedIn
      case .list: .list
      case .detail: .detail
      case .wizard: .wizard
      case .step: .step
      case .finished: .finished
      }
    }
    init?(stateCase: Case) {
      switch stateCase {
      case .signedOut: self = .signedOut
      case .signedIn: self = .signedIn
      case .list: self = .list
      case .detail: return nil
      case .wizard: self = .wizard
      case .step: self = .step
      case .finished: self = .finished
      }
    }
    /// What `@MachineState` writes for the payload case.
    var detail: Int? { if case .detail(let id) = self { id } else { nil } }
    static func payloadCase(of accessor: PartialKeyPath<Self>) -> Case? {
      accessor == \Self.detail ? .detail : nil
    }
    init?(stateCase: Case, payload: Any) {
      guard stateCase == .detail, let id = payload as? Int else { return nil }
      self = .detail(id)
    }
  }

  enum Tap: MachineEvent, Hashable {
    case signIn
    case showDetail(Int)
    case home, refresh, restart, next, done
    enum Case: Hashable, Sendable { case signIn, showDetail, home, refresh, restart, next, done }
    var eventCase: Case {
      switch self {
      case .signIn: .signIn
      case .showDetail: .showDetail
      case .home: .home
      case .refresh: .refresh
      case .restart: .restart
      case .next: .next
      case .done: .done
      }
    }
    /// What `@MachineEvent` writes for the payload case.
    var showDetail: Int? { if case .showDetail(let id) = self { id } else { nil } }
    static func payloadCase(of accessor: PartialKeyPath<Self>) -> Case? {
      accessor == \Self.showDetail ? .showDetail : nil
    }
  }

  /// How many times `signedIn`'s work started.
  final class Starts: Sendable {
    let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .sequentiallyConsistent) }
  }

  /// `signedIn` logs its entries and exits and runs work; its children are `list` and
  /// `detail`. `wizard` completes when `finished` is entered and starts over.
  static func app(_ starts: Starts) -> MachineDefinition<Screen, Tap, [String]> {
    try! MachineDefinition(initial: .signedOut, context: []) {
      StateNode(.signedOut) { On(.signIn, to: .signedIn) }
      StateNode(.signedIn, initial: .list) {
        Entry("entry") { log, _ in log.append("entry:signedIn") }
        Exit("exit") { log, _ in log.append("exit:signedIn") }
        Invoke("session") { (_: WorkInput<Tap, [String]>) in
          starts.count.add(1, ordering: .sequentiallyConsistent)
          return nil
        }
        On(\.showDetail, to: \.detail)
        On(.home, to: .list)
        On(.refresh, to: .list, type: .external)
        On(.restart, to: .signedIn)
        On(.next, to: .wizard)
        After(.seconds(60), to: .list)
        StateNode(.list)
        StateNode(.detail)
        StateNode(.wizard, initial: .step) {
          Entry("entry") { log, _ in log.append("entry:wizard") }
          Exit("exit") { log, _ in log.append("exit:wizard") }
          OnDone(to: .step)
          StateNode(.step) { On(.done, to: .finished) }
          Final(.finished)
        }
      }
    }
  }

  @Test func aKeyPathTransitionToAChildKeepsTheParentActive() async {
    let starts = Starts()
    let machine = Machine(Self.app(starts))
    machine.send(.signIn)
    let session = machine.snapshot.runningWork
    #expect(session.count == 1)
    #expect(machine.send(.showDetail(7)) == .handled)
    #expect(machine.snapshot.value(of: .detail) == .detail(7))
    #expect(machine.matches(.signedIn))
    #expect(machine.context == ["entry:signedIn"])
    #expect(machine.send(.home) == .handled)
    #expect(machine.state == .list)
    #expect(machine.context == ["entry:signedIn"])
    // The work started once: nothing restarted it.
    for _ in 0..<1_000 where starts.value == 0 { await Task.yield() }
    #expect(starts.value == 1)
    #expect(machine.snapshot.runningWork == session)
  }

  @Test func anExternalTransitionExitsAndReentersTheParent() {
    let machine = Machine(Self.app(Starts()))
    machine.send(.signIn)
    machine.send(.showDetail(1))
    machine.send(.refresh)
    #expect(machine.state == .list)
    #expect(machine.context == ["entry:signedIn", "exit:signedIn", "entry:signedIn"])
  }

  @Test func aTransitionToTheStateItselfExitsItAsBefore() {
    let machine = Machine(Self.app(Starts()))
    machine.send(.signIn)
    machine.send(.showDetail(1))
    machine.send(.restart)
    #expect(machine.state == .list)
    #expect(machine.context == ["entry:signedIn", "exit:signedIn", "entry:signedIn"])
  }

  @Test func aDelayedTransitionToAChildKeepsTheParentActive() {
    let clock = ManualClock()
    let machine = Machine(Self.app(Starts()), clock: clock)
    machine.send(.signIn)
    machine.send(.showDetail(3))
    clock.advance(by: .seconds(60))
    #expect(machine.state == .list)
    #expect(machine.context == ["entry:signedIn"])
  }

  @Test func aCompletionTransitionToAChildKeepsTheParentActive() {
    let machine = Machine(Self.app(Starts()))
    machine.send(.signIn)
    machine.send(.next)
    machine.send(.done)
    #expect(machine.state == .step)
    #expect(machine.context == ["entry:signedIn", "entry:wizard"])
  }

  @Test func theDefinitionReportsTheDeclaredTypes() {
    let definition = Self.app(Starts())
    let external = definition.transitionList.filter { $0.type == .external }
    #expect(external.count == 1)
    guard case .events(let events)? = external.first?.trigger else {
      Issue.record("expected the refresh transition")
      return
    }
    #expect(events == [.refresh])
  }
}
