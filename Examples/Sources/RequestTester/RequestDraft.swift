import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One header of a request or response.
public struct HTTPHeader: Hashable, Sendable, Codable {
  /// The header's name.
  public var name: String
  /// Its value.
  public var value: String

  /// Creates a header.
  public init(_ name: String, _ value: String) { (self.name, self.value) = (name, value) }
}

/// A request as the user edits it (the request tester example's `ERequest`): `{{name}}` placeholders are filled in
/// from the environment when it is sent.
public struct RequestDraft: Hashable, Sendable, Codable {
  /// Identifies the request; the tester keeps one machine per id.
  public var id: String
  /// The HTTP method.
  public var method: String
  /// The URL, possibly with `{{name}}` placeholders.
  public var url: String
  /// The headers; names and values may have placeholders.
  public var headers: [HTTPHeader]
  /// The body, possibly with placeholders.
  public var body: String

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - id: Identifies the request.
  ///   - method: The HTTP method (default `GET`).
  ///   - url: The URL.
  ///   - headers: The headers.
  ///   - body: The body.
  public init(
    id: String, method: String = "GET", url: String, headers: [HTTPHeader] = [], body: String = ""
  ) {
    (self.id, self.method, self.url, self.headers, self.body) = (id, method, url, headers, body)
  }

  /// The request to send: placeholders substituted in the URL, headers and body, and the URL
  /// checked.
  ///
  /// - Parameter environment: The variables.
  /// - Returns: The request.
  /// - Throws: ``PrepareError``.
  public func urlRequest(in environment: RequestEnvironment) throws(PrepareError) -> URLRequest {
    let fill = environment.substitute
    let text = try fill(url).trimmingCharacters(in: .whitespaces)
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { throw .invalidURL(text) }
    var request = URLRequest(url: url)
    request.httpMethod = method.uppercased()
    for header in headers {
      request.addValue(try fill(header.value), forHTTPHeaderField: try fill(header.name))
    }
    if !body.isEmpty { request.httpBody = Data(try fill(body).utf8) }
    return request
  }
}

/// Why a request could not be prepared: its machine enters `cancel` with ``message``.
public enum PrepareError: Error, Hashable, Sendable {
  /// A `{{name}}` placeholder names no variable of the environment.
  case missingVariable(String)
  /// A `{{` has no matching `}}`.
  case unterminatedPlaceholder(String)
  /// The URL, after substitution, is not an absolute http(s) URL.
  case invalidURL(String)

  /// What the screen says.
  public var message: String {
    switch self {
    case .missingVariable(let name):
      "The environment has no variable \"\(name)\" (used as {{\(name)}}). Add it, or fix the request."
    case .unterminatedPlaceholder(let text):
      "A placeholder is not closed with }} in \"\(text)\"."
    case .invalidURL(let url):
      "\"\(url)\" is not a valid URL: it must start with http:// or https:// and name a host."
    }
  }
}

/// Named values substituted for `{{name}}` in a request's URL, headers and body.
///
/// ```swift
/// let env = RequestEnvironment(["host": "127.0.0.1:8080"])
/// try env.substitute("http://{{host}}/echo")   // "http://127.0.0.1:8080/echo"
/// ```
public struct RequestEnvironment: Hashable, Sendable, Codable {
  /// The variables.
  public var variables: [String: String]

  /// Creates an environment.
  ///
  /// - Parameter variables: The variables.
  public init(_ variables: [String: String] = [:]) { self.variables = variables }

  /// Replaces every `{{name}}` (spaces around the name allowed) with the variable's value.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text with every placeholder replaced.
  /// - Throws: ``PrepareError/missingVariable(_:)`` or
  ///   ``PrepareError/unterminatedPlaceholder(_:)``.
  public func substitute(_ text: String) throws(PrepareError) -> String {
    var result = ""
    var rest = text[...]
    while let open = rest.range(of: "{{") {
      let placeholder = rest[open.upperBound...]
      guard let close = placeholder.range(of: "}}") else { throw .unterminatedPlaceholder(text) }
      let name = placeholder[..<close.lowerBound].trimmingCharacters(in: [" "])
      guard let value = variables[name] else { throw .missingVariable(name) }
      result += rest[..<open.lowerBound] + value
      rest = placeholder[close.upperBound...]
    }
    return result + rest
  }
}
