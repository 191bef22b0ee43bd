/// What triggers a transition, in the terms every renderer and report uses.
///
/// Renderers, validation and path search switch over this type rather than over the compiled
/// tables or ``MachineDefinition/Transition/Trigger``: a new kind of trigger is added here and
/// in `MachineDefinition.makeStructure()`, which reads it from the compiled tables, and the
/// compiler then points at every place that must learn about it. Delayed transitions
/// (``After(_:to:id:type:guard:action:actions:)``) are read from the compiled transition's delay.
package enum StructureTrigger: Hashable, Sendable {
  /// One of these events (SCXML machines: event descriptors), by name, with their indices in
  /// the definition's event table (empty for descriptors).
  case events(names: [String], indices: [Int])
  /// No event: taken as soon as its guard holds (`Always`).
  case eventless
  /// The completion of a compound or parallel state (`done.state.<name>`).
  case done(node: Int, name: String)
  /// A delayed transition (`After`): taken once its source has been active for the delay,
  /// written as `2s` or `250ms`.
  case delayed(String)

  /// The label text: `a, b`, `(always)`, `done.state.form` or `after 2s`.
  package var label: String {
    switch self {
    case .events(let names, _): names.joined(separator: ", ")
    case .eventless: "(always)"
    case .done(_, let name): "done.state.\(name)"
    case .delayed(let delay): "after \(delay)"
    }
  }

  /// Keys that group transitions reacting to the same thing: one per event name.
  package var keys: [String] {
    switch self {
    case .events(let names, _): names.map { "event:" + $0 }
    case .eventless: ["eventless"]
    case .done(let node, _): ["done:\(node)"]
    case .delayed(let delay): ["after:" + delay]
    }
  }

  /// A delay as `2s`, `1.5s`, `250ms` or `10µs`.
  package static func describe(_ delay: Duration) -> String {
    let (seconds, attoseconds) = delay.components
    if attoseconds == 0 { return "\(seconds)s" }
    let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    if microseconds % 1_000 != 0 { return "\(microseconds)µs" }
    let milliseconds = microseconds / 1_000
    if milliseconds < 1_000 { return "\(milliseconds)ms" }
    var fraction = String(milliseconds % 1_000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return "\(milliseconds / 1_000).\(fraction)s"
  }
}
