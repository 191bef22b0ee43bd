import StateKit
import StateKitFixtures
import Synchronization
import Testing

@testable import StateKitTooling

/// Shortest paths and transition covers, run on the real engine.
struct PathTests {
  static let searchEvents: [ImageSearchEvent] = [
    .startSearch, .cancel, .search, .success, .failure,
  ]

  /// Login events with the payloads its guards need: credentials too short and long enough.
  static let loginEvents: [LoginEvent] = [
    .enteringCredential(.username("ada")),
    .enteringCredential(.username("ada@example.com")),
    .enteringCredential(.password("pw")),
    .enteringCredential(.password("correct horse")),
    .authenticate,
    .authenticationSucceeded,
    .authenticationFailed(.invalidCredentials),
    .ackError,
  ]

  // MARK: The image search fixture

  @Test func everyImageSearchStateHasAShortestPath() {
    let paths = imageSearchDefinition.shortestPaths(events: Self.searchEvents)
    #expect(paths.unreached.isEmpty)
    #expect(paths.isExhaustive)
    #expect(paths.paths.map(\.state) == [.start, .searching, .loading, .searchResults, .error])
    #expect(paths[.start] == [])
    #expect(paths[.searchResults] == [.startSearch, .search, .success])
    #expect(paths[.error] == [.startSearch, .search, .failure])
  }

  @Test func imageSearchCoverTakesEveryTransition() {
    let cover = imageSearchDefinition.transitionCoverPaths(events: Self.searchEvents)
    #expect(cover.uncovered.isEmpty)
    #expect(cover.coveredCount == 7)
    #expect(
      cover.paths.map(\.events) == [
        [.startSearch, .cancel],
        [.startSearch, .search, .success, .startSearch],
        [.startSearch, .search, .failure, .startSearch],
      ])
    Self.expectReplays(imageSearchDefinition, cover)
  }

  // MARK: The login fixture

  @Test func everyLoginStateHasAShortestPath() {
    let paths = loginDefinition.shortestPaths(events: Self.loginEvents)
    #expect(paths.unreached.isEmpty)
    #expect(paths.paths.count == LoginState.Case.allCases.count)
    #expect(paths[.validatingCredentials] == [.enteringCredential(.username("ada"))])
    #expect(
      paths[.validCredentials] == [
        .enteringCredential(.username("ada@example.com")),
        .enteringCredential(.password("correct horse")),
      ])
    #expect(paths[.error]?.last == .authenticationFailed(.invalidCredentials))
  }

  @Test func loginCoverTakesEveryTransitionIncludingEventlessOnes() {
    let cover = loginDefinition.transitionCoverPaths(events: Self.loginEvents)
    #expect(cover.uncovered.isEmpty)
    #expect(cover.coveredCount == loginDefinition.transitionList.count)
    Self.expectReplays(loginDefinition, cover)
  }

  @Test func guardsThatNeverHoldAreReportedNotGuessed() {
    let short: [LoginEvent] = [
      .enteringCredential(.username("ada")), .enteringCredential(.password("pw")), .authenticate,
    ]
    let paths = loginDefinition.shortestPaths(events: short)
    #expect(paths.unreached == [.validCredentials, .authenticating, .authenticated, .error])
    let cover = loginDefinition.transitionCoverPaths(events: short)
    let reasons = Dictionary(
      uniqueKeysWithValues: cover.uncovered.map { ($0.transition, $0.reason) })
    #expect(reasons[1] == .guardNeverHeld)  // validatingCredentials → validCredentials
    #expect(reasons[5] == .sourceNotReached)  // validCredentials --authenticate-->
    #expect(reasons[8] == .sourceNotReached)  // error --ackError-->
    #expect(cover.uncovered.first { $0.transition == 1 }?.label == "(always) [credentials valid]")
  }

  // MARK: Other machines

  @Test func seedMachinesAreCovered() {
    #expect(requestDefinition.transitionCoverPaths().uncovered.isEmpty)
    #expect(requestDefinition.shortestPaths().unreached.isEmpty)
    let screen = searchScreenDefinition.transitionCoverPaths(events: [
      .open, .cancel, .search("cats"), .resultsLoaded, .clear,
    ])
    #expect(screen.uncovered.isEmpty)
  }

  @Test func statechartPathsEnterNestedStatesAndReportUnheldGuards() {
    let paths = playerDefinition.shortestPaths()
    #expect(paths.unreached.isEmpty)
    #expect(paths[.audible] == [.power])
    #expect(paths[.ended] == [.power, .play, .finish])
    let cover = playerDefinition.transitionCoverPaths()
    #expect(cover.uncovered.map(\.reason) == [.guardNeverHeld])
    #expect(cover.uncovered.map(\.statePath) == ["on.player.transport.paused"])
    Self.expectReplays(playerDefinition, cover)
  }

  @Test func eventsNoTransitionUsesAndDelayedTransitionsAreReported() throws {
    let definition = try MachineDefinition<StateName, EventName, Void>(initial: "a") {
      StateNode("a") {
        On("go", to: "b")
        On("jump", to: "b")
        After(.seconds(1), to: "b")
      }
      StateNode("b") { On("back", to: "a") }
    }
    let cover = definition.transitionCoverPaths(events: ["go", "back"])
    #expect(cover.uncovered.map(\.reason) == [.noMatchingEvent, .delayed])
    #expect(cover.uncovered.map(\.label) == ["jump", "after 1s"])
  }

  @Test func aSnapshotBudgetStopsTheSearch() {
    let paths = playerDefinition.shortestPaths(maxSnapshots: 2)
    #expect(!paths.isExhaustive)
    #expect(paths.note == "stopped after 2 snapshots")
    #expect(!paths.unreached.isEmpty)
  }

  @Test func aMachineThatNeverSettlesIsNotRun() throws {
    let definition = try MachineDefinition<StateName, EventName, Void>(initial: "a") {
      StateNode("a") { Always(to: "b") }
      StateNode("b") { Always(to: "a") }
    }
    let cover = definition.transitionCoverPaths()
    #expect(!cover.isExhaustive)
    #expect(cover.note?.contains("SK006") == true)
    #expect(cover.uncovered.allSatisfy { $0.reason == .notExplored })
  }

  // MARK: The state-graph search

  @Test(arguments: [true, false])
  func theStateGraphSearchFindsWhatTheEngineFinds(_ flat: Bool) {
    func compare<S, E, C>(_ definition: MachineDefinition<S, E, C>, _ events: [E]) {
      let model = definition.structure
      var explorer = MachineDefinition<S, E, C>.PathExplorer(
        definition: definition, model: model, events: events, maxSnapshots: 1_000)
      #expect(explorer.canSearchStateGraph == flat)
      let graph = explorer.explore()
      explorer.allowsStateGraph = false
      let engine = explorer.explore()
      #expect(graph.coverPaths().map(\.events) == engine.coverPaths().map(\.events))
      #expect(
        graph.firstEntered.map { $0.map(engine.events(of:)) }
          == engine.firstEntered.map { $0.map(engine.events(of:)) })
    }
    if flat {
      compare(imageSearchDefinition, Self.searchEvents)
      compare(requestDefinition, requestDefinition.events.map { EventName($0) })
    } else {
      compare(loginDefinition, Self.loginEvents)
    }
  }

  // MARK: JSON

  @Test func pathsEncodeAsStableJSON() {
    let paths = imageSearchDefinition.shortestPaths(events: [.startSearch, .search])
    #expect(
      paths.json() == """
        {
          "machine": "ImageSearch",
          "exhaustive": true,
          "note": null,
          "paths": [
            {
              "state": "start",
              "events": []
            },
            {
              "state": "searching",
              "events": ["startSearch"]
            },
            {
              "state": "loading",
              "events": ["startSearch", "search"]
            }
          ],
          "unreached": ["searchResults", "error"]
        }

        """)
    let cover = imageSearchDefinition.transitionCoverPaths(events: [.startSearch, .search])
    #expect(
      cover.json(describing: { "\($0)".uppercased() }) == """
        {
          "machine": "ImageSearch",
          "exhaustive": true,
          "note": null,
          "transitions": 7,
          "covered": 2,
          "paths": [
            {
              "events": ["STARTSEARCH", "SEARCH"],
              "transitions": [0, 2]
            }
          ],
          "uncovered": [
            {
              "transition": 1,
              "statePath": "searching",
              "label": "cancel",
              "reason": "noMatchingEvent"
            },
            {
              "transition": 3,
              "statePath": "loading",
              "label": "success",
              "reason": "noMatchingEvent"
            },
            {
              "transition": 4,
              "statePath": "loading",
              "label": "failure",
              "reason": "noMatchingEvent"
            },
            {
              "transition": 5,
              "statePath": "searchResults",
              "label": "startSearch",
              "reason": "sourceNotReached"
            },
            {
              "transition": 6,
              "statePath": "error",
              "label": "startSearch",
              "reason": "sourceNotReached"
            }
          ]
        }

        """)
  }

  // MARK: Helpers

  /// Sends every path to a new machine and checks that it takes exactly the transitions the
  /// cover says, and that together they take every covered transition.
  static func expectReplays<S, E, C>(
    _ definition: MachineDefinition<S, E, C>, _ cover: TransitionCover<E>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var all = Set<Int>()
    for path in cover.paths {
      let machine = Machine(definition)
      let taken = Mutex<Set<Int>>([])
      let subscription = machine.subscribe { update in
        taken.withLock { $0.formUnion(update.transitions) }
      }
      for event in path.events {
        #expect(machine.send(event) == .handled, sourceLocation: sourceLocation)
      }
      subscription.cancel()
      let seen = taken.withLock { $0 }
      #expect(
        path.transitions.allSatisfy(seen.contains) || path.transitions.isEmpty,
        sourceLocation: sourceLocation)
      all.formUnion(path.transitions)
    }
    let expected = Set(definition.transitionList.map(\.id)).subtracting(
      cover.uncovered.map(\.transition))
    #expect(all == expected, sourceLocation: sourceLocation)
  }
}
