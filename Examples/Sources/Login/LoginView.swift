#if canImport(SwiftUI)
  import SwiftUI

  /// The login example's screen: two fields, Sign In, a full-screen spinner while the request
  /// runs, and an alert for a failure. Built on Apple platforms only; its view model is tested
  /// on Linux.
  public struct LoginView: View {
    let model: LoginViewModel

    /// Creates the screen.
    ///
    /// - Parameter model: The view model.
    public init(model: LoginViewModel) { self.model = model }

    public var body: some View {
      ZStack {
        Form {
          TextField("Username", text: model.username.binding)
          SecureField("Password", text: model.password.binding)
          Button("Sign In") { model.authenticate() }
            .disabled(model.isSignInButtonDisabled)
        }
        .disabled(!model.areFieldsEnabled)
        if model.isLoading {
          ProgressView()
        }
      }
      .alert("Sign-in failed", isPresented: errorShown) {
        Button("OK", role: .cancel) {}
      } message: {
        Text(message(for: model.error))
      }
    }

    /// Shown while the machine is in `error`; dismissing the alert sends `ackError`.
    private var errorShown: Binding<Bool> {
      // Binding's closures are @Sendable: without @MainActor they could not touch the model.
      Binding(
        get: { @MainActor in model.error != nil },
        set: { @MainActor shown in if !shown { model.ackError() } })
    }

    private func message(for error: LoginError?) -> String {
      switch error {
      case .invalidCredentials: "Wrong username or password."
      case .networkError(let reason): "The server could not be reached: \(reason)"
      case nil: ""
      }
    }
  }
#endif
