import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a request's response screen shows: the response, or why none arrived.
public struct ResponseRecord: Hashable, Sendable, Codable {
  /// The HTTP status, or `nil` when no response arrived.
  public var status: Int?
  /// The response headers, sorted by name.
  public var headers: [HTTPHeader] = []
  /// The response body.
  public var body = Data()
  /// Why no response arrived, if none did.
  public var error: String?
  /// From sending to the response.
  public var elapsed: Duration
  /// The request as it was sent (after substitution).
  public var sentURL: String

  /// The body as text (UTF-8, invalid bytes replaced).
  public var bodyText: String { String(decoding: body, as: UTF8.self) }

  /// The record of what a transport answered.
  ///
  /// - Parameters:
  ///   - result: The body and response, or the error the transport threw.
  ///   - request: The request that was sent.
  ///   - elapsed: From sending to the answer.
  public init(
    _ result: Result<(Data, HTTPURLResponse), any Error>, for request: URLRequest, elapsed: Duration
  ) {
    (self.elapsed, sentURL) = (elapsed, request.url?.absoluteString ?? "")
    switch result {
    case .success(let (data, response)):
      (status, body) = (response.statusCode, data)
      headers = response.allHeaderFields.map { HTTPHeader("\($0)", "\($1)") }
      headers.sort { $0.name < $1.name }
    case .failure(let failure):
      error = (failure as? URLError)?.localizedDescription ?? "\(failure)"
    }
  }
}
