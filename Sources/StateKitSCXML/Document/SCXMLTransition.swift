/// A `<transition>` element.
///
/// A transition is enabled by an event matching one of its ``events`` descriptors (or by no event when
/// the list is empty, an eventless transition) and by its ``condition``. Taking it runs its
/// ``content`` and enters its ``targets``; without targets it only runs its content and exits nothing.
package struct SCXMLTransition: Sendable, Equatable {
  /// The `type` attribute: whether a transition to a descendant exits its source state.
  package enum Kind: String, Sendable, Equatable, CaseIterable {
    /// The source state is exited and re-entered (the default).
    case external
    /// When the source is a compound state and every target is a descendant of it, the source is not
    /// exited.
    case `internal`
  }

  /// The event descriptors: the `event` attribute split on whitespace, empty for an eventless
  /// transition.
  ///
  /// A descriptor matches an event whose name equals it or starts with it followed by `.`
  /// (`error` matches `error.send`); `*` matches every event, and a trailing `.*` is ignored.
  package var events: [String]

  /// The `cond` attribute, if any.
  package var condition: SCXMLCondition?

  /// The target ids: the `target` attribute split on whitespace, empty for a targetless transition.
  package var targets: [String]

  /// The `type` attribute (``Kind/external`` when absent).
  package var type: Kind

  /// The executable content, run when the transition is taken.
  package var content: [SCXMLExecutableContent]

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a transition.
  ///
  /// Nothing is checked; documents built by hand are not validated.
  ///
  /// - Parameters:
  ///   - events: The event descriptors.
  ///   - condition: The guard condition.
  ///   - targets: The target ids.
  ///   - type: External or internal.
  ///   - content: The executable content.
  ///   - sourceLocation: Where the element starts.
  package init(
    events: [String] = [],
    condition: SCXMLCondition? = nil,
    targets: [String] = [],
    type: Kind = .external,
    content: [SCXMLExecutableContent] = [],
    sourceLocation: SCXMLSourceLocation
  ) {
    self.events = events
    self.condition = condition
    self.targets = targets
    self.type = type
    self.content = content
    self.sourceLocation = sourceLocation
  }
}
