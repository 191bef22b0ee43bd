import DemoServer
import Foundation
import RequestTester
import StateKit
import StateKitTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The request tester example: one machine per request (the article's four states), its send
/// as state-scoped work, against the local server.
@MainActor
struct RequestTesterTests {
  static func environment(_ server: URL) -> RequestEnvironment {
    RequestEnvironment(["base": server.absoluteString, "token": "s3cret", "name": "Ada"])
  }

  @Test func theDiagramsTransitions() {
    let draft = RequestDraft(id: "r", url: "{{base}}echo")
    let machine = Machine(requestDefinition(draft))
    #expect(machine.state == .ready && machine.matches(.idle))
    let environment = RequestEnvironment(["base": "http://127.0.0.1:9/"])
    #expect(machine.send(.go(request: draft, environment: environment)) == .handled)
    #expect(machine.state == .send, "prepare succeeded and passed straight on to send")
    #expect(machine.context.urlRequest?.url?.absoluteString == "http://127.0.0.1:9/echo")
    #expect(machine.send(.go(request: draft, environment: environment)) == .ignored)
    machine.send(.cancel("stop"))
    #expect(machine.state == .cancel("stop"))
    machine.send(.go(request: draft, environment: RequestEnvironment()))
    #expect(machine.state == .cancel(PrepareError.missingVariable("base").message))
    #expect(machine.context.urlRequest == nil)
    #expect(machine.send(.cancel("again")) == .ignored, "only a request in flight cancels")
    machine.send(.go(request: draft, environment: environment))
    let record = ResponseRecord(
      .failure(URLError(.timedOut)), for: machine.context.urlRequest!, elapsed: .seconds(1))
    machine.send(.responded(record))
    #expect(machine.state == .response(record))
    #expect(machine.state.response?.error?.isEmpty == false)
  }

  struct Echo: Decodable {
    var method: String
    var path: String
    var query: [String: String]
    var headers: [String: String]
    var body: String
  }

  @Test func substitutesTheEnvironmentAndKeepsTheResponse() async throws {
    try await withDemoServer { server in
      let clock = ManualClock()
      let transport = HeldTransport()
      let tester = RequestTesterModel(
        environment: Self.environment(server.baseURL), transport: transport, clock: clock)
      let request = RequestDraft(
        id: "echo", method: "post", url: "{{base}}echo?who={{ name }}",
        headers: [HTTPHeader("Authorization", "Bearer {{token}}"), HTTPHeader("X-{{name}}", "1")],
        body: "{\"hello\": \"{{name}}\"}")
      let manager = tester.go(request)
      #expect(manager.state == .send)
      await transport.sent.wait()
      clock.advance(by: .milliseconds(250))
      transport.release.open(())

      try await waitOnMain("the response") { !manager.isInFlight }
      guard case .response(let response) = manager.state else {
        Issue.record("expected a response, got \(manager.state)")
        return
      }
      #expect(response.status == 200)
      #expect(response.elapsed == .milliseconds(250))
      #expect(response.headers.contains { $0.name.lowercased() == "content-type" })
      #expect(response.sentURL == server.url("echo?who=Ada").absoluteString)
      let echo = try JSONDecoder().decode(Echo.self, from: response.body)
      #expect(echo.method == "POST")
      #expect(echo.path == "/echo")
      #expect(echo.query == ["who": "Ada"])
      #expect(echo.headers["Authorization"] == "Bearer s3cret")
      #expect(echo.headers["X-Ada"] == "1")
      #expect(echo.body == "{\"hello\": \"Ada\"}")
    }
  }

  @Test func aMissingVariableCancelsWhilePreparing() {
    let transport = ControlledTransport()
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), transport: transport)
    let manager = tester.go(RequestDraft(id: "r", url: "{{base}}echo", body: "{{missing}}"))
    #expect(manager.state == .cancel(PrepareError.missingVariable("missing").message))
    #expect(transport.count == 0)

    // Fixing the environment and going again reuses the request's machine.
    tester.environment.variables["missing"] = "here"
    #expect(tester.go(RequestDraft(id: "r", url: "{{base}}echo", body: "{{missing}}")) === manager)
    #expect(manager.state == .send)
    #expect(tester.managers.count == 1)
  }

  @Test(arguments: ["not a url", "ftp://127.0.0.1/file", "http://", "/relative/path", "{{open"])
  func anInvalidURLCancelsWithAClearMessage(_ url: String) {
    let tester = RequestTesterModel(transport: ControlledTransport())
    let manager = tester.go(RequestDraft(id: "r", url: url))
    guard case .cancel(let message) = manager.state else {
      Issue.record("expected a cancel, got \(manager.state)")
      return
    }
    #expect(message.contains("not a valid URL") || message.contains("not closed"))
  }

  @Test func errorStatusesAreResponses() async throws {
    try await withDemoServer { server in
      let tester = RequestTesterModel(environment: Self.environment(server.baseURL))
      let notFound = tester.go(RequestDraft(id: "404", url: "{{base}}status/404"))
      let failing = tester.go(RequestDraft(id: "500", method: "DELETE", url: "{{base}}status/500"))
      try await waitOnMain("both responses") { !notFound.isInFlight && !failing.isInFlight }
      #expect(notFound.state.response?.status == 404)
      #expect(failing.state.response?.status == 500)
      #expect(failing.state.response?.bodyText.contains("Internal Server Error") == true)
    }
  }

  @Test func serverDownIsAResponseWithoutStatus() async throws {
    let base = try await deadServerURL("")
    let tester = RequestTesterModel(environment: Self.environment(base))
    let manager = tester.go(RequestDraft(id: "down", url: "{{base}}echo"))
    try await waitOnMain("the failure") { !manager.isInFlight }
    #expect(manager.state.response?.status == nil)
    #expect(manager.state.response?.error?.isEmpty == false)
  }

  @Test func cancelWhileSendingStopsTheSlowRequest() async throws {
    try await withDemoServer { server in
      let tester = RequestTesterModel(environment: Self.environment(server.baseURL))
      let manager = tester.go(RequestDraft(id: "slow", url: "{{base}}slow?delay=30000"))
      #expect(manager.state == .send)
      #expect(tester.cancel(id: "slow"))
      #expect(manager.state == .cancel(RequestManager.cancelledByUser))
      #expect(!tester.cancel(id: "slow"))
      // The cancelled send ends (URLSession reports the cancel) and the engine drops it.
      try await waitPolling("the cancelled send to end") { manager.ignoredResponses == 1 }
      #expect(manager.state == .cancel(RequestManager.cancelledByUser))
    }
  }

  @Test func aResponseAfterCancelIsIgnored() async throws {
    let transport = ControlledTransport()
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), transport: transport)
    let manager = tester.go(RequestDraft(id: "r", url: "{{base}}slow"))
    await transport.waitForPending(1)
    tester.cancel(id: "r")
    transport.respond(status: 200, body: "too late")
    try await waitPolling("the late response") { manager.ignoredResponses == 1 }
    #expect(manager.state == .cancel(RequestManager.cancelledByUser))
  }

  @Test func aResponseToAnEarlierSendIsIgnored() async throws {
    let transport = ControlledTransport()
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), transport: transport)
    let request = RequestDraft(id: "r", url: "{{base}}echo")
    let manager = tester.go(request)
    await transport.waitForPending(1)
    tester.cancel(id: "r")
    tester.go(request)  // sending again: the machine is in `send` once more
    await transport.waitForPending(2)
    transport.respond(status: 201, body: "first")
    try await waitPolling("the stale response") { manager.ignoredResponses == 1 }
    #expect(manager.state == .send)
    transport.respond(status: 202, body: "second")
    try await waitOnMain("the response") { !manager.isInFlight }
    #expect(manager.state.response?.status == 202)
    #expect(manager.state.response?.bodyText == "second")
  }

  @Test func manyRequestsAreInFlightAtOnce() async throws {
    try await withDemoServer { server in
      let tester = RequestTesterModel(environment: Self.environment(server.baseURL))
      let slow = (1...3).map {
        tester.go(RequestDraft(id: "slow\($0)", url: "{{base}}slow?delay=30000"))
      }
      #expect(tester.inFlight.count == 3)
      #expect(Set(slow.map { ObjectIdentifier($0) }).count == 3)

      let quick = tester.go(RequestDraft(id: "quick", url: "{{base}}echo"))
      try await waitOnMain("the quick response") { !quick.isInFlight }
      #expect(quick.state.response?.status == 200)
      #expect(slow.allSatisfy { $0.state == .send })

      // Go on a request in flight changes nothing.
      #expect(tester.go(RequestDraft(id: "slow1", url: "{{base}}echo")) === slow[0])
      #expect(slow[0].request.url == "{{base}}slow?delay=30000")

      tester.cancel(id: "slow2")
      #expect(tester.inFlight.map(\.id) == ["slow1", "slow3"])
      for manager in tester.inFlight { manager.cancel() }
      #expect(tester.inFlight.isEmpty)
      #expect(tester.order == ["slow1", "slow2", "slow3", "quick"])
      try await waitPolling("the cancelled sends to end") {
        slow.allSatisfy { $0.ignoredResponses == 1 }
      }
    }
  }
}

/// Sends with `URLSession` once the test releases the request: `sent` opens when the send
/// starts, after the sender read its clock.
struct HeldTransport: HTTPTransport {
  let sent = Gate<Void>()
  let release = Gate<Void>()

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    sent.open(())
    await release.wait()
    return try await URLSessionTransport().send(request)
  }
}
