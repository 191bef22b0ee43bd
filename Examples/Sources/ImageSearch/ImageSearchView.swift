#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// The image search example's screen, the article's `ContentView`: a search bar over the
  /// content of each state. Built on Apple platforms only; its view model is tested on Linux.
  public struct ImageSearchView: View {
    @Bindable var model: ImageSearchViewModel
    @FocusState private var searchFieldFocused: Bool

    /// Creates the screen.
    ///
    /// - Parameter model: The view model.
    public init(model: ImageSearchViewModel) { self.model = model }

    public var body: some View {
      NavigationStack {
        VStack(spacing: 0) {
          searchBar
          content
          Spacer()
        }
        .navigationTitle("Images")
      }
    }

    private var searchBar: some View {
      HStack {
        TextField("Search images", text: $model.searchText)
          .focused($searchFieldFocused)
          .onSubmit { model.searchButtonTapped() }
        if model.showSearchCancelButton {
          Button("Cancel") { model.cancelTapped() }
        }
      }
      .padding()
      // The keyboard follows the machine: up exactly while it is in `searching`.
      .onChange(of: searchFieldFocused) { _, focused in
        if focused && !model.isSearching { model.searchFieldTapped() }
      }
      .onChange(of: model.isSearching) { _, searching in searchFieldFocused = searching }
    }

    @ViewBuilder private var content: some View {
      switch model.state {
      case .start:
        Text("Search Pixabay's images.").padding()
      case .searching:
        Text("Type a query, then Search.").padding()
      case .loading:
        ProgressView().padding()
      case .searchResults:
        List(model.results) { hit in
          HStack {
            AsyncImage(url: URL(string: hit.previewURL)) { image in
              image.resizable().scaledToFit()
            } placeholder: {
              Color.secondary
            }
            .frame(width: 64, height: 64)
            VStack(alignment: .leading) {
              Text(hit.tags)
              Text("♥ \(hit.likes) · \(hit.user)").font(.caption)
            }
          }
        }
      case .error:
        Text(model.errorMessage ?? "The search failed.").padding()
      }
    }
  }
#endif
