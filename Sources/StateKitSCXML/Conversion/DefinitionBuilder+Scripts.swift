import Foundation

/// `<script src>` is read when the document is loaded, not when the script runs: SCXML 5.8 says
/// that a document whose script cannot be downloaded is non-conformant and must be rejected.
/// The text is checked like an inline script and kept in the program for the session.
extension DefinitionBuilder {
  /// Reads the file a `<script src>` names (relative to the document's URL), or rejects the
  /// document; nothing for an inline script.
  mutating func loadScript(_ script: SCXMLScript) throws(SCXMLError) {
    guard let source = script.source, program.scriptSources[source] == nil else { return }
    let text: String
    do {
      text = try program.resources.text(source, relativeTo: program.baseURL)
    } catch {
      throw resourceError(
        error, element: "script", at: script.sourceLocation,
        consequence: "a document whose script cannot be loaded is rejected")
    }
    try checkSyntax(text, as: .script, element: "script", attribute: nil, at: script.sourceLocation)
    program.scriptSources[source] = text
  }

  /// Checks a `src` written in the document against the resource policy.
  func checkResource(_ source: String?, element: String, at location: SCXMLSourceLocation)
    throws(SCXMLError)
  {
    guard let source else { return }
    do {
      try program.resources.check(source, relativeTo: program.baseURL)
    } catch {
      throw resourceError(error, element: element, at: location, consequence: nil)
    }
  }

  /// A `src` that could not be read, at its attribute.
  func resourceError(
    _ error: SCXMLResourceError, element: String, at location: SCXMLSourceLocation,
    consequence: String?
  ) -> SCXMLError {
    SCXMLError(
      kind: error.isRefused ? .refusedResource : .invalidAttributeValue,
      message: "\(error)" + (consequence.map { "; \($0)" } ?? ""),
      element: element, attribute: "src",
      sourceLocation: document.attributeLocations.location(of: "src", inElementAt: location)
        ?? location)
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
