import Foundation
import StateKit
import StateKitTesting
import Synchronization
import Testing

@testable import StateKitSCXML

/// Wraps `body` in an `<scxml>` element with the given attributes.
func document(_ body: String, attributes: String = "") -> String {
  """
  <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" \(attributes)>
  \(body)
  </scxml>
  """
}

/// Loads and starts a document on a manual clock.
func start(
  _ text: String, clock: ManualClock = ManualClock(), log: LogRecorder? = nil
) throws -> SCXMLMachine {
  let definition = try SCXMLDocument(string: text).definition()
  return SCXMLMachine(definition, clock: clock) { label, message in log?.record(label, message) }
}

/// The error a document gives when it is converted (parsing must succeed).
func conversionError(_ text: String, allowsExpressions: Bool = false) throws -> SCXMLError? {
  let document = try SCXMLDocument(
    string: text, options: .init(allowsExpressions: allowsExpressions))
  do {
    _ = try document.definition()
    return nil
  } catch {
    return error
  }
}

/// Collects log lines, thread-safely.
final class LogRecorder: Sendable {
  private let lines = Mutex<[String]>([])

  func record(_ label: String, _ message: String) {
    lines.withLock { $0.append(message.isEmpty ? label : "\(label): \(message)") }
  }

  var all: [String] { lines.withLock { $0 } }

  func clear() { lines.withLock { $0.removeAll() } }
}
