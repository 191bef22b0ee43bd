import StateKit

/// The events of the running app: the diagram's five events (``ImageSearchEvent``), with the
/// data they carry.
///
/// Its ``eventCase`` *is* an ``ImageSearchEvent``, so the app's definition is written with the
/// diagram's own event names and can be checked against ``imageSearchDefinition``.
public enum ImageSearchAppEvent: MachineEvent, Hashable {
  /// The user tapped the search field.
  case startSearch
  /// The user tapped the cancel button.
  case cancel
  /// The user tapped the keyboard's search button; the text to search for.
  case search(String)
  /// The request returned a page of results.
  case success(ImagePage)
  /// The request failed; why, in words.
  case failure(String)

  public var eventCase: ImageSearchEvent {
    switch self {
    case .startSearch: .startSearch
    case .cancel: .cancel
    case .search: .search
    case .success: .success
    case .failure: .failure
    }
  }
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

/// The image search app's machine: the image search example's diagram with its side effects.
///
/// It is ``imageSearchDefinition`` (the diagram designers and developers share) plus what makes
/// it an app:
/// - entering `loading` runs the search (state-scoped work); its result arrives as `success` or
///   `failure`, and leaving `loading` cancels the request;
/// - `cancel` also leaves `loading` (the cancel button aborts a slow request);
/// - `loading` gives up after `timeout`, on the machine's clock, and shows an error.
///
/// ```swift
/// let definition = imageSearchAppDefinition(search: { try await api.search($0) })
/// let machine = Machine(definition)
/// machine.send(.startSearch)
/// machine.send(.search("cat"))    // loading: the request is on its way
/// ```
///
/// - Parameters:
///   - timeout: How long `loading` waits before failing.
///   - search: Runs one search.
/// - Returns: The definition.
public func imageSearchAppDefinition(
  timeout: Duration = .seconds(15), search: @escaping ImageSearchFunction
) -> MachineDefinition<ImageSearchState, ImageSearchAppEvent, ImageSearchContext> {
  typealias Context = ImageSearchContext
  let rememberQuery: @Sendable (inout Context, ImageSearchAppEvent?) -> Void = { context, event in
    if case .search(let query) = event { context.query = query }
    context.errorMessage = nil
  }
  let storePage: @Sendable (inout Context, ImageSearchAppEvent?) -> Void = { context, event in
    if case .success(let page) = event { context.page = page }
  }
  let storeError: @Sendable (inout Context, ImageSearchAppEvent?) -> Void = { context, event in
    if case .failure(let message) = event { context.errorMessage = message }
  }
  let timedOut: @Sendable (inout Context, ImageSearchAppEvent?) -> Void = { context, _ in
    context.errorMessage = "The search timed out after \(timeout)."
  }
  do {
    return try MachineDefinition(name: "ImageSearch", initial: .start, context: Context()) {
      StateNode(.start) {
        On(.startSearch, to: .searching)
      }
      StateNode(.searching) {
        On(.cancel, to: .start)
        On(.search, to: .loading, action: rememberQuery)
      }
      StateNode(.loading) {
        Invoke("search images") { input in
          .success(try await search(input.context.query))
        } catch: { error in
          .failure("\(error)")
        }
        On(.success, to: .searchResults, action: storePage)
        On(.failure, to: .error, action: storeError)
        On(.cancel, to: .start)
        After(timeout, to: .error, action: timedOut)
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
}
