import Foundation
import StateKitFixtures
import Testing

@testable import StateKitSCXML

@Suite("Broken documents")
struct BrokenDocumentTests {
  /// Strict: some of these documents are read leniently by default (`LeniencyTests`).
  static let strict = SCXMLParser(options: .init(isStrict: true))

  @Test("each broken document gives the expected error", arguments: brokenDocuments)
  func refused(_ broken: BrokenDocument) throws {
    let result = Self.strict.parse(broken.text)
    #expect(result.document == nil)
    let error = try #require(result.errors.first)
    #expect(error.kind == broken.kind, "\(error)")
    #expect(error.sourceLocation.line == broken.line, "\(error)")
    if let column = broken.column {
      #expect(error.sourceLocation.column == column, "\(error)")
    }
    if let element = broken.element {
      #expect(error.element == element, "\(error)")
    }
    if broken.isOnlyError {
      #expect(result.errors.count == 1, "\(result.errors.map(\.description))")
    }
    if broken.kind == .malformedXML {
      #expect(result.errors.count == 1)
    }
    #expect(!error.message.isEmpty)
    #expect(
      error.description.hasPrefix("\(error.sourceLocation.line):\(error.sourceLocation.column): "))
  }

  @Test(
    "a truncated document is never accepted, and never crashes the parser", .needsSCION,
    arguments: [
      "history/history4", "parallel+interrupt/test0", "delayedSend/send1",
    ]
  )
  func truncated(_ name: String) throws {
    let url = Fixtures.scionDirectory.appendingPathComponent(name + ".scxml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let end = try #require(text.range(of: "</scxml>")).lowerBound
    var prefix = text.startIndex
    while prefix < end {
      let result = SCXMLParser().parse(String(text[..<prefix]))
      #expect(result.document == nil)
      #expect(result.errors.map(\.kind) == [.malformedXML])
      prefix = text.index(prefix, offsetBy: 5, limitedBy: end) ?? end
    }
  }

  @Test("the throwing initializer reports the first error", arguments: brokenDocuments)
  func throwsFirstError(_ broken: BrokenDocument) throws {
    let first = try #require(Self.strict.parse(broken.text).errors.first)
    #expect(throws: first) {
      try SCXMLDocument(string: broken.text, options: .init(isStrict: true))
    }
  }

  @Test("the same documents, read as bytes, give the same errors", arguments: brokenDocuments)
  func bytesGiveSameErrors(_ broken: BrokenDocument) {
    #expect(
      SCXMLParser().parse(Data(broken.text.utf8)).errors == SCXMLParser().parse(broken.text).errors)
  }
}
