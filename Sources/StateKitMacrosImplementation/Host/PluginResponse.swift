/// An answer to the compiler, in the compiler plugin protocol: one key that names the answer,
/// whose value holds its fields by label.
struct PluginResponse: Encodable {
  /// The answer's name: `getCapabilityResult`, `expandMacroResult`, …
  var name: String
  var body: Body

  enum Body: Encodable {
    case capability(protocolVersion: Int)
    case expansion(source: String?, diagnostics: [Diagnostic])
    /// What compilers before protocol version 5 expect for an attached macro.
    case expansions(sources: [String]?, diagnostics: [Diagnostic])
    case library(loaded: Bool, diagnostics: [Diagnostic])

    private enum Keys: String, CodingKey {
      case capability, protocolVersion, expandedSource, expandedSources, diagnostics, loaded
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      switch self {
      case .capability(let version):
        var capability = container.nestedContainer(keyedBy: Keys.self, forKey: .capability)
        try capability.encode(version, forKey: .protocolVersion)
      case .expansion(let source, let diagnostics):
        try container.encodeIfPresent(source, forKey: .expandedSource)
        try container.encode(diagnostics, forKey: .diagnostics)
      case .expansions(let sources, let diagnostics):
        try container.encodeIfPresent(sources, forKey: .expandedSources)
        try container.encode(diagnostics, forKey: .diagnostics)
      case .library(let loaded, let diagnostics):
        try container.encode(loaded, forKey: .loaded)
        try container.encode(diagnostics, forKey: .diagnostics)
      }
    }
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(body, forKey: Key(stringValue: name))
  }

  /// A diagnostic as the compiler reads it: positions are UTF-8 offsets in a file.
  struct Diagnostic: Encodable, Equatable {
    var message: String
    var severity = "error"
    var position: Position
    var highlights: [Range] = []
    var notes: [Note] = []
    var fixIts: [FixIt] = []

    struct Position: Encodable, Equatable {
      var fileName: String
      var offset: Int
    }

    struct Range: Encodable, Equatable {
      var fileName: String
      var startOffset: Int
      var endOffset: Int
    }

    struct Note: Encodable, Equatable {
      var position: Position
      var message: String
    }

    struct FixIt: Encodable, Equatable {
      var message: String
      var changes: [Change]
    }

    struct Change: Encodable, Equatable {
      var range: Range
      var newText: String
    }
  }
}
