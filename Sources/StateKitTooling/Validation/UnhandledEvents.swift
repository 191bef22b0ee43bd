import StateKit

extension Validator {
  /// SK003: events of `allEvents` that no transition of a reachable state reacts to.
  ///
  /// For SCXML machines (event descriptors) an event is handled when a descriptor matches it:
  /// `error` handles `error.send`, `*` handles everything.
  func unhandledEvents(_ allEvents: [(name: String, index: Int)], reached: [Bool]) -> [Finding] {
    var handled = Set<Int>()
    var descriptors: [String] = []
    for transition in model.transitions where reached[transition.source] {
      if case .events(let names, let indices) = transition.trigger {
        handled.formUnion(indices)
        descriptors += names
      }
    }
    var findings: [Finding] = []
    var reported = Set<String>()
    for (name, index) in allEvents {
      guard reported.insert(name).inserted else { continue }
      let isHandled =
        model.eventMatching == .descriptors
        ? model.descriptorsMatch(descriptors, name) : handled.contains(index)
      if isHandled { continue }
      findings.append(
        Finding(
          code: .unhandledEvent, severity: .warning,
          message: "no reachable state handles event '\(name)'", statePath: nil, event: name))
    }
    return findings
  }
}
