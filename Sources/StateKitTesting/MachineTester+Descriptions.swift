import StateKit
import StateKitInspection

extension MachineTester {
  /// An event on one line: `.search("cats")`.
  func describe(_ event: Event) -> String { machine.describe(event) }
}

extension Machine {
  /// An event on one line: `.search("cats")`.
  func describe(_ event: Event) -> String { StructuralDump.inline(event) }

  /// A step: its event (or timer) and where it came from.
  func describe(_ update: MachineUpdate<State, Event, Context>) -> String {
    let what = update.event.map(describe) ?? "a delayed transition"
    switch update.origin {
    case .sent: return "\(what) (sent)"
    case .work(let id): return "\(what) (from \(describe(id)))"
    case .timer(let id): return "\(what) (from timer \(id))"
    }
  }

  /// A work run: its name and its state.
  func describe(_ id: WorkID) -> String {
    let works = definition.work(of: id.state)
    let name = id.index < works.count ? works[id.index].name : "work \(id.index)"
    return "\"\(name)\" in \(definition.stateNodes[id.state].name)"
  }

  /// A pending timer: what it does and when.
  func describe(_ timer: PendingTimer<Event>) -> String {
    let what: String
    switch timer.event {
    case .event(let event): what = "sends \(describe(event))"
    case .after: what = "a delayed transition"
    }
    return "\(timer.id): \(what), due in \(timer.remaining)"
  }
}

/// `1 event`, `2 events`.
func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
