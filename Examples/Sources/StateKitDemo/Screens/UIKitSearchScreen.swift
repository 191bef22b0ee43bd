import SearchScreen
import StateKit

/// The UIKit search screen example's search screen, drawn from ``SearchScreenModel/ui``: one
/// `render(state)`.
@MainActor
final class UIKitSearchScreen: DemoScreen {
  let model: SearchScreenModel
  let log: TransitionLog

  init(load: @escaping SearchResultsLoader, changed: @escaping @Sendable () -> Void) {
    model = SearchScreenModel(load: load)
    log = TransitionLog(model.machine.machine, changed: changed)
  }

  var title: String { "Search screen" }
  var stateNames: [String] { ["\(model.state.stateCase)"] }
  var isSettled: Bool { log.hasSeen(stateNames[0]) }

  var help: String {
    switch model.state {
    case .hidden: "Enter or / open the search · Esc back to the menu"
    case .visible, .emptyView: "type a query · Enter search · Esc cancel (hides the search)"
    case .startSearch: "Esc cancel · the table is loading"
    case .showingResults, .failed:
      "type to search again · ctrl-u clear · Esc cancel (hides the search)"
    }
  }

  func content(width: Int, height: Int) -> [Line] {
    let ui = model.ui
    var lines: [Line] = []
    if ui.isSearchVisible {
      let text = ui.isSearchBarFocused ? model.typedText : (ui.searchBarText ?? "")
      let spinner = ui.isSpinnerAnimating ? "  ◐ loading" : ""
      lines.append(
        Line("Search  " + field(text, width: width - 22, focused: ui.isSearchBarFocused) + spinner))
      lines.append(Line())
      if let query = ui.tableQuery {
        lines.append(Line("Results for \"\(query)\"", .bold))
      } else {
        lines.append(Line("No query yet.", .dim))
      }
      if let message = ui.tableMessage { lines += wrap(message, width: width - 2).map { Line($0) } }
      for row in ui.rows.prefix(max(0, height - 16)) { lines.append(Line("  • \(row)")) }
    } else {
      lines.append(Line("The search UI is hidden.", .bold))
      lines.append(Line("Press Enter or / to open it."))
    }
    lines.append(Line())
    lines.append(Line("render(\(model.state)) set every property:", .dim))
    lines.append(Line("  isSearchVisible    \(ui.isSearchVisible)", .dim))
    lines.append(Line("  isSpinnerAnimating \(ui.isSpinnerAnimating)", .dim))
    lines.append(
      Line("  searchBarText      \(ui.searchBarText.map { "\"\($0)\"" } ?? "nil")", .dim))
    lines.append(Line("  isSearchBarFocused \(ui.isSearchBarFocused)", .dim))
    lines.append(Line("  tableQuery         \(ui.tableQuery.map { "\"\($0)\"" } ?? "nil")", .dim))
    lines.append(Line("  rows               \(ui.rows.count)", .dim))
    lines.append(Line("  tableMessage       \(ui.tableMessage.map { "\"\($0)\"" } ?? "nil")", .dim))
    return lines
  }

  func panel(height: Int) -> MachinePanel {
    MachinePanel(
      model.machine.machine.definition, snapshot: model.machine.snapshot, recent: log.recent)
  }

  func handle(_ key: Key) -> ScreenResult {
    let ui = model.ui
    switch (model.state, key) {
    case (.hidden, .escape): return .back
    case (.hidden, .enter), (.hidden, .char("/")): model.openTapped()
    case (_, .escape): model.cancelTapped()
    case (.startSearch, _): break
    case (_, .enter): model.searchButtonTapped()
    case (.showingResults, .ctrlU), (.failed, .ctrlU): model.clearTapped()
    case (_, .backspace): if !model.typedText.isEmpty { model.typedText.removeLast() }
    case (_, .ctrlU): model.typedText = ""
    default:
      guard let character = key.printable, ui.isSearchVisible else { break }
      if !ui.isSearchBarFocused { model.clearTapped() }
      model.typedText.append(character)
    }
    return .stay
  }
}
