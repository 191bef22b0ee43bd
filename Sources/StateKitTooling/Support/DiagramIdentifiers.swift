import StateKit

/// Identifiers for the states of a diagram in a language whose identifiers are plain words
/// (Mermaid, PlantUML): a state's name when it is one, an alias made of its letters and digits
/// otherwise.
///
/// Aliases are unique and deterministic: they only depend on the names, in document order.
struct DiagramIdentifiers {
  /// The identifier of each node (empty for the root).
  let ids: [String]
  /// Whether a node's identifier differs from its name, so the diagram must declare the name
  /// as a label (`state "name" as id`).
  let isAliased: [Bool]

  /// Words that start a statement or mean something special in Mermaid's or PlantUML's state
  /// diagrams, compared in lower case.
  private static let reserved: Set<String> = [
    "state", "note", "class", "classdef", "style", "scale", "hide", "show", "direction",
    "acctitle", "accdescr", "as", "end", "root", "skinparam", "title", "left", "right", "top",
    "bottom", "legend", "header", "footer", "skin", "package", "namespace", "remove",
  ]

  /// Computes identifiers.
  ///
  /// - Parameter names: Node names in document order; index 0 (the root) is ignored.
  init(names: [String]) {
    var used: Set<String> = []
    self.init(names: names, used: &used)
  }

  /// Computes identifiers that differ from the ones already in `used`: those of the machine
  /// that runs a child machine, drawn in the same diagram.
  ///
  /// - Parameters:
  ///   - names: Node names in document order; index 0 (the root) is ignored.
  ///   - used: The identifiers taken so far, in lower case; the new ones are added.
  init(names: [String], used: inout Set<String>) {
    var ids = [""]
    var aliased = [false]
    for name in names.dropFirst() {
      let unique = Self.identifier(for: name, used: &used)
      ids.append(unique)
      aliased.append(unique != name)
    }
    self.ids = ids
    self.isAliased = aliased
  }

  /// An identifier for `name` that is not in `used`, which it is added to.
  static func identifier(for name: String, used: inout Set<String>) -> String {
    var id = ""
    for scalar in name.unicodeScalars {
      let isWordCharacter =
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      if isWordCharacter {
        id.unicodeScalars.append(scalar)
      } else if !id.isEmpty && id.last != "_" {
        id.append("_")
      }
    }
    while id.last == "_" { id.removeLast() }
    if scalarsAreWord(name) { id = name }
    if id.isEmpty || id.first!.isNumber { id = "s_" + id }
    let lower = id.lowercased()
    if Self.reserved.contains(lower) || lower.hasPrefix("default") || lower.hasSuffix("_start")
      || lower.hasSuffix("_end")
    {
      id += "_"
    }
    var unique = id
    var counter = 2
    while used.contains(unique.lowercased()) {
      unique = "\(id)_\(counter)"
      counter += 1
    }
    used.insert(unique.lowercased())
    return unique
  }
}

/// Whether a name is a plain identifier: ASCII letters, digits and underscores.
private func scalarsAreWord(_ name: String) -> Bool {
  !name.isEmpty
    && name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
    }
}
