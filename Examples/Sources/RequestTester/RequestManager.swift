import Foundation
import Observation
import StateKitGameplay

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a request's response screen shows.
public struct ResponseRecord: Hashable, Sendable {
  /// The HTTP status, or `nil` when no response arrived.
  public var status: Int?
  /// The response headers, sorted by name.
  public var headers: [HTTPHeader]
  /// The response body.
  public var body: Data
  /// Why no response arrived, if none did.
  public var error: String?
  /// From sending to the response.
  public var elapsed: Duration
  /// The request as it was sent (after substitution).
  public var sentURL: String

  /// The body as text (UTF-8, invalid bytes replaced).
  public var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// Where a request is, as the screen shows it.
public enum RequestPhase: Hashable, Sendable {
  /// Not sent yet.
  case ready
  /// Being prepared.
  case preparing
  /// Sent; waiting for the response.
  case sending
  /// The response arrived.
  case completed(ResponseRecord)
  /// Cancelled, with the reason.
  case cancelled(String)

  /// The phase's name.
  public var name: String {
    switch self {
    case .ready: "ready"
    case .preparing: "preparing"
    case .sending: "sending"
    case .completed: "response"
    case .cancelled: "cancelled"
    }
  }
}

/// Runs one request through its state machine (the request tester example's `RequestManager`): prepares it from
/// the environment, sends it, shows the response, and cancels on demand.
///
/// A response that arrives after the request was cancelled, or after it was sent again, is
/// ignored: the manager checks the machine's current state and which send it answers.
@MainActor @Observable
public final class RequestManager {
  /// The request's id.
  public let id: String
  /// The request as last started.
  public private(set) var request: RequestDraft
  /// The environment it was last prepared with.
  public private(set) var environment = RequestEnvironment()
  /// Where the request is.
  public private(set) var phase = RequestPhase.ready
  /// Responses that arrived too late (after a cancel or a newer send) and were ignored.
  public private(set) var ignoredResponses = 0
  /// The machine's transitions so far, as `"from -> to"`.
  public private(set) var transitions: [String] = []

  @ObservationIgnored private var machine: RequestStateMachine!
  @ObservationIgnored private let transport: any HTTPTransport
  @ObservationIgnored private let startStopwatch: @Sendable () -> @Sendable () -> Duration
  @ObservationIgnored private var sendTask: Task<Void, Never>?
  @ObservationIgnored private var sendGeneration = 0

  /// Creates the manager of a request.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - transport: How requests are sent.
  ///   - clock: Measures the elapsed time of each request (a manual clock in tests).
  public init<C: Clock>(
    request: RequestDraft, transport: any HTTPTransport = URLSessionTransport(),
    clock: C = ContinuousClock()
  ) where C.Duration == Duration {
    self.id = request.id
    self.request = request
    self.transport = transport
    self.startStopwatch = {
      let start = clock.now
      return { start.duration(to: clock.now) }
    }
    self.machine = RequestStateMachine(manager: self)
  }

  /// The GameplayKit-style machine of this request.
  public var stateMachine: RequestStateMachine { machine }

  /// The name of the machine's current state, such as `"RequestSendState"`.
  public var currentStateName: String? { machine.currentState?.description }

  /// Whether the request is in flight (the Go button shows Cancel).
  public var isInFlight: Bool {
    switch phase {
    case .preparing, .sending: true
    case .ready, .completed, .cancelled: false
    }
  }

  /// Starts the request (the Go button): prepare, then send.
  ///
  /// - Parameters:
  ///   - request: The request as edited now; the current one when `nil`.
  ///   - environment: The variables for its placeholders.
  /// - Returns: `false` when the machine refused (the request is already in flight).
  @discardableResult
  public func start(_ request: RequestDraft? = nil, environment: RequestEnvironment) -> Bool {
    guard machine.canEnterState(RequestPrepareState.self) else { return false }
    if let request { self.request = request }
    self.environment = environment
    return enter(RequestPrepareState.self)
  }

  /// The reason of a cancel the user asked for.
  public static let cancelledByUser = "Cancelled by the user."

  /// Cancels the request while it is being prepared or sent.
  ///
  /// - Returns: `false` when there is nothing to cancel.
  @discardableResult
  public func cancel() -> Bool {
    cancel(reason: Self.cancelledByUser)
  }

  // MARK: The states' work (called from their didEnter)

  func prepareRequest() {
    phase = .preparing
    do throws(PrepareError) {
      let urlRequest = try Self.urlRequest(for: request, in: environment)
      machine.state(forClass: RequestSendState.self)?.urlRequest = urlRequest
      enter(RequestSendState.self)
    } catch {
      cancel(reason: error.message)
    }
  }

  func sendRequest(_ urlRequest: URLRequest) {
    phase = .sending
    sendGeneration += 1
    let generation = sendGeneration
    let stopwatch = startStopwatch()
    let transport = transport
    sendTask = Task {
      let result: Result<(Data, HTTPURLResponse), any Error>
      do {
        result = .success(try await transport.send(urlRequest))
      } catch {
        result = .failure(error)
      }
      self.responseDidObtain(result, for: urlRequest, generation: generation, elapsed: stopwatch())
    }
  }

  func viewResponse(_ response: ResponseRecord) {
    phase = .completed(response)
  }

  func requestDidCancel(_ reason: String) {
    sendTask?.cancel()
    sendTask = nil
    phase = .cancelled(reason)
  }

  // MARK: Internals

  private func responseDidObtain(
    _ result: Result<(Data, HTTPURLResponse), any Error>, for urlRequest: URLRequest,
    generation: Int, elapsed: Duration
  ) {
    // The seed's check, plus which send this answers: a late response changes nothing.
    guard machine.currentState is RequestSendState, generation == sendGeneration else {
      ignoredResponses += 1
      return
    }
    sendTask = nil
    let sentURL = urlRequest.url?.absoluteString ?? ""
    let record: ResponseRecord
    switch result {
    case .success(let (data, response)):
      let headers = response.allHeaderFields.compactMap { name, value -> HTTPHeader? in
        guard let name = name as? String else { return nil }
        return HTTPHeader(name, "\(value)")
      }
      record = ResponseRecord(
        status: response.statusCode, headers: headers.sorted { $0.name < $1.name }, body: data,
        error: nil, elapsed: elapsed, sentURL: sentURL)
    case .failure(let error):
      let message = (error as? URLError)?.localizedDescription ?? "\(error)"
      record = ResponseRecord(
        status: nil, headers: [], body: Data(), error: message, elapsed: elapsed,
        sentURL: sentURL)
    }
    machine.state(forClass: RequestResponseState.self)?.response = record
    enter(RequestResponseState.self)
  }

  @discardableResult
  private func cancel(reason: String) -> Bool {
    guard machine.canEnterState(RequestCancelState.self) else { return false }
    machine.state(forClass: RequestCancelState.self)?.reason = reason
    return enter(RequestCancelState.self)
  }

  @discardableResult
  private func enter(_ stateClass: GameplayState.Type) -> Bool {
    let from = machine.currentState?.description ?? "nil"
    guard machine.canEnterState(stateClass) else { return false }
    transitions.append("\(from) -> \(stateClass)")
    return machine.enter(stateClass)
  }

  /// The request to send: placeholders substituted in the URL, headers and body, and the URL
  /// checked.
  ///
  /// - Parameters:
  ///   - draft: The request.
  ///   - environment: The variables.
  /// - Returns: The request.
  /// - Throws: ``PrepareError``.
  public static func urlRequest(
    for draft: RequestDraft, in environment: RequestEnvironment
  ) throws(PrepareError) -> URLRequest {
    let text = try environment.substitute(draft.url).trimmingCharacters(in: .whitespaces)
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { throw .invalidURL(text) }
    var request = URLRequest(url: url)
    request.httpMethod = draft.method.uppercased()
    for header in draft.headers {
      request.addValue(
        try environment.substitute(header.value),
        forHTTPHeaderField: try environment.substitute(header.name))
    }
    if !draft.body.isEmpty {
      request.httpBody = Data(try environment.substitute(draft.body).utf8)
    }
    return request
  }
}
