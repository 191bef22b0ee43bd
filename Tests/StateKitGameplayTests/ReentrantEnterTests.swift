import StateKitGameplay
import Testing

/// `enter(_:)` called from inside the callbacks, as GameplayKit runs it: nested, at once.
@Suite("Re-entrant enter")
struct ReentrantEnterTests {
  let log = CallLog()

  @Test("enter from didEnter runs the nested transition before the outer call returns")
  func enterFromDidEnter() {
    let idle = Idle(log, allowing: [Walk.self])
    let machine = GameplayStateMachine(states: [idle, Walk(log)])
    var nestedResult: Bool?
    idle.onDidEnter = { state in
      nestedResult = state.stateMachine?.enter(Walk.self)
      state.log.calls.append("nested enter returned \(nestedResult.map(String.init) ?? "nil")")
    }

    let outerResult = machine.enter(Idle.self)

    #expect(
      log.calls == [
        "Idle.didEnter(from: nil) current=Idle",
        "Idle.willExit(to: Walk) current=Idle",
        "Walk.didEnter(from: Idle) current=Walk",
        "nested enter returned true",
        "Idle.didEnter end current=Walk",  // the rest of Idle's didEnter sees the new state
      ])
    #expect(nestedResult == true)
    #expect(outerResult == true)
    #expect(machine.currentState is Walk)
  }

  @Test("nested enters chain depth-first")
  func chainedEnters() {
    let idle = Idle(log, allowing: [Walk.self])
    let walk = Walk(log, allowing: [Run.self])
    let machine = GameplayStateMachine(states: [idle, walk, Run(log)])
    idle.onDidEnter = { $0.stateMachine?.enter(Walk.self) }
    walk.onDidEnter = { $0.stateMachine?.enter(Run.self) }

    #expect(machine.enter(Idle.self))

    #expect(
      log.calls == [
        "Idle.didEnter(from: nil) current=Idle",
        "Idle.willExit(to: Walk) current=Idle",
        "Walk.didEnter(from: Idle) current=Walk",
        "Walk.willExit(to: Run) current=Walk",
        "Run.didEnter(from: Walk) current=Run",
        "Walk.didEnter end current=Run",
        "Idle.didEnter end current=Run",
      ])
    #expect(machine.currentState is Run)
  }

  @Test("a refused nested enter changes nothing and the outer enter still succeeds")
  func refusedNestedEnter() {
    let idle = Idle(log, allowing: [Walk.self])
    let machine = GameplayStateMachine(states: [idle, Walk(log), Run(log)])
    var nestedResult: Bool?
    idle.onDidEnter = { nestedResult = $0.stateMachine?.enter(Run.self) }

    #expect(machine.enter(Idle.self))

    #expect(nestedResult == false)
    #expect(
      log.calls == [
        "Idle.didEnter(from: nil) current=Idle",
        "Idle.didEnter end current=Idle",
      ])
    #expect(machine.currentState is Idle)
  }

  @Test("entering prepare lands in send, and enter returns true")
  func seedPrepareEntersSend() {
    let http = EAHTTPClient()
    let manager = RequestManager(request: ERequest(url: "https://api.example.com/echo"), http: http)

    #expect(manager.fsm.enter(RequestPrepareState.self))

    #expect(manager.fsm.currentState is RequestSendState)
    #expect(http.requests.count == 1)
  }

  @Test("enter from willExit: the outer transition wins, as in GameplayKit")
  func enterFromWillExit() {
    let idle = Idle(log, allowing: [Walk.self, Run.self])
    let machine = GameplayStateMachine(states: [idle, Walk(log), Run(log)])
    machine.enter(Idle.self)
    log.calls.removeAll()
    idle.onWillExit = { state, next in
      if next is Walk { state.stateMachine?.enter(Run.self) }
    }

    #expect(machine.enter(Walk.self))

    // GameplayKit reads the previous state after willExit returns: the nested Run is
    // entered, never exited, and reported as Walk's previous state.
    #expect(
      log.calls == [
        "Idle.willExit(to: Walk) current=Idle",
        "Idle.willExit(to: Run) current=Idle",
        "Run.didEnter(from: Idle) current=Run",
        "Walk.didEnter(from: Run) current=Walk",
      ])
    #expect(machine.currentState is Walk)
  }
}
