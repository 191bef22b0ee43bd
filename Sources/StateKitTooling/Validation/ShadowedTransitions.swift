import StateKit

extension Validator {
  /// SK004: transitions that never fire because, for each of their events, an earlier
  /// transition of the same state without a guard reacts to it first.
  ///
  /// Delayed transitions are left out: each has its own timer.
  func shadowedTransitions() -> [Finding] {
    let descriptors = model.eventMatching == .descriptors
    var findings: [Finding] = []
    for node in model.nodes {
      // Trigger key -> the first unguarded transition with it.
      var winners: [String: Int] = [:]
      var winningDescriptors: [(descriptor: String, transition: Int)] = []
      for index in node.transitions {
        let transition = model.transitions[index]
        let trigger = transition.trigger
        if case .delayed = trigger { continue }
        var shadowing: [Int] = []
        var shadowed = true
        for key in trigger.keys {
          if let winner = winners[key] {
            shadowing.append(winner)
          } else if descriptors, case .events = trigger,
            let winner = winningDescriptors.first(where: {
              model.descriptorsMatch([$0.descriptor], Self.normalized(key))
            })
          {
            shadowing.append(winner.transition)
          } else {
            shadowed = false
            break
          }
        }
        if shadowed {
          let earlier = Array(Set(shadowing)).sorted()
          let which =
            earlier.count == 1
            ? "transition #\(earlier[0])"
            : "transitions \(earlier.map { "#\($0)" }.joined(separator: ", "))"
          findings.append(
            Finding(
              code: .shadowedTransition, severity: .warning,
              message:
                "transition #\(index) (\(model.label(of: transition))) in state "
                + "'\(node.name)' never fires: the earlier \(which) without a guard always wins",
              statePath: model.statePath(node.id), transitions: earlier + [index],
              event: trigger.keys.count == 1 ? trigger.label : nil))
        }
        guard transition.guardName == nil else { continue }
        for key in trigger.keys where winners[key] == nil {
          winners[key] = index
          if descriptors, case .events = trigger {
            winningDescriptors.append((Self.normalized(key), index))
          }
        }
      }
    }
    return findings
  }

  /// An `event:` key's descriptor without its `.*` suffix.
  private static func normalized(_ key: String) -> String {
    var descriptor = String(key.dropFirst("event:".count))
    if descriptor.hasSuffix(".*") { descriptor.removeLast(2) }
    return descriptor
  }
}
