import ImageSearch
import StateKit

/// The image search example's image search, drawn from ``ImageSearchViewModel``.
@MainActor
final class ImageSearchScreen: DemoScreen {
  let model: ImageSearchViewModel
  let log: TransitionLog
  let source: String
  private var scroll = 0

  init(api: PixabayClient, changed: @escaping @Sendable () -> Void) {
    model = ImageSearchViewModel(api: api)
    log = TransitionLog(model.machine.machine, changed: changed)
    source = api.endpoint.host == "pixabay.com" ? "pixabay.com" : "local demo server"
  }

  var title: String { "Image search" }
  var stateNames: [String] { ["\(model.state)"] }
  var isSettled: Bool { log.hasSeen(stateNames[0]) }

  var help: String {
    switch model.state {
    case .searching: "type a query · Enter search · Esc cancel · ctrl-u clear"
    case .loading: "Esc cancel the request"
    case .start, .searchResults, .error: "type or / to search · ↑/↓ scroll · Esc back to the menu"
    }
  }

  func content(width: Int, height: Int) -> [Line] {
    let cancel = model.showSearchCancelButton ? "  [Cancel]" : ""
    var lines = [
      Line(
        "Search  " + field(model.searchText, width: width - 18, focused: model.isSearching) + cancel
      ),
      Line(),
    ]
    switch model.state {
    case .start:
      lines.append(Line("Search images on \(source).", .bold))
      lines.append(Line("Start typing (or press /) to focus the search field."))
    case .searching:
      lines.append(Line("Type what to look for, then press Enter.", .bold))
      lines.append(Line("The keyboard is up: isSearching = true.", .dim))
    case .loading:
      lines.append(Line("Searching for \"\(model.lastQuery)\"…", .bold))
      lines.append(Line("GET \(source) /api/?q=… is in flight; Esc cancels it.", .dim))
    case .searchResults:
      let hits = model.results
      lines.append(
        Line("\(hits.count) of \(model.totalHits) images for \"\(model.lastQuery)\"", .bold))
      if hits.isEmpty { lines.append(Line("Nothing found. Try cat, mountain, coffee…")) }
      scroll = min(scroll, max(0, hits.count - 1))
      for hit in hits.dropFirst(scroll).prefix(max(1, height - 5)) {
        lines.append(Line("  ♥ \(pad(hit.likes, 5))  \(hit.tags)  — \(hit.user)"))
      }
    case .error:
      lines.append(Line("Something went wrong", .bold))
      lines += wrap(model.errorMessage ?? "", width: width - 2).map { Line($0) }
      lines.append(Line())
      lines.append(Line("Type to search again.", .dim))
    }
    return lines
  }

  func panel(height: Int) -> MachinePanel {
    MachinePanel(
      model.machine.machine.definition, snapshot: model.machine.snapshot, recent: log.recent)
  }

  func handle(_ key: Key) -> ScreenResult {
    switch key {
    case .escape:
      guard model.showSearchCancelButton else { return .back }
      model.cancelTapped()
    case .enter:
      if model.isSearching { model.searchButtonTapped() } else { model.searchFieldTapped() }
    case .backspace:
      if model.isSearching, !model.searchText.isEmpty { model.searchText.removeLast() }
    case .ctrlU:
      if model.isSearching { model.searchText = "" }
    case .up: scroll = max(0, scroll - 1)
    case .down: scroll += 1
    default:
      guard let character = key.printable else { break }
      if !model.isSearching {
        model.searchFieldTapped()
        guard model.isSearching, character != "/" else { break }
      }
      model.searchText.append(character)
    }
    return .stay
  }
}

func pad(_ value: Int, _ width: Int) -> String {
  let text = String(value)
  return String(repeating: " ", count: max(0, width - text.count)) + text
}
