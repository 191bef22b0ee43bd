import Observation
import StateKit
import StateKitTesting
import Testing

// The README's first screen, word for word where it does not need SwiftUI or UIKit: if this
// file stops compiling or passing, the README is wrong.

private enum SearchState: MachineState { case start, searching, loading, searchResults, error }
private enum SearchEvent: MachineEvent { case startSearch, cancel, search, success, failure }

private let search = try! MachineDefinition<SearchState, SearchEvent, Void>(initial: .start) {
  StateNode(.start) { On(.startSearch, to: .searching) }
  StateNode(.searching) {
    On(.cancel, to: .start)
    On(.search, to: .loading)
  }
  StateNode(.loading) {
    On(.success, to: .searchResults)
    On(.failure, to: .error)
  }
  StateNode(.searchResults) { On(.startSearch, to: .searching) }
  StateNode(.error) { On(.startSearch, to: .searching) }
}

@MainActor @Observable private final class SearchModel {
  let machine = ObservableMachine(search)
  var showsCancelButton: Bool { machine.canHandle(.cancel) }
  func searchFieldTapped() { machine.send(.startSearch) }
  func cancelTapped() { machine.send(.cancel) }
}

/// The README's UIKit render, without UIKit: what `render` saw.
@MainActor private final class SearchViewController {
  let machine = ObservableMachine(search)
  var spinnerAnimating: [Bool] = []

  func viewDidLoad() {
    machine.observe { [weak self] state in self?.render(state) }
  }

  private func render(_ state: SearchState) {
    spinnerAnimating.append(state == .loading)
  }
}

struct ReadmeExampleTests {
  @MainActor @Test func aFailedSearchShowsTheError() async {
    let tester = MachineTester(search)
    await tester.send(.startSearch, state: .searching)
    await tester.send(.search, state: .loading)
    await tester.send(.failure, state: .error)
    await tester.finish()
  }

  @MainActor @Test func theViewModelShowsCancelWhileSearching() {
    let model = SearchModel()
    #expect(!model.showsCancelButton)
    model.searchFieldTapped()
    #expect(model.showsCancelButton)
    model.cancelTapped()
    #expect(model.machine.state == .start)
  }

  @MainActor @Test func theRenderHookSeesTheStateAtOnceThenEveryChange() {
    let controller = SearchViewController()
    controller.viewDidLoad()
    controller.machine.send(.startSearch)
    controller.machine.send(.search)
    controller.machine.send(.success)
    #expect(controller.spinnerAnimating == [false, false, true, false])
  }
}
