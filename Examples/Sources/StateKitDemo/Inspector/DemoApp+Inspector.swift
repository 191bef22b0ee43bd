import ExampleApp
import Foundation
import ImageSearch
import Login
import Observation
import RequestTester
import SearchScreen
import StateKitInspection

extension DemoApp {
  /// The apps' ids, in the menu's order.
  static let appNames = ["image-search", "search-screen", "request-tester", "login", "app"]

  /// Creates every app's screen (each app keeps its state), so that their machines run and
  /// the inspector shows them all, then shows the menu again.
  func openAll() {
    for name in Self.appNames { open(name) }
    open("menu")
  }

  /// Registers a new screen's machine with the inspector.
  func inspect(_ name: String, _ screen: any DemoScreen) {
    guard let inspector else { return }
    switch screen {
    case let screen as ImageSearchScreen:
      keep(
        inspector.register(
          id: name, title: "Image search (SwiftUI)", machine: screen.model.machine.machine,
          takesText: ["search", "failure"],
          makeEvent: { event, text in
            switch event {
            case "startSearch": .startSearch
            case "cancel": .cancel
            case "search": .search(text ?? "")
            case "failure": .failure(text ?? "")
            default: nil  // success carries a page of results
            }
          },
          describeContext: { context in
            var lines = ["query: \(context.query)"]
            if let page = context.page { lines.append("results: \(page.hits.count) images") }
            if let error = context.errorMessage { lines.append("error: \(error)") }
            return lines.joined(separator: "\n")
          }))
    case let screen as UIKitSearchScreen:
      keep(
        inspector.register(
          id: name, title: "Search screen (UIKit)", machine: screen.model.machine.machine,
          takesText: ["search"],
          makeEvent: { event, text in
            switch event {
            case "open": .open
            case "cancel": .cancel
            case "search": .search(text.flatMap { $0.isEmpty ? nil : $0 })
            case "clear": .clear
            default: nil  // resultsLoaded carries rows, failed a reason
            }
          },
          describeContext: { rows in "rows: \(rows.count)" }))
    case let screen as LoginScreen:
      keep(
        inspector.register(
          id: name, title: "Login", machine: screen.model.machine.machine,
          takesText: ["enteringCredential", "authenticationFailed"],
          makeEvent: { event, text in
            switch event {
            case "enteringCredential":
              // `username=…` or `password=…`.
              let parts = (text ?? "").split(separator: "=", maxSplits: 1).map(String.init)
              guard parts.count == 2 else { return nil }
              switch parts[0] {
              case "username": return .enteringCredential(.username(parts[1]))
              case "password": return .enteringCredential(.password(parts[1]))
              default: return nil
              }
            case "authenticate": return .authenticate
            case "authenticationSucceeded": return .authenticationSucceeded
            case "authenticationFailed": return .authenticationFailed(.networkError(text ?? ""))
            case "ackError": return .ackError
            default: return nil
            }
          },
          describeContext: { form in
            // Never the password itself.
            "username: \(form.username)\npassword: \(form.password.isEmpty ? "" : "•••• (\(form.password.count))")"
          }))
    case let screen as RequestTesterScreen:
      inspectRequests(screen, as: name, in: inspector)
    case let screen as OneAppScreen:
      // The page's context box shows the tree of running machines, and changes with any of them.
      let model = screen.model
      let app = model.machine.machine
      keep(
        inspector.register(
          id: name, title: "One app", machine: app,
          makeEvent: { event, _ in
            switch event {
            case "signOut": .signOut
            case "sessionExpired": .sessionExpired
            default: nil  // signedIn comes from the login screen, select needs a tab
            }
          },
          describeContext: { _ in app.tree(id: "app").description }
        ))
      observeTree(model) { inspector.changed(name) }
    default:
      break
    }
  }

  /// The request tester's board runs one child machine per request: the inspector draws the
  /// request machine and shows the state of the request spawned last. `go` and `cancel` take a
  /// request id (`slow` by default).
  private func inspectRequests(
    _ screen: RequestTesterScreen, as name: String, in inspector: Inspector
  ) {
    guard
      let svg = try? InspectableDiagram.svg(
        for: requestDefinition(), layout: .dotProcess)
    else { return }
    let status: @Sendable () async -> MachineStatus = {
      await MainActor.run {
        let tester = screen.tester
        let latest = tester.requests.last
        let machine = latest?.machine.machine
        let configuration =
          machine.map { machine in
            machine.configuration.compactMap { machine.definition.node(for: $0)?.name }
          } ?? ["idle", "ready"]
        var context = "requests: \(tester.requests.map(\.id).joined(separator: ", "))"
        if let latest { context += "\nlatest: \(latest.id) (\(latest.machine.state.stateCase))" }
        if let refusal = tester.refusal { context += "\n\(refusal)" }
        return MachineStatus(
          id: name, title: "Request tester", configuration: configuration,
          context: context, enabled: tester.inFlight.isEmpty ? ["go"] : ["go", "cancel"],
          takesText: ["go", "cancel"], recent: screen.recent(of: latest?.id))
      }
    }
    let send: @Sendable (String, String?) async -> SendReply = { event, text in
      await MainActor.run {
        let id = (text ?? "").isEmpty ? "slow" : text ?? ""
        guard let draft = screen.drafts.first(where: { $0.id == id }) else {
          return SendReply(accepted: false, message: "no request '\(id)'")
        }
        switch event {
        case "go":
          let taken = screen.go(draft)
          return SendReply(accepted: taken, message: screen.tester.refusal ?? "go \(id)")
        case "cancel":
          let cancelled = screen.tester.cancel(id: id)
          return SendReply(
            accepted: cancelled,
            message: cancelled ? "cancel \(id)" : "'cancel' is not enabled: \(id) is not in flight")
        default:
          return SendReply(
            accepted: false, message: "'\(event)' is not enabled; enabled: go, cancel")
        }
      }
    }
    inspector.add(
      InspectedMachine(
        id: name, title: "Request tester", svg: svg, status: status, send: send))
    observeRequests(screen.tester) { inspector.changed(name) }
  }

  /// Calls `changed` whenever a machine of the app's tree moves, starts or stops.
  private func observeTree(_ model: AppModel, changed: @escaping @Sendable () -> Void) {
    withObservationTracking {
      _ = model.tree
    } onChange: {
      changed()
      Task { @MainActor [weak self] in self?.observeTree(model, changed: changed) }
    }
  }

  /// Calls `changed` whenever a request's machine moves (Observation, re-armed after each
  /// change).
  private func observeRequests(
    _ tester: RequestTesterModel, changed: @escaping @Sendable () -> Void
  ) {
    withObservationTracking {
      _ = tester.refusal
      for request in tester.requests { _ = request.machine.snapshot }
    } onChange: {
      changed()
      Task { @MainActor [weak self] in self?.observeRequests(tester, changed: changed) }
    }
  }
}
