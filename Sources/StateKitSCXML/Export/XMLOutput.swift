import Foundation
import StateKit

/// A small XML tree for writing documents: elements with ordered attributes, and comments.
struct XMLOutput: Sendable {
  enum Node: Sendable {
    case element(XMLOutput)
    case comment(String)
    /// Character data (a script, inline content), escaped when written.
    case text(String)
  }

  var name: String
  var attributes: [(name: String, value: String)] = []
  var children: [Node] = []

  init(_ name: String, _ attributes: [(String, String?)] = [], children: [Node] = []) {
    self.name = name
    self.attributes = attributes.compactMap { name, value in value.map { (name, $0) } }
    self.children = children
  }

  mutating func append(_ element: XMLOutput) { children.append(.element(element)) }

  mutating func append(comment: String) { children.append(.comment(comment)) }

  /// The element as indented text, one element or comment per line.
  func serialized(indent: String = "  ") -> String {
    var lines: [String] = []
    write(into: &lines, depth: 0, indent: indent)
    return lines.joined(separator: "\n")
  }

  private func write(into lines: inout [String], depth: Int, indent: String) {
    let prefix = String(repeating: indent, count: depth)
    var start = "<" + name
    for attribute in attributes {
      start +=
        " \(attribute.name)=\"\(attribute.value.xmlEscaped(quotes: true, whitespace: true))\""
    }
    if children.isEmpty {
      lines.append(prefix + start + "/>")
      return
    }
    lines.append(prefix + start + ">")
    for child in children {
      switch child {
      case .element(let element):
        element.write(into: &lines, depth: depth + 1, indent: indent)
      case .comment(let text):
        lines.append(prefix + indent + "<!-- " + Self.escapeComment(text) + " -->")
      case .text(let text):
        lines.append(text.xmlEscaped(quotes: false, whitespace: false))
      }
    }
    lines.append(prefix + "</" + name + ">")
  }

  /// A comment may not contain `--` nor end with `-`.
  static func escapeComment(_ text: String) -> String {
    var result = text
    while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
    if result.hasSuffix("-") { result += " " }
    return result
  }
}
