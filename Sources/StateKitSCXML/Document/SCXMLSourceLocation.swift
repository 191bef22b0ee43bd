/// A position in the text of an SCXML document.
///
/// Lines and columns are 1-based; a column counts Unicode scalars from the start of its line, with a
/// tab counting as one. An element's location is the position of the `<` that opens its start tag.
/// Parse errors of malformed XML are located where the XML parser noticed them, which can be a little
/// after the actual mistake.
public struct SCXMLSourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int

  /// The 1-based column number, in Unicode scalars.
  public var column: Int

  /// Creates a source location.
  ///
  /// Use it to build documents by hand (for example in tests); parsed documents get theirs from the
  /// parser.
  ///
  /// - Parameters:
  ///   - line: The 1-based line number.
  ///   - column: The 1-based column number.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The location `line:column`.
  ///
  /// This is the prefix of every ``SCXMLError`` description.
  public var description: String { "\(line):\(column)" }

  /// Orders locations by line, then by column.
  ///
  /// Errors are reported in this order.
  ///
  /// - Parameters:
  ///   - lhs: A location.
  ///   - rhs: Another location.
  /// - Returns: Whether `lhs` comes before `rhs` in the text.
  public static func < (lhs: SCXMLSourceLocation, rhs: SCXMLSourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
