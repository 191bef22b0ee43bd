import Foundation
import StateKit

/// A machine loaded from SCXML: string-named states and events, with an ``SCXMLSession`` as its
/// context.
///
/// Get one from ``SCXMLDocument/definition()`` and run it with ``SCXMLMachine``.
public typealias SCXMLDefinition = MachineDefinition<StateName, EventName, SCXMLSession>

/// What a loaded document carries beside the engine's tables: its `<invoke>` elements, and the
/// meaning of the `Action/run(_:_:)` actions that stand for sends to other sessions (so that
/// export can write them back as `<send>` and `<invoke>`, and ``SCXMLMachine`` knows whether any
/// invocation autoforwards).
///
/// It is built once by the conversion and carried by the definition
/// (`MachineDefinition.extensions`), never by its context.
struct SCXMLProgram: Sendable {
  /// One `<invoke>` of an inline `<content><scxml>`.
  struct Invocation: Sendable {
    /// The id of the invoking state.
    var state: String
    /// The `id` attribute; `nil` when the processor generates one (`stateid.N`) at each start.
    var id: String?
    /// The `autoforward` attribute.
    var autoforward: Bool
    /// The child machine; `nil` when it is found at run time (`src`, `srcexpr`, `<content expr>`).
    var definition: SCXMLDefinition?
    /// The element, when a data model evaluates its attributes at each start.
    var element: SCXMLInvoke?
    /// The static `src` of an `<invoke>` of the null data model, read at each start as a data
    /// model reads it: relative to the document, under its resource policy.
    var source: StaticSource?
  }

  /// An `<invoke src>` with no expression, and where to resolve it.
  struct StaticSource: Sendable {
    var source: String
    var baseURL: URL?
    var resources: SCXMLResourcePolicy
  }

  /// Where a `<send>` to another session goes.
  enum RemoteTarget: Sendable, Hashable, CustomStringConvertible {
    /// `#_parent`: the session that invoked this one.
    case parent
    /// `#_<invokeid>`: a child this session invoked.
    case child(String)
    /// `#_scxml_<sessionid>` (SCXML 6.2.4) naming a child this session invoked, by the child's
    /// session id: the `_event.origin` of what the child sent. Found among the running children
    /// when the event is delivered.
    case session(String)

    var description: String {
      switch self {
      case .parent: "#_parent"
      case .child(let id): "#_\(id)"
      case .session(let id): SCXMLSession.sessionTargetPrefix + id
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
    /// The exit action added to every top-level final state, run last when the machine finishes:
    /// it ends the session (tells the parent `done.invoke.<id>`, stops delayed sends). Not part
    /// of the document.
    case finish
  }

  /// The SCXML I/O processor's type URI.
  static let scxmlProcessorType = "http://www.w3.org/TR/scxml/#SCXMLEventProcessor"

  /// Where the document was read from: `<invoke src>` is relative to it.
  var baseURL: URL?
  /// Which files `src` attributes may read.
  var resources = SCXMLResourcePolicy.baseDirectory
  /// The language that evaluates the document's expressions; `nil` for the null data model.
  var language: (any SCXMLDataModelLanguage)?
  /// `_name`.
  var documentName = ""
  /// The document's `binding`.
  var binding = SCXMLDocument.Binding.early
  /// The `<data>` children of `<scxml>`.
  var topLevelData: [SCXMLData] = []
  /// The `<data>` of each state, by state id.
  var stateData: [String: [SCXMLData]] = [:]
  /// The top-level `<script>`s, run once each, in document order, when the session starts.
  var topLevelScripts: [SCXMLScript] = []
  /// The text of each `<script src>`, by `src`, read when the document was loaded.
  var scriptSources: [String: String] = [:]

  /// The one `<script>` an exported document may have at its top level: the document's own
  /// when it had one; when it had several (read leniently), their texts in document order, a
  /// `src`'s as it was read, joined into one inline script.
  var exportedTopLevelScript: SCXMLScript? {
    guard topLevelScripts.count > 1, let first = topLevelScripts.first else {
      return topLevelScripts.first
    }
    let texts = topLevelScripts.map { script in
      script.source.map { scriptSources[$0] ?? "" } ?? script.text
    }
    return SCXMLScript(text: texts.joined(separator: "\n"), sourceLocation: first.sourceLocation)
  }

  /// The executable content of each block the session runs, by action name (for export).
  var blocks: [String: [SCXMLExecutableContent]] = [:]
  /// The `<donedata>` of each final state, by state id (for export).
  var doneData: [String: SCXMLDoneData] = [:]
  /// Names of the actions the conversion adds that are not part of the document.
  var internalActions: Set<String> = []

  /// Every `<data>` of the document.
  var allData: [SCXMLData] { topLevelData + stateData.keys.sorted().flatMap { stateData[$0]! } }

  /// The invocations of each state, by state id, in document order (the index of the engine's work).
  var invocations: [String: [Invocation]] = [:]

  /// The run actions, by action name.
  var runActions: [String: RunAction] = [:]

  /// Whether an invocation autoforwards events: only then does ``SCXMLMachine`` observe its
  /// machine.
  var autoforwards: Bool { invocations.values.contains { $0.contains(where: \.autoforward) } }

  /// The invocation that a run of state-scoped work stands for.
  func invocation(state: String, index: Int) -> Invocation? {
    guard let list = invocations[state], list.indices.contains(index) else { return nil }
    return list[index]
  }
}
