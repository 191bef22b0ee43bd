/// The text of a document as Unicode scalars with its line starts, to turn the XML parser's positions
/// into element start locations.
///
/// FoundationXML reports the position of the *end* of a start tag (the `>`, or the `/` of `/>`) when it
/// reports the element. Since `<` cannot appear inside a start tag, the `<` that opens the tag is the
/// last one before that position; ``startOfTag(line:column:qualifiedName:)`` finds it and checks that the
/// element's name follows, and falls back to the reported position when it does not (for instance for
/// an element that comes from an entity). Columns count Unicode scalars, like libxml2's.
struct SourceText {
  private let scalars: [Unicode.Scalar]
  private let lineStarts: [Int]

  /// Indexes the text; a leading byte order mark is dropped, as the XML parser does not count it.
  init(_ text: String) {
    var scalars = Array(text.unicodeScalars)
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    var lineStarts = [0]
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        lineStarts.append(index + 1)
      } else if scalar == "\r" {
        if index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
        lineStarts.append(index + 1)
      }
      index += 1
    }
    self.scalars = scalars
    self.lineStarts = lineStarts
  }

  /// Whether the text has nothing but whitespace.
  var isBlank: Bool { scalars.allSatisfy { $0.properties.isWhitespace } }

  /// The location just after the last character.
  var endLocation: SCXMLSourceLocation { location(ofOffset: scalars.count) }

  /// The scalar offset of a 1-based line and column, clamped to the text.
  func offset(line: Int, column: Int) -> Int {
    guard line >= 1 else { return 0 }
    guard line <= lineStarts.count else { return scalars.count }
    return min(max(lineStarts[line - 1] + column - 1, 0), scalars.count)
  }

  /// The 1-based line and column of a scalar offset.
  func location(ofOffset offset: Int) -> SCXMLSourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SCXMLSourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
  }

  /// The location of the `<` opening the start tag that the parser reported at `line`:`column`.
  func startOfTag(line: Int, column: Int, qualifiedName: String) -> SCXMLSourceLocation {
    let reported = SCXMLSourceLocation(line: line, column: column)
    var index = min(offset(line: line, column: column), scalars.count - 1)
    while index >= 0, scalars[index] != "<" { index -= 1 }
    guard index >= 0, matches(qualifiedName, at: index + 1) else { return reported }
    let after = index + 1 + qualifiedName.unicodeScalars.count
    guard after < scalars.count else { return reported }
    let next = scalars[after]
    guard next == ">" || next == "/" || next.properties.isWhitespace else { return reported }
    return location(ofOffset: index)
  }

  /// Where each attribute of the start tag that begins at `tag` (its `<`) starts, by name as
  /// written; empty when no start tag begins there.
  func attributeLocations(inTagAt tag: SCXMLSourceLocation) -> [String: SCXMLSourceLocation] {
    var index = offset(line: tag.line, column: tag.column)
    guard index < scalars.count, scalars[index] == "<" else { return [:] }
    func isNameEnd(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isWhitespace || scalar == "=" || scalar == ">" || scalar == "/"
    }
    func skipWhitespace() {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }
    index += 1
    while index < scalars.count, !isNameEnd(scalars[index]) { index += 1 }
    var result: [String: SCXMLSourceLocation] = [:]
    while true {
      skipWhitespace()
      guard index < scalars.count, !isNameEnd(scalars[index]) else { return result }
      let start = index
      var name = String.UnicodeScalarView()
      while index < scalars.count, !isNameEnd(scalars[index]) {
        name.append(scalars[index])
        index += 1
      }
      result[String(name)] = location(ofOffset: start)
      skipWhitespace()
      guard index < scalars.count, scalars[index] == "=" else { return result }
      index += 1
      skipWhitespace()
      guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
        return result
      }
      let quote = scalars[index]
      index += 1
      while index < scalars.count, scalars[index] != quote { index += 1 }
      index += 1
    }
  }

  /// The location where a chunk of character data reported at `line`:`column` (just after its end)
  /// begins, skipping leading whitespace; approximate when entities shortened the chunk.
  func startOfText(_ text: String, endingAt line: Int, column: Int) -> SCXMLSourceLocation {
    let end = offset(line: line, column: column)
    let leadingWhitespace = text.unicodeScalars.prefix { $0.properties.isWhitespace }.count
    let start = max(end - text.unicodeScalars.count + leadingWhitespace, 0)
    return location(ofOffset: start)
  }

  /// The name in the last closing tag (`</name`) that starts before `line`:`column`, if any.
  func closingTagName(before line: Int, column: Int) -> String? {
    var index = min(offset(line: line, column: column), scalars.count) - 1
    while index >= 1 {
      if scalars[index - 1] == "<", scalars[index] == "/" { break }
      index -= 1
    }
    guard index >= 1 else { return nil }
    var name = String.UnicodeScalarView()
    var cursor = index + 1
    while cursor < scalars.count, !scalars[cursor].properties.isWhitespace, scalars[cursor] != ">" {
      name.append(scalars[cursor])
      cursor += 1
    }
    return name.isEmpty ? nil : String(name)
  }

  private func matches(_ name: String, at offset: Int) -> Bool {
    var cursor = offset
    for scalar in name.unicodeScalars {
      guard cursor < scalars.count, scalars[cursor] == scalar else { return false }
      cursor += 1
    }
    return true
  }
}
