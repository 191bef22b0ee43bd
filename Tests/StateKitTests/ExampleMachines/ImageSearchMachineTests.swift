import StateKit
import StateKitFixtures
import Testing

/// Every transition of the image search example's diagram, and every event each state must ignore.
struct ImageSearchMachineTests {
  typealias St = ImageSearchState
  typealias Ev = ImageSearchEvent

  static let allEvents: [Ev] = [.startSearch, .cancel, .search, .success, .failure]

  /// The diagram: (from, event) -> to. Every pair not listed must be ignored.
  static let diagram: [St: [Ev: St]] = [
    .start: [.startSearch: .searching],
    .searching: [.cancel: .start, .search: .loading],
    .loading: [.success: .searchResults, .failure: .error],
    .searchResults: [.startSearch: .searching],
    .error: [.startSearch: .searching],
  ]

  /// The shortest way to reach each state from `start`.
  static let pathTo: [St: [Ev]] = [
    .start: [], .searching: [.startSearch], .loading: [.startSearch, .search],
    .searchResults: [.startSearch, .search, .success], .error: [.startSearch, .search, .failure],
  ]

  @Test func startsInStart() {
    #expect(imageSearchDefinition.initialSnapshot().state == .start)
  }

  @Test(arguments: [St.start, .searching, .loading, .searchResults, .error])
  func everyEventFrom(_ state: St) {
    let snapshot = run(imageSearchDefinition, Self.pathTo[state]!)
    #expect(snapshot.state == state)
    for event in Self.allEvents {
      let step = imageSearchDefinition.transition(snapshot, on: event)
      if let target = Self.diagram[state]![event] {
        #expect(step.isHandled, "\(state) must handle \(event)")
        #expect(step.snapshot.state == target, "\(state) --\(event)--> \(target)")
      } else {
        #expect(!step.isHandled, "\(state) must ignore \(event)")
        #expect(step.snapshot.state == state)
      }
      #expect(
        imageSearchDefinition.canHandle(event, in: snapshot) == (Self.diagram[state]![event] != nil)
      )
    }
    let enabled = Set(imageSearchDefinition.enabledEvents(in: snapshot))
    #expect(enabled == Set(Self.diagram[state]!.keys))
  }

  @Test func machineReportsIgnoredEventsLikeTryEvent() {
    let machine = Machine(imageSearchDefinition)
    #expect(machine.send(.success) == .ignored)
    #expect(machine.state == .start)
    #expect(machine.send(.startSearch) == .handled)
    #expect(machine.matches(.searching))
    #expect(!machine.matches(.start))
    #expect(machine.canHandle(.cancel))
    #expect(!machine.canHandle(.success))
  }

  @Test func flatMachineIsOneStateDeep() {
    let nodes = imageSearchDefinition.stateNodes
    #expect(nodes.count == 6)
    #expect(nodes.dropFirst().allSatisfy { $0.kind == .atomic && $0.parent == 0 })
    #expect(
      imageSearchDefinition.stateNodes.dropFirst().map(\.name)
        == ["start", "searching", "loading", "searchResults", "error"])
  }
}
