import Foundation
import Testing

@testable import StateKitSCXML

/// A document that must be refused, with its expected first error.
struct BrokenDocument: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var kind: SCXMLError.Kind
  var line: Int
  /// The expected column, where it is reliable (always for SCXML errors, sometimes for malformed XML).
  var column: Int?
  /// Whether this must be the only error.
  var isOnlyError = true
  /// The element the error must name, when checked.
  var element: String?

  var testDescription: String { name }
}

/// The start tag of a test document.
let brokenHeader = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">"#

/// Wraps `body` in an `<scxml>` element; the body's first line is line 2 of the document.
func brokenSCXML(_ body: String) -> String { brokenHeader + "\n" + body + "\n</scxml>" }

/// Every broken document, by topic.
let brokenDocuments: [BrokenDocument] =
  malformedAndMisplacedDocuments + badAttributeDocuments + badReferenceDocuments
