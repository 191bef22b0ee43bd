import DemoServer
import Foundation
import ImageSearch
import StateKit
import StateKitTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The image search example's image search view model against the real local server.
@MainActor
struct ImageSearchTests {
  static func api(_ endpoint: URL) -> PixabayClient {
    PixabayClient(endpoint: endpoint, key: "test")
  }

  /// The search closure of `api`, reporting how each request ended (`nil`: it returned).
  static func probed(_ api: PixabayClient, ended: Gate<(any Error)?>) -> ImageSearchFunction {
    { query in
      do {
        let page = try await api.search(query)
        ended.open(nil)
        return page
      } catch {
        ended.open(error)
        throw error
      }
    }
  }

  /// The search closure of `api`, held until `release` opens: the test sees `loading` for sure.
  static func held(_ api: PixabayClient, until release: Gate<Void>) -> ImageSearchFunction {
    { query in
      await release.wait()
      return try await api.search(query)
    }
  }

  @Test func theAppIsTheDiagramWithTheSearchAsWorkOfLoading() {
    let diagram = imageSearchDefinition()
    let app = imageSearchDefinition(timeout: .seconds(15)) { _ in
      ImagePage(total: 0, totalHits: 0, hits: [])
    }
    func arrows(_ definition: MachineDefinition<ImageSearchState, ImageSearchEvent, some Any>)
      -> [String]
    {
      let nodes = definition.stateNodes
      return definition.transitionList.map { t in
        let target = t.targets.map { nodes[$0].name }.joined()
        switch t.trigger {
        case .events(let events):
          return "\(nodes[t.source].name) --\(events.map { "\($0)" }.joined())--> \(target)"
        case .after(let delay): return "\(nodes[t.source].name) --after \(delay)--> \(target)"
        case .eventless, .done: return "unexpected"
        }
      }
    }
    #expect(arrows(app) == arrows(diagram))
    #expect(arrows(diagram).contains("loading --cancel--> start"))
    #expect(arrows(diagram).contains("loading --after 15.0 seconds--> error"))
    #expect(app.work(of: app.node(for: .loading)!.id).map(\.name) == ["search images"])
    #expect(diagram.work(of: diagram.node(for: .loading)!.id).isEmpty)
  }

  @Test func searchShowsResultsFromTheServer() async throws {
    try await withDemoServer { server in
      let release = Gate<Void>()
      let model = ImageSearchViewModel(
        search: Self.held(Self.api(server.url("api/")), until: release))
      #expect(model.state == .start)
      #expect(!model.isSearching && !model.showSearchCancelButton)

      model.searchFieldTapped()
      #expect(model.state == .searching)
      #expect(model.isSearching && model.showSearchCancelButton)

      model.searchText = "cat "
      model.searchButtonTapped()
      #expect(model.state == .loading)
      #expect(model.isLoading && !model.isSearching && model.showSearchCancelButton)
      #expect(model.lastQuery == "cat")

      release.open(())
      try await model.machine.waitUntil("results") { $0 != .loading }
      #expect(model.state == .searchResults)
      let catalog = try ImageCatalog.bundled()
      #expect(model.totalHits == catalog.search("cat").count)
      #expect(model.results.count == min(20, model.totalHits))
      #expect(model.results.allSatisfy { $0.tags.contains("cat") })
      #expect(model.errorMessage == nil)
      #expect(!model.showSearchCancelButton)
      #expect(model.machine.snapshot.runningWork.isEmpty)
    }
  }

  @Test func aLargeResultIsPaged() async throws {
    try await withDemoServer { server in
      let model = ImageSearchViewModel(api: Self.api(server.url("api/")))
      model.searchFieldTapped()
      model.searchText = "nature"
      model.searchButtonTapped()
      try await model.machine.waitUntil("results") { $0 != .loading }
      #expect(model.totalHits == (try ImageCatalog.bundled().search("nature").count))
      #expect(model.totalHits > 20)
      #expect(model.results.count == 20)
    }
  }

  @Test func noMatchIsAnEmptyResultNotAnError() async throws {
    try await withDemoServer { server in
      let model = ImageSearchViewModel(api: Self.api(server.url("api/")))
      model.searchFieldTapped()
      model.searchText = "zebra"
      model.searchButtonTapped()
      try await model.machine.waitUntil("results") { $0 != .loading }
      #expect(model.state == .searchResults)
      #expect(model.results.isEmpty && model.totalHits == 0)
    }
  }

  @Test func http500ShowsTheError() async throws {
    try await withDemoServer { server in
      let model = ImageSearchViewModel(api: Self.api(server.url("status/500")))
      model.searchFieldTapped()
      model.searchText = "cat"
      model.searchButtonTapped()
      try await model.machine.waitUntil("the error") { $0 != .loading }
      #expect(model.state == .error)
      #expect(model.errorMessage?.contains("500") == true)
      #expect(model.results.isEmpty)

      // From the error the user can search again.
      model.searchFieldTapped()
      #expect(model.state == .searching)
      #expect(model.errorMessage == nil)
    }
  }

  @Test func serverDownShowsTheError() async throws {
    let model = ImageSearchViewModel(api: Self.api(try await deadServerURL("api/")))
    model.searchFieldTapped()
    model.searchText = "cat"
    model.searchButtonTapped()
    try await model.machine.waitUntil("the error") { $0 != .loading }
    #expect(model.state == .error)
    #expect(model.errorMessage?.contains("could not be reached") == true)
  }

  @Test func cancelWhileLoadingCancelsTheRequest() async throws {
    try await withDemoServer { server in
      let ended = Gate<(any Error)?>()
      let api = Self.api(server.url("slow?delay=30000"))
      let model = ImageSearchViewModel(search: Self.probed(api, ended: ended))
      model.searchFieldTapped()
      model.searchText = "cat"
      model.searchButtonTapped()
      #expect(model.state == .loading)

      model.cancelTapped()
      #expect(model.state == .start)
      #expect(model.machine.snapshot.runningWork.isEmpty)

      // The request ends now, cancelled, not after the server's 30 seconds.
      let error = try await withTimeout("the request to end") { await ended.wait() }
      #expect((error as? URLError)?.code == .cancelled || error is CancellationError)
      #expect(model.state == .start)
      #expect(model.errorMessage == nil)
    }
  }

  @Test func aSlowSearchTimesOutOnTheMachinesClock() async throws {
    try await withDemoServer { server in
      let clock = ManualClock()
      let ended = Gate<(any Error)?>()
      let api = Self.api(server.url("slow?delay=30000"))
      let model = ImageSearchViewModel(
        timeout: .seconds(5), clock: clock, search: Self.probed(api, ended: ended))
      model.searchFieldTapped()
      model.searchText = "cat"
      model.searchButtonTapped()

      clock.advance(by: .seconds(4))
      #expect(model.state == .loading)
      clock.advance(by: .seconds(1))
      #expect(model.state == .error)
      #expect(model.errorMessage == "The search timed out after 5.0 seconds.")
      let error = try await withTimeout("the request to end") { await ended.wait() }
      #expect(error != nil)
    }
  }

  @Test func eventsTheScreenDoesNotTakeAreIgnored() {
    let model = ImageSearchViewModel { _ in ImagePage(total: 0, totalHits: 0, hits: []) }
    model.cancelTapped()
    model.searchButtonTapped()
    #expect(model.state == .start)
    model.searchStatusChanged(.began)
    #expect(model.state == .searching)
    model.searchStatusChanged(.cancelled)
    #expect(model.state == .start)
  }

  @Test func theClientTalksToPixabayOnlyWithAKey() {
    let local = URL(string: "http://127.0.0.1:9/api/")!
    let real = PixabayClient.fromEnvironment(fallback: local, environment: ["PIXABAY_API_KEY": "k"])
    #expect(real.endpoint == PixabayClient.pixabayEndpoint)
    #expect(real.key == "k")
    let demo = PixabayClient.fromEnvironment(fallback: local, environment: [:])
    #expect(demo.endpoint == local)

    let url = demo.request(for: "red car", page: 2).url!
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)!.queryItems!
    #expect(items.map(\.name) == ["key", "q", "image_type", "page", "per_page"])
    #expect(items.first { $0.name == "q" }?.value == "red car")
    #expect(items.first { $0.name == "image_type" }?.value == "photo")
    #expect(items.first { $0.name == "page" }?.value == "2")
  }
}
