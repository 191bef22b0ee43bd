import Foundation
import StateKit
import StateKitMacros

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The states of one request, the article's `GKState` subclasses: `prepare` fills the request
/// in from the environment and checks it, `send` waits for the response, `response` shows it,
/// and `cancel` says why the request stopped (the user, or a request that could not be
/// prepared). `ready` is a request never sent; `idle` holds the states it can be sent from.
@MachineState
public enum RequestState: Hashable {
  case idle, ready, prepare, send
  case response(ResponseRecord)
  case cancel(String)
}

/// What the user did (Go, with the request as edited and the environment; Cancel, with the
/// reason), or what the transport answered.
@MachineEvent
public enum RequestEvent: Hashable, Codable {
  case go(request: RequestDraft, environment: RequestEnvironment)
  case responded(ResponseRecord)
  case cancel(String)
}

/// A request's extended state: the request as last started, its environment, and what
/// preparing it gave.
public struct RequestContext: Sendable {
  /// The request as last started.
  public var request: RequestDraft
  /// The environment it was last prepared with.
  public var environment = RequestEnvironment()
  /// The request to send, when preparing it succeeded.
  public var urlRequest: URLRequest?
  /// Why preparing it failed, if it did.
  public var problem: PrepareError?

  /// Fills the request in from the environment: ``urlRequest``, or the ``problem``.
  mutating func prepare() {
    do throws(PrepareError) {
      (urlRequest, problem) = (try request.urlRequest(in: environment), nil)
    } catch {
      (urlRequest, problem) = (nil, error)
    }
  }
}

/// The definition of one request's machine (``requestDefinition(send:)``).
public typealias RequestDefinition = MachineDefinition<RequestState, RequestEvent, RequestContext>

/// Sends a prepared request and records the answer: the work `send` runs.
public typealias RequestSender = @Sendable (URLRequest) async -> ResponseRecord

/// The machine of one request, the article's state diagram:
///
/// ```
/// ready ──go──▶ prepare ──▶ send ──responded──▶ response ──go──▶ prepare …
///                  │          │
///                  └──────────┴──cancel──▶ cancel ──go──▶ prepare …
/// ```
///
/// One definition serves every request: the request board spawns a child of it per request id
/// (``requestBoardDefinition(_:environment:limit:)``), starting with the request as its context,
/// and each `go` carries the request as edited and the environment.
///
/// Given a sender, `send` runs it as state-scoped work: leaving `send` (a cancel) cancels the
/// request, and its answer, should it still arrive, is dropped by the engine and counted in
/// `droppedWorkEvents`. A new `go` starts new work, so an answer to an earlier send is never
/// taken for the current one. Without a sender the definition has no side effects: diagrams
/// and tests use it so.
///
/// - Parameter send: Sends a prepared request; `nil` for the diagram alone.
/// - Returns: The definition.
public func requestDefinition(send: RequestSender? = nil) -> RequestDefinition {
  try! MachineDefinition(
    name: "Request", initial: .idle, context: RequestContext(request: RequestDraft(id: "", url: ""))
  ) {
    StateNode(.idle) {
      On(\.go, to: .prepare) { context, go in (context.request, context.environment) = go }
      StateNode(.ready)
      StateNode(.response)
      StateNode(.cancel)
    }
    StateNode(.prepare) {
      Entry("prepare") { context, _ in context.prepare() }
      Always(to: .send, guard: Guard("prepared") { $0.urlRequest != nil })
      Always(to: .cancel) { context, _ in .cancel(context.problem?.message ?? "") }
    }
    StateNode(.send) {
      if let send {
        Invoke("send") { input in
          guard let urlRequest = input.context.urlRequest else { return nil }
          return .responded(await send(urlRequest))
        }
      }
      On(\.responded, to: \.response)
      On(\.cancel, to: \.cancel)
    }
  }
}
