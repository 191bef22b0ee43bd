import StateKit
import Synchronization
import Testing

/// Each action of a list sees the context as the actions before it left it, including the
/// ones whose work is carried out after the step (a spawn, an emit, a side effect); and a child
/// can emit an event computed from its context and its event.
struct ActionOrderTests {
  /// A row: its input is its number; `add` adds the event's amount, then reports the total.
  struct Row: Equatable, Sendable {
    var number = 0
    var total = 0
  }

  static let row = try! MachineDefinition<S, RowEvent, Row>(initial: "open", context: Row()) {
    StateNode("open") {
      On(
        .add,
        actions: [
          .assign("add") { row, event in row.total += event?.amount ?? 0 },
          .emit("report total") { row, event in
            // Made from the context as the assignment left it, and from the event.
            event?.amount.map { .total("\(row.total) after adding \($0)") }
          },
        ])
      On(.quiet, actions: [.emit("report nothing") { _, _ in nil }])
    }
  }

  enum RowEvent: MachineEvent, Equatable {
    case add(Int)
    case quiet
    case total(String)
    enum Case: Hashable, Sendable { case add, quiet, total }
    var eventCase: Case {
      switch self {
      case .add: .add
      case .quiet: .quiet
      case .total: .total
      }
    }
    var amount: Int? { if case .add(let amount) = self { amount } else { nil } }
    static func payloadCase(of accessor: PartialKeyPath<RowEvent>) -> Case? {
      accessor == \RowEvent.amount ? .add : nil
    }
  }

  static let rows = ChildMachines<Int, S, RowEvent, Row>("rows", row)

  /// The list: `next` numbers the rows; what a row emits is logged.
  struct List: Equatable, Sendable {
    var next = 0
    var log: [String] = []
  }

  static func list(spawnFirst: Bool, seen: Seen = Seen()) -> MachineDefinition<
    S, ListEvent, List
  > {
    let spawn = Action<ListEvent, List>.spawn(rows) { list, _ in
      (list.next, Row(number: list.next))
    }
    let count = Action<ListEvent, List>.assign("count") { list, _ in list.next += 1 }
    let run = Action<ListEvent, List>.run("see") { list, _ in seen.append(list.next) }
    return try! MachineDefinition(initial: "showing", context: List()) {
      StateNode("showing") {
        Invoke(rows, emitted: { id, event in .heard("\(id): \(event)") })
        On(.add, actions: spawnFirst ? [spawn, run, count] : [count, spawn, run])
        On(\.heard) { list, what in list.log.append(what) }
      }
    }
  }

  enum ListEvent: MachineEvent, Equatable {
    case add
    case heard(String)
    enum Case: Hashable, Sendable { case add, heard }
    var eventCase: Case {
      switch self {
      case .add: .add
      case .heard: .heard
      }
    }
    var heard: String? { if case .heard(let what) = self { what } else { nil } }
    static func payloadCase(of accessor: PartialKeyPath<ListEvent>) -> Case? {
      accessor == \ListEvent.heard ? .heard : nil
    }
  }

  @Test func aSpawnBeforeAnAssignmentSeesTheContextBeforeIt() {
    let list = Machine(Self.list(spawnFirst: true))
    list.send(.add)
    list.send(.add)
    #expect(list.children(Self.rows).ids == [0, 1])
    #expect(list.children(Self.rows)[0]?.snapshot.context.number == 0)
    #expect(list.context.next == 2)
  }

  @Test func aSpawnAfterAnAssignmentSeesTheContextItLeft() {
    let list = Machine(Self.list(spawnFirst: false))
    list.send(.add)
    list.send(.add)
    #expect(list.children(Self.rows).ids == [1, 2])
    #expect(list.children(Self.rows)[1]?.snapshot.context.number == 1)
  }

  @Test func aSideEffectSeesTheContextWhereItIsReachedThoughItRunsAfterTheStep() {
    let seen = Seen()
    let first = Machine(Self.list(spawnFirst: true, seen: seen))
    first.send(.add)
    let second = Machine(Self.list(spawnFirst: false, seen: seen))
    second.send(.add)
    #expect(seen.values == [0, 1])
  }

  @Test func aChildEmitsAnEventMadeFromItsContextAndItsEvent() {
    let list = Machine(Self.list(spawnFirst: true))
    list.send(.add)
    list.children(Self.rows)[0]?.send(.add(3))
    list.children(Self.rows)[0]?.send(.add(4))
    list.children(Self.rows)[0]?.send(.quiet)
    #expect(
      list.context.log == ["0: total(\"3 after adding 3\")", "0: total(\"7 after adding 4\")"])
  }

  @Test func aComputedEmitIsAnEmitEffectAndNilEmitsNothing() {
    let emits = Self.row.transition(Self.row.initialSnapshot(), on: .add(2)).effects.contains {
      if case .emit(let event) = $0 { return event == .total("2 after adding 2") }
      return false
    }
    #expect(emits)
    let quiet = Self.row.transition(Self.row.initialSnapshot(), on: .quiet).effects
    #expect(!quiet.contains { if case .emit = $0 { true } else { false } })
  }
}

/// What the `see` side effect read, in order.
final class Seen: Sendable {
  private let storage = Mutex<[Int]>([])
  func append(_ value: Int) { storage.withLock { $0.append(value) } }
  var values: [Int] { storage.withLock { $0 } }
}
