import StateKit
import StateKitMacros

/// The request board's one state: open while the app runs, holding the requests.
@MachineState
public enum RequestBoardState: Hashable {
  case open
}

/// What the user does on the board: Go on a request as edited, Cancel a request by its id,
/// edit the environment, and open a request's detail screen (`select(id)`) or go back from it
/// (`select(nil)`).
@MachineEvent
public enum RequestBoardEvent: Hashable, Codable {
  case go(RequestDraft)
  case cancel(id: String)
  case setEnvironment(RequestEnvironment)
  case select(String?)
}

/// The board's extended state: the environment of every request, why the last Go was
/// refused, and the request whose detail screen shows.
public struct RequestBoardContext: Hashable, Sendable {
  /// The variables substituted into requests.
  public var environment: RequestEnvironment
  /// Why the last Go was refused; `nil` after a Go that was taken.
  public var refusal: String?
  /// The id of the request whose detail screen shows; `nil` on the list.
  public var selected: String?
}

/// The board's requests: one child machine of ``requestDefinition(send:)`` per request id.
public typealias RequestChildren = ChildMachines<String, RequestState, RequestEvent, RequestContext>

/// The reason of a cancel the user asked for.
public let cancelledByUser = "Cancelled by the user."

/// The request tester as one machine (the article's `AppState` and `RequestManager`): each
/// request is a child of `requests` under its id, and the board's transitions are its rules.
///
/// - Go spawns the request's child unless one runs under its id (the spawn is then refused),
///   and sends it `go` with the board's environment. With `limit` requests in flight, a Go is
///   refused and ``RequestBoardContext/refusal`` says why, even a Go on one of them, which
///   changes nothing either way.
/// - Cancel sends the request's child `cancel`; only a request in flight takes it.
/// - `select` sets and clears ``RequestBoardContext/selected``: the detail screen
///   shows while a request runs under the selected id (see `RequestTesterModel.detail`).
///
/// - Parameters:
///   - requests: The collection: `RequestChildren("requests", requestDefinition(send: send))`.
///   - environment: The starting environment.
///   - limit: How many requests may be in flight at once.
///   - plantedBug: A bug planted for the *From a bug report to a test* article: a cancelled
///     request still counts as in flight, so that after a few cancels every Go is refused. The
///     article's test finds it from a recorded session; an app never sets it.
/// - Returns: The definition.
public func requestBoardDefinition(
  _ requests: RequestChildren, environment: RequestEnvironment = RequestEnvironment(),
  limit: Int = 4, plantedBug: Bool = false
) -> MachineDefinition<RequestBoardState, RequestBoardEvent, RequestBoardContext> {
  let refusal = "At most \(limit) requests can be in flight at once: cancel one first."
  return try! MachineDefinition(
    name: "RequestBoard", initial: .open, context: RequestBoardContext(environment: environment)
  ) {
    StateNode(.open) {
      Invoke(requests)
      On(
        .go,
        guard: .children(requests, "fewer than \(limit) in flight") {
          $0.count(in: .send) + (plantedBug ? $0.count(in: .cancel) : 0) < limit
        }, action: { context, _ in context.refusal = nil },
        actions: [
          .spawn(requests) { _, event in event?.go.map { ($0.id, RequestContext(request: $0)) } },
          .send(to: requests) { context, event in
            event?.go.map { ($0.id, .go(request: $0, environment: context.environment)) }
          },
        ])
      On(.go) { context, _ in context.refusal = refusal }
      On(.cancel, actions: [.send(.cancel(cancelledByUser), to: requests) { $1?.cancel }])
      On(\.setEnvironment) { context, environment in context.environment = environment }
      On(\.select) { context, id in context.selected = id }
    }
  }
}
