import DemoServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The local server's image-search API keeps Pixabay's shape and rules.
struct DemoServerTests {
  static func get(_ url: URL) async throws -> (Int, Data) {
    let (data, response) = try await URLSession.shared.data(from: url)
    return ((response as! HTTPURLResponse).statusCode, data)
  }

  @Test func theCatalogHasEnoughImages() throws {
    let catalog = try ImageCatalog.bundled()
    #expect(catalog.records.count >= 200)
    #expect(Set(catalog.records.map(\.id)).count == catalog.records.count)
  }

  @Test func pagesThroughTheMatches() async throws {
    try await withDemoServer { server in
      let (status, data) = try await Self.get(
        server.url("api/?key=k&q=nature&image_type=photo&page=2&per_page=10"))
      #expect(status == 200)
      let page = try JSONDecoder().decode(ImageSearchResponse.self, from: data)
      let all = try ImageCatalog.bundled().search("nature")
      #expect(page.total == all.count && page.totalHits == all.count)
      #expect(page.hits == Array(all[10..<20]))
      let raw = try JSONSerialization.jsonObject(with: data) as! [String: Any]
      let hit = (raw["hits"] as! [[String: Any]])[0]
      for field in ["id", "tags", "previewURL", "webformatURL", "user", "likes"] {
        #expect(hit[field] != nil, "hits carry \(field)")
      }
    }
  }

  @Test(arguments: [
    ("api/?q=cat", "\"key\" is missing"),
    ("api/?key=k&q=cat&per_page=2", "\"per_page\" is out of valid range"),
    ("api/?key=k&q=cat&page=9", "\"page\" is out of valid range"),
  ])
  func rejectsBadRequestsLikePixabay(_ path: String, _ message: String) async throws {
    try await withDemoServer { server in
      let (status, data) = try await Self.get(server.url(path))
      #expect(status == 400)
      #expect(String(decoding: data, as: UTF8.self).contains(message))
    }
  }

  @Test func stopsAndFreesThePort() async throws {
    let server = try await DemoServer.start()
    let url = server.url("status/204")
    #expect(try await Self.get(url).0 == 204)
    await server.stop()
    await server.stop()
    await #expect(throws: (any Error).self) { try await Self.get(url) }
  }
}
