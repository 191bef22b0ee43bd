/// Splits Swift source into the tokens the macros read: words, literals and punctuation, with
/// comments and whitespace dropped.
///
/// It knows exactly as much of Swift's lexical grammar as it takes to never mistake the inside
/// of a comment, a string (multiline, raw, with interpolations) or an extended regular
/// expression (`#/…/#`) for code, so that braces and keywords found outside them are the
/// declaration's own. It does not check that the source is valid: the compiler does that before
/// a macro runs.
struct Tokenizer {
  private let bytes: [UInt8]
  private var index = 0

  /// The tokens of `source`, in order.
  static func tokens(of source: String) -> [Token] {
    var tokenizer = Tokenizer(bytes: Array(source.utf8))
    var tokens: [Token] = []
    while let token = tokenizer.next() { tokens.append(token) }
    return tokens
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private mutating func next() -> Token? {
    skipTrivia()
    guard let first = byte() else { return nil }
    let start = index
    func token(_ kind: Token.Kind) -> Token {
      Token(kind: kind, text: text(start, index), start: start, end: index)
    }
    switch first {
    case UInt8(ascii: "`"):
      index += 1
      while let byte = byte(), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") { index += 1 }
      if byte() == UInt8(ascii: "`") { index += 1 }
      return token(.word)
    case _ where Self.startsWord(first):
      while let byte = byte(), Self.continuesWord(byte) { index += 1 }
      return token(.word)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      skipNumber()
      return token(.literal)
    case UInt8(ascii: "\""):
      skipString(hashes: 0)
      return token(.literal)
    case UInt8(ascii: "#"):
      var hashes = 0
      while byte(hashes) == Self.pound { hashes += 1 }
      if byte(hashes) == UInt8(ascii: "\"") {
        index += hashes
        skipString(hashes: hashes)
        return token(.literal)
      }
      if byte(hashes) == UInt8(ascii: "/") {
        skipExtendedRegex(hashes: hashes)
        return token(.literal)
      }
      index += 1
      while let byte = byte(), Self.continuesWord(byte) { index += 1 }
      return token(index - start > 1 ? .pound : .punctuation)
    case UInt8(ascii: "-") where byte(1) == UInt8(ascii: ">"):
      index += 2
      return token(.punctuation)
    case _ where Self.operatorCharacters.contains(first):
      while let byte = byte(), Self.operatorCharacters.contains(byte) { index += 1 }
      return token(.punctuation)
    default:
      index += 1
      return token(.punctuation)
    }
  }

  /// Characters that run together into one operator token. `<` and `>` stand alone, so that
  /// generic brackets can be counted.
  private static let operatorCharacters: Set<UInt8> = Set("=-+!*%&|^~?/.".utf8)

  private static let pound = UInt8(ascii: "#")

  private static func startsWord(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private static func continuesWord(_ byte: UInt8) -> Bool {
    startsWord(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private mutating func skipTrivia() {
    while let byte = byte() {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B,
        0x0C:
        index += 1
      case UInt8(ascii: "/") where self.byte(1) == UInt8(ascii: "/"):
        while let byte = self.byte(), byte != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where self.byte(1) == UInt8(ascii: "*"):
        skipBlockComment()
      default:
        return
      }
    }
  }

  /// A block comment, which may nest.
  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if byte() == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if byte() == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  private mutating func skipNumber() {
    while let byte = byte() {
      if Self.continuesWord(byte) {
        let exponent = byte | 0x20 == UInt8(ascii: "e") || byte | 0x20 == UInt8(ascii: "p")
        index += 1
        if exponent, let sign = self.byte(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")
        {
          index += 1
        }
      } else if byte == UInt8(ascii: "."), let digit = self.byte(1),
        digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9")
      {
        index += 1
      } else {
        return
      }
    }
  }

  /// A string literal whose opening quote is at `index`, after `hashes` pound signs.
  private mutating func skipString(hashes: Int) {
    let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while let byte = byte() {
      if byte == UInt8(ascii: "\\") && poundSigns(hashes, at: 1) {
        index += 1 + hashes
        if self.byte() == UInt8(ascii: "(") {
          skipInterpolation()
        } else {
          index += 1
        }
      } else if byte == UInt8(ascii: "\""), !multiline || closesMultiline(),
        poundSigns(hashes, at: multiline ? 3 : 1)
      {
        index += (multiline ? 3 : 1) + hashes
        return
      } else if byte == UInt8(ascii: "\n") && !multiline {
        return
      } else {
        index += 1
      }
    }
  }

  /// Whether `count` pound signs follow, from `offset` bytes ahead: what closes a raw string.
  private func poundSigns(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(offset + $0) == Self.pound }
  }

  private func closesMultiline() -> Bool {
    byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
  }

  /// `(…)` of an interpolation: code, which may hold strings of its own.
  private mutating func skipInterpolation() {
    var depth = 0
    while let token = next() {
      if token.is("(") { depth += 1 }
      if token.is(")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// `#/…/#`, whose pound signs start at `index`.
  private mutating func skipExtendedRegex(hashes: Int) {
    index += hashes + 1
    while index < bytes.count {
      if byte() == UInt8(ascii: "/") && poundSigns(hashes, at: 1) {
        index += 1 + hashes
        return
      }
      index += byte() == UInt8(ascii: "\\") ? 2 : 1
    }
  }
}
