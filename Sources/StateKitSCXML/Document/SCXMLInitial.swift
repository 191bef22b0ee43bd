/// The initial transition of a compound `<state>`.
///
/// SCXML gives a compound state its initial states in one of three ways, recorded in ``origin``: an
/// `<initial>` element (whose transition may carry executable content), an `initial` attribute, or,
/// when neither is written, its first child state in document order. All three end up as an eventless,
/// unconditional ``transition`` whose targets are descendants of the state.
package struct SCXMLInitial: Sendable, Equatable {
  /// Where the initial states come from.
  package enum Origin: String, Sendable, Equatable, CaseIterable {
    /// An `<initial>` child element.
    case element
    /// The state's `initial` attribute.
    case attribute
    /// Neither: the first child state in document order.
    case firstChild
  }

  /// Where the initial states come from.
  package var origin: Origin

  /// The transition into the initial states.
  ///
  /// Only an `<initial>` element's transition can have executable content. For the other origins the
  /// transition's location is the state's.
  package var transition: SCXMLTransition

  /// Where the `<initial>` element starts, or the state's location for the other origins.
  package var sourceLocation: SCXMLSourceLocation

  /// The ids of the initial states.
  package var targets: [String] { transition.targets }

  /// Creates an initial transition.
  ///
  /// - Parameters:
  ///   - origin: Where the initial states come from.
  ///   - transition: The transition into them.
  ///   - sourceLocation: Where the `<initial>` element, or the state, starts.
  package init(origin: Origin, transition: SCXMLTransition, sourceLocation: SCXMLSourceLocation) {
    self.origin = origin
    self.transition = transition
    self.sourceLocation = sourceLocation
  }
}
