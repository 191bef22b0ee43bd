import StateKit

/// A tree of machines: `office` runs the lone child `board`, which runs the lone child `lamp`,
/// and the collection `requests`, one child a request id.
enum Lamp: MachineState, Hashable { case off, on }
enum LampEvent: MachineEvent, Hashable { case toggle }

enum Board: MachineState, Hashable { case open, closed }
enum BoardEvent: MachineEvent, Hashable { case tick, close, reopen }

enum Request: MachineState, Hashable { case waiting, sent }
enum RequestEvent: MachineEvent, Hashable { case send }

enum Office: MachineState, Hashable { case working }
enum OfficeEvent: MachineEvent, Hashable {
  case add(Int)
  case send(Int)
  case hello

  enum Case: Hashable, Sendable { case add, send, hello }

  var eventCase: Case {
    switch self {
    case .add: .add
    case .send: .send
    case .hello: .hello
    }
  }
}

/// The count of events a machine of the office handled: a context for every machine.
struct Count: Sendable, Hashable { var value = 0 }

let lamp = ChildMachine(
  "lamp",
  try! MachineDefinition<Lamp, LampEvent, Count>(name: "lamp", initial: .off, context: Count()) {
    StateNode(.off) { On(.toggle, to: .on) }
    StateNode(.on) { On(.toggle, to: .off) }
  })

let board = ChildMachine(
  "board",
  try! MachineDefinition<Board, BoardEvent, Count>(
    name: "board", initial: .open, context: Count()
  ) {
    StateNode(.open) {
      Invoke(lamp)
      On(.tick) { count, _ in count.value += 1 }
      On(.close, to: .closed)
    }
    StateNode(.closed) { On(.reopen, to: .open) }
  })

let requests = ChildMachines<Int, Request, RequestEvent, Count>(
  "requests",
  try! MachineDefinition<Request, RequestEvent, Count>(
    name: "request", initial: .waiting, context: Count()
  ) {
    StateNode(.waiting) { On(.send, to: .sent) }
    StateNode(.sent) {}
  })

let office = try! MachineDefinition<Office, OfficeEvent, Count>(
  name: "office", initial: .working, context: Count()
) {
  StateNode(.working) {
    Invoke(board)
    Invoke(requests)
    On(
      .add,
      actions: [
        .spawn(requests) { _, event in
          if case .add(let id)? = event { (id, Count()) } else { nil }
        }
      ])
    On(
      .send,
      actions: [
        .send(.send, to: requests) { _, event in
          if case .send(let id)? = event { id } else { nil }
        }
      ])
    On(.hello) { count, _ in count.value += 1 }
  }
}
