import StateKit
import StateKitMacros

/// The screens of the image search example (Pixabay): the empty start screen; `searching`, the
/// search field has focus and the keyboard is up; `loading`, the request is in flight;
/// `searchResults`; and `error`, the request failed.
public enum ImageSearchState: MachineState, Codable {
  case start, searching, loading, searchResults, error
}

/// What the user did, or what the network answered: tapped the search field (`startSearch`) or
/// the cancel button, tapped the keyboard's search button with the text to search for; the
/// request returned a page of results, or failed, and why in words.
@MachineEvent
public enum ImageSearchEvent: Hashable, Codable {
  case startSearch, cancel
  case search(String)
  case success(ImagePage)
  case failure(String)
}

/// The app's extended state: the query being searched and what the last search returned.
public struct ImageSearchContext: Hashable, Sendable {
  /// The query of the last search.
  public var query = ""
  /// The last page of results.
  public var page: ImagePage?
  /// Why the last search failed.
  public var errorMessage: String?

  /// An empty context.
  public init() {}
}

/// Searches images: the work `loading` runs (``PixabayClient/search(_:page:)`` in the app).
public typealias ImageSearchFunction = @Sendable (_ query: String) async throws -> ImagePage

/// The image search example's state diagram, as a StateKit definition.
///
/// ```
/// start ──startSearch──▶ searching ──search──▶ loading ──success──▶ searchResults
///   ▲                      │   ▲                  ├──failure, after timeout──▶ error
///   └───────cancel─────────┘   │                  └──cancel──▶ start
///                              └──────startSearch (from searchResults, error)
/// ```
///
/// Given a search function it is the app's machine: entering `loading` runs the search
/// (state-scoped work), whose result arrives as `success` or `failure`, and leaving `loading`
/// (cancel, or the timeout on the machine's clock) cancels the request, so a late answer is
/// never seen. Without one, the definition has no side effects: the tests and the diagrams use
/// it so, and send the results themselves.
///
/// ```swift
/// let machine = Machine(imageSearchDefinition(search: { try await api.search($0) }))
/// machine.send(.startSearch)
/// machine.send(.search("cat"))    // loading: the request is on its way
/// ```
///
/// - Parameters:
///   - timeout: How long `loading` waits before failing.
///   - search: Runs one search; `nil` for the diagram alone.
/// - Returns: The definition.
public func imageSearchDefinition(
  timeout: Duration = .seconds(15), search: ImageSearchFunction? = nil
) -> MachineDefinition<ImageSearchState, ImageSearchEvent, ImageSearchContext> {
  try! MachineDefinition(name: "ImageSearch", initial: .start, context: ImageSearchContext()) {
    StateNode(.start) { On(.startSearch, to: .searching) }
    StateNode(.searching) {
      On(.cancel, to: .start)
      On(\.search, to: .loading) { context, query in
        context.query = query
        context.errorMessage = nil
      }
    }
    StateNode(.loading) {
      if let search {
        Invoke("search images") { input in
          .success(try await search(input.context.query))
        } catch: { error in
          .failure("\(error)")
        }
      }
      On(\.success, to: .searchResults) { $0.page = $1 }
      On(\.failure, to: .error) { $0.errorMessage = $1 }
      On(.cancel, to: .start)
      After(timeout, to: .error) { context, _ in
        context.errorMessage = "The search timed out after \(timeout)."
      }
    }
    StateNode(.searchResults) { On(.startSearch, to: .searching) }
    StateNode(.error) { On(.startSearch, to: .searching) }
  }
}
