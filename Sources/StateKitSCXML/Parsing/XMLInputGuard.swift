import Foundation

/// Prepares a document's bytes for FoundationXML, whose Linux `XMLParser` crashes on two kinds
/// of well-formed or nearly well-formed input:
///
/// - a processing instruction without data (`<?pi?>`): libxml2 reports its data as `NULL` and
///   FoundationXML calls `strlen` on it (SIGSEGV). The guard inserts a space before the `?>`
///   (`<?pi ?>`), which libxml2 reports with empty data; processing instructions mean nothing
///   to SCXML. Positions the parser reports after an inserted space are moved back with
///   ``originalLocation(line:column:)``.
/// - bytes that are not UTF-8 in a comment, a name or a processing instruction: FoundationXML
///   traps while turning them into a `String` (SIGILL). A document read as UTF-8 (no byte order
///   mark of UTF-16 or UTF-32, and no `encoding` other than UTF-8 or ASCII in its XML
///   declaration) is checked first, and the first invalid byte is reported at its line and
///   column.
struct XMLInputGuard {
  /// The bytes to give the XML parser.
  private(set) var data: Data
  /// Where spaces were inserted: line and column (in the original text) of the `?` they precede,
  /// in document order.
  private(set) var insertions: [SCXMLSourceLocation] = []

  /// Checks and patches a document's bytes.
  ///
  /// - Parameter data: The document's bytes.
  /// - Returns: The bytes for the parser, or the error at the first byte that is not UTF-8.
  static func prepare(_ data: Data) -> Result<XMLInputGuard, SCXMLError> {
    let bytes = [UInt8](data)
    if readsAsUTF8(bytes), let error = firstInvalidUTF8(bytes) {
      return .failure(error)
    }
    return .success(patchingEmptyProcessingInstructions(bytes))
  }

  /// The location in the original text of a position the parser reported in the patched one.
  func originalLocation(line: Int, column: Int) -> (line: Int, column: Int) {
    guard !insertions.isEmpty else { return (line, column) }
    var shift = 0
    for insertion in insertions where insertion.line == line && insertion.column + shift < column {
      shift += 1
    }
    return (line, column - shift)
  }

  // MARK: - Encoding

  /// Whether the parser will read the bytes as UTF-8: no UTF-16 or UTF-32 byte order mark or
  /// pattern, and no XML declaration (`<?xml version="1.…" encoding="…"`, exactly) that names
  /// a single-byte encoding libxml2 converts from, spelled exactly as one of
  /// ``singleByteEncodings``. Anything else counts as UTF-8 and is checked: libxml2 reads on in
  /// UTF-8 after a malformed declaration or an encoding it does not know (found by the fuzzer:
  /// `encoding="U<?xml …"`, `<?xmln … encoding="UTF-16"`, and `encoding="koi87UTF-8"`).
  private static func readsAsUTF8(_ bytes: [UInt8]) -> Bool {
    if bytes.count >= 2 {
      let (first, second) = (bytes[0], bytes[1])
      if (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE) { return false }
      if first == 0 || second == 0 { return false }
    }
    guard let name = declaredEncoding(bytes) else { return true }
    return !singleByteEncodings.contains(name)
  }

  /// The lowercased names of the single-byte encodings whose documents are not checked as
  /// UTF-8: ISO-8859-1 to -16, Latin-1 to -10, Windows-1250 to -1258 and KOI8-R/-U. An exact
  /// list, not prefixes: a name libxml2 does not know leaves it reading UTF-8.
  static let singleByteEncodings: Set<String> = {
    var names: Set<String> = ["koi8-r", "koi8-u", "koi8r", "koi8u"]
    for part in 1...16 {
      names.formUnion(["iso-8859-\(part)", "iso8859-\(part)", "iso_8859-\(part)"])
    }
    for number in 1...10 { names.formUnion(["latin\(number)", "latin-\(number)"]) }
    for number in 1250...1258 { names.formUnion(["windows-\(number)", "cp\(number)"]) }
    return names
  }()

  /// The lowercased encoding name of a well-formed start of an XML declaration, if any.
  private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let text = Array(String(decoding: bytes.prefix(200), as: UTF8.self).lowercased())
    var index = 0
    func skipSpace() -> Bool {
      let start = index
      while index < text.count,
        text[index] == " " || text[index] == "\t"
          || text[index] == "\n" || text[index] == "\r"
      {
        index += 1
      }
      return index > start
    }
    func expect(_ word: String) -> Bool {
      for character in word {
        guard index < text.count, text[index] == character else { return false }
        index += 1
      }
      return true
    }
    func quoted() -> String? {
      guard index < text.count, text[index] == "\"" || text[index] == "'" else { return nil }
      let quote = text[index]
      index += 1
      let start = index
      while index < text.count, text[index] != quote {
        guard text[index].isASCII,
          text[index].isLetter || text[index].isNumber
            || "._-".contains(text[index])
        else { return nil }
        index += 1
      }
      guard index < text.count, index > start else { return nil }
      index += 1
      return String(text[start..<(index - 1)])
    }
    guard expect("<?xml"), skipSpace(), expect("version") else { return nil }
    _ = skipSpace()
    guard expect("=") else { return nil }
    _ = skipSpace()
    guard let version = quoted(), version.hasPrefix("1."), skipSpace(), expect("encoding")
    else { return nil }
    _ = skipSpace()
    guard expect("=") else { return nil }
    _ = skipSpace()
    guard let name = quoted(), name.first?.isLetter == true else { return nil }
    return name
  }

  /// The error at the first byte sequence that is not UTF-8, if any.
  private static func firstInvalidUTF8(_ bytes: [UInt8]) -> SCXMLError? {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    var line = 1
    var column = 1
    var iterator = bytes[start...].makeIterator()
    var decoder = UTF8()
    var previousWasCR = false
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          if !previousWasCR {
            line += 1
            column = 1
          }
        } else if scalar == "\r" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        previousWasCR = scalar == "\r"
      case .emptyInput:
        return nil
      case .error:
        return SCXMLError(
          kind: .malformedXML,
          message:
            "the document is not valid UTF-8 (declare its encoding, for example "
            + "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>, or save it as UTF-8)",
          sourceLocation: SCXMLSourceLocation(line: line, column: column))
      }
    }
  }

  // MARK: - Processing instructions

  /// The bytes with a space before the `?>` of every `<?target?>` that has no data.
  private static func patchingEmptyProcessingInstructions(_ bytes: [UInt8]) -> XMLInputGuard {
    let lt = UInt8(ascii: "<")
    let question = UInt8(ascii: "?")
    let gt = UInt8(ascii: ">")
    var result = XMLInputGuard(data: Data())
    var output: [UInt8] = []
    var copied = 0
    var index = 0
    var line = 1
    var column = 1
    var lineCountedTo = 0
    /// Moves `line` and `column` to the start of `bytes[offset]`.
    func advance(to offset: Int) {
      var position = lineCountedTo
      while position < offset {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\n") {
          if position == 0 || bytes[position - 1] != UInt8(ascii: "\r") {
            line += 1
            column = 1
          }
        } else if byte == UInt8(ascii: "\r") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 && !(position < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) {
          column += 1
        }
        position += 1
      }
      lineCountedTo = offset
    }
    // Every `<?` is looked at, even inside another would-be instruction (`<?20<?xm?>`, found
    // by the fuzzer): libxml2 may read on after an error.
    while index + 1 < bytes.count {
      guard bytes[index] == lt, bytes[index + 1] == question else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      if end > index + 2, end + 1 < bytes.count, bytes[end] == question, bytes[end + 1] == gt {
        if output.isEmpty { output.reserveCapacity(bytes.count + 16) }
        output.append(contentsOf: bytes[copied..<end])
        output.append(UInt8(ascii: " "))
        copied = end
        advance(to: end)
        result.insertions.append(SCXMLSourceLocation(line: line, column: column))
      }
      index += 2
    }
    if result.insertions.isEmpty {
      result.data = Data(bytes)
    } else {
      output.append(contentsOf: bytes[copied...])
      result.data = Data(output)
    }
    return result
  }

  /// Whether `byte` can be part of an XML name (a processing instruction's target): ASCII
  /// letters and digits, `.`, `-`, `_`, `:`, and every byte of a multi-byte character.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
      true
    default: false
    }
  }
}
