@_spi(Testing) import StateKit
import StateKitMacros
import Testing

@MachineState enum Search: Hashable {
  case hidden, emptyView, showingResults
  case startSearch(String?)
  case at(x: Int, y: Int)
  case failed(AuthError)

  /// Not a payload accessor: a property of the app's own.
  var failedReason: AuthError? { failed }
}

@MachineEvent enum SearchInput: Hashable {
  case open, clear
  case search(String?)
  case results([String])
  case point(x: Int, y: Int)
  case rejected(AuthError)

  /// Not a payload accessor: a property of the app's own.
  var isOpen: Bool? { self == .open ? true : nil }
}

/// A hand-written conformance: no payload accessors name their cases.
enum Plain: MachineEvent, Hashable {
  case go(Int)
  enum Case: Hashable, Sendable { case go }
  var eventCase: Case { .go }
  var go: Int? { if case .go(let value) = self { value } else { nil } }
}

/// Transitions written with payload accessors' key paths: typed actions, and payloads carried
/// from the event into the state.
struct PayloadTransitionTests {
  struct Results: Sendable, Equatable {
    var rows: [String] = []
    var searches = 0
  }

  static let search = try! MachineDefinition<Search, SearchInput, Results>(
    initial: .emptyView, context: Results()
  ) {
    StateNode(.hidden) { On(.open, to: .emptyView) }
    StateNode(.emptyView) {
      On(\.search, to: \.startSearch) { results, _ in results.searches += 1 }
      On(\.point, to: \.at)
      On(\.rejected, to: \.failed)
    }
    StateNode(.startSearch) {
      On(\.results, to: .showingResults) { results, rows in results.rows = rows }
      On(\.search, to: \.startSearch)
    }
    StateNode(.showingResults) { On(.clear, to: .emptyView) }
    StateNode(.at) {}
    StateNode(.failed) {}
  }

  @Test func theEventsPayloadEntersTheStateOfTheSameType() {
    let machine = Machine(Self.search)
    machine.send(.search("cats"))
    #expect(machine.state == .startSearch("cats"))
    #expect(machine.context.searches == 1)
    machine.send(.search(nil))
    #expect(machine.state == .startSearch(nil), "an optional payload is carried as it is")
    let pointed = Machine(Self.search)
    pointed.send(.point(x: 3, y: 4))
    #expect(pointed.state == .at(x: 3, y: 4), "labelled values are carried by position")
    let failed = Machine(Self.search)
    failed.send(.rejected(.badPassword))
    #expect(failed.state == .failed(.badPassword))
  }

  @Test func anActionReceivesThePayloadTyped() {
    let machine = Machine(Self.search)
    machine.send(.search("cats"))
    machine.send(.results(["a", "b"]))
    #expect(machine.state == .showingResults)
    #expect(machine.context.rows == ["a", "b"])
  }

  @Test func furtherActionsRunAfterThePayloadsActionWithTheWholeEvent() {
    let definition = try! MachineDefinition<Search, SearchInput, Results>(
      initial: .emptyView, context: Results()
    ) {
      StateNode(.emptyView) {
        On(
          \.search, to: \.startSearch, action: { results, _ in results.searches += 1 },
          actions: [
            .assign("note") { results, event in
              if case .search(let query)? = event {
                results.rows.append("\(results.searches):\(query ?? "nil")")
              }
            },
            .raise(.results(["raised"])),
          ])
      }
      StateNode(.startSearch) {
        On(
          \.results, to: .showingResults, action: { results, rows in results.rows += rows },
          actions: [.assign("count") { results, _ in results.searches += 10 }])
      }
      StateNode(.showingResults) {}
    }
    let machine = Machine(definition)
    machine.send(.search("cats"))
    #expect(machine.state == .showingResults, "the raised event was taken")
    #expect(machine.context.rows == ["1:cats", "raised"], "each list runs after its action")
    #expect(machine.context.searches == 11)
  }

  @Test func aKeyPathThatIsNoPayloadAccessorIsRefused() {
    #expect(throws: DefinitionError.self) {
      try MachineDefinition<Search, SearchInput, Void>(initial: .hidden) {
        StateNode(.hidden) { On(\.isOpen, to: .emptyView) }
        StateNode(.emptyView) {}
      }
    }
    do {
      _ = try MachineDefinition<Search, SearchInput, Void>(initial: .hidden) {
        StateNode(.hidden) { On(\.isOpen, to: .emptyView) }
        StateNode(.emptyView) {}
      }
    } catch {
      #expect(
        "\(error)".contains(
          "'hidden' has a transition on a key path to Optional<Bool> that names no payload case"
            + " of SearchInput"),
        "the message names the state, the key path's type and the event type: \(error)")
    }
  }

  @Test func anEventTypeWithoutTheMacroIsRefused() {
    do {
      _ = try MachineDefinition<Search, Plain, Void>(initial: .hidden) {
        StateNode(.hidden) { On(\.go, to: .emptyView) }
        StateNode(.emptyView) {}
      }
      Issue.record("a key path the event type does not name was accepted")
    } catch {
      #expect("\(error)".contains("names no payload case of Plain"), "\(error)")
    }
  }

  @Test func aTargetKeyPathThatIsNoPayloadAccessorIsRefused() {
    do {
      _ = try MachineDefinition<Search, SearchInput, Void>(initial: .hidden) {
        StateNode(.hidden) { On(\.rejected, to: \.failedReason) }
        StateNode(.emptyView) {}
      }
      Issue.record("a target key path the state type does not name was accepted")
    } catch {
      #expect(
        "\(error)".contains(
          "'hidden' has a transition that targets a key path to Optional<AuthError> that names"
            + " no payload case of Search"),
        "\(error)")
    }
  }

  @Test func workStartsWithTheEnteringEventsPayload() async {
    let (queries, loaded) = AsyncStream<String>.makeStream()
    let definition = try! MachineDefinition<Search, SearchInput, Results>(
      initial: .emptyView, context: Results()
    ) {
      StateNode(.emptyView) {
        On(\.search, to: \.startSearch)
        On(.open, to: .startSearch, with: { _, _ in .startSearch("opened") })
      }
      StateNode(.startSearch) {
        Invoke("load", with: \.search) { query in
          loaded.yield(query ?? "nil")
          return .results(["\(query ?? "nil")!"])
        }
        On(\.results, to: .showingResults) { results, rows in results.rows = rows }
      }
      StateNode(.showingResults) { On(.clear, to: .emptyView) }
    }
    let machine = Machine(definition)
    let updates = machine.updates()
    machine.send(.search("cats"))
    var iterator = queries.makeAsyncIterator()
    #expect(await iterator.next() == "cats")
    for await update in updates where update.snapshot.state == .showingResults { break }
    #expect(machine.context.rows == ["cats!"])
    machine.send(.clear)
    machine.send(.open)  // entered by another event: the work's body is not called
    var yields = 0
    while !machine.workInFlight.isEmpty, yields < 100_000 {
      yields += 1
      await Task.yield()
    }
    #expect(machine.workInFlight.isEmpty, "the work ended without its body")
    #expect(machine.state == .startSearch("opened"))
    loaded.finish()
    #expect(await iterator.next() == nil, "no other query reached the body")
  }

  @Test func theGeneratedMembersNameEveryPayloadCase() {
    #expect(SearchInput.payloadCase(of: \SearchInput.search) == .search)
    #expect(SearchInput.payloadCase(of: \SearchInput.point) == .point)
    #expect(SearchInput.payloadCase(of: \SearchInput.isOpen) == nil)
    #expect(Search.payloadCase(of: \Search.startSearch) == .startSearch)
    #expect(Search(stateCase: .startSearch, payload: Optional("x") as Any) == .startSearch("x"))
    #expect(Search(stateCase: .at, payload: (x: 1, y: 2)) == .at(x: 1, y: 2))
    #expect(Search(stateCase: .at, payload: "wrong") == nil)
    #expect(Search(stateCase: .hidden, payload: ()) == nil)
  }
}
