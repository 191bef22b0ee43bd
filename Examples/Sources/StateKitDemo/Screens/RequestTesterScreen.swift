import Foundation
import RequestTester
import StateKit

/// The request tester example's request tester, drawn from ``RequestTesterModel``: its board
/// machine and the request machines that are its children.
@MainActor
final class RequestTesterScreen: DemoScreen {
  let tester: RequestTesterModel
  let drafts: [RequestDraft]
  private var selection = 0
  private var logs: [String: TransitionLog] = [:]
  private let changed: @Sendable () -> Void

  init(server: URL, changed: @escaping @Sendable () -> Void) {
    self.changed = changed
    tester = RequestTesterModel(
      environment: RequestEnvironment([
        "base": server.absoluteString, "name": "Ada", "token": "s3cret", "delay": "3000",
      ]))
    drafts = [
      RequestDraft(id: "echo", url: "{{base}}echo?hello={{name}}"),
      RequestDraft(
        id: "post", method: "POST", url: "{{base}}echo",
        headers: [
          HTTPHeader("Authorization", "Bearer {{token}}"),
          HTTPHeader("Content-Type", "application/json"),
        ],
        body: "{\"user\": \"{{name}}\"}"),
      RequestDraft(id: "slow", url: "{{base}}slow?delay={{delay}}"),
      RequestDraft(id: "teapot", method: "GET", url: "{{base}}status/418"),
      RequestDraft(id: "error", method: "DELETE", url: "{{base}}status/500"),
      RequestDraft(id: "missing", url: "{{base}}users/{{userId}}"),
      RequestDraft(id: "invalid", url: "htp:/nowhere"),
    ]
  }

  var title: String { "Request tester" }

  var selected: RequestDraft { drafts[selection] }
  var request: RequestTesterModel.Request? { tester.request(selected.id) }

  /// The state's name, and the word the screen uses for it (`sending`, `cancelled`).
  var stateNames: [String] {
    guard let request else { return ["ready"] }
    let name = "\(request.state.stateCase)"
    return [name, ["send": "sending", "cancel": "cancelled"][name] ?? name]
  }

  var help: String {
    "↑/↓ choose · Enter go (cancel while in flight) · x cancel · a go all · Esc back to the menu"
  }

  func content(width: Int, height: Int) -> [Line] {
    let variables = tester.environment.variables.sorted { $0.key < $1.key }
    var lines = [Line("Environment", .bold)]
    lines += wrap(
      variables.map { "\($0.key)=\($0.value)" }.joined(separator: "  "), width: width - 2
    ).map { Line("  " + $0, .dim) }
    lines.append(Line())
    lines.append(
      Line("Requests                              (\(tester.inFlight.count) in flight)", .bold))
    if let refusal = tester.refusal {
      lines += wrap(refusal, width: width - 4).map { Line("  " + $0, .dim) }
    }
    for (index, draft) in drafts.enumerated() {
      let marker = index == selection ? "▶" : " "
      let method = Frame.fit(draft.method, 6)
      let status = tester.request(draft.id).map(summary) ?? ""
      let url = Frame.fit(draft.url, max(10, width - 32))
      lines.append(
        Line(
          "\(marker) \(index + 1) \(method) \(url)  \(status)",
          index == selection ? .inverse : .normal))
    }
    lines.append(Line())
    lines.append(Line("\(selected.method) \(selected.url)", .bold))
    for header in selected.headers { lines.append(Line("  \(header.name): \(header.value)", .dim)) }
    if !selected.body.isEmpty { lines.append(Line("  \(selected.body)", .dim)) }
    lines.append(Line())
    guard let request else {
      lines.append(Line("Not sent yet. Press Enter."))
      return lines
    }
    switch request.state {
    case .idle, .ready: lines.append(Line("Not sent yet. Press Enter."))
    case .prepare: lines.append(Line("Preparing…"))
    case .send: lines.append(Line("◐ Waiting for the response… (Enter or x cancels)", .bold))
    case .cancel(let reason):
      lines.append(Line("Cancelled", .bold))
      lines += wrap(reason, width: width - 2).map { Line($0) }
    case .response(let response):
      if let status = response.status {
        lines.append(
          Line(
            "\(status) \(reasonPhrase(status)) · \(milliseconds(response.elapsed)) · \(response.body.count) bytes",
            .bold))
        for header in response.headers.prefix(4) {
          lines.append(Line("  \(header.name): \(header.value)", .dim))
        }
        lines += wrap(response.bodyText, width: width - 2).prefix(max(1, height - lines.count - 2))
          .map { Line($0) }
      } else {
        lines.append(Line("No response · \(milliseconds(response.elapsed))", .bold))
        lines += wrap(response.error ?? "", width: width - 2).map { Line($0) }
      }
    }
    return lines
  }

  private func summary(_ request: RequestTesterModel.Request) -> String {
    switch request.state {
    case .idle, .ready: ""
    case .prepare: "preparing"
    case .send: "sending…"
    case .response(let response):
      response.status.map { "\($0) · \(milliseconds(response.elapsed))" } ?? "failed"
    case .cancel: "cancelled"
    }
  }

  func panel(height: Int) -> MachinePanel {
    guard let request else {
      let preview = requestDefinition()
      return MachinePanel(
        preview, snapshot: preview.initialSnapshot(), recent: [],
        note: "Request \"\(selected.id)\": no machine yet.")
    }
    var note =
      "Request \"\(selected.id)\": one child of the board per request; \(tester.requests.count) running."
    if request.droppedWorkEvents > 0 {
      note += " \(request.droppedWorkEvents) late response(s) dropped."
    }
    return MachinePanel(
      request.machine.definition, snapshot: request.snapshot, recent: recent(of: selected.id),
      note: note)
  }

  /// The logged transitions of a request, oldest first.
  func recent(of id: String?) -> [String] {
    id.flatMap { logs[$0]?.recent }.map { Array($0.suffix(Inspector.recentLimit)) } ?? []
  }

  /// Go on a request. Its transitions are logged from its first Go on: the board spawns a new
  /// request's machine for that Go, so the log starts with the step it took.
  ///
  /// - Returns: Whether the board took the Go.
  @discardableResult
  func go(_ draft: RequestDraft) -> Bool {
    guard let request = tester.go(draft) else { return false }
    if logs[draft.id] == nil {
      let first = "ready --go--> \(request.state.stateCase)"
      logs[draft.id] = TransitionLog(request.machine, earlier: [first], changed: changed)
    }
    return true
  }

  func handle(_ key: Key) -> ScreenResult {
    switch key {
    case .up: selection = (selection + drafts.count - 1) % drafts.count
    case .down, .tab: selection = (selection + 1) % drafts.count
    case .enter:
      if request?.isInFlight == true { tester.cancel(id: selected.id) } else { go(selected) }
    case .char("x"): tester.cancel(id: selected.id)
    case .char("a"): for draft in drafts { go(draft) }
    case .escape:
      if request?.isInFlight == true { tester.cancel(id: selected.id) } else { return .back }
    case .char(let c):
      if let n = c.wholeNumberValue, (1...drafts.count).contains(n) { selection = n - 1 }
    default: break
    }
    return .stay
  }
}

func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
}

func reasonPhrase(_ status: Int) -> String {
  let phrases = [
    200: "OK", 201: "Created", 202: "Accepted", 204: "No Content", 301: "Moved Permanently",
    302: "Found", 304: "Not Modified", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
    404: "Not Found", 418: "I'm a teapot", 429: "Too Many Requests", 500: "Internal Server Error",
    502: "Bad Gateway", 503: "Service Unavailable",
  ]
  return phrases[status] ?? ""
}
