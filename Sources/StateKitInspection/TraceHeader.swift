/// The first line of a trace: the format, its version, and the machine's structure, so that a
/// trace file alone is enough to draw the machine.
///
/// ```json
/// {"type":"header","format":"statekit-trace","version":1,"machine":"search",
///  "states":[{"name":"search","kind":"root",…},…],"transitions":[…],
///  "configuration":["start"],"context":"()"}
/// ```
public struct TraceHeader: Codable, Sendable, Hashable {
  /// The value of ``format`` in every StateKit trace.
  public static let formatName = "statekit-trace"
  /// The version this library writes, and the newest it reads. Version 1 names each event;
  /// version 2 also writes the payload of each event whose type is `Encodable`
  /// (``TraceStep/payload``), so that a replay can send it again.
  public static let currentVersion = 2

  /// Always ``formatName``.
  public var format: String
  /// The format version the trace was written with.
  public var version: Int
  /// The machine's name.
  public var machine: String
  /// Every node, root first, in document order: a node's descendants come right after it, and
  /// a node's index in this array is the index other fields use.
  public var states: [TraceState]
  /// The declared transitions, in the definition's order: ``TraceStep/transitions`` indexes
  /// into this array.
  public var transitions: [TraceTransition]
  /// The active states when recording started, parents before children.
  public var configuration: [String]
  /// A description of the context when recording started.
  public var context: String?

  /// Creates a header.
  ///
  /// - Parameters:
  ///   - version: The format version.
  ///   - machine: The machine's name.
  ///   - states: Every node, root first, in document order.
  ///   - transitions: The declared transitions.
  ///   - configuration: The active states when recording started.
  ///   - context: A description of the context when recording started.
  public init(
    version: Int = TraceHeader.currentVersion, machine: String, states: [TraceState],
    transitions: [TraceTransition], configuration: [String], context: String?
  ) {
    self.format = Self.formatName
    self.version = version
    self.machine = machine
    self.states = states
    self.transitions = transitions
    self.configuration = configuration
    self.context = context
  }
}

/// A state node in a ``TraceHeader``.
public struct TraceState: Codable, Sendable, Hashable {
  /// The state's name (its case name); the machine's name for the root.
  public var name: String
  /// `root`, `atomic`, `compound`, `parallel`, `final`, `shallowHistory` or `deepHistory`.
  public var kind: String
  /// The parent's index; `nil` for the root.
  public var parent: Int?
  /// The states entered by default (a compound state's initial state, a history state's
  /// default), by index.
  public var initial: [Int]
  /// The names of the entry actions.
  public var entry: [String]
  /// The names of the exit actions.
  public var exit: [String]

  /// Creates a state node.
  ///
  /// - Parameters:
  ///   - name: The state's name.
  ///   - kind: The kind of node (a `NodeKind` case name).
  ///   - parent: The parent's index; `nil` for the root.
  ///   - initial: The states entered by default.
  ///   - entry: The names of the entry actions.
  ///   - exit: The names of the exit actions.
  public init(
    name: String, kind: String, parent: Int?, initial: [Int] = [], entry: [String] = [],
    exit: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.parent = parent
    self.initial = initial
    self.entry = entry
    self.exit = exit
  }
}

/// A declared transition in a ``TraceHeader``.
public struct TraceTransition: Codable, Sendable, Hashable {
  /// The index of the state that declares it.
  public var source: Int
  /// The indices of its targets; empty for a targetless transition.
  public var targets: [Int]
  /// The events that trigger it; empty for an eventless, completion or delayed transition.
  public var events: [String]
  /// For a completion transition (`done.state.<name>`), the index of the completed state.
  public var done: Int?
  /// For a delayed transition, its delay (`2s`, `250ms`).
  public var after: String?
  /// The guard's name.
  public var guardName: String?
  /// The names of its actions.
  public var actions: [String]
  /// Whether it is an internal transition.
  public var isInternal: Bool

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - source: The index of the state that declares it.
  ///   - targets: The indices of its targets.
  ///   - events: The events that trigger it.
  ///   - done: For a completion transition, the completed state's index.
  ///   - after: For a delayed transition, its delay.
  ///   - guardName: The guard's name.
  ///   - actions: The names of its actions.
  ///   - isInternal: Whether it is internal.
  public init(
    source: Int, targets: [Int], events: [String] = [], done: Int? = nil, after: String? = nil,
    guardName: String? = nil, actions: [String] = [], isInternal: Bool = false
  ) {
    self.source = source
    self.targets = targets
    self.events = events
    self.done = done
    self.after = after
    self.guardName = guardName
    self.actions = actions
    self.isInternal = isInternal
  }

  enum CodingKeys: String, CodingKey {
    case source, targets, events, done, after, actions
    case guardName = "guard"
    case isInternal = "internal"
  }
}
