#if canImport(SwiftUI)
  import ImageSearch
  import Login
  import RequestTester
  import SearchScreen
  import StateKit
  import SwiftUI

  /// The app's root view: each seed's own screen over the app's running child. The login
  /// screen while signed out; while signed in, a tab bar of the image search, the UIKit search
  /// screen and the request tester. Built on Apple platforms only; its view model is tested on
  /// Linux.
  public struct AppView: View {
    let model: AppModel

    /// Creates the root view.
    ///
    /// - Parameter model: The app's view model.
    public init(model: AppModel) { self.model = model }

    public var body: some View {
      if let login = model.loginScreen {
        VStack {
          if model.sessionExpired { Text("Your session expired. Sign in again.") }
          LoginView(model: login)
        }
      } else {
        TabView(selection: selection) {
          Tab("Images", systemImage: "photo.on.rectangle", value: AppTab.imageSearch) {
            if let images = model.imageSearchScreen { ImageSearchView(model: images) }
          }
          Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
            // Cancelling the screen hides it: the tab then offers to open it again.
            if model.isSearchClosed {
              Button("Search") { model.openSearch() }
            } else {
              #if canImport(UIKit)
                if let search = model.search {
                  SearchScreenView(machine: search).id(ObjectIdentifier(search))
                }
              #else
                Text(verbatim: "Search: \(String(describing: model.search?.state))")
              #endif
            }
          }
          Tab("Requests", systemImage: "network", value: AppTab.requests) {
            if let requests = model.requestTester { RequestTesterView(model: requests) }
          }
        }
      }
    }

    /// The selected tab; picking one sends `select`.
    private var selection: Binding<AppTab> {
      // Binding's closures are @Sendable: without @MainActor they could not touch the model.
      Binding(get: { @MainActor in model.tab }, set: { @MainActor in model.tab = $0 })
    }
  }

  #if canImport(UIKit)
    import UIKit

    /// The UIKit search screen in the tab bar, over the app's search child.
    struct SearchScreenView: UIViewControllerRepresentable {
      let machine: ObservableMachine<SearchScreenState, SearchScreenEvent, [String]>

      func makeUIViewController(context: Context) -> SearchViewController {
        SearchViewController(machine: machine)
      }

      func updateUIViewController(_ controller: SearchViewController, context: Context) {}
    }
  #endif
#endif
