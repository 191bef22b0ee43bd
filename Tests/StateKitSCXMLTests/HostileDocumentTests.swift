import Foundation
import Testing

@testable import StateKitSCXML

/// Inputs that crashed or misled the parser (issue 20), as their smallest form: each must give
/// a document or one clean error with its position, never a crash.
@Suite("Hostile documents")
struct HostileDocumentTests {
  private let header = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">"#

  @Test("a processing instruction without data is read, not a crash (FoundationXML strlen(NULL))")
  func processingInstructionWithoutData() throws {
    let text = header + #"<?pi?><final id="f"/></scxml>"#
    let document = try SCXMLParser().parse(text).get()
    let final = try #require(document.node(withID: "f"))
    #expect(final.sourceLocation == SCXMLSourceLocation(line: 1, column: header.count + 7))
  }

  @Test(
    "a processing instruction without data inside another is found too (fuzzer)",
    arguments: [
      Data("<?20<?xm?>".utf8),
      // The fuzzer's input, as it found it.
      Data(
        base64Encoded:
          "CjxodCAyMDw/eG04Ij8+MCIgKmNqdCAyMDw/MjA8P19zdGFydHhtIjg/PjAiICpjMDw/eG04Ij8+MCIgKmNqdCAy"
          + "MDw/MjA8P3htPz4wIiAqY2p0OCI/PjAiICpjanQgMjA8P3hvOCI/PjAiIGNqdCAyMDw/MjA8P19zdGFyICo8PzIw"
          + "PD94bTgiPz4wIiAqY2p0OCI/PjAiICpjanQgMjA8P3hvOCI/PjAiIGNqdCAyMDw/MjA8P19zdGFyICpjanQgMjA8"
          + "PzAiICpjanQgMjA8P3htOCI/Pg==")!,
    ])
  func nestedProcessingInstructionWithoutData(_ data: Data) {
    let result = SCXMLParser().parse(data)
    #expect(result.document == nil)
    #expect(result.errors.count == 1)
  }

  @Test("positions after a patched processing instruction are those of the original text")
  func positionsAfterProcessingInstruction() throws {
    let text = header + #"<?a?><?b?><state id="s"><bogus/></state></scxml>"#
    let result = SCXMLParser(options: .init(isStrict: true)).parse(text)
    let error = try #require(result.errors.first)
    #expect(error.kind == .unknownElement)
    #expect(error.sourceLocation == SCXMLSourceLocation(line: 1, column: header.count + 25))
  }

  @Test(
    "bytes that are not UTF-8 are one error at their line and column, not a trap",
    arguments: [
      ("comment", "<!-- caf\u{E9} -->", 9),
      ("element name", "<caf\u{E9}/>", 5),
      ("attribute name", "<state caf\u{E9}=\"x\"/>", 11),
      ("processing instruction target", "<?caf\u{E9} x?>", 6),
    ])
  func invalidUTF8(_ place: String, _ body: String, _ column: Int) throws {
    // Latin-1 bytes: é is the single byte 0xE9.
    let bytes =
      Array((header + "\n").utf8) + body.unicodeScalars.map { UInt8($0.value) }
      + Array("\n</scxml>".utf8)
    let result = SCXMLParser().parse(Data(bytes))
    #expect(result.document == nil)
    #expect(result.errors.count == 1)
    let error = try #require(result.errors.first)
    #expect(error.kind == .malformedXML)
    #expect(error.message.contains("UTF-8"), "\(error)")
    #expect(error.sourceLocation == SCXMLSourceLocation(line: 2, column: column), "\(place)")
  }

  @Test("a malformed encoding name does not let bytes that are not UTF-8 through (fuzzer)")
  func malformedEncodingName() throws {
    let declaration = #"<?xml version="1.0" encoding="U<?xml version="1.0" encoding="UTF-8"?>"#
    let bytes =
      Array((declaration + "\n" + header + "<onen").utf8) + [0xE3]
      + Array("try/></scxml>".utf8)
    let result = SCXMLParser().parse(Data(bytes))
    #expect(result.document == nil)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.sourceLocation.line == 2)
  }

  @Test(
    "a processing instruction that looks like a declaration does not switch the check off (fuzzer)")
  func declarationLookalike() throws {
    let bytes =
      Array(#"<?xmln="1.0" encoding="UTF-16"ml>"#.utf8) + [0x0A]
      + Array((header + "<!-- fai").utf8) + [0xA2] + Array("l --></scxml>".utf8)
    let result = SCXMLParser().parse(Data(bytes))
    #expect(result.document == nil)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.message.contains("UTF-8") == true, "\(result.errors)")
  }

  @Test(
    "an encoding libxml2 does not know, or a declaration it rejects, leaves the check on (fuzzer)",
    arguments: [
      // The fuzzer's crash, in its smallest form: libxml2 reads on in UTF-8 after an encoding
      // name it does not know, and FoundationXML trapped on 0xEC in the comment.
      #"<?xml version="1.0" encoding="koi87UTF-8"?>"#,
      #"<?xml version="hz0" encoding="ISO-8859-1"?>"#,
      #"<?xml version="1.0" encoding="latin"?>"#,
    ])
  func unknownEncodingName(_ declaration: String) throws {
    let bytes =
      Array((declaration + "\n" + header + "\n<!-- a s").utf8) + [0xEC]
      + Array("mple --></scxml>".utf8)
    let result = SCXMLParser().parse(Data(bytes))
    #expect(result.document == nil)
    #expect(result.errors.count == 1)
    let error = try #require(result.errors.first)
    #expect(error.message.contains("UTF-8"), "\(error)")
    #expect(error.sourceLocation == SCXMLSourceLocation(line: 3, column: 9))
  }

  @Test("a document that declares Latin-1 is not checked as UTF-8")
  func declaredLatin1() throws {
    let declaration = #"<?xml version="1.0" encoding="ISO-8859-1"?>"#
    let bytes =
      Array((declaration + header + "<!-- caf").utf8) + [0xE9]
      + Array(#" --><final id="f"/></scxml>"#.utf8)
    let result = SCXMLParser().parse(Data(bytes))
    #expect(result.errors.isEmpty, "\(result.errors)")
  }

  @Test(
    "nesting deeper than the limit is one error at the first element that crosses it",
    arguments: [
      ("state", #"<state id="s#">"#, "</state>"),
      ("parallel", #"<parallel id="p#">"#, "</parallel>"),
      ("if", #"<if cond="In('x')">"#, "</if>"),
      ("unknown", "<x:deep>", "</x:deep>"),
    ])
  func tooDeep(_ name: String, _ open: String, _ close: String) throws {
    let depth = 30_000
    var text = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:x="urn:x" version="1.0">"#
    text += #"<state id="x"><onentry>"#
    text.reserveCapacity(depth * (open.count + close.count + 8))
    for level in 0..<depth {
      text += "\n" + open.replacingOccurrences(of: "#", with: String(level))
    }
    for _ in 0..<depth { text += close }
    text += "</onentry></state></scxml>"
    let result = SCXMLParser().parse(text)
    #expect(result.errors.count == 1)
    let error = try #require(result.errors.first)
    #expect(error.kind == .tooDeeplyNested, "\(error)")
    // <scxml>, <state>, <onentry> and 97 nested elements fit; the 98th crosses the limit.
    let crossing = SCXMLParser.maximumNestingDepth - 3 + 1
    #expect(error.sourceLocation == SCXMLSourceLocation(line: crossing + 1, column: 1), "\(name)")
    #expect(error.description.contains("\(SCXMLParser.maximumNestingDepth)"))
  }

  @Test("states nested right up to the limit load, convert and run")
  func deepestAllowedStates() throws {
    var text = header
    let depth = SCXMLParser.maximumNestingDepth - 2  // <scxml> and <transition> count too
    for level in 0..<depth { text += #"<state id="s\#(level)">"# }
    text += #"<transition event="go" target="s0"/>"#
    for _ in 0..<depth { text += "</state>" }
    text += "</scxml>"
    let document = try SCXMLParser().parse(text).get()
    let definition = try document.definition()
    #expect(definition.stateNodes.count >= depth)
  }

  @Test("an attribute value that refers to an external entity has a message (libxml2 error 29)")
  func externalEntityInAttribute() throws {
    let text =
      #"<!DOCTYPE scxml [<!ENTITY ext SYSTEM "file:///etc/hostname">]>"#
      + #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="&ext;"/>"#
    let error = try #require(SCXMLParser().parse(text).errors.first)
    #expect(error.kind == .malformedXML)
    #expect(!error.message.contains("XML parser error"), "\(error)")
    #expect(error.message.contains("external entity"), "\(error)")
  }

  @Test("a parameter entity inside a declaration of the internal subset has a message (error 88)")
  func parameterEntityInInternalSubset() throws {
    let text =
      #"<!DOCTYPE scxml [<!ENTITY % p "x"><!ENTITY e "%p;">]>"#
      + #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"/>"#
    let error = try #require(SCXMLParser().parse(text).errors.first)
    #expect(error.kind == .malformedXML)
    #expect(!error.message.contains("XML parser error"), "\(error)")
    #expect(error.message.contains("parameter entity"), "\(error)")
  }

  @Test("billion laughs is refused as an entity expansion attack, with its position")
  func billionLaughs() throws {
    var dtd = #"<!DOCTYPE scxml [<!ENTITY l0 "ha">"#
    for level in 1...10 {
      dtd += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
    }
    dtd += "]>"
    let text = dtd + "\n" + header + "<datamodel><data id=\"d\">&l10;</data></datamodel></scxml>"
    let result = SCXMLParser(options: .init(allowsExpressions: true)).parse(text)
    let error = try #require(result.errors.first)
    #expect(error.kind == .malformedXML)
    #expect(error.message.contains("billion laughs"), "\(error)")
    #expect(error.sourceLocation.line == 2)
  }
}
