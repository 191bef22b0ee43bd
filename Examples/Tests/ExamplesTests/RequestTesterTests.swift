import DemoServer
import Foundation
import RequestTester
import StateKit
import StateKitTesting
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The request tester example: a board machine whose children are the requests (the article's
/// four states), each send as state-scoped work, against the local server.
@MainActor
struct RequestTesterTests {
  static func environment(_ server: URL) -> RequestEnvironment {
    RequestEnvironment(["base": server.absoluteString, "token": "s3cret", "name": "Ada"])
  }

  @Test func theDiagramsTransitions() {
    let draft = RequestDraft(id: "r", url: "{{base}}echo")
    let machine = Machine(requestDefinition())
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
      let child = try #require(tester.go(request))
      #expect(child.state == .send)
      await transport.sent.wait()
      clock.advance(by: .milliseconds(250))
      transport.release.open(())

      try await waitOnMain("the response") { !child.isInFlight }
      guard case .response(let response) = child.state else {
        Issue.record("expected a response, got \(child.state)")
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

  @Test func aMissingVariableCancelsWhilePreparing() throws {
    let transport = ControlledTransport()
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), transport: transport)
    let child = try #require(
      tester.go(RequestDraft(id: "r", url: "{{base}}echo", body: "{{missing}}")))
    #expect(child.state == .cancel(PrepareError.missingVariable("missing").message))
    #expect(tester.inFlight.isEmpty)
    #expect(transport.count == 0)

    // Fixing the environment and going again reuses the request's machine.
    tester.environment.variables["missing"] = "here"
    #expect(tester.go(RequestDraft(id: "r", url: "{{base}}echo", body: "{{missing}}")) === child)
    #expect(child.state == .send)
    #expect(tester.requests.count == 1)
  }

  @Test(arguments: ["not a url", "ftp://127.0.0.1/file", "http://", "/relative/path", "{{open"])
  func anInvalidURLCancelsWithAClearMessage(_ url: String) {
    let tester = RequestTesterModel(transport: ControlledTransport())
    let child = tester.go(RequestDraft(id: "r", url: url))
    guard case .cancel(let message)? = child?.state else {
      Issue.record("expected a cancel, got \(String(describing: child?.state))")
      return
    }
    #expect(message.contains("not a valid URL") || message.contains("not closed"))
  }

  @Test func errorStatusesAreResponses() async throws {
    try await withDemoServer { server in
      let tester = RequestTesterModel(environment: Self.environment(server.baseURL))
      let notFound = try #require(tester.go(RequestDraft(id: "404", url: "{{base}}status/404")))
      let failing = try #require(
        tester.go(RequestDraft(id: "500", method: "DELETE", url: "{{base}}status/500")))
      try await waitOnMain("both responses") { !notFound.isInFlight && !failing.isInFlight }
      #expect(notFound.state.response?.status == 404)
      #expect(failing.state.response?.status == 500)
      #expect(failing.state.response?.bodyText.contains("Internal Server Error") == true)
    }
  }

  @Test func serverDownIsAResponseWithoutStatus() async throws {
    let base = try await deadServerURL("")
    let tester = RequestTesterModel(environment: Self.environment(base))
    let child = try #require(tester.go(RequestDraft(id: "down", url: "{{base}}echo")))
    try await waitOnMain("the failure") { !child.isInFlight }
    #expect(child.state.response?.status == nil)
    #expect(child.state.response?.error?.isEmpty == false)
  }

  @Test func cancelWhileSendingStopsTheSlowRequest() async throws {
    try await withDemoServer { server in
      let tester = RequestTesterModel(environment: Self.environment(server.baseURL))
      let child = try #require(
        tester.go(RequestDraft(id: "slow", url: "{{base}}slow?delay=30000")))
      #expect(child.state == .send)
      #expect(tester.cancel(id: "slow"))
      #expect(child.state == .cancel(cancelledByUser))
      #expect(!tester.cancel(id: "slow"))
      // The cancelled send ends (URLSession reports the cancel) and the engine drops it.
      try await waitPolling("the cancelled send to end") { child.droppedWorkEvents == 1 }
      #expect(child.state == .cancel(cancelledByUser))
    }
  }

  @Test func aResponseAfterCancelIsIgnored() async throws {
    let transport = ControlledTransport()
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), transport: transport)
    let child = try #require(tester.go(RequestDraft(id: "r", url: "{{base}}slow")))
    await transport.waitForPending(1)
    tester.cancel(id: "r")
    transport.respond(status: 200, body: "too late")
    try await waitPolling("the late response") { child.droppedWorkEvents == 1 }
    #expect(child.state == .cancel(cancelledByUser))
  }

  @Test func aResponseToAnEarlierSendIsIgnored() async throws {
    let transport = ControlledTransport()
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), transport: transport)
    let request = RequestDraft(id: "r", url: "{{base}}echo")
    let child = try #require(tester.go(request))
    await transport.waitForPending(1)
    tester.cancel(id: "r")
    tester.go(request)  // sending again: the machine is in `send` once more
    await transport.waitForPending(2)
    transport.respond(status: 201, body: "first")
    try await waitPolling("the stale response") { child.droppedWorkEvents == 1 }
    #expect(child.state == .send)
    transport.respond(status: 202, body: "second")
    try await waitOnMain("the response") { !child.isInFlight }
    #expect(child.state.response?.status == 202)
    #expect(child.state.response?.bodyText == "second")
  }

  @Test func manyRequestsAreInFlightAtOnce() async throws {
    try await withDemoServer { server in
      let tester = RequestTesterModel(environment: Self.environment(server.baseURL))
      let slow = try (1...3).map {
        try #require(tester.go(RequestDraft(id: "slow\($0)", url: "{{base}}slow?delay=30000")))
      }
      #expect(tester.inFlight.count == 3)
      #expect(Set(slow.map { ObjectIdentifier($0) }).count == 3)

      let quick = try #require(tester.go(RequestDraft(id: "quick", url: "{{base}}echo")))
      try await waitOnMain("the quick response") { !quick.isInFlight }
      #expect(quick.state.response?.status == 200)
      #expect(slow.allSatisfy { $0.state == .send })

      // Go on a request in flight changes nothing.
      #expect(tester.go(RequestDraft(id: "slow1", url: "{{base}}echo")) === slow[0])
      #expect(slow[0].context.request.url == "{{base}}slow?delay=30000")

      tester.cancel(id: "slow2")
      #expect(tester.inFlight.map(\.id) == ["slow1", "slow3"])
      for request in tester.inFlight { tester.cancel(id: request.id) }
      #expect(tester.inFlight.isEmpty)
      #expect(tester.requests.map(\.id) == ["slow1", "slow2", "slow3", "quick"])
      try await waitPolling("the cancelled sends to end") {
        slow.allSatisfy { $0.droppedWorkEvents == 1 }
      }
    }
  }

  @Test func aGoBeyondTheLimitIsRefusedByTheBoard() async throws {
    let transport = ControlledTransport()
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), transport: transport)
    let drafts = (1...6).map { RequestDraft(id: "r\($0)", url: "{{base}}slow") }
    for draft in drafts.prefix(4) { #expect(tester.go(draft) != nil) }
    #expect(tester.inFlight.count == 4)
    #expect(tester.refusal == nil)

    #expect(tester.go(drafts[4]) == nil)
    #expect(tester.refusal == "At most 4 requests can be in flight at once: cancel one first.")
    #expect(
      tester.requests.map(\.id) == ["r1", "r2", "r3", "r4"], "the refused Go spawned nothing")
    await transport.waitForPending(4)

    // A response makes room, and so does a cancel.
    transport.respond(status: 200, body: "done")
    try await waitOnMain("a response") { tester.inFlight.count == 3 }
    let answered = try #require(tester.requests.first { !$0.machine.isInFlight }).id
    #expect(tester.go(drafts[4]) != nil)
    #expect(tester.refusal == nil)
    #expect(tester.go(drafts[5]) == nil)
    tester.cancel(id: try #require(tester.inFlight.first).id)
    #expect(tester.go(drafts[5]) != nil)
    #expect(tester.inFlight.count == 4)
    #expect(
      tester.go(RequestDraft(id: answered, url: "{{base}}slow")) == nil,
      "going again counts against the limit")
    await transport.waitForPending(5)
    while transport.count > 0 { transport.respond() }
  }

  @Test func aLimitOfOneAndRequestsThatFailToPrepare() throws {
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]),
      transport: ControlledTransport(), limit: 1)
    let invalid = try #require(tester.go(RequestDraft(id: "bad", url: "{{base}}{{nope}}")))
    #expect(!invalid.isInFlight, "a request that could not be prepared is not in flight")
    #expect(tester.go(RequestDraft(id: "one", url: "{{base}}slow")) != nil)
    #expect(tester.go(RequestDraft(id: "two", url: "{{base}}slow")) == nil)
    #expect(tester.refusal?.contains("At most 1 requests") == true)
    #expect(tester.requests.map(\.id) == ["bad", "one"])
  }

  @Test func aCancelIsATransitionOfTheBoard() async throws {
    let transport = ControlledTransport()
    let tester = RequestTesterModel(
      environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), transport: transport)
    let child = try #require(tester.go(RequestDraft(id: "r", url: "{{base}}slow")))
    await transport.waitForPending(1)
    let updates = Mutex<[MachineUpdate<RequestBoardState, RequestBoardEvent, RequestBoardContext>]>(
      [])
    let subscription = tester.board.machine.subscribe { update in
      updates.withLock { $0.append(update) }
    }
    #expect(tester.cancel(id: "r"))
    subscription.cancel()

    let steps = updates.withLock { $0 }
    #expect(steps.count == 1, "the board took one step, and the child stepped inside it")
    let step = try #require(steps.first)
    #expect(step.event == .cancel(id: "r"))
    #expect(step.isHandled && step.transitions.count == 1)
    guard case .children(.send("requests", let id, let event))? = step.effects.first else {
      Issue.record("expected a send to the requests, got \(step.effects)")
      return
    }
    #expect(id as? String == "r")
    #expect(event as? RequestEvent == .cancel(cancelledByUser))
    #expect(child.state == .cancel(cancelledByUser))
    #expect(!tester.cancel(id: "r"), "only a request in flight takes the cancel")

    transport.respond(status: 200, body: "too late")
    try await waitPolling("the late response") { child.droppedWorkEvents == 1 }
    #expect(child.state == .cancel(cancelledByUser))
  }

  @Test func theBoardsTesterDrivesTheRequestsByTheirIds() async throws {
    let requests = RequestChildren("requests", requestDefinition())
    let board = MachineTester(
      requestBoardDefinition(
        requests, environment: RequestEnvironment(["base": "http://127.0.0.1:9/"]), limit: 1))
    // The requests' own steps are tested in RequestMachineTests: here only what the board does
    // with them is asserted.
    board.setExhaustivity(.off, for: requests)
    await board.send(.go(RequestDraft(id: "a", url: "{{base}}echo")))
    let a = try #require(board.child(requests, id: "a"))
    #expect(a.state == .send)
    let b = RequestDraft(id: "b", url: "{{base}}echo")
    await board.send(.go(b)) {
      $0.context.refusal = "At most 1 requests can be in flight at once: cancel one first."
    }
    #expect(board.machine.children(requests).ids == ["a"])
    // The board's cancel reaches the request as the request's event.
    await board.send(.cancel(id: "a"))
    await a.receive(.cancel(cancelledByUser), state: .cancel(cancelledByUser))
    await board.send(.go(b)) { $0.context.refusal = nil }
    #expect(try #require(board.child(requests, id: "b")).state == .send)
    await board.finish()
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

/// A request's detail screen follows the board's selection.
@MainActor
struct RequestDetailTests {
  @Test func aRowOpensItsDetailAndBackClosesIt() throws {
    let tester = RequestTesterModel(transport: ControlledTransport())
    tester.go(RequestDraft(id: "r", url: "not a url"))
    tester.go(RequestDraft(id: "s", url: "not a url"))
    #expect(tester.detail.value == nil)
    let row = try #require(tester.requests.first { $0.id == "s" })
    tester.detail.value = row
    #expect(tester.board.context.selected == "s")
    #expect(tester.detail.value == row && tester.detail.value?.machine === tester.request("s"))
    tester.detail.value = nil
    #expect(tester.board.context.selected == nil && tester.detail.value == nil)
  }
}
