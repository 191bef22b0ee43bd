import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Authenticates against the demo server's login endpoint
/// (`POST /api/login` with `{"username", "password"}`).
///
/// ```swift
/// let client = LoginClient(endpoint: server.url("api/login"))
/// try await client.authenticate("appleseed", "correct horse")
/// ```
public struct LoginClient: Sendable {
  /// The login endpoint.
  public var endpoint: URL
  /// The session requests go through.
  public var session: URLSession

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - endpoint: The login endpoint.
  ///   - session: The session to use.
  public init(endpoint: URL, session: URLSession = .shared) {
    self.endpoint = endpoint
    self.session = session
  }

  private struct Credentials: Encodable {
    var username: String
    var password: String
  }

  /// Checks the credentials with the server.
  ///
  /// - Parameters:
  ///   - username: The username.
  ///   - password: The password.
  /// - Throws: ``LoginError/invalidCredentials`` when the server answers 401 or 403,
  ///   ``LoginError/networkError(_:)`` when it cannot be reached or answers another error, and
  ///   `URLError.cancelled` when the calling task is cancelled.
  public func authenticate(_ username: String, _ password: String) async throws {
    var request = URLRequest(url: endpoint)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(Credentials(username: username, password: password))
    let response: URLResponse
    do {
      (_, response) = try await session.data(for: request)
    } catch let error as URLError where error.code != .cancelled {
      throw LoginError.networkError(error.localizedDescription)
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    switch status {
    case 200..<300: return
    case 401, 403: throw LoginError.invalidCredentials
    default: throw LoginError.networkError("The server answered \(status).")
    }
  }
}

extension LoginError: CustomStringConvertible {
  /// What the error alert says.
  public var description: String {
    switch self {
    case .invalidCredentials: "Wrong username or password."
    case .networkError(let reason): "Network error: \(reason)"
    }
  }
}
