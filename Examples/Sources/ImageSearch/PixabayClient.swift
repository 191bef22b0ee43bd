import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One image of a search result: the fields of a Pixabay hit the app shows.
public struct ImageHit: Codable, Sendable, Hashable, Identifiable {
  /// Pixabay's id of the image.
  public var id: Int
  /// Comma-separated tags, such as `"cat, kitten, pet"`.
  public var tags: String
  /// A 150 px preview.
  public var previewURL: String
  /// A 640 px version.
  public var webformatURL: String
  /// Who uploaded it.
  public var user: String
  /// How many likes it has.
  public var likes: Int

  /// Creates a hit.
  public init(
    id: Int, tags: String, previewURL: String, webformatURL: String, user: String, likes: Int
  ) {
    self.id = id
    self.tags = tags
    self.previewURL = previewURL
    self.webformatURL = webformatURL
    self.user = user
    self.likes = likes
  }
}

/// One page of results, as Pixabay's API returns it.
public struct ImagePage: Codable, Sendable, Hashable {
  /// How many images match.
  public var total: Int
  /// How many of them the API lets you page through.
  public var totalHits: Int
  /// This page's images.
  public var hits: [ImageHit]

  /// Creates a page.
  public init(total: Int, totalHits: Int, hits: [ImageHit]) {
    self.total = total
    self.totalHits = totalHits
    self.hits = hits
  }
}

/// Why a search failed, in words the error screen can show.
public enum ImageSearchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The API answered with an error status; `message` is its body.
  case http(status: Int, message: String)
  /// The API answered something that is not a page of results.
  case invalidResponse(String)
  /// The API could not be reached.
  case transport(String)

  public var description: String {
    switch self {
    case .http(let status, let message):
      message.isEmpty
        ? "The server answered \(status)." : "The server answered \(status): \(message)"
    case .invalidResponse(let detail): "The server's answer was not understood (\(detail))."
    case .transport(let detail): "The server could not be reached (\(detail))."
    }
  }
}

/// A client for Pixabay's image-search API (`GET /api/?key=&q=&image_type=photo&page=&per_page=`),
/// or for the demo server's copy of it.
///
/// It uses `URLSession`, as an iOS app would; cancelling the calling task cancels the request.
///
/// ```swift
/// let api = PixabayClient.fromEnvironment(fallback: server.url("api/"))
/// let page = try await api.search("cat")
/// ```
public struct PixabayClient: Sendable {
  /// The real API.
  public static let pixabayEndpoint = URL(string: "https://pixabay.com/api/")!

  /// Where requests go; its own query items are kept.
  public var endpoint: URL
  /// The API key (`key=`).
  public var key: String
  /// Results per page (`per_page=`, 3–200).
  public var perPage: Int
  /// The session requests go through.
  public var session: URLSession

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - endpoint: The API's address.
  ///   - key: The API key.
  ///   - perPage: Results per page.
  ///   - session: The session to use.
  public init(endpoint: URL, key: String, perPage: Int = 20, session: URLSession = .shared) {
    self.endpoint = endpoint
    self.key = key
    self.perPage = perPage
    self.session = session
  }

  /// The real Pixabay API when `PIXABAY_API_KEY` is set, otherwise `fallback` (the local server).
  ///
  /// - Parameters:
  ///   - fallback: The local server's API address.
  ///   - environment: The process environment.
  /// - Returns: A client.
  public static func fromEnvironment(
    fallback: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> PixabayClient {
    if let key = environment["PIXABAY_API_KEY"], !key.isEmpty {
      return PixabayClient(endpoint: pixabayEndpoint, key: key)
    }
    return PixabayClient(endpoint: fallback, key: "statekit-demo")
  }

  /// The request for one page of photos matching `query`.
  ///
  /// - Parameters:
  ///   - query: What to search for.
  ///   - page: The page, from 1.
  /// - Returns: The request.
  public func request(for query: String, page: Int = 1) -> URLRequest {
    var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: true)!
    components.queryItems =
      (components.queryItems ?? []) + [
        URLQueryItem(name: "key", value: key),
        URLQueryItem(name: "q", value: query),
        URLQueryItem(name: "image_type", value: "photo"),
        URLQueryItem(name: "page", value: String(page)),
        URLQueryItem(name: "per_page", value: String(perPage)),
      ]
    var request = URLRequest(url: components.url!)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  /// Searches photos.
  ///
  /// - Parameters:
  ///   - query: What to search for.
  ///   - page: The page, from 1.
  /// - Returns: The page of results.
  /// - Throws: ``ImageSearchError``, or `CancellationError`/`URLError.cancelled` when the task
  ///   is cancelled.
  public func search(_ query: String, page: Int = 1) async throws -> ImagePage {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request(for: query, page: page))
    } catch let error as URLError where error.code != .cancelled {
      throw ImageSearchError.transport(error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else {
      throw ImageSearchError.invalidResponse("not HTTP")
    }
    guard (200..<300).contains(http.statusCode) else {
      let body = String(decoding: data.prefix(200), as: UTF8.self)
      throw ImageSearchError.http(status: http.statusCode, message: body)
    }
    do {
      return try JSONDecoder().decode(ImagePage.self, from: data)
    } catch {
      throw ImageSearchError.invalidResponse("\(error)")
    }
  }
}
