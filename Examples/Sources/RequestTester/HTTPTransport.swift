import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends a prepared request and returns the response (the request tester example's `EAHTTPClient`).
public protocol HTTPTransport: Sendable {
  /// Sends a request.
  ///
  /// - Parameter request: The request.
  /// - Returns: The body and the response.
  /// - Throws: When no response arrived; `CancellationError` or `URLError.cancelled` when the
  ///   calling task was cancelled.
  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The transport an app uses: `URLSession`.
public struct URLSessionTransport: HTTPTransport {
  /// The session.
  public var session: URLSession

  /// Creates a transport.
  ///
  /// - Parameter session: The session (`.shared` by default).
  public init(session: URLSession = .shared) { self.session = session }

  public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return (data, http)
  }
}

extension HTTPTransport {
  /// Sends requests through this transport, timing each on `clock`: a request's sender
  /// (``requestDefinition(send:)``).
  ///
  /// ```swift
  /// let requests = RequestChildren("requests", requestDefinition(send: transport.sender()))
  /// ```
  ///
  /// - Parameter clock: Measures each request's elapsed time (a manual clock in tests).
  /// - Returns: The sender.
  public func sender(clock: some Clock<Duration> = ContinuousClock()) -> RequestSender {
    { request in
      let start = clock.now
      let result: Result<(Data, HTTPURLResponse), any Error>
      do { result = .success(try await send(request)) } catch { result = .failure(error) }
      return ResponseRecord(result, for: request, elapsed: start.duration(to: clock.now))
    }
  }
}
