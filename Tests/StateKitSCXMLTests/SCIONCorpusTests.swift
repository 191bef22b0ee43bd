import Foundation
import SCXMLConformance
import StateKitFixtures
import Testing

@testable import StateKitSCXML

@Suite("SCION corpus", .needsSCION)
struct SCIONCorpusTests {
  @Test("index.csv lists every SCION test, and every listed test has its files")
  func indexMatchesFiles() throws {
    let index = Fixtures.scionIndex
    #expect(index.count == 127)
    let discovered = try SCIONTestFile.discover(in: Fixtures.scionDirectory)
    #expect(discovered.map(\.name) == index.map(\.name).sorted())
    let counts = Dictionary(grouping: index, by: \.classification).mapValues(\.count)
    #expect(counts == ["no-datamodel": 83, "literal-delayed-send": 3, "needs-expressions": 41])
  }

  @Test(
    "runnable documents parse without error",
    arguments: Fixtures.scionIndex.filter {
      $0.classification != "needs-expressions" || Fixtures.logOnlyTests.contains($0.name)
    }
  )
  func runnableDocumentParses(_ entry: Fixtures.SCIONEntry) throws {
    let result = try SCXMLParser().parse(contentsOf: entry.documentURL)
    #expect(result.errors == [], "\(result.errors.map(\.description))")
    let document = try #require(result.document)
    #expect(!document.initial.isEmpty)
    #expect(document.node(withID: document.initial[0]) != nil)
  }

  @Test(
    "documents that need expressions are refused for that reason only",
    arguments: Fixtures.scionIndex.filter {
      $0.classification == "needs-expressions" && !Fixtures.logOnlyTests.contains($0.name)
    }
  )
  func expressionDocumentIsRefused(_ entry: Fixtures.SCIONEntry) throws {
    let result = try SCXMLParser().parse(contentsOf: entry.documentURL)
    #expect(result.document == nil)
    #expect(!result.errors.isEmpty)
    #expect(
      result.errors.contains { $0.kind == .needsExpressions }, "\(result.errors.map(\.description))"
    )
    if Fixtures.invalidSCIONTests[entry.name] == nil {
      #expect(result.onlyNeedsExpressions, "\(result.errors.map(\.description))")
    }
    #expect(throws: SCXMLError.self) { try SCXMLDocument(contentsOf: entry.documentURL) }
  }

  @Test("every document parses when expressions are allowed", arguments: Fixtures.scionIndex)
  func everyDocumentParsesWithExpressions(_ entry: Fixtures.SCIONEntry) throws {
    let parser = SCXMLParser(options: .init(allowsExpressions: true))
    let result = try parser.parse(contentsOf: entry.documentURL)
    if let expected = Fixtures.invalidSCIONTests[entry.name] {
      // Read leniently, with a warning; refused in strict mode.
      #expect(result.errors == [] && result.warnings.map(\.kind) == [expected.kind])
      let strict = try SCXMLParser(options: .init(allowsExpressions: true, isStrict: true))
        .parse(contentsOf: entry.documentURL)
      #expect(strict.errors.map(\.kind) == [expected.kind])
      #expect(strict.errors.first?.sourceLocation == expected.location)
    } else {
      #expect(result.errors == [], "\(result.errors.map(\.description))")
    }
  }

  @Test("every expectations file loads", arguments: Fixtures.scionIndex)
  func expectationsLoad(_ entry: Fixtures.SCIONEntry) throws {
    let testCase = try SCIONTestCase(contentsOf: entry.expectationsURL)
    #expect(!testCase.initialConfiguration.isEmpty)
    for step in testCase.steps {
      #expect(!step.event.isEmpty)
    }
  }
}
