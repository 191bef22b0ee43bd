import StateKit

extension DefinitionStructure {
  /// The machine as a Graphviz DOT graph whose states and transitions carry `id`s that
  /// `dot -Tsvg` keeps: `skstate<node>` on each state (a node, or a cluster for a compound or
  /// parallel state) and `skedge<transition>t<target>` on each transition's edge.
  ///
  /// StateKitInspection reads these ids back from the SVG to mark states with `data-state` and
  /// edges with `data-transition`.
  package func inspectableGraphviz() -> String {
    var renderer = GraphvizRenderer(model: self, highlighted: [])
    renderer.identifies = true
    return renderer.render()
  }
}
