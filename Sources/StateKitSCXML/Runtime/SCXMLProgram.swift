import StateKit

/// A machine loaded from SCXML: string-named states and events, with an ``SCXMLSession`` as its
/// context.
///
/// Get one from ``SCXMLDocument/definition()`` and run it with ``SCXMLMachine``.
public typealias SCXMLDefinition = MachineDefinition<StateName, EventName, SCXMLSession>

/// What a loaded document needs at run time beyond the engine's tables: the child machines of its
/// `<invoke>` elements, and the meaning of the `Action/run(_:_:)` actions that stand for sends to
/// other sessions (so that export can write them back as `<send>`).
///
/// It is built once by the conversion and shared (immutable) by every session of the definition.
struct SCXMLProgram: Sendable {
  /// One `<invoke>` of an inline `<content><scxml>`.
  struct Invocation: Sendable {
    /// The `id` attribute; `nil` when the processor generates one (`stateid.N`) at each start.
    var id: String?
    /// The `autoforward` attribute.
    var autoforward: Bool
    /// The child machine.
    var definition: SCXMLDefinition
  }

  /// Where a `<send>` to another session goes.
  enum RemoteTarget: Sendable, Hashable, CustomStringConvertible {
    /// `#_parent`: the session that invoked this one.
    case parent
    /// `#_<invokeid>`: a child this session invoked.
    case child(String)

    var description: String {
      switch self {
      case .parent: "#_parent"
      case .child(let id): "#_\(id)"
      }
    }
  }

  /// A `<send>` to another session.
  struct RemoteSend: Sendable, Hashable {
    var event: String
    var target: RemoteTarget
    var delay: Duration?
    var id: String?
  }

  /// What a named `Action/run(_:_:)` action of the definition does.
  enum RunAction: Sendable {
    /// A `<send>` to another session.
    case send(RemoteSend)
    /// The half of a `<cancel>` that cancels delayed sends to other sessions (the other half is the
    /// engine's `Action/cancel(_:)`, exported as the `<cancel>` element itself).
    case cancelRemote(String)
  }

  /// The invocations of each state, by state id, in document order (the index of the engine's work).
  var invocations: [String: [Invocation]] = [:]

  /// The run actions, by action name.
  var runActions: [String: RunAction] = [:]

  /// The invocation that a run of state-scoped work stands for.
  func invocation(state: String, index: Int) -> Invocation? {
    guard let list = invocations[state], list.indices.contains(index) else { return nil }
    return list[index]
  }
}
