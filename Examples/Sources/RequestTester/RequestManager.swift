import Foundation
import StateKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request and its machine (the article's `RequestManager`): Go prepares the request from
/// the environment and sends it, Cancel stops it, and the state is what the screen shows.
///
/// ```swift
/// let manager = RequestManager(request: RequestDraft(id: "echo", url: "{{base}}echo"))
/// manager.start(environment: RequestEnvironment(["base": "http://127.0.0.1:8080/"]))
/// manager.state    // .send, then .response(record)
/// ```
@MainActor
public final class RequestManager {
  /// The request's id.
  public let id: String
  /// The request's machine, observable.
  public let machine: ObservableMachine<RequestState, RequestEvent, RequestContext>

  /// Creates the manager of a request.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - transport: How requests are sent.
  ///   - clock: Measures the elapsed time of each request (a manual clock in tests).
  public init(
    request: RequestDraft, transport: any HTTPTransport = URLSessionTransport(),
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    id = request.id
    machine = ObservableMachine(
      requestDefinition(request) { urlRequest in
        let start = clock.now
        let result: Result<(Data, HTTPURLResponse), any Error>
        do { result = .success(try await transport.send(urlRequest)) } catch {
          result = .failure(error)
        }
        return ResponseRecord(result, for: urlRequest, elapsed: start.duration(to: clock.now))
      })
  }

  /// Where the request is.
  public var state: RequestState { machine.state }
  /// The request as last started.
  public var request: RequestDraft { machine.context.request }
  /// Whether the request is in flight (the Go button shows Cancel).
  public var isInFlight: Bool { !machine.matches(.idle) }
  /// Answers that arrived after their send was cancelled or replaced, which the machine
  /// dropped. Not observation-tracked: a drop changes no state.
  public var ignoredResponses: Int { machine.droppedWorkEvents }

  /// Starts the request (the Go button): prepare, then send.
  ///
  /// - Parameters:
  ///   - request: The request as edited now; the current one when `nil`.
  ///   - environment: The variables for its placeholders.
  /// - Returns: `false` when the machine refused (the request is already in flight).
  @discardableResult
  public func start(_ request: RequestDraft? = nil, environment: RequestEnvironment) -> Bool {
    machine.send(.go(request: request ?? self.request, environment: environment)) == .handled
  }

  /// The reason of a cancel the user asked for.
  public static let cancelledByUser = "Cancelled by the user."

  /// Cancels the request while it is being sent.
  ///
  /// - Returns: `false` when there is nothing to cancel.
  @discardableResult
  public func cancel() -> Bool { machine.send(.cancel(Self.cancelledByUser)) == .handled }
}
