#if canImport(SwiftUI)
  import SwiftUI

  /// The app's root view: the login form while signed out, a tab bar of the three screens'
  /// states while signed in. Built on Apple platforms only; its view model is tested on Linux.
  public struct AppView: View {
    let model: AppModel

    /// Creates the root view.
    ///
    /// - Parameter model: The app's view model.
    public init(model: AppModel) { self.model = model }

    public var body: some View {
      if let login = model.login {
        Form {
          if model.sessionExpired { Text("Your session expired. Sign in again.") }
          TextField(
            "Username",
            text: login.contextBinding(\.username) { .enteringCredential(.username($0)) }.binding)
          SecureField(
            "Password",
            text: login.contextBinding(\.password) { .enteringCredential(.password($0)) }.binding)
          Button("Sign In") { login.send(.authenticate) }
            .disabled(!login.canHandle(.authenticate))
        }
      } else {
        TabView(selection: selection) {
          Text("Image search: \(String(describing: model.imageSearch?.state))")
            .tabItem { Text("Images") }.tag(AppTab.imageSearch)
          Text("Search: \(String(describing: model.search?.state))")
            .tabItem { Text("Search") }.tag(AppTab.search)
          List(model.requests) { request in
            Text("\(request.id): \(String(describing: request.machine.state))")
          }
          .tabItem { Text("Requests") }.tag(AppTab.requests)
        }
      }
    }

    /// The selected tab; picking one sends `select`.
    private var selection: Binding<AppTab> {
      Binding(get: { model.tab }, set: { model.tab = $0 })
    }
  }
#endif
