import StateKit
import StateKitInspection
import Synchronization

/// Qt's traffic light, nested: `working` holds `yellow` (holding `greenGoingRed`) and `red`
/// (holding `redGoingGreen`). `note(text)` stores its payload in the context without moving.
enum Light: MachineState, Hashable {
  case working, yellow, greenGoingRed, red, redGoingGreen
}

enum Signal: MachineEvent, Hashable {
  case next
  case note(String)

  enum Case: Hashable, Sendable { case next, note }

  var eventCase: Case {
    switch self {
    case .next: .next
    case .note: .note
    }
  }
}

/// The traffic light's context: the last note.
struct Notes: Sendable, Hashable, CustomStringConvertible {
  var text = ""
  var description: String { "note: \(text)" }
}

let trafficLight = try! MachineDefinition<Light, Signal, Notes>(
  name: "trafficLight", initial: .working, context: Notes()
) {
  StateNode(.working, initial: .yellow) {
    On(.note) { notes, event in
      if case .note(let text) = event { notes.text = text }
    }
    StateNode(.yellow, initial: .greenGoingRed) {
      StateNode(.greenGoingRed) { On(.next, to: .red) }
    }
    StateNode(.red, initial: .redGoingGreen) {
      StateNode(.redGoingGreen) { On(.next, to: .yellow) }
    }
  }
}

/// Collects what a sink receives.
final class Collected: Sendable {
  private let records = Mutex<[TraceRecord]>([])
  private let closed = Mutex(false)

  var sink: TraceSink {
    TraceSink(
      receive: { record in self.add(record) }, close: { self.closed.withLock { $0 = true } })
  }

  func add(_ record: TraceRecord) { records.withLock { $0.append(record) } }

  var all: [TraceRecord] { records.withLock { $0 } }
  var isClosed: Bool { closed.withLock { $0 } }

  var steps: [TraceStep] {
    all.compactMap { if case .step(let step) = $0 { step } else { nil } }
  }

  /// The records as a JSON Lines trace.
  var jsonLines: String { all.map { $0.jsonLine + "\n" }.joined() }
}
