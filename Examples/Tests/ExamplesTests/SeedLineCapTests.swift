import Foundation
import Testing

/// Each seed's logic, its machine and its view model, stays within its cap: the lines that are
/// neither blank nor comments. A seed's client, transport and views are not counted: they are
/// the platform's side, which the articles also write.
///
/// The request tester counts its two machines (`RequestMachine.swift`, one per request, and
/// `RequestBoard.swift`, which holds them), its view model (`RequestTesterModel.swift`), and
/// what the article's `RequestManager` does besides: preparing a request from the environment
/// (`RequestDraft.swift`: placeholders, URL checks, the errors that cancel a request) and
/// recording a response (`ResponseRecord.swift`). Not counted: `HTTPTransport.swift`, which
/// sends a `URLRequest` and times it (the article's `EAHTTPClient`), and the SwiftUI view.
struct SeedLineCapTests {
  struct Seed: Sendable, CustomTestStringConvertible {
    var folder: String
    var files: [String]
    var cap: Int
    var testDescription: String { folder }
  }

  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ExamplesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // Examples
    .appendingPathComponent("Sources")

  /// Lines that are neither blank nor a comment.
  static func logicLines(_ file: URL) throws -> Int {
    try String(contentsOf: file, encoding: .utf8).split(separator: "\n").count { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      return !code.isEmpty && !code.hasPrefix("//")
    }
  }

  @Test(arguments: [
    Seed(folder: "Login", files: ["LoginMachine.swift", "LoginViewModel.swift"], cap: 98),
    Seed(
      folder: "ImageSearch", files: ["ImageSearchMachine.swift", "ImageSearchViewModel.swift"],
      cap: 112),
    Seed(folder: "SearchScreen", files: ["SearchScreenMachine.swift"], cap: 44),
    Seed(
      folder: "RequestTester",
      files: [
        "RequestMachine.swift", "RequestBoard.swift", "RequestTesterModel.swift",
        "RequestDraft.swift", "ResponseRecord.swift",
      ], cap: 250),
  ])
  func aSeedsLogicStaysWithinItsCap(_ seed: Seed) throws {
    let folder = Self.sources.appendingPathComponent(seed.folder)
    let lines = try seed.files.map { try Self.logicLines(folder.appendingPathComponent($0)) }
    #expect(lines.reduce(0, +) <= seed.cap, "\(seed.folder): \(zip(seed.files, lines))")
  }
}
