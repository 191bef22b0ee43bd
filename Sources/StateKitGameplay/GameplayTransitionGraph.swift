/// The transitions a ``GameplayStateMachine`` allows, as plain data.
///
/// Produced by ``GameplayStateMachine/transitionGraph()`` by asking every registered state's
/// ``GameplayState/isValidNextState(_:)`` about every registered class (its own included). It
/// is the input for diagrams and checks of GameplayKit-style machines: it names states by
/// class name and runs no user code beyond `isValidNextState`.
///
/// ```swift
/// let graph = machine.transitionGraph()
/// for edge in graph.edges {
///   print("\(edge.from) --> \(edge.to)")
/// }
/// ```
public struct GameplayTransitionGraph: Hashable, Sendable, Codable {
  /// One allowed transition, from one state class to another (or to itself).
  ///
  /// ```swift
  /// let edge = GameplayTransitionGraph.Edge(from: "PrepareState", to: "SendState")
  /// ```
  public struct Edge: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name of the state the transition leaves.
    public var from: String
    /// The name of the state the transition enters.
    public var to: String

    /// Creates an edge.
    ///
    /// ```swift
    /// let edge = GameplayTransitionGraph.Edge(from: "IdleState", to: "WalkState")
    /// ```
    ///
    /// - Parameters:
    ///   - from: The name of the state the transition leaves.
    ///   - to: The name of the state the transition enters.
    public init(from: String, to: String) {
      self.from = from
      self.to = to
    }

    /// The edge as `from -> to`.
    ///
    /// ```swift
    /// print(edge) // "IdleState -> WalkState"
    /// ```
    public var description: String {
      "\(from) -> \(to)"
    }
  }

  /// The names of the registered state classes, in registration order.
  ///
  /// A name is the class's unqualified name (`String(describing:)`); when two registered
  /// classes share one, both use their fully qualified name (`String(reflecting:)`).
  public var states: [String]

  /// The states a fresh machine may enter first: all of them.
  ///
  /// GameplayKit has no initial state: the first ``GameplayStateMachine/enter(_:)`` succeeds
  /// for any registered class. This list makes that implicit initial transition explicit for
  /// tools that expect one (a diagram draws it from a start marker to each state).
  public var initialStates: [String]

  /// The allowed transitions, ordered by source then target, both in registration order.
  public var edges: [Edge]

  /// Creates a graph from its parts.
  ///
  /// ```swift
  /// let graph = GameplayTransitionGraph(
  ///   states: ["A", "B"],
  ///   initialStates: ["A", "B"],
  ///   edges: [.init(from: "A", to: "B")]
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - states: The state names in registration order.
  ///   - initialStates: The states a fresh machine may enter first.
  ///   - edges: The allowed transitions.
  public init(states: [String], initialStates: [String], edges: [Edge]) {
    self.states = states
    self.initialStates = initialStates
    self.edges = edges
  }
}
