// RequestManager.swift, from the request tester example, with the import changed and the article's bugs fixed
// (each marked): `saveResponse` and `cancelRequest` were nested inside `responseDidObtain`,
// `elapsed` was never defined, the response state kept the previous run's response, a late
// response of a cancelled request was accepted once the user pressed Go again, and the
// response was delivered with `DispatchQueue.main.async` (here: synchronously, on the thread
// the fake client calls back on, which the test controls). The methods the article left out
// (`requestToURLRequest`, `viewResponseScreen`, `requestDidCancel`) are written minimally.

import Foundation
import StateKitGameplay  // was: import GameplayKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Notification.Name {
  static let requestDidCancel = Notification.Name("request-did-cancel")
}

final class RequestManager {
  var request: ERequest
  var fsm: RequestStateMachine
  private let http: EAHTTPClient
  /// Fixed: identifies the request in flight, so a response to an earlier one is dropped.
  private var sendGeneration = 0

  // What the screen was told, for the tests to read (the article updates UIKit here).
  private(set) var shownResponses: [ResponseData] = []
  private(set) var cancelCount = 0
  /// Test seam: runs at the start of `prepareRequest()`, e.g. to cancel while preparing.
  var willPrepare: (() -> Void)?

  // Changed: the client is injected (the article created `EAHTTPClient()` here).
  init(request: ERequest, http: EAHTTPClient) {
    self.request = request
    self.http = http
    self.fsm = RequestStateMachine(
      states: RequestManager.getAllRequestStates(request), request: request)
    self.fsm.manager = self
  }

  private static func getAllRequestStates(_ req: ERequest) -> [GKState] {
    return [
      RequestPrepareState(req), RequestSendState(req), RequestResponseState(req),
      RequestCancelState(req),
    ]
  }

  func start() {
    self.fsm.enter(RequestPrepareState.self)
  }

  func prepareRequest() throws {
    willPrepare?()
    let urlReq = try self.requestToURLRequest(self.request)
    let state = self.fsm.state(forClass: RequestSendState.self)
    state?.urlReq = urlReq
    self.fsm.enter(RequestSendState.self)
  }

  func requestToURLRequest(_ req: ERequest) throws -> URLRequest {
    if req.url.contains("{{") { throw AppError.extrapolate }
    guard let url = URL(string: req.url), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { throw AppError.invalidURL }
    var urlReq = URLRequest(url: url)
    urlReq.httpMethod = req.method
    return urlReq
  }

  func sendRequest(_ urlReq: URLRequest) {
    sendGeneration += 1
    let generation = sendGeneration
    self.http.process(
      request: urlReq,
      completion: { result, elapsed in
        // Fixed: a response to a request that is no longer the one in flight is dropped.
        guard generation == self.sendGeneration else { return }
        self.responseDidObtain(result, request: urlReq, elapsed: elapsed)
      })
  }

  func responseDidObtain(
    _ result: Result<(Data, HTTPURLResponse, URLSessionTaskMetrics?), Error>, request: URLRequest,
    elapsed: Int64
  ) {
    if self.fsm.currentState as? RequestCancelState != nil { return }
    guard let state = self.fsm.state(forClass: RequestResponseState.self) else { return }
    // Fixed: forget the previous run's response.
    state.response = nil
    state.responseBodyData = nil
    state.metrics = nil
    state.error = nil
    switch result {
    case .success(let (data, resp, metrics)):
      state.response = resp
      state.responseBodyData = data
      state.metrics = metrics
    case .failure(let err):
      state.error = err
    }
    // Changed: the article hopped to the main queue here; the response is saved synchronously.
    var info: ResponseData
    if let resp = state.response {
      info = ResponseData(
        response: resp, request: state.request, urlRequest: request,
        responseData: state.responseBodyData,
        elapsed: elapsed, metrics: state.metrics)
    } else {
      info = ResponseData(
        error: state.error ?? TransportError(message: "no response"), elapsed: elapsed,
        request: state.request,
        metrics: state.metrics)
    }
    self.saveResponse(&info)
  }

  func saveResponse(_ info: inout ResponseData) {
    // .. save response
    let state = self.fsm.state(forClass: RequestResponseState.self)
    state?.data = info
    self.fsm.enter(RequestResponseState.self)
  }

  func cancelRequest() {
    self.fsm.enter(RequestCancelState.self)
  }

  func viewResponseScreen(data: ResponseData) {
    shownResponses.append(data)
  }

  func requestDidCancel() {
    cancelCount += 1
    NotificationCenter.default.post(name: .requestDidCancel, object: self)
  }
}
