/// Why a definition was rejected when it was built.
///
/// Every case names the state at fault, so the message points at the line to fix.
///
/// ```swift
/// do {
///   _ = try MachineDefinition<S, E, Void>(initial: .a) { StateNode(.a) { On(.go, to: .b) } }
/// } catch {
///   print(error)  // transition on 'go' in state 'a' targets unknown state 'b'
/// }
/// ```
public enum DefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A transition, initial or history default names a state that is not declared.
  case unknownState(String, referencedFrom: String)
  /// Two states share a case.
  case duplicateState(String)
  /// An initial state is not a descendant of the state that declares it.
  case invalidInitial(String, of: String)
  /// A history state is not the child of a compound or parallel state.
  case historyOutsideCompound(String)
  /// A history state's default is not inside its parent.
  case invalidHistoryDefault(String, history: String)
  /// A history state's default is a history state (itself or another): entering it would
  /// never reach a real state.
  case historyDefaultIsHistory(String, history: String)
  /// A parallel state has no child states.
  case parallelWithoutRegions(String)
  /// A transition declares an empty target list (write no target for a targetless one).
  case transitionToNowhere(from: String)
  /// A transition's targets cannot be active together.
  case conflictingTargets(from: String, targets: [String])
  /// A final or history state has transitions or children.
  case invalidContent(String, reason: String)
  /// A state whose case carries a payload can only be entered as the explicit target of a
  /// transition that computes the payload (`On(..., to:, with:)`).
  case payloadWithoutValue(String, reason: String)
  /// The machine has no states.
  case empty
  /// The definition needs a feature its event type cannot provide.
  case unsupported(String)
  /// A state is nested deeper than ``MachineDefinition/maximumNestingDepth`` levels: the first
  /// state that crosses the limit, and the limit.
  case nestedTooDeep(String, limit: Int)

  public var description: String {
    switch self {
    case .unknownState(let name, let from):
      return "\(from) targets unknown state '\(name)'"
    case .duplicateState(let name):
      return "state '\(name)' is declared more than once"
    case .invalidInitial(let name, let parent):
      return "initial state '\(name)' of '\(parent)' is not one of its descendants"
    case .historyOutsideCompound(let name):
      return "history state '\(name)' must be the child of a compound or parallel state"
    case .invalidHistoryDefault(let name, let history):
      return "default '\(name)' of history state '\(history)' is not inside its parent"
    case .historyDefaultIsHistory(let name, let history):
      return "default '\(name)' of history state '\(history)' is a history state"
    case .parallelWithoutRegions(let name):
      return "parallel state '\(name)' has no regions"
    case .transitionToNowhere(let from):
      return "\(from) has an empty target list; omit the target for a targetless transition"
    case .conflictingTargets(let from, let targets):
      return "\(from) targets states that cannot be active together: "
        + targets.map { "'\($0)'" }.joined(separator: ", ")
    case .invalidContent(let name, let reason):
      return "state '\(name)' \(reason)"
    case .payloadWithoutValue(let name, let reason):
      return "state '\(name)' carries a payload but \(reason)"
    case .empty:
      return "a machine needs at least one state"
    case .unsupported(let reason):
      return reason
    case .nestedTooDeep(let name, let limit):
      return "state '\(name)' is nested deeper than \(limit) levels, the most a definition may have"
    }
  }
}
