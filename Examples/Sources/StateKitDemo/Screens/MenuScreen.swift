import Foundation

/// The menu of the four apps, and of the four as one app.
@MainActor
final class MenuScreen: DemoScreen {
  static let apps: [(key: String, name: String, summary: String)] = [
    ("image-search", "Image search", "SwiftUI, Pixabay API, side effects on enter/leave"),
    ("search-screen", "Search screen", "UIKit, one render(state) for every view"),
    ("request-tester", "Request tester", "prepare → send → response, a board of request machines"),
    ("login", "Login", "validation as context, async authentication"),
    ("app", "One app", "the four as child machines of an app flow: login gates the rest"),
  ]

  var selection = 0
  let serverURL: URL
  let imageAPI: String
  let open: @MainActor (String) -> Void

  init(serverURL: URL, imageAPI: String, open: @escaping @MainActor (String) -> Void) {
    self.serverURL = serverURL
    self.imageAPI = imageAPI
    self.open = open
  }

  var title: String { "StateKit demo" }
  var stateNames: [String] { ["menu"] }
  var help: String {
    "↑/↓ choose · Enter or 1-5 open · q quit · in an app, Esc goes back when nothing is to cancel"
  }

  func content(width: Int, height: Int) -> [Line] {
    var lines = [
      Line("The four apps of the articles, running on StateKit", .bold),
      Line("against real HTTP servers started in this process."),
      Line(),
    ]
    for (index, app) in Self.apps.enumerated() {
      let selected = index == selection
      lines.append(
        Line("\(selected ? "▶" : " ") \(index + 1)  \(app.name)", selected ? .inverse : .bold))
      lines.append(Line("      \(app.summary)", .dim))
    }
    lines += [
      Line(),
      Line("Local server:  \(serverURL.absoluteString)"),
      Line("Image search:  \(imageAPI)"),
      Line("Demo account:  appleseed / correct horse", .dim),
    ]
    return lines
  }

  func panel(height: Int) -> MachinePanel {
    MachinePanel(
      title: "How to read this panel", states: [], current: [], recent: [],
      note: "Each app shows its state machine here: every state with the arrows that leave it, "
        + "the current state highlighted (▶), and the last transitions below. The screen on the "
        + "left is drawn only from the app's view model.")
  }

  func handle(_ key: Key) -> ScreenResult {
    switch key {
    case .up: selection = (selection + Self.apps.count - 1) % Self.apps.count
    case .down, .tab: selection = (selection + 1) % Self.apps.count
    case .enter: open(Self.apps[selection].key)
    case .char("q"), .escape, .ctrlC: return .quit
    case .char(let c):
      if let n = c.wholeNumberValue, (1...Self.apps.count).contains(n) {
        open(Self.apps[n - 1].key)
      }
    default: break
    }
    return .stay
  }
}
