import Foundation
import StateKitGameplay
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The request tester example's request tester, ported with only its import changed, driven through its flows.
@Suite("The request tester example: the request tester")
struct Seed002Tests {
  let http = EAHTTPClient()
  let request = ERequest(url: "https://api.example.com/echo?q=1", method: "POST")
  let manager: RequestManager

  init() {
    manager = RequestManager(request: request, http: http)
  }

  @Test("go → prepare → send → response")
  func goPreparesSendsAndShowsTheResponse() throws {
    #expect(manager.fsm.currentState == nil)

    manager.start()

    // Prepare entered send from its didEnter, so the machine already waits in send.
    #expect(manager.fsm.currentState is RequestSendState)
    let sent = try #require(http.requests.first)
    #expect(http.requests.count == 1)
    #expect(sent.url?.absoluteString == "https://api.example.com/echo?q=1")
    #expect(sent.httpMethod == "POST")
    #expect(manager.fsm.state(forClass: RequestSendState.self)?.urlReq == sent)

    http.completeNext(statusCode: 201, body: "created", elapsed: 42)

    #expect(manager.fsm.currentState is RequestResponseState)
    let shown = try #require(manager.shownResponses.first)
    #expect(manager.shownResponses.count == 1)
    #expect(shown.requestId == request.getId())
    #expect(shown.statusCode == 201)
    #expect(shown.body == Data("created".utf8))
    #expect(shown.elapsed == 42)
    #expect(manager.fsm.state(forClass: RequestResponseState.self)?.data?.statusCode == 201)
    #expect(manager.cancelCount == 0)
  }

  @Test("a transport error is shown on the response screen")
  func transportErrorIsShownAsAResponse() throws {
    manager.start()
    http.failNext(TransportError(message: "offline"), elapsed: 7)

    #expect(manager.fsm.currentState is RequestResponseState)
    let shown = try #require(manager.shownResponses.first)
    #expect(shown.statusCode == nil)
    #expect(shown.errorDescription?.contains("offline") == true)
    #expect(shown.elapsed == 7)
  }

  @Test("Go again after a response runs a new request with fresh data")
  func goAgainAfterAResponse() {
    manager.start()
    http.completeNext(statusCode: 200, body: "first")
    manager.start()  // response → prepare is valid; prepare enters send again
    #expect(manager.fsm.currentState is RequestSendState)
    http.failNext(TransportError(message: "second failed"))

    #expect(http.requests.count == 2)
    #expect(manager.shownResponses.map(\.statusCode) == [200, nil])
  }

  @Test("cancel while preparing: nothing is sent")
  func cancelFromPrepare() {
    // The user cancels while prepare runs (a re-entrant cancel from inside prepare's didEnter).
    manager.willPrepare = { [unowned manager] in manager.cancelRequest() }

    manager.start()

    #expect(manager.fsm.currentState is RequestCancelState)
    #expect(manager.cancelCount == 1)
    // Prepare's own `enter(RequestSendState.self)` came after the cancel and was refused by
    // the cancel state, so send's didEnter never ran.
    #expect(http.requests.isEmpty)
    #expect(manager.fsm.canEnterState(RequestSendState.self) == false)
  }

  @Test("cancel while sending")
  func cancelFromSend() {
    manager.start()
    #expect(manager.fsm.currentState is RequestSendState)

    manager.cancelRequest()

    #expect(manager.fsm.currentState is RequestCancelState)
    #expect(manager.cancelCount == 1)
    #expect(http.pendingCount == 1)
  }

  @Test(
    "a failed prepare posts its notification and enters cancel",
    arguments: zip(
      ["not a url", "ftp://files.example.com/x", "https://{{host}}/echo"],
      [
        "invalid-url: Constructing the request failed. Please check the URL format.",
        "invalid-url: Constructing the request failed. Please check the URL format.",
        "extrapolate-did-fail: Extrapolating env variables failed. Please check the variables and env.",
      ]))
  func failedPrepareEntersCancel(url: String, expectedNotification: String) throws {
    request.url = url
    let prepare = try #require(manager.fsm.state(forClass: RequestPrepareState.self))
    let recorder = NotificationRecorder(names: [.invalidURL, .extrapolateDidFail], object: prepare)

    manager.start()

    #expect(recorder.notifications == [expectedNotification])
    #expect(manager.fsm.currentState is RequestCancelState)
    #expect(manager.cancelCount == 1)
    #expect(http.requests.isEmpty)
  }

  @Test("a response after cancel is ignored")
  func responseAfterCancelIsIgnored() {
    manager.start()
    manager.cancelRequest()

    http.completeNext(statusCode: 200, body: "too late")

    #expect(manager.fsm.currentState is RequestCancelState)
    #expect(manager.shownResponses.isEmpty)
    #expect(manager.fsm.state(forClass: RequestResponseState.self)?.data == nil)
  }

  @Test("a late response of a cancelled request is ignored after Go is pressed again")
  func lateResponseOfACancelledRequestIsIgnored() {
    manager.start()
    manager.cancelRequest()
    manager.start()  // cancel → prepare → send: a second request is in flight
    #expect(http.pendingCount == 2)

    http.completeNext(statusCode: 500, body: "first, cancelled")
    #expect(manager.fsm.currentState is RequestSendState)
    #expect(manager.shownResponses.isEmpty)

    http.completeNext(statusCode: 200, body: "second")
    #expect(manager.fsm.currentState is RequestResponseState)
    #expect(manager.shownResponses.map(\.statusCode) == [200])
  }

  @Test("an invalid enter returns false and calls nothing")
  func invalidEnterIsRefused() {
    manager.start()
    http.completeNext()
    #expect(manager.fsm.currentState is RequestResponseState)

    // The response state only allows prepare.
    #expect(manager.fsm.enter(RequestCancelState.self) == false)
    #expect(manager.fsm.enter(RequestSendState.self) == false)

    #expect(manager.fsm.currentState is RequestResponseState)
    #expect(manager.cancelCount == 0)
    #expect(http.requests.count == 1)
    #expect(manager.shownResponses.count == 1)
  }

  @Test("state(forClass:) returns the registered instances, typed")
  func stateForClassReturnsTheRegisteredInstances() throws {
    let prepare: RequestPrepareState = try #require(
      manager.fsm.state(forClass: RequestPrepareState.self))
    let send: RequestSendState = try #require(manager.fsm.state(forClass: RequestSendState.self))
    let response: RequestResponseState = try #require(
      manager.fsm.state(forClass: RequestResponseState.self))
    let cancel: RequestCancelState = try #require(
      manager.fsm.state(forClass: RequestCancelState.self))

    for state in [prepare, send, response, cancel] as [GKState] {
      #expect(state.stateMachine === manager.fsm)
    }
    #expect(manager.fsm.state(forClass: RequestSendState.self) === send)
    #expect(prepare.request === request)
    #expect(manager.fsm.state(forClass: GKState.self) == nil)

    manager.start()
    #expect(manager.fsm.currentState === send)
  }

  @Test("the machine's transition graph")
  func transitionGraph() {
    let graph = manager.fsm.transitionGraph()
    let states = [
      "RequestPrepareState", "RequestSendState", "RequestResponseState", "RequestCancelState",
    ]

    #expect(graph.states == states)
    #expect(graph.initialStates == states)
    #expect(
      graph.edges == [
        .init(from: "RequestPrepareState", to: "RequestSendState"),
        .init(from: "RequestPrepareState", to: "RequestCancelState"),
        .init(from: "RequestSendState", to: "RequestResponseState"),
        .init(from: "RequestSendState", to: "RequestCancelState"),
        .init(from: "RequestResponseState", to: "RequestPrepareState"),
        .init(from: "RequestCancelState", to: "RequestPrepareState"),
      ])
    // Computing the graph ran no callback and moved nothing.
    #expect(manager.fsm.currentState == nil)
    #expect(http.requests.isEmpty)
  }
}

/// One request session owned by an actor: the machine never leaves the actor's isolation.
private actor RequestSession {
  private let http = EAHTTPClient()
  private let manager: RequestManager

  init(url: String) {
    manager = RequestManager(request: ERequest(url: url), http: http)
  }

  func goAndRespond() -> String {
    manager.start()
    http.completeNext()
    return manager.fsm.currentState?.description ?? "nil"
  }
}

@Suite("The request tester example under Swift 6 isolation")
struct Seed002IsolationTests {
  @Test("a machine confined to an actor")
  func confinedToAnActor() async {
    let session = RequestSession(url: "https://api.example.com/echo")
    #expect(await session.goAndRespond() == "RequestResponseState")
  }

  @MainActor
  @Test("a machine on the main actor")
  func onTheMainActor() {
    let http = EAHTTPClient()
    let manager = RequestManager(request: ERequest(url: "https://api.example.com/echo"), http: http)
    manager.start()
    manager.cancelRequest()
    #expect(manager.fsm.currentState is RequestCancelState)
  }
}
