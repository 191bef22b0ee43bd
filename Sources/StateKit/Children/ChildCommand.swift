/// What an action asks of a collection of child machines (``ChildMachines``): the effect the
/// pure step returns, which the running parent carries out at the end of the macrostep, in the
/// order the actions were reached.
public enum ChildCommand: Sendable, CustomStringConvertible {
  /// Starts a child under `id` with the context `input` (``Action/spawn(_:_:)``).
  case spawn(collection: String, id: any Hashable & Sendable, input: any Sendable)
  /// Sends the child with `id` one of its events (``Action/send(_:to:id:)``).
  case send(collection: String, id: any Hashable & Sendable, event: any Sendable)
  /// Sends every child of the collection one of its events (``Action/send(_:toEach:)``).
  case sendEach(collection: String, event: any Sendable)
  /// Sends one of their events to the children `select` picks from the running children
  /// (``Action/send(_:to:selecting:)``), when the command is carried out.
  case sendSelected(
    collection: String, event: any Sendable,
    select: @Sendable (any Sendable) -> [any Hashable & Sendable])
  /// Stops the child with `id` and removes it (``Action/stop(_:id:)``).
  case stop(collection: String, id: any Hashable & Sendable)

  /// The collection the command is for.
  public var collection: String {
    switch self {
    case .spawn(let collection, _, _), .send(let collection, _, _),
      .sendEach(let collection, _), .sendSelected(let collection, _, _), .stop(let collection, _):
      collection
    }
  }

  /// A short description for logs, traces and test failures.
  public var description: String {
    switch self {
    case .spawn(let collection, let id, _): "spawn \(collection)[\(id)]"
    case .send(let collection, let id, let event): "send \(event) to \(collection)[\(id)]"
    case .sendEach(let collection, let event): "send \(event) to each of \(collection)"
    case .sendSelected(let collection, let event, _):
      "send \(event) to the selected children of \(collection)"
    case .stop(let collection, let id): "stop \(collection)[\(id)]"
    }
  }
}
