import Foundation
import Testing

@testable import StateKitSCXML

/// Parses a document that must have no error.
func parse(_ text: String, allowsExpressions: Bool = false) throws -> SCXMLDocument {
  let result = SCXMLParser(options: .init(allowsExpressions: allowsExpressions)).parse(text)
  #expect(result.errors == [], "\(result.errors.map(\.description))")
  return try #require(result.document)
}

/// The `<state>` a node must be.
func state(_ node: SCXMLStateNode?) throws -> SCXMLState {
  guard case .state(let state)? = node else {
    Issue.record("expected a <state>, got \(String(describing: node))")
    throw CancellationError()
  }
  return state
}
