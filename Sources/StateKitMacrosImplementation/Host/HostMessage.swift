#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A request from the compiler, in the compiler plugin protocol: JSON objects whose one key
/// names the request (`getCapability`, `expandAttachedMacro`, …) and whose value holds its
/// arguments by label.
///
/// Only what the macros use is read; unknown keys are ignored, so a newer compiler that adds
/// arguments still talks to this plugin.
enum HostMessage: Decodable {
  /// The compiler's protocol version; the plugin answers with its own.
  case getCapability(protocolVersion: Int?)
  case expandAttachedMacro(AttachedExpansion)
  /// The macros are attached only: a freestanding expansion is answered with an error.
  case expandFreestandingMacro(macro: MacroReference, syntax: Syntax)
  /// For plugins that are libraries; this one is an executable and loads none.
  case loadPluginLibrary(libraryPath: String)
  /// A request this plugin does not know.
  case unknown(String)

  struct MacroReference: Decodable {
    var moduleName: String
    var typeName: String
    var name: String
  }

  /// A piece of source the compiler hands over, and where it starts in its file.
  struct Syntax: Decodable {
    var source: String
    var location: Location
  }

  struct Location: Decodable {
    var fileName: String
    /// The UTF-8 offset of the source's first byte in the file.
    var offset: Int
    var line: Int
    var column: Int
  }

  /// `@MachineState` or `@MachineEvent` to expand in one role, on one declaration.
  struct AttachedExpansion: Decodable {
    var macro: MacroReference
    /// `member` or `extension` (`conformance` from compilers of Swift 5.9).
    var macroRole: String
    var attributeSyntax: Syntax
    var declSyntax: Syntax
    /// The type an extension extends, as written.
    var extendedTypeSyntax: Syntax?
    /// `struct _: P, Q {}`: the protocols an extension macro should add a conformance to,
    /// those the type does not state already.
    var conformanceListSyntax: Syntax?
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private struct Capability: Decodable {
    var capability: Version?
    struct Version: Decodable { var protocolVersion: Int }
  }

  private struct Freestanding: Decodable {
    var macro: MacroReference
    var syntax: Syntax
  }

  private struct Library: Decodable { var libraryPath: String }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    guard let key = container.allKeys.first else {
      self = .unknown("")
      return
    }
    switch key.stringValue {
    case "getCapability":
      let capability = try container.decode(Capability.self, forKey: key)
      self = .getCapability(protocolVersion: capability.capability?.protocolVersion)
    case "expandAttachedMacro":
      self = .expandAttachedMacro(try container.decode(AttachedExpansion.self, forKey: key))
    case "expandFreestandingMacro":
      let request = try container.decode(Freestanding.self, forKey: key)
      self = .expandFreestandingMacro(macro: request.macro, syntax: request.syntax)
    case "loadPluginLibrary":
      self = .loadPluginLibrary(
        libraryPath: try container.decode(Library.self, forKey: key).libraryPath)
    default:
      self = .unknown(key.stringValue)
    }
  }
}
