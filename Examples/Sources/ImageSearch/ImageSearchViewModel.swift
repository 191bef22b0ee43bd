import Foundation
import Observation
import StateKit

/// The view model of the image search example's image search screen: what a SwiftUI view binds to.
///
/// The machine decides; the view model only translates. The view's callbacks become events
/// (``searchFieldTapped()``, ``searchButtonTapped()``, ``cancelTapped()``), and everything the
/// view reads is derived from the machine's snapshot, so Observation sees one change per
/// macrostep and no property can disagree with the state.
///
/// ``ImageSearchView`` is its SwiftUI screen, the article's `ContentView`:
///
/// ```swift
/// ImageSearchView(model: ImageSearchViewModel(api: .fromEnvironment(fallback: localAPI)))
/// ```
@MainActor @Observable
public final class ImageSearchViewModel {
  /// What the search bar reports (the article's `SearchBar.Status`).
  public enum SearchBarStatus: Sendable, Hashable {
    /// The field got focus.
    case began
    /// The cancel button was tapped.
    case cancelled
    /// The keyboard's search button was tapped.
    case searched
  }

  /// The text in the search field (bound two-way).
  public var searchText = ""

  /// The running machine, observable.
  public let machine: ObservableMachine<ImageSearchState, ImageSearchEvent, ImageSearchContext>

  /// Creates a view model over an image-search API.
  ///
  /// - Parameters:
  ///   - api: The API the searches go to.
  ///   - timeout: How long a search may take.
  ///   - clock: The clock the timeout runs on (a manual clock in tests).
  public convenience init(
    api: PixabayClient, timeout: Duration = .seconds(15),
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    self.init(timeout: timeout, clock: clock, search: { try await api.search($0) })
  }

  /// Creates a view model over any search function.
  ///
  /// - Parameters:
  ///   - timeout: How long a search may take.
  ///   - clock: The clock the timeout runs on.
  ///   - search: Runs one search.
  public convenience init(
    timeout: Duration = .seconds(15), clock: some Clock<Duration> = ContinuousClock(),
    search: @escaping ImageSearchFunction
  ) {
    let definition = imageSearchDefinition(timeout: timeout, search: search)
    self.init(machine: ObservableMachine(definition, clock: clock))
  }

  /// Creates a view model over an image search machine that already runs, such as the child an
  /// app gets from `ObservableMachine.child(_:)`: the screen drives that machine, and its
  /// parent decides when it stops. The search field's text is the view model's own.
  ///
  /// - Parameter machine: A running machine of ``imageSearchDefinition(timeout:search:)``.
  public init(machine: ObservableMachine<ImageSearchState, ImageSearchEvent, ImageSearchContext>) {
    self.machine = machine
  }

  // MARK: What the view reads

  /// The screen to show.
  public var state: ImageSearchState { machine.state }

  /// Whether the search field has focus (the keyboard is up): only while searching.
  public var isSearching: Bool { state == .searching }

  /// Whether the cancel button shows: exactly when the machine would take `cancel`.
  public var showSearchCancelButton: Bool {
    machine.canHandle(.cancel)
  }

  /// Whether a request is in flight.
  public var isLoading: Bool { state == .loading }

  /// The images of the last successful search.
  public var results: [ImageHit] { machine.context.page?.hits ?? [] }

  /// How many images the last successful search matched.
  public var totalHits: Int { machine.context.page?.totalHits ?? 0 }

  /// The query of the last search.
  public var lastQuery: String { machine.context.query }

  /// Why the search failed, on the error screen; `nil` elsewhere.
  public var errorMessage: String? {
    state == .error ? machine.context.errorMessage : nil
  }

  // MARK: What the view reports

  /// The user tapped the search field.
  public func searchFieldTapped() { machine.send(.startSearch) }

  /// The user tapped the cancel button.
  public func cancelTapped() { machine.send(.cancel) }

  /// The user tapped the keyboard's search button: searches ``searchText``.
  public func searchButtonTapped() {
    machine.send(.search(searchText.trimmingCharacters(in: .whitespaces)))
  }

  /// The search bar's callback (the image search example's `searchStatusChanged`).
  ///
  /// - Parameter status: What happened in the search bar.
  public func searchStatusChanged(_ status: SearchBarStatus) {
    switch status {
    case .began: searchFieldTapped()
    case .cancelled: cancelTapped()
    case .searched: searchButtonTapped()
    }
  }
}
