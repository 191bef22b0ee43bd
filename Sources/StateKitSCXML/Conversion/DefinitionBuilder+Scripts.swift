import Foundation

/// `<script src>` is read when the document is loaded, not when the script runs: SCXML 5.8 says
/// that a document whose script cannot be downloaded is non-conformant and must be rejected.
/// The text is checked like an inline script and kept in the program for the session.
extension DefinitionBuilder {
  /// Reads the file a `<script src>` names (relative to the document's URL), or rejects the
  /// document; nothing for an inline script.
  mutating func loadScript(_ script: SCXMLScript) throws(SCXMLError) {
    guard let source = script.source, program.scriptSources[source] == nil else { return }
    let url = SCXMLSession.resolve(source, against: program.baseURL)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw SCXMLError(
        kind: .invalidAttributeValue,
        message:
          "cannot read the script \(url.path) (src=\"\(source)\"); a document whose script "
          + "cannot be loaded is rejected",
        element: "script", attribute: "src",
        sourceLocation: document.attributeLocations.location(
          of: "src", inElementAt: script.sourceLocation) ?? script.sourceLocation)
    }
    try checkSyntax(text, as: .script, element: "script", attribute: nil, at: script.sourceLocation)
    program.scriptSources[source] = text
  }

  /// ``loadScript(_:)`` for every `<script>` of a block, nested blocks included.
  mutating func loadScripts(in content: [SCXMLExecutableContent]) throws(SCXMLError) {
    for item in content {
      switch item {
      case .script(let script): try loadScript(script)
      case .if(let element): for branch in element.branches { try loadScripts(in: branch.content) }
      case .foreach(let element): try loadScripts(in: element.content)
      default: break
      }
    }
  }
}
