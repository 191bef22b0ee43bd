#if canImport(SwiftUI)
  import SwiftUI

  /// The request tester's screen: the board's requests with their states; tapping one pushes
  /// its detail, which shows while the board's selection holds it, and Back clears the
  /// selection. Built on Apple platforms only; its view model is tested on Linux.
  public struct RequestTesterView: View {
    let model: RequestTesterModel

    /// Creates the screen.
    ///
    /// - Parameter model: The view model.
    public init(model: RequestTesterModel) { self.model = model }

    public var body: some View {
      NavigationStack {
        List(model.requests) { row in
          // A String, so Button shows it verbatim: the title is data, not a localization key.
          let title = "\(row.id): \(String(describing: row.machine.state))"
          Button(title) { model.detail.value = row }
        }
        .navigationTitle("Requests")
        .navigationDestination(item: model.detail.binding) { row in
          RequestDetailView(request: row.machine)
        }
      }
    }
  }

  /// A request's detail: its state, and the response once one arrived.
  struct RequestDetailView: View {
    let request: RequestTesterModel.Request

    var body: some View {
      List {
        Text(String(describing: request.state))
        if let response = request.state.response {
          Text("Status: \(response.status.map(String.init) ?? "none")")
          Text(response.bodyText)
        }
      }
    }
  }
#endif
