import Foundation
import Synchronization
import Testing

/// Real-world documents (`Tests/Corpus`, 185 files from 9 projects, each with its license) go
/// through `statekit check` and `statekit simulate`, and each must have the outcome recorded in
/// `Tests/Corpus/expected.tsv`: it simulates, or it is refused with that message.
///
/// After a change that alters outcomes on purpose, record them again with
/// `STATEKIT_RECORD_CORPUS=1 swift test --filter CorpusTests`, and review the diff.
@Suite("Real-world documents")
struct CorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpus")
  static let expectations = corpus.appendingPathComponent("expected.tsv")
  /// The data models StateKit runs: a document that declares another is expected to be refused.
  static let supported: Set<String> = ["ecmascript", "null", "none"]

  struct Document: Sendable {
    /// The path below `Tests/Corpus`.
    var path: String
    /// The root's `datamodel` attribute, or `none`.
    var dataModel: String
  }

  static func documents() throws -> [Document] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: corpus.path))
    var documents: [Document] = []
    while let path = enumerator.nextObject() as? String {
      guard path.hasSuffix(".scxml") else { continue }
      let text = try String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8)
      documents.append(Document(path: path, dataModel: Self.dataModel(of: text)))
    }
    return documents.sorted { $0.path < $1.path }
  }

  /// The `datamodel` attribute of the `<scxml>` element.
  static func dataModel(of text: String) -> String {
    guard let root = text.range(of: "<scxml"),
      let end = text[root.upperBound...].range(of: ">")
    else { return "none" }
    let tag = text[root.upperBound..<end.lowerBound]
    guard let attribute = tag.range(of: "datamodel=") else { return "none" }
    let rest = tag[attribute.upperBound...]
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return "none" }
    return String(rest.dropFirst().prefix { $0 != quote })
  }

  /// `simulates`, or `refused` and the first error's message.
  static func outcome(of document: Document, in directory: URL) throws -> String {
    let file = corpus.appendingPathComponent(document.path).path
    let check = try CLI.run(["check", file], in: directory)
    guard check.status <= 1 else { return "refused\t" + firstError(check.error) }
    let simulate = try CLI.run(
      ["simulate", file], in: directory, input: ":fire\n:fire\n:fire\n")
    guard simulate.status == 0 || simulate.status == 3 else {
      return "refused\t" + firstError(simulate.error + check.output)
    }
    return "simulates"
  }

  /// The message of the first error line, without its file, line and column.
  static func firstError(_ output: String) -> String {
    let line = output.split(separator: "\n").first { $0.contains(": error: ") } ?? "(no error)"
    return String(line[line.range(of: ": error: ")!.upperBound...])
  }

  @Test func everyDocumentHasItsRecordedOutcome() throws {
    let documents = try Self.documents()
    #expect(documents.count >= 100)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // One slot per document: the threads write to no shared storage. (A `Mutex` around one
    // array orders the writes, but on Linux it locks inside an uninstrumented library, so
    // ThreadSanitizer cannot see that order and reports a race.)
    let outcomes = documents.map { _ in OutcomeSlot() }
    DispatchQueue.concurrentPerform(iterations: documents.count) { index in
      let outcome = (try? Self.outcome(of: documents[index], in: directory)) ?? "not run"
      outcomes[index].value.withLock { $0 = outcome }
    }
    let lines = zip(documents, outcomes).map { document, slot in
      "\(document.path)\t\(document.dataModel)\t\(slot.value.withLock { $0 })"
    }
    if ProcessInfo.processInfo.environment["STATEKIT_RECORD_CORPUS"] == "1" {
      try (lines.joined(separator: "\n") + "\n").write(
        to: Self.expectations, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: Self.expectations, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    #expect(expected.count == lines.count, "documents added or removed: record again")
    for (actual, recorded) in zip(lines, expected) where actual != recorded {
      Issue.record("got\n  \(actual)\nrecorded\n  \(recorded)")
    }
  }

  /// The README's acceptance rate is the recorded one, and at least 95%.
  @Test func theAcceptanceRateIsTheREADMEs() throws {
    let rows = try String(contentsOf: Self.expectations, encoding: .utf8)
      .split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    let supported = rows.filter { Self.supported.contains(String($0[1])) }
    let simulating = supported.filter { $0[2] == "simulates" }
    #expect(Double(simulating.count) >= 0.95 * Double(supported.count))
    let readme = try String(
      contentsOf: Self.corpus.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    let claim = "\(simulating.count) of the \(supported.count) documents"
    #expect(readme.contains(claim), "the README says \"\(claim)\"")
  }
}

/// Where one document's outcome is written by the thread that checks it.
private final class OutcomeSlot: Sendable {
  let value = Mutex("")
}
