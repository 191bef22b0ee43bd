/// The parent events a typed child's reports map to, as far as they are known without running
/// the child: what `scxml()` writes into the child's inline document, so that a loaded export
/// sends the parent the events ``Invoke(_:input:emitted:done:failed:)`` maps them to.
package struct ChildReportNames: Sendable {
  /// A report of the child, as the parent receives it.
  package enum Mapped: Sendable, Equatable {
    /// The parent event's case name, and whether the event carries a payload (which a
    /// document that names events cannot carry).
    case event(String, hasPayload: Bool)
    /// The parent drops the report: it has no mapping for it, or the mapping returns `nil`.
    case dropped
    /// Not known without running the child: the final state carries a payload, whose value
    /// only a run makes.
    case unknown
  }

  /// What `done` maps the child to when it reaches a top-level final state, by the state's
  /// node index: `done` called with the snapshot of a machine that has just entered that
  /// state, with the child definition's initial context. `.unknown` for a node that is not a
  /// top-level final state with a payload-free value.
  package let done: @Sendable (Int) -> Mapped
  /// What `emitted` maps an event the child emits (a value of the child's event type) to.
  package let emitted: @Sendable (any Sendable) -> Mapped
}

extension ChildReportNames.Mapped {
  /// The mapping's result: an event, or `nil` for a dropped report.
  init<E: MachineEvent>(_ event: E?) {
    guard let event else {
      self = .dropped
      return
    }
    let name = String(describing: event.eventCase)
    self = .event(name, hasPayload: String(describing: event) != name)
  }
}

extension ChildRun {
  /// The names of the parent events the child's reports map to, for exports.
  var reportNames: ChildReportNames {
    let definition = child.definition
    let done = self.done
    let emitted = self.emitted
    return ChildReportNames(
      done: { node in
        guard let done else { return .dropped }
        guard let final = definition.finalSnapshot(node) else { return .unknown }
        return ChildReportNames.Mapped(done(final))
      },
      emitted: { value in
        guard let event = value as? ChildEvent else { return .unknown }
        guard let emitted else { return .dropped }
        return ChildReportNames.Mapped(emitted(event))
      })
  }
}

extension MachineDefinition {
  /// The snapshot of a machine that has just entered the top-level final state `node`, with
  /// the initial context; `nil` when `node` is not such a state or its case carries a payload.
  func finalSnapshot(_ node: Int) -> Snapshot<State, Event, Context>? {
    guard nodeInfo.indices.contains(node), nodeInfo[node].kind == .final,
      nodeInfo[node].parent == 0, nodeInfo[node].flags.contains(.hasValue)
    else { return nil }
    var snapshot = Snapshot(definition: self, context: initialContext)
    snapshot.active.insert(Int32(node))
    snapshot.done = true
    return snapshot
  }
}
