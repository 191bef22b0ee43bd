/// Lays out a Graphviz DOT graph as SVG, for the APIs that need a laid-out picture of a machine.
///
/// StateKit's libraries build for every Apple platform, and an iOS, tvOS, watchOS or visionOS
/// app cannot start Graphviz's `dot`. So no library runs it: the APIs that need SVG, such as
/// StateKitInspection's `InspectableDiagram` and `ReplayReport`, take the layout as a value.
/// The `statekit` CLI (`statekit diagram --format svg`, `statekit report`) and `statekit-demo`
/// pass one that runs `dot`. An app passes one that fits where it runs: a server that lays out
/// graphs, a layout bundled with the app, or SVG drawn ahead of time.
///
/// ```swift
/// // A command-line tool on macOS or Linux: run `dot` with Foundation's Process.
/// let layout = GraphvizLayout { dot in try runDot(dot, format: "svg") }
/// let svg = try InspectableDiagram.svg(for: search, layout: layout)
/// ```
///
/// The DOT comes from `MachineDefinition.graphviz(highlighting:)` or from
/// StateKitInspection's `InspectableDiagram.dot(for:)`; text output needs no layout.
public struct GraphvizLayout: Sendable {
  private let layout: @Sendable (String) throws -> String

  /// A layout that runs the given function.
  ///
  /// - Parameter layout: Takes a DOT graph and returns the SVG document or `<svg>` element a
  ///   Graphviz `dot -Tsvg` run writes for it; it may throw when it cannot.
  public init(_ layout: @escaping @Sendable (_ dot: String) throws -> String) {
    self.layout = layout
  }

  /// Lays out a graph.
  ///
  /// - Parameter dot: A Graphviz DOT graph.
  /// - Returns: The SVG.
  /// - Throws: Whatever the layout function throws.
  public func svg(for dot: String) throws -> String { try layout(dot) }
}
