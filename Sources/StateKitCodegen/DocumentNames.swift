import Foundation
import StateKitSCXML

/// The Swift names of a document: its states, the events it names and its hooks, each checked
/// for collisions.
struct DocumentNames {
  struct Name {
    var raw: String
    var swift: String
    var location: SCXMLSourceLocation
  }

  /// A condition, a script or a service the app writes in Swift.
  struct Hook {
    enum Kind { case condition, script, invoke }
    var kind: Kind
    /// The `cond` text or the `<script>` text the hook replaces; an `<invoke>`'s id or type.
    var text: String
    var swift: String
    var location: SCXMLSourceLocation
  }

  private(set) var states: [Name] = []
  private(set) var events: [Name] = []
  private(set) var hooks: [Hook] = []
  private var stateIDs: [String: SCXMLSourceLocation] = [:]
  private var eventNames: Set<String> = []
  private var hookNames: Set<String> = []

  func state(_ id: String) -> String { SwiftName.member(id) }

  mutating func addState(_ id: String, at location: SCXMLSourceLocation) throws(SCXMLCodegenError) {
    let swift = SwiftName.bare(id)
    if let other = states.first(where: { $0.swift == swift }) {
      throw collision("state", id, other, swift, at: location)
    }
    states.append(Name(raw: id, swift: swift, location: location))
  }

  mutating func addEvent(_ name: String, at location: SCXMLSourceLocation) throws(SCXMLCodegenError)
  {
    guard !name.isEmpty, eventNames.insert(name).inserted else { return }
    let swift = SwiftName.bare(name)
    if let other = events.first(where: { $0.swift == swift }) {
      throw collision("event", name, other, swift, at: location)
    }
    events.append(Name(raw: name, swift: swift, location: location))
  }

  /// Drops events from the enum (typed code matches `done.state.<id>` with `OnDone(of:)`).
  mutating func removeEvents(named removed: Set<String>) {
    events.removeAll { removed.contains($0.raw) }
  }

  /// Adds a hook for a text, once per distinct text; its name comes from the text when that is
  /// a plain name or call (`isValid()` → `isValid`), from `fallback` otherwise, with a number
  /// when taken.
  mutating func addHook(
    _ kind: Hook.Kind, text: String, fallback: String, at location: SCXMLSourceLocation
  ) {
    if hooks.contains(where: { $0.kind == kind && $0.text == text }) { return }
    var base = Self.plainName(text).map(SwiftName.bare) ?? SwiftName.bare(fallback)
    if SwiftName.keywords.contains(base) { base += "Hook" }
    var swift = base
    var number = 2
    while !hookNames.insert(swift).inserted {
      swift = base + String(number)
      number += 1
    }
    hooks.append(Hook(kind: kind, text: text, swift: swift, location: location))
  }

  /// `isValid`, `isValid()`, `user.isAdmin`: a name the hook can take.
  private static func plainName(_ text: String) -> String? {
    var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
    if body.hasSuffix("()") { body = body.dropLast(2) }
    guard let first = body.first, first.isLetter || first == "_" || first == "$",
      body.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." })
    else { return nil }
    return String(body)
  }

  private func collision(
    _ what: String, _ name: String, _ other: Name, _ swift: String,
    at location: SCXMLSourceLocation
  ) -> SCXMLCodegenError {
    SCXMLCodegenError(
      "\(what) \"\(name)\" and \(what) \"\(other.raw)\" (line \(other.location.line), column "
        + "\(other.location.column)) both become the Swift name \(swift); rename one of them",
      at: location)
  }
}
