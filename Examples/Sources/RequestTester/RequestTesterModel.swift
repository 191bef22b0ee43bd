import StateKit

/// The request tester app: a view of one request board machine
/// (``requestBoardDefinition(_:environment:limit:)``), whose children are the requests.
///
/// ```swift
/// let tester = RequestTesterModel(environment: RequestEnvironment(["base": base]))
/// let echo = tester.go(RequestDraft(id: "echo", method: "POST", url: "{{base}}echo"))
/// // echo?.state: .send, then .response(record)
/// tester.cancel(id: "echo")
/// ```
@MainActor
public final class RequestTesterModel {
  /// A request's machine, observable.
  public typealias Request = ObservableMachine<RequestState, RequestEvent, RequestContext>
  /// A request of the board, with its id: a row of the list, or the detail screen.
  public typealias Row = ObservedChild<String, RequestState, RequestEvent, RequestContext>
  /// The board's collection of requests.
  public let children: RequestChildren
  /// The board, observable.
  public let board: ObservableMachine<RequestBoardState, RequestBoardEvent, RequestBoardContext>

  /// Creates a tester.
  ///
  /// - Parameters:
  ///   - environment: The variables.
  ///   - transport: How requests are sent.
  ///   - clock: Measures the elapsed time of each request (a manual clock in tests).
  ///   - limit: How many requests may be in flight at once.
  public convenience init(
    environment: RequestEnvironment = RequestEnvironment(),
    transport: any HTTPTransport = URLSessionTransport(),
    clock: some Clock<Duration> = ContinuousClock(), limit: Int = 4
  ) {
    let children = RequestChildren(
      "requests", requestDefinition(send: transport.sender(clock: clock)))
    let definition = requestBoardDefinition(children, environment: environment, limit: limit)
    self.init(board: ObservableMachine(definition), children: children)
  }

  /// Creates a tester over a board that already runs, such as the board child an app gets
  /// from `ObservableMachine.child(_:)`: the screen drives that board, and its parent decides
  /// when it stops.
  ///
  /// - Parameters:
  ///   - board: A running machine of ``requestBoardDefinition(_:environment:limit:)``.
  ///   - children: The collection the board's definition was made with.
  public init(
    board: ObservableMachine<RequestBoardState, RequestBoardEvent, RequestBoardContext>,
    children: RequestChildren
  ) {
    (self.board, self.children) = (board, children)
  }

  /// The variables substituted into requests; setting them sends the board the new ones.
  public var environment: RequestEnvironment {
    get { board.environment }
    set { board.send(.setEnvironment(newValue)) }
  }

  /// The requests, in the order they were first sent.
  public var requests: [Row] { board.children(children) }

  /// The requests in flight.
  public var inFlight: [Row] { requests.filter { $0.machine.isInFlight } }

  /// Why the last Go was refused; `nil` after a Go that was taken.
  public var refusal: String? { board.refusal }

  /// The selected request, for its detail screen (`navigationDestination(item:)`, or a pushed
  /// view controller): setting a row selects it, and going back (`nil`) sends `select(nil)`. The
  /// selection is the board's: a restored board keeps it.
  public var detail: MachineBinding<Row?> {
    board.selectedChild(children, selection: \.context.selected, back: .select(nil)) { .select($0) }
  }

  /// A request's machine, if it was ever sent.
  ///
  /// - Parameter id: The request's id.
  /// - Returns: Its machine.
  public func request(_ id: String) -> Request? { requests.first { $0.id == id }?.machine }

  /// The Go button.
  ///
  /// - Parameter request: The request as edited now.
  /// - Returns: Its machine; `nil` when the board refused the Go (see ``refusal``). A request
  ///   in flight goes on unchanged.
  @discardableResult
  public func go(_ request: RequestDraft) -> Request? {
    board.send(.go(request))
    return refusal == nil ? self.request(request.id) : nil
  }

  /// The Cancel button.
  ///
  /// - Parameter id: The request's id.
  /// - Returns: Whether it was in flight, and so took the cancel.
  @discardableResult
  public func cancel(id: String) -> Bool {
    let inFlight = request(id)?.isInFlight == true
    board.send(.cancel(id: id))
    return inFlight
  }
}

extension ObservableMachine where State == RequestState {
  /// Whether the request is in flight (the Go button shows Cancel).
  public var isInFlight: Bool { !matches(.idle) }
}
