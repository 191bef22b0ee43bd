import StateKit
import Synchronization

/// The side panel: a machine as text, its current state highlighted, and its last transitions.
struct MachinePanel: Sendable {
  /// A state, how deeply it is nested (0 for a top-level state), and the arrows leaving it.
  struct StateEntry: Sendable {
    var name: String
    var depth = 0
    var arrows: [String]
  }

  var title: String
  var states: [StateEntry]
  var current: Set<String>
  var recent: [String]
  var note: String?

  /// The panel's lines: the current state is drawn in inverse video and marked `▶`.
  func lines(height: Int) -> [Line] {
    var lines = [Line(title, .bold), Line()]
    for state in states {
      // The marker goes after the indentation, beside the name.
      let indent = String(repeating: "  ", count: state.depth)
      let isCurrent = current.contains(state.name)
      lines.append(
        Line(indent + (isCurrent ? "▶ " : "  ") + state.name, isCurrent ? .inverse : .normal))
      // Arrows sit deeper than the state's children, so that the two never line up.
      for arrow in state.arrows {
        let width = Frame.panelWidth - 6 - indent.count
        lines += wrap(arrow, width: width).enumerated().map { index, text in
          Line(indent + (index == 0 ? "     " : "         ") + text, .dim)
        }
      }
    }
    if let note {
      lines.append(Line())
      lines += wrap(note, width: Frame.panelWidth - 1).map { Line(" " + $0, .dim) }
    }
    let room = max(0, height - lines.count - 3)
    if !recent.isEmpty, room > 0 {
      lines.append(Line())
      lines.append(Line("Last transitions", .bold))
      var recentLines: [Line] = []
      for entry in recent.reversed() {
        let wrapped = wrap(entry, width: Frame.panelWidth - 3)
        guard recentLines.count + wrapped.count <= room else { break }
        recentLines.insert(
          contentsOf: wrapped.enumerated().map {
            Line(($0.offset == 0 ? " " : "   ") + $0.element)
          },
          at: 0)
      }
      lines += recentLines
    }
    return lines
  }
}

extension MachinePanel {
  /// The panel of a StateKit definition: every state with its transitions and work.
  init<S, E, C>(
    _ definition: MachineDefinition<S, E, C>, snapshot: Snapshot<S, E, C>, recent: [String],
    note: String? = nil
  ) {
    let nodes = definition.stateNodes
    let transitions = definition.transitionList
    var entries: [StateEntry] = []
    for node in nodes.dropFirst() {
      var arrows: [String] = []
      for work in definition.work(of: node.id) { arrows.append("⟳ \(work.name)") }
      for index in node.transitions {
        let transition = transitions[index]
        let target = transition.targets.map { nodes[$0].name }.joined(separator: ", ")
        let trigger: String
        switch transition.trigger {
        case .events(let events): trigger = events.map { "\($0)" }.joined(separator: ", ")
        case .eventless: trigger = "always"
        case .done: trigger = "done"
        case .after(let delay): trigger = "after \(delay.components.seconds)s"
        }
        let guardText = transition.guardName.map { " [\($0)]" } ?? ""
        arrows.append("\(trigger)\(guardText) → \(target.isEmpty ? "(stay)" : target)")
      }
      entries.append(StateEntry(name: node.name, depth: node.depth - 1, arrows: arrows))
    }
    let active = Set(snapshot.configuration.compactMap { definition.node(for: $0)?.name })
    self.init(
      title: "Machine: \(definition.name)", states: entries, current: active, recent: recent,
      note: note)
  }
}

/// Records a StateKit machine's transitions as short lines (`searching --search--> loading`),
/// and tells the app to redraw after each macrostep.
final class TransitionLog: Sendable {
  private final class Lines: Sendable {
    let value = Mutex<[String]>([])
    /// The state after the last macrostep the log saw; `nil` before the first.
    let lastState = Mutex<String?>(nil)
  }
  private let lines = Lines()
  private let subscription: Mutex<Subscription?> = Mutex(nil)

  /// Starts logging a machine.
  ///
  /// - Parameters:
  ///   - machine: The machine.
  ///   - earlier: Lines for steps taken before the log was made.
  ///   - changed: Called after every macrostep.
  init<S, E, C>(
    _ machine: Machine<S, E, C>, earlier: [String] = [], changed: @escaping @Sendable () -> Void
  ) {
    lines.value.withLock { $0 = earlier }
    let definition = machine.definition
    let sub = machine.subscribe { [lines] update in
      let state = definition.node(for: update.snapshot.state.stateCase)?.name
      // After the line is written: a reader that sees the state here sees its line too.
      defer {
        lines.lastState.withLock { $0 = state }
        changed()
      }
      guard update.isHandled, !(update.exited.isEmpty && update.entered.isEmpty) else { return }
      let from = definition.node(for: update.previous.state.stateCase)?.name ?? "?"
      let to = state ?? "?"
      let trigger = update.event.map { "\($0.eventCase)" } ?? "after"
      let line = "\(from) --\(trigger)--> \(to)"
      lines.value.withLock { lines in
        // Typing sends one event per key: repeats are counted, not listed.
        if let last = lines.last, last == line || last.hasPrefix(line + " ×") {
          let count = (last == line ? 1 : Int(last.dropFirst(line.count + 2)) ?? 1) + 1
          lines[lines.count - 1] = "\(line) ×\(count)"
        } else {
          lines.append(line)
        }
        if lines.count > 40 { lines.removeFirst(lines.count - 40) }
      }
    }
    subscription.withLock { $0 = sub }
  }

  /// The last transitions, oldest first.
  var recent: [String] { lines.value.withLock { $0 } }

  /// Whether the log has seen the macrostep that entered `state` (or has seen none): the
  /// machine's listeners run after its state changes, so a reader of the state can be ahead of
  /// the log.
  func hasSeen(_ state: String) -> Bool {
    lines.lastState.withLock { $0.map { $0 == state } ?? true }
  }
}
