import Foundation
import Testing

@testable import StateKitMacrosImplementation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The plugin's side of the compiler plugin protocol, fed the requests Swift 6.3's compiler
/// sent for `@MachineEvent enum Input { indirect case node(Input), leaf }` on line 6 of
/// `t2.swift` (the declaration's text starts at byte 206, with the blank lines before it).
struct PluginProtocolTests {
  static let capability = #"{"getCapability": {"capability": {"protocolVersion": 7}}}"#
  static let location =
    #"{"column": 97, "fileID": "t2/t2.swift", "fileName": "t2.swift", "line": 3, "offset": 206}"#
  static let member = """
    {"expandAttachedMacro": {"attributeSyntax": {"kind": "attribute", "location": \(location), \
    "source": "\\n\\n@MachineEvent"}, "declSyntax": {"kind": "declaration", "location": \
    \(location), "source": "\\n\\n@MachineEvent\\nenum Input { indirect case node(Input), leaf }"}, \
    "discriminator": "$s2t25Input12MachineEventfMm_", "lexicalContext": [], "macro": \
    {"moduleName": "StateKitMacrosPlugin", "name": "MachineEvent", "typeName": \
    "MachineEventMacro"}, "macroRole": "member"}}
    """
  static let extensionRequest = """
    {"expandAttachedMacro": {"attributeSyntax": {"kind": "attribute", "location": \(location), \
    "source": "\\n\\n@MachineEvent"}, "conformanceListSyntax": {"kind": "declaration", \
    "location": {"column": 0, "fileID": "", "fileName": "", "line": 0, "offset": 0}, "source": \
    "struct Placeholder: MachineEvent {}"}, "declSyntax": {"kind": "declaration", "location": \
    \(location), "source": "\\n\\n@MachineEvent\\nenum Input { indirect case node(Input), leaf }"}, \
    "discriminator": "$s2t25Input12MachineEventfMe_", "extendedTypeSyntax": {"kind": "type", \
    "location": {"column": 0, "fileID": "", "fileName": "", "line": 0, "offset": 0}, "source": \
    "Input"}, "lexicalContext": [], "macro": {"moduleName": "StateKitMacrosPlugin", "name": \
    "MachineEvent", "typeName": "MachineEventMacro"}, "macroRole": "extension"}}
    """

  /// The answer to `request`, as a JSON object.
  static func answer(_ request: String, host: inout PluginHost) throws -> [String: Any] {
    let message = try JSONDecoder().decode(HostMessage.self, from: Data(request.utf8))
    let data = try JSONEncoder().encode(host.respond(to: message))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func theCapabilityIsProtocolVersion7() throws {
    var host = PluginHost()
    let answer = try Self.answer(Self.capability, host: &host)
    let result = try #require(answer["getCapabilityResult"] as? [String: [String: Int]])
    #expect(result == ["capability": ["protocolVersion": 7]])
    #expect(host.hostVersion == 7)
  }

  @Test func anErrorIsPlacedInTheFileWithItsFixIt() throws {
    var host = PluginHost()
    _ = try Self.answer(Self.capability, host: &host)
    let answer = try Self.answer(Self.member, host: &host)
    let result = try #require(answer["expandMacroResult"] as? [String: Any])
    #expect(result["expandedSource"] as? String == "")
    let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
    try #require(diagnostics.count == 1)
    // "indirect" starts 29 bytes into the declaration's text: 206 + 29 = byte 235 of the file.
    let position = try #require(diagnostics[0]["position"] as? [String: Any])
    #expect(position["offset"] as? Int == 235 && position["fileName"] as? String == "t2.swift")
    #expect(diagnostics[0]["severity"] as? String == "error")
    let fixIts = try #require(diagnostics[0]["fixIts"] as? [[String: Any]])
    let change = try #require((fixIts.first?["changes"] as? [[String: Any]])?.first)
    let range = try #require(change["range"] as? [String: Any])
    #expect(range["startOffset"] as? Int == 235 && range["endOffset"] as? Int == 244)
    #expect(change["newText"] as? String == "")
  }

  @Test func theExtensionNamesTheExtendedType() throws {
    var host = PluginHost()
    _ = try Self.answer(Self.capability, host: &host)
    let answer = try Self.answer(Self.extensionRequest, host: &host)
    let result = try #require(answer["expandMacroResult"] as? [String: Any])
    #expect(result["expandedSource"] as? String == "extension Input: StateKit.MachineEvent {}")
  }

  @Test func aCompilerBeforeVersion5GetsTheOlderAnswer() throws {
    var host = PluginHost()
    _ = try Self.answer(Self.capability.replacingOccurrences(of: "7", with: "4"), host: &host)
    let answer = try Self.answer(Self.extensionRequest, host: &host)
    let result = try #require(answer["expandAttachedMacroResult"] as? [String: Any])
    #expect(
      result["expandedSources"] as? [String] == ["extension Input: StateKit.MachineEvent {}"])
  }

  @Test func anUnknownMacroOrRequestIsAnError() throws {
    var host = PluginHost()
    _ = try Self.answer(Self.capability, host: &host)
    let unknown = try Self.answer(
      Self.member.replacingOccurrences(of: "MachineEventMacro", with: "OtherMacro"), host: &host)
    let result = try #require(unknown["expandMacroResult"] as? [String: Any])
    #expect(result["expandedSource"] == nil)
    let messages = (result["diagnostics"] as? [[String: Any]])?.compactMap { $0["message"] }
    #expect(messages as? [String] == ["StateKitMacrosPlugin has no macro 'OtherMacro'"])
    let future = try Self.answer(#"{"somethingNew": {}}"#, host: &host)
    #expect(future["expandMacroResult"] != nil)
  }

  @Test func thePluginAnswersEveryFramedMessageUntilTheEmptyOne() throws {
    var requests: [UInt8] = []
    for message in [Self.capability, Self.extensionRequest, "not json"] {
      let bytes = Array(message.utf8)
      requests += stride(from: 0, to: 64, by: 8).map {
        UInt8(truncatingIfNeeded: bytes.count >> $0)
      }
      requests += bytes
    }
    requests += [UInt8](repeating: 0, count: 8)
    let input = try Pipe(writing: requests)
    let output = try Pipe(writing: [])
    PluginServer.serve(MessageChannel(input: input.readEnd, output: output.writeEnd))
    close(output.writeEnd)
    let answers = output.framedMessages().map { String(decoding: $0, as: UTF8.self) }
    try #require(answers.count == 3)
    #expect(answers[0] == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    #expect(answers[1].contains(#""expandedSource":"extension Input: StateKit.MachineEvent {}""#))
    #expect(answers[2].contains("could not read the compiler's request"))
  }
}

/// A pipe whose write end holds `bytes` already (they fit in its buffer).
private struct Pipe {
  let readEnd: Int32
  let writeEnd: Int32

  init(writing bytes: [UInt8]) throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    (readEnd, writeEnd) = (ends[0], ends[1])
    if !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, bytes.count) }
      try #require(written == bytes.count)
      close(writeEnd)
    }
  }

  /// The messages written to the pipe, each after its 64-bit little-endian length.
  func framedMessages() -> [[UInt8]] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, 4096) }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    var messages: [[UInt8]] = []
    var index = 0
    while index + 8 <= bytes.count {
      let length = bytes[index..<index + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
      messages.append(Array(bytes[index + 8..<index + 8 + length]))
      index += 8 + length
    }
    return messages
  }
}
