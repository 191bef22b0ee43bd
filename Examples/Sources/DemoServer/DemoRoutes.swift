import Foundation
import Hummingbird
import ServiceLifecycle

/// The demo server's endpoints.
struct DemoRoutes: Sendable {
  let catalog: ImageCatalog
  let account: DemoAccount
  let latency: Duration

  /// Pixabay pages through at most this many hits.
  static let maximumHits = 500

  /// Waits, unless the server is stopping: then the request ends at once (with a 500), so
  /// stopping never waits for a slow request.
  static func sleep(for duration: Duration) async throws {
    guard duration > .zero else { return }
    try await cancelWhenGracefulShutdown { try await Task.sleep(for: duration) }
  }

  func router() -> Router<BasicRequestContext> {
    let router = Router()
    router.get("api") { request, _ in try await imageSearch(request) }
    router.post("api/login") { request, _ in try await login(request) }
    for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
      router.on("echo", method: method) { request, _ in try await echo(request) }
      router.on("slow", method: method) { request, _ in try await slow(request) }
      router.on("status/:code", method: method) { _, context in
        status(context.parameters.get("code") ?? "")
      }
    }
    return router
  }

  /// `GET /api/?key=&q=&image_type=&page=&per_page=`, with Pixabay's rules and error texts.
  func imageSearch(_ request: Request) async throws -> Response {
    try await Self.sleep(for: latency)
    let query = request.uri.queryParameters
    guard let key = query["key"], !key.isEmpty else {
      return .text("[ERROR 400] \"key\" is missing.", status: .badRequest)
    }
    let perPage = query["per_page"].flatMap { Int($0) } ?? 20
    guard (3...200).contains(perPage) else {
      return .text("[ERROR 400] \"per_page\" is out of valid range.", status: .badRequest)
    }
    let page = query["page"].flatMap { Int($0) } ?? 1
    let imageType = query["image_type"].map(String.init) ?? "all"
    let text = (query["q"].map(String.init) ?? "").removingPercentEncoding ?? ""
    let matches = ["all", "photo"].contains(imageType) ? catalog.search(text) : []
    let hits = Array(matches.prefix(Self.maximumHits))
    let pages = max(1, (hits.count + perPage - 1) / perPage)
    guard page >= 1, page <= pages else {
      return .text("[ERROR 400] \"page\" is out of valid range.", status: .badRequest)
    }
    let slice = Array(hits.dropFirst((page - 1) * perPage).prefix(perPage))
    return try .json(ImageSearchResponse(total: matches.count, totalHits: hits.count, hits: slice))
  }

  struct Credentials: Codable {
    var username: String
    var password: String
  }
  struct Session: Codable {
    var username: String
    var token: String
  }
  struct Failure: Codable { var error: String }

  /// `POST /api/login` with `{"username", "password"}`.
  func login(_ request: Request) async throws -> Response {
    var request = request
    let body = try await request.collectBody(upTo: 64 * 1024)
    try await Self.sleep(for: latency)
    guard
      let credentials = try? JSONDecoder().decode(
        Credentials.self, from: Data(body.readableBytesView))
    else {
      return try .json(Failure(error: "Expected {\"username\", \"password\"}"), status: .badRequest)
    }
    guard credentials.username == account.username, credentials.password == account.password
    else {
      return try .json(Failure(error: "Invalid username or password"), status: .unauthorized)
    }
    let token =
      "demo-" + String(credentials.username.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }, radix: 16)
    return try .json(Session(username: credentials.username, token: token))
  }

  struct Echo: Codable {
    var method: String
    var path: String
    var query: [String: String]
    var headers: [String: String]
    var body: String
  }

  /// `/echo`: the request, as JSON.
  func echo(_ request: Request) async throws -> Response {
    var request = request
    let body = try await request.collectBody(upTo: 1024 * 1024)
    var query: [String: String] = [:]
    for (name, value) in request.uri.queryParameters {
      query[String(name)] = String(value).removingPercentEncoding ?? String(value)
    }
    var headers: [String: String] = [:]
    for field in request.headers {
      headers[field.name.rawName] =
        headers[field.name.rawName].map { "\($0), \(field.value)" } ?? field.value
    }
    return try .json(
      Echo(
        method: request.method.rawValue, path: request.uri.path, query: query, headers: headers,
        body: String(buffer: body)))
  }

  struct Delayed: Codable { var delayedMilliseconds: Int }

  /// `/slow?delay=MS`: answers after the delay (default 2000 ms, at most 60 s).
  func slow(_ request: Request) async throws -> Response {
    let delay = min(
      60_000, max(0, request.uri.queryParameters["delay"].flatMap { Int($0) } ?? 2_000))
    try await Self.sleep(for: .milliseconds(delay))
    return try .json(Delayed(delayedMilliseconds: delay))
  }

  struct StatusBody: Codable {
    var status: Int
    var reason: String
  }

  static let reasons = [
    200: "OK", 201: "Created", 202: "Accepted", 204: "No Content", 301: "Moved Permanently",
    302: "Found", 304: "Not Modified", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
    404: "Not Found", 409: "Conflict", 418: "I'm a teapot", 422: "Unprocessable Content",
    429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout",
  ]

  /// `/status/CODE`: answers with that status (200–599).
  func status(_ code: String) -> Response {
    guard let code = Int(code), (200...599).contains(code) else {
      return .text("status must be a number from 200 to 599", status: .badRequest)
    }
    let reason = Self.reasons[code] ?? ""
    let status = HTTPResponse.Status(code: code, reasonPhrase: reason)
    return (try? .json(StatusBody(status: code, reason: reason), status: status))
      ?? Response(status: status)
  }
}

extension Response {
  static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(value)
    return Response(
      status: status, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }

  static func text(_ text: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}
