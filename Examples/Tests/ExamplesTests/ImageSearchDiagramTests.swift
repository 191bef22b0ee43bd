import ImageSearch
import StateKit
import StateKitTesting
import Testing

/// The image search example's diagram, written out as data and checked against the definition
/// the app ships: every state takes exactly its arrows, and ignores every other event.
@MainActor
struct ImageSearchDiagramTests {
  typealias State = ImageSearchState
  typealias Event = ImageSearchEvent

  static let page = ImagePage(total: 1, totalHits: 1, hits: [])

  /// One event of every case, payloads included.
  static let events: [Event] = [
    .startSearch, .cancel, .search("cats"), .success(page), .failure("offline"),
  ]

  /// The arrows the user and the network take: (from, event) -> to. Every pair not listed must
  /// be ignored. The timeout out of `loading` is the clock's (`ImageSearchModelBasedTests`).
  static let diagram: [State: [Event.Case: State]] = [
    .start: [.startSearch: .searching],
    .searching: [.cancel: .start, .search: .loading],
    .loading: [.success: .searchResults, .failure: .error, .cancel: .start],
    .searchResults: [.startSearch: .searching],
    .error: [.startSearch: .searching],
  ]

  /// The shortest way to reach each state from `start`.
  static let pathTo: [State: [Event]] = [
    .start: [], .searching: [.startSearch], .loading: [.startSearch, .search("cats")],
    .searchResults: [.startSearch, .search("cats"), .success(page)],
    .error: [.startSearch, .search("cats"), .failure("offline")],
  ]

  /// A machine of the shipped diagram in `state`, on a clock that does not move.
  static func machine(in state: State) -> Machine<State, Event, ImageSearchContext> {
    let machine = Machine(imageSearchDefinition(), clock: ManualClock())
    for event in pathTo[state]! { machine.send(event) }
    return machine
  }

  @Test func startsOnTheStartScreen() {
    #expect(imageSearchDefinition().initialSnapshot().state == .start)
    #expect(Machine(imageSearchDefinition(), clock: ManualClock()).state == .start)
  }

  @Test(arguments: [State.start, .searching, .loading, .searchResults, .error])
  func everyEventFrom(_ state: State) {
    let arrows = Self.diagram[state]!
    #expect(Set(Self.machine(in: state).enabledEvents) == Set(arrows.keys))
    for event in Self.events {
      let machine = Self.machine(in: state)
      #expect(machine.state == state && machine.matches(state))
      let target = arrows[event.eventCase]
      #expect(machine.canHandle(event) == (target != nil), "\(state) can handle \(event)")
      let result = machine.send(event)
      if let target {
        #expect(result == .handled, "\(state) must handle \(event)")
        #expect(machine.state == target, "\(state) --\(event)--> \(target)")
      } else {
        #expect(result == .ignored, "\(state) must ignore \(event)")
        #expect(machine.state == state)
      }
    }
  }

  @Test func theDiagramIsFlat() {
    let nodes = imageSearchDefinition().stateNodes
    #expect(nodes.count == 6)
    #expect(nodes.dropFirst().allSatisfy { $0.kind == .atomic && $0.parent == 0 })
    #expect(
      nodes.dropFirst().map(\.name) == ["start", "searching", "loading", "searchResults", "error"])
  }

  @Test func theEventsPayloadsReachTheContext() {
    let machine = Self.machine(in: .loading)
    #expect(machine.context.query == "cats")
    machine.send(.failure("offline"))
    #expect(machine.context.errorMessage == "offline")
    machine.send(.startSearch)
    machine.send(.search("dogs"))
    #expect(machine.context.query == "dogs" && machine.context.errorMessage == nil)
    machine.send(.success(Self.page))
    #expect(machine.context.page == Self.page)
  }
}
