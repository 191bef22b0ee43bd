// The app-specific parts of the request tester example (API Tester Pro), written minimally for the tests:
// the request entity, the app's errors, the response record and an HTTP client that
// completes only when the test says so. No network, no sleeping, no dispatch queues.

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's stored request (a Core Data entity in the article).
final class ERequest {
  let id: String
  var url: String
  var method: String

  init(id: String = UUID().uuidString, url: String, method: String = "GET") {
    self.id = id
    self.url = url
    self.method = method
  }

  func getId() -> String {
    id
  }
}

/// The errors `RequestManager.requestToURLRequest(_:)` throws.
enum AppError: Error, Equatable {
  /// An environment variable (`{{name}}`) could not be substituted.
  case extrapolate
  /// The URL is not an absolute http(s) URL.
  case invalidURL
}

/// What the response screen shows.
struct ResponseData {
  var requestId: String
  var statusCode: Int?
  var body: Data?
  var errorDescription: String?
  var elapsed: Int64

  init(error: Error, elapsed: Int64, request: ERequest, metrics: URLSessionTaskMetrics?) {
    self.requestId = request.getId()
    self.errorDescription = String(describing: error)
    self.elapsed = elapsed
  }

  init(
    response: HTTPURLResponse, request: ERequest, urlRequest: URLRequest, responseData: Data?,
    elapsed: Int64, metrics: URLSessionTaskMetrics?
  ) {
    self.requestId = request.getId()
    self.statusCode = response.statusCode
    self.body = responseData
    self.elapsed = elapsed
  }
}

/// The transport failure the fake client can report.
struct TransportError: Error, Equatable {
  var message: String
}

/// Stands in for the app's HTTP client.
///
/// `process` records the request and its completion; the test then calls `completeNext` or
/// `failNext`, which runs the oldest pending completion synchronously on the caller's thread.
final class EAHTTPClient {
  typealias Completion = (
    _ result: Result<(Data, HTTPURLResponse, URLSessionTaskMetrics?), Error>, _ elapsed: Int64
  ) -> Void

  private(set) var requests: [URLRequest] = []
  private var pending: [(request: URLRequest, completion: Completion)] = []

  var pendingCount: Int {
    pending.count
  }

  func process(request: URLRequest, completion: @escaping Completion) {
    requests.append(request)
    pending.append((request, completion))
  }

  /// Completes the oldest pending request with an HTTP response.
  func completeNext(statusCode: Int = 200, body: String = "ok", elapsed: Int64 = 42) {
    let (request, completion) = pending.removeFirst()
    let response = HTTPURLResponse(
      url: request.url!, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: nil)!
    completion(.success((Data(body.utf8), response, nil)), elapsed)
  }

  /// Completes the oldest pending request with a transport error.
  func failNext(_ error: Error, elapsed: Int64 = 7) {
    let (_, completion) = pending.removeFirst()
    completion(.failure(error), elapsed)
  }
}
