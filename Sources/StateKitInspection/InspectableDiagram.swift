import Foundation
import StateKit
import StateKitTooling

/// A machine laid out by Graphviz as SVG that a page can inspect: every state is an
/// element with `data-state="<state name>"`, the active ones also carry `data-active="true"`,
/// and every transition's edge carries `data-transition="<index>"`.
///
/// Compound and parallel states are nested boxes (clusters), transitions are labelled as in
/// StateKitTooling's `graphviz()`. Pages mark other states active by setting `data-active`.
///
/// The layout is passed in as a `GraphvizLayout`, because an app on iOS cannot run `dot`
/// itself: the `statekit` CLI passes one that runs it, an app one that fits where it runs.
///
/// ```swift
/// let svg = try InspectableDiagram.svg(for: search, active: machine.configuration, layout: layout)
/// ```
public enum InspectableDiagram {
  /// Draws a definition.
  ///
  /// - Parameters:
  ///   - definition: The machine's definition.
  ///   - active: The states to mark active.
  ///   - layout: How the DOT graph becomes SVG.
  /// - Returns: An `<svg>` element, without XML declaration, ready to inline in HTML.
  /// - Throws: What the layout throws.
  public static func svg<State, Event, Context>(
    for definition: MachineDefinition<State, Event, Context>, active: [State.Case] = [],
    layout: GraphvizLayout
  ) throws -> String {
    let structure = definition.structure
    return try render(
      structure, active: Set(active.map { definition.traceName(of: $0) }), layout: layout)
  }

  /// Draws the machine a trace's header describes.
  ///
  /// - Parameters:
  ///   - header: A trace's header.
  ///   - active: The names of the states to mark active.
  ///   - layout: How the DOT graph becomes SVG.
  /// - Returns: An `<svg>` element, without XML declaration, ready to inline in HTML.
  /// - Throws: What the layout throws.
  public static func svg(
    for header: TraceHeader, active: [String] = [], layout: GraphvizLayout
  ) throws -> String {
    try render(header.structure, active: Set(active), layout: layout)
  }

  /// The Graphviz DOT graph ``svg(for:active:layout:)-(_,[String],_)`` lays out: states carry
  /// the ids `skstate<n>`, transitions `skedge<t>t<target>`.
  ///
  /// - Parameter header: A trace's header.
  /// - Returns: The graph.
  public static func dot(for header: TraceHeader) -> String {
    header.structure.inspectableGraphviz()
  }

  private static func render(
    _ structure: DefinitionStructure, active: Set<String>, layout: GraphvizLayout
  ) throws -> String {
    let svg = try layout.svg(for: structure.inspectableGraphviz())
    return annotate(svg, names: structure.names, active: active)
  }

  /// Adds `data-state`, `data-active` and `data-transition` to the groups `dot` wrote for the
  /// ids of `DefinitionStructure.inspectableGraphviz()`, and drops what precedes `<svg`.
  ///
  /// - Parameters:
  ///   - svg: `dot -Tsvg` output.
  ///   - names: Each node's name, by index.
  ///   - active: The names of the active states.
  /// - Returns: The annotated `<svg>` element.
  static func annotate(_ svg: String, names: [String], active: Set<String>) -> String {
    var text = Substring(svg.removingXMLComments)
    if let start = text.range(of: "<svg") { text = text[start.lowerBound...] }
    var output = ""
    output.reserveCapacity(text.utf8.count + names.count * 48)
    let marker = "<g id=\""
    while let found = text.range(of: marker) {
      output += text[..<found.upperBound]
      text = text[found.upperBound...]
      guard let close = text.firstIndex(of: "\"") else { continue }
      let id = text[..<close]
      output += id
      output += "\""
      text = text[text.index(after: close)...]
      if id.hasPrefix("skstate"), let node = Int(id.dropFirst(7)), names.indices.contains(node) {
        output += " data-state=\"\(names[node].escapingForHTML)\""
        if active.contains(names[node]) { output += " data-active=\"true\"" }
      } else if id.hasPrefix("skedge"), let t = id.dropFirst(6).split(separator: "t").first,
        let transition = Int(t)
      {
        output += " data-transition=\"\(transition)\""
      }
    }
    output += text
    return output
  }
}

extension String {
  /// The text without `<!-- … -->` comments (`dot` writes one per node and edge).
  var removingXMLComments: String {
    var result = ""
    var rest = Substring(self)
    while let open = rest.range(of: "<!--") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "-->") else { return result }
      rest = rest[close.upperBound...]
    }
    return result + rest
  }
}

extension InspectableDiagram {
  /// Text made safe in HTML text and in quoted attribute values: `&`, `<`, `>`, `"` and `'`
  /// become character references. For pages that show a machine's names, events or context
  /// beside its diagram.
  ///
  /// - Parameter text: Any text, such as an event's description.
  /// - Returns: The escaped text.
  public static func escapingHTML(_ text: some StringProtocol) -> String {
    text.escapingForHTML
  }
}

extension StringProtocol {
  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references: safe in
  /// HTML text and in quoted attribute values (the XML escaping, plus the apostrophe).
  var escapingForHTML: String {
    xmlEscaped(quotes: true).replacingOccurrences(of: "'", with: "&#39;")
  }
}
