import Observation

/// The request tester app (the request tester example): requests kept by id, each with its own state machine, any
/// number in flight at once, and one environment for their `{{name}}` placeholders.
///
/// ```swift
/// let base = server.baseURL.absoluteString
/// let tester = RequestTesterModel(environment: RequestEnvironment(["base": base]))
/// let manager = tester.go(RequestDraft(id: "echo", method: "POST", url: "{{base}}echo"))
/// // manager.state: .send, then .response(record)
/// tester.cancel(id: "echo")
/// ```
@MainActor @Observable
public final class RequestTesterModel {
  /// The variables substituted into requests.
  public var environment: RequestEnvironment
  /// The requests' managers, by request id (the request tester example's `AppState` request state).
  public private(set) var managers: [String: RequestManager] = [:]
  /// The request ids, in the order they were first sent.
  public private(set) var order: [String] = []

  @ObservationIgnored private let makeManager: @MainActor (RequestDraft) -> RequestManager

  /// Creates a tester.
  ///
  /// - Parameters:
  ///   - environment: The variables.
  ///   - transport: How requests are sent.
  ///   - clock: Measures elapsed times.
  public init(
    environment: RequestEnvironment = RequestEnvironment(),
    transport: any HTTPTransport = URLSessionTransport(),
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    self.environment = environment
    self.makeManager = { RequestManager(request: $0, transport: transport, clock: clock) }
  }

  /// The manager of a request, if it was ever sent.
  ///
  /// - Parameter id: The request's id.
  /// - Returns: Its manager.
  public func manager(for id: String) -> RequestManager? { managers[id] }

  /// The requests in flight.
  public var inFlight: [RequestManager] { order.compactMap { managers[$0] }.filter(\.isInFlight) }

  /// The Go button: starts the request, reusing its machine if it has one.
  ///
  /// - Parameter request: The request.
  /// - Returns: Its manager. If the request was already in flight, it goes on unchanged.
  @discardableResult
  public func go(_ request: RequestDraft) -> RequestManager {
    let manager =
      managers[request.id]
      ?? {
        let manager = makeManager(request)
        managers[request.id] = manager
        order.append(request.id)
        return manager
      }()
    manager.start(request, environment: environment)
    return manager
  }

  /// Cancels a request in flight.
  ///
  /// - Parameter id: The request's id.
  /// - Returns: `false` when it was not in flight.
  @discardableResult
  public func cancel(id: String) -> Bool {
    managers[id]?.cancel() ?? false
  }
}
