import ImageSearch
import StateKit
import StateKitTesting
import Testing

private let searchPage = ImagePage(total: 1, totalHits: 1, hits: [])
private let searchApp = imageSearchDefinition(timeout: .seconds(15)) { _ in searchPage }

/// The image search example's image search: its diagram, and its view model with the request and the timeout.
@MainActor
struct ImageSearchModelBasedTests {
  struct SearchFailed: Error, CustomStringConvertible {
    var description: String
  }

  /// The view model, on a manual clock, with a search the test answers.
  @MainActor final class Harness {
    let clock = ManualClock()
    let answers = Answers<ImagePage>()
    let model: ImageSearchViewModel

    init() {
      let answers = self.answers
      model = ImageSearchViewModel(clock: clock) { _ in try await answers.call() }
    }

    func deliver(_ event: ImageSearchEvent) {
      switch event {
      case .startSearch: model.searchFieldTapped()
      case .cancel: model.cancelTapped()
      case .search(let query):
        model.searchText = query
        model.searchButtonTapped()
      case .success(let page): answers.answer(.success(page))
      case .failure(let message): answers.answer(.failure(SearchFailed(description: message)))
      }
    }
  }

  static let events: [ImageSearchEvent] = [
    .startSearch, .cancel, .search("cats"), .success(searchPage), .failure("offline"),
  ]

  @Test func everyTransitionOfTheDiagram() async {
    let diagram = imageSearchDefinition()
    let test = ModelBasedTest(
      diagram, events: Self.events, makeSystem: { Machine(diagram) }, machine: { $0 })
    test.isStrict = true
    for state in [ImageSearchState.start, .searching, .loading, .searchResults, .error] {
      test.assert(in: state) { machine in try verify(machine.state == state, "in \(state)") }
    }
    let report = await test.run()
    #expect(report.passed)
    // Every transition but the timeout, which takes time the generator does not let pass.
    let timed = diagram.transitionList.indices.filter {
      if case .after = diagram.transitionList[$0].trigger { true } else { false }
    }
    #expect(timed.count == 1)
    #expect(report.exercisedTransitions == Set(diagram.transitionList.indices).subtracting(timed))
  }

  @Test func everyTransitionOfTheViewModel() async {
    let cover = searchApp.transitionCoverPaths(events: Self.events)
    // The generator lets no time pass: the timeout gets a path of its own.
    let timeout = TestPath<ImageSearchEvent>([
      .event(.startSearch), .event(.search("cats")), .advance(.seconds(15)),
    ])
    let test = ModelBasedTest(
      searchApp, paths: cover.paths.map(TestPath.init) + [timeout], makeSystem: { Harness() },
      machine: { $0.model.machine })
    test.deliver = { harness, event in harness.deliver(event) }
    test.advance = { harness, duration in harness.clock.advance(by: duration) }
    test.isStrict = true
    test.assert(in: .start) { harness in
      try verify(!harness.model.isSearching && !harness.model.isLoading, "the start screen")
      try verify(!harness.model.showSearchCancelButton, "no cancel button")
    }
    test.assert(in: .searching) { harness in
      try verify(harness.model.isSearching, "the keyboard is up")
      try verify(harness.model.showSearchCancelButton, "the cancel button shows")
    }
    test.assert(in: .loading) { harness in
      try verify(harness.model.isLoading, "the spinner shows")
      try verify(harness.model.lastQuery == "cats", "the query is remembered")
      try verify(harness.model.showSearchCancelButton, "the request can be cancelled")
    }
    test.assert(in: .searchResults) { harness in
      try verify(harness.model.totalHits == 1, "the results show")
      try verify(harness.model.errorMessage == nil, "no error")
    }
    test.assert(in: .error) { harness in
      try verify(harness.model.errorMessage != nil, "the error shows")
      try verify(!harness.model.isLoading, "no spinner")
    }
    let report = await test.run()
    #expect(report.passed)
    #expect(report.exercisedTransitions == Set(searchApp.transitionList.indices))
    #expect(report.visitedStates.count == 5)
  }

  @Test func theTimeoutOnTheViewModelsClock() async {
    let harness = Harness()
    let tester = MachineTester(machine: harness.model.machine, clock: harness.clock)
    await tester.perform({ harness.model.searchFieldTapped() }) { $0.state = .searching }
    await tester.perform({
      harness.model.searchText = "cats"
      harness.model.searchButtonTapped()
    }) {
      $0.state = .loading
      $0.context.query = "cats"
    }
    await tester.advance(by: .seconds(14))
    await tester.advance(by: .seconds(1)) {
      $0.state = .error
      $0.context.errorMessage = "The search timed out after 15.0 seconds."
    }
    #expect(harness.model.errorMessage == "The search timed out after 15.0 seconds.")
    await tester.finish()
  }

  @Test func aTimelineWithTime() async {
    // A search that never answers: only the timeout ends `loading`.
    let slow = imageSearchDefinition(timeout: .seconds(15)) { _ in
      try await ManualClock().sleep(for: .seconds(1))
      return searchPage
    }
    let tester = MachineTester(slow)
    await tester.play(
      "startSearch search -- success", events: Self.events, tick: .seconds(15),
      states: "searching loading error error")
    await tester.finish()
  }
}
