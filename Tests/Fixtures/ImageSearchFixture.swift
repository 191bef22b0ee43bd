import StateKit

// An image search machine for the library's own tests (tooling, golden diagrams, persistence,
// paths): shaped like the image search example's diagram, flat, with payload-free states and
// events and no context, but owned by these tests and deliberately not the machine the example
// ships (which carries the query and results, and cancels or times out its request), so that
// the library's tests never depend on the Examples package. The shipped machine is
// `Examples/Sources/ImageSearch/ImageSearchMachine.swift`, tested in
// `Examples/Tests/ExamplesTests` (`ImageSearchDiagramTests`, `ImageSearchModelBasedTests`,
// `ImageSearchTests`).

/// The screens of the image search fixture.
package enum ImageSearchState: MachineState, Codable {
  /// The empty start screen.
  case start
  /// The search field has focus and the keyboard is up.
  case searching
  /// The request is in flight.
  case loading
  /// Results are shown.
  case searchResults
  /// The request failed.
  case error
}

/// What the user did, or what the network answered.
package enum ImageSearchEvent: MachineEvent, Codable, CaseIterable {
  /// The user tapped the search field.
  case startSearch
  /// The user tapped the cancel button next to the field.
  case cancel
  /// The user tapped the keyboard's search button.
  case search
  /// The request returned results.
  case success
  /// The request failed.
  case failure
}

/// The image search fixture's state diagram, as a StateKit definition.
///
/// ```
/// start ──startSearch──▶ searching ──search──▶ loading ──success──▶ searchResults
///   ▲                      │   ▲                  └──failure──▶ error
///   └───────cancel─────────┘   └──────startSearch (from searchResults, error)
/// ```
package let imageSearchDefinition: MachineDefinition<ImageSearchState, ImageSearchEvent, Void> = {
  do {
    return try MachineDefinition(name: "ImageSearch", initial: .start) {
      StateNode(.start) {
        On(.startSearch, to: .searching)
      }
      StateNode(.searching) {
        On(.cancel, to: .start)
        On(.search, to: .loading)
      }
      StateNode(.loading) {
        On(.success, to: .searchResults)
        On(.failure, to: .error)
      }
      StateNode(.searchResults) {
        On(.startSearch, to: .searching)
      }
      StateNode(.error) {
        On(.startSearch, to: .searching)
      }
    }
  } catch {
    fatalError("\(error)")
  }
}()
