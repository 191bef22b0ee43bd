/// How a line of the screen is drawn.
enum LineStyle: Sendable, Hashable {
  case normal, bold, dim, inverse, title
}

/// One line of a panel.
struct Line: Sendable, Hashable {
  var text: String
  var style: LineStyle = .normal

  init(_ text: String = "", _ style: LineStyle = .normal) {
    self.text = text
    self.style = style
  }
}

/// A whole screen: a title bar, the app on the left, the machine panel on the right, and a
/// line of key help at the bottom. Rendered as ANSI for the terminal or as plain text for
/// scripts and tests.
struct Frame: Sendable {
  var title: String
  var status: String
  var content: [Line]
  var panel: [Line]
  var help: String

  static let panelWidth = 36

  /// The rows, as styled lines exactly `width` columns wide.
  func rows(width: Int, height: Int) -> [Line] {
    let leftWidth = max(20, width - Self.panelWidth - 3)
    var rows: [Line] = []
    rows.append(Line(Self.fit(" \(title)", width - status.count - 1) + status + " ", .title))
    let bodyHeight = max(1, height - 3)
    for i in 0..<bodyHeight {
      let left = i < content.count ? content[i] : Line()
      let right = i < panel.count ? panel[i] : Line()
      rows.append(
        Line(
          " " + Self.fit(left.text, leftWidth) + " │" + Self.fit(right.text, Self.panelWidth),
          left.style))
    }
    rows.append(Line(String(repeating: "─", count: width)))
    rows.append(Line(Self.fit(" " + help, width), .dim))
    return rows
  }

  /// The frame as plain text (scripts, tests): the current state is marked by its `▶`.
  func plainText(width: Int, height: Int) -> String {
    rows(width: width, height: height).map { line in
      var text = line.text
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }

  /// The frame as ANSI escapes for a terminal, drawn from the top-left corner.
  func ansi(width: Int, height: Int) -> String {
    let leftWidth = max(20, width - Self.panelWidth - 3)
    var out = "\u{1B}[H"
    out += Self.styled(Self.fit(" \(title)", width - status.count - 1) + status + " ", .title)
    out += "\u{1B}[K\r\n"
    let bodyHeight = max(1, height - 3)
    for i in 0..<bodyHeight {
      let left = i < content.count ? content[i] : Line()
      let right = i < panel.count ? panel[i] : Line()
      out += " " + Self.styled(Self.fit(left.text, leftWidth), left.style) + " │"
      out += Self.styled(Self.fit(right.text, Self.panelWidth), right.style) + "\u{1B}[K\r\n"
    }
    out += String(repeating: "─", count: width) + "\r\n"
    out += Self.styled(Self.fit(" " + help, width), .dim) + "\u{1B}[K"
    return out
  }

  static func styled(_ text: String, _ style: LineStyle) -> String {
    switch style {
    case .normal: text
    case .bold: "\u{1B}[1m\(text)\u{1B}[0m"
    case .dim: "\u{1B}[2m\(text)\u{1B}[0m"
    case .inverse: "\u{1B}[7m\(text)\u{1B}[0m"
    case .title: "\u{1B}[1;37;44m\(text)\u{1B}[0m"
    }
  }

  /// `text` cut or padded to exactly `width` characters.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    if text.count > width { return String(text.prefix(max(0, width - 1))) + "…" }
    return text + String(repeating: " ", count: width - text.count)
  }
}

/// Wraps text to lines of at most `width` characters, breaking at spaces where it can.
func wrap(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
    var line = ""
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
      while line.count > width {
        lines.append(String(line.prefix(width)))
        line = String(line.dropFirst(width))
      }
    }
    lines.append(line)
  }
  return lines
}
