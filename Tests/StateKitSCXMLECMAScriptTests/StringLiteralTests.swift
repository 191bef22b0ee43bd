import Foundation
import StateKitSCXML
import Testing

@testable import StateKitSCXMLECMAScript

/// `ECMAScriptSource.stringLiteral(_:quote:)`, read back by JavaScriptCore: whatever the text,
/// the engine's value is the text, with either quote.
@Suite("ECMAScript string literals")
struct StringLiteralTests {
  /// Every character the grammar forbids or gives a meaning to inside a literal, and some it
  /// does not.
  static let texts: [String] = [
    "", "plain", "\"double\"", "'single'", "back\\slash", "\\\"", "a\nb\rc\r\nd",
    "line\u{2028}para\u{2029}graph", "\t\u{8}\u{B}\u{C}", "\u{0}\u{1}\u{1F}\u{7F}",
    "\u{85}\u{A0}\u{FEFF}", "é 中 🛬 👩‍👩‍👧", "\\u0041", "${x}`", "</script>", "end\\",
  ]

  @Test("the engine reads the literal back as the text", arguments: ["\"", "'"] as [Character])
  func roundTrips(_ quote: Character) throws {
    let data = ECMAScriptDataModel().makeDataModel(
      host: SCXMLDataModelHost(
        sessionID: "s1", name: "doc", ioProcessors: [:], isActive: { _ in false }))
    for text in Self.texts {
      let literal = ECMAScriptSource.stringLiteral(text, quote: quote)
      // Compared inside the engine with the text as JSON, an independent encoding that every
      // engine since ES2019 reads as a string literal: a NUL survives, which the data model's
      // conversion of a value back to Swift does not keep.
      let json = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
      #expect(try data.evaluate("\(literal) === \(json)") == .bool(true), "\(literal)")
      if !text.contains("\u{0}") {
        #expect(try data.evaluate(literal) == .string(text), "\(literal)")
      }
      #expect(!literal.contains("\n") && !literal.contains("\r"), "\(literal) spans lines")
    }
  }

  @Test("what it writes")
  func spelling() {
    #expect(ECMAScriptSource.stringLiteral("a\"b'c") == #""a\"b'c""#)
    #expect(ECMAScriptSource.stringLiteral("a\"b'c", quote: "'") == #"'a"b\'c'"#)
    #expect(ECMAScriptSource.stringLiteral("\t\n\u{1}\u{2028}") == #""\t\n\u0001\u2028""#)
  }

  @Test("a session id and a document name with quotes reach _sessionid and _name")
  func systemVariables() throws {
    let data = ECMAScriptDataModel().makeDataModel(
      host: SCXMLDataModelHost(
        sessionID: "s\"1\u{2028}", name: "it's\\doc", ioProcessors: [:], isActive: { _ in false })
    )
    #expect(try data.evaluate("_sessionid") == .string("s\"1\u{2028}"))
    #expect(try data.evaluate("_name") == .string("it's\\doc"))
  }
}
