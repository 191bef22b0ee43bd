import Foundation
import StateKitTooling

/// A self-contained HTML replay of a trace: the statechart as a picture, a timeline of every
/// step, and a slider (or the arrow keys) that steps through them, highlighting the active
/// states and the transitions taken and showing the context.
///
/// The page needs no server and no network: the SVG, the styles, the script and the trace are
/// inline. Text from the trace (state names, event payloads, context descriptions) reaches the
/// page only as escaped JSON that the script shows with `textContent`: it is never parsed as
/// HTML or run as script.
///
/// ```swift
/// let trace = try Trace(contentsOf: URL(fileURLWithPath: "login.jsonl"))
/// let html = try ReplayReport.html(for: trace, layout: layout)
/// try html.write(toFile: "login.html", atomically: true, encoding: .utf8)
/// ```
///
/// A trace of a machine that runs children holds their steps too: the timeline and each step's
/// facts name the machine that took it (``TraceStep/machine``), the picture shows the root as
/// its last step left it, and `#tree` shows the tree of machines at the end
/// (``Trace/tree(through:)``).
///
/// The page's elements for tests: `data-state`/`data-active` on states (see
/// ``InspectableDiagram``), `data-taken="true"` on the edges of the step's transitions,
/// `#slider`, `#position` (`3 / 12`), `#context`, `#tree`, and `body[data-step]`. A URL ending
/// in `#step=3` opens at step 3.
public enum ReplayReport {
  /// The replay of a trace, laid out by Graphviz.
  ///
  /// - Parameters:
  ///   - trace: A trace.
  ///   - layout: How the machine's DOT graph becomes SVG (see ``InspectableDiagram``).
  /// - Returns: The HTML page.
  /// - Throws: What the layout throws.
  public static func html(for trace: Trace, layout: GraphvizLayout) throws -> String {
    let svg = try InspectableDiagram.svg(
      for: trace.header, active: trace.header.configuration, layout: layout)
    return html(for: trace, svg: svg)
  }

  /// The replay of a trace with a drawing made elsewhere.
  ///
  /// - Parameters:
  ///   - trace: A trace.
  ///   - svg: The machine drawn by ``InspectableDiagram``; it is inlined as it is.
  /// - Returns: The HTML page.
  public static func html(for trace: Trace, svg: String) -> String {
    let name = trace.header.machine.escapingForHTML
    let count = trace.steps.count
    var summary = "\(count) step\(count == 1 ? "" : "s") recorded"
    if trace.dropped > 0 {
      summary += ", \(trace.dropped) dropped (the recorder's buffer was full)"
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(name): StateKit replay</title>
      <style>\(style)</style>
      </head>
      <body data-step="0">
      <header><h1>\(name)</h1><p id="summary">\(summary.escapingForHTML)</p></header>
      <main>
      <section id="diagram" aria-label="Statechart">\(svg)</section>
      <aside id="details">
      <div id="controls">
      <button id="prev" type="button" aria-label="Previous step">&#9664;</button>
      <input id="slider" type="range" min="0" max="\(count)" value="0" aria-label="Step">
      <button id="next" type="button" aria-label="Next step">&#9654;</button>
      <span id="position">0 / \(count)</span>
      </div>
      <p class="hint">Arrow keys step; Home and End jump.</p>
      <h2 id="step-title"></h2>
      <dl id="facts"></dl>
      <h3>Context</h3>
      <pre id="context"></pre>
      </aside>
      </main>
      <section id="timeline"><h2>Timeline</h2><ol id="steps" start="0"></ol></section>
      <section id="machines"><h2>Machines at the end</h2>\
      <pre id="tree">\(trace.tree(through: count).description.escapingForHTML)</pre></section>
      <script type="application/json" id="trace-data">\(data(for: trace))</script>
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  /// What the script reads: the header's start, each transition's label, and the steps, as
  /// JSON that cannot end the `<script>` element it sits in.
  static func data(for trace: Trace) -> String {
    struct Payload: Encodable {
      let machine: String
      let configuration: [String]
      let context: String?
      let labels: [String]
      let steps: [TraceStep]
      let dropped: Int
    }
    let header = trace.header
    let payload = Payload(
      machine: header.machine, configuration: header.configuration, context: header.context,
      labels: header.transitions.map { label(of: $0, in: header) }, steps: trace.steps,
      dropped: trace.dropped)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: (try? encoder.encode(payload)) ?? Data("{}".utf8), as: UTF8.self)
    return json.escapingForScriptElement
  }

  /// A transition's label: `source → target: event [guard] / action`.
  static func label(of transition: TraceTransition, in header: TraceHeader) -> String {
    let name = { (index: Int) in
      header.states.indices.contains(index) ? header.states[index].name : "?"
    }
    var trigger = transition.events.joined(separator: ", ")
    if let done = transition.done { trigger = "done.state.\(name(done))" }
    if let after = transition.after { trigger = "after \(after)" }
    if trigger.isEmpty { trigger = "(always)" }
    if let guardName = transition.guardName { trigger += " [\(guardName)]" }
    if !transition.actions.isEmpty { trigger += " / " + transition.actions.joined(separator: ", ") }
    let targets =
      transition.targets.isEmpty
      ? name(transition.source) : transition.targets.map(name).joined(separator: ", ")
    return "\(name(transition.source)) → \(targets): \(trigger)"
  }
}

extension String {
  /// JSON text that is safe inside a `<script>` element: `<`, `>` and `&` (which only occur
  /// inside JSON strings) become `\u003c`, `\u003e` and `\u0026`; U+2028 and U+2029 are escaped
  /// too.
  var escapingForScriptElement: String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
