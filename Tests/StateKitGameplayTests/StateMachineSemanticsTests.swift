import StateKitGameplay
import Testing

/// GameplayKit's documented and observed semantics, one rule per test.
@Suite("GameplayStateMachine semantics")
struct StateMachineSemanticsTests {
  let log = CallLog()

  @Test("currentState is nil and update does nothing until the first enter")
  func nothingBeforeTheFirstEnter() {
    let machine = GameplayStateMachine(states: [Idle(log), Walk(log)])

    machine.update(deltaTime: 1)

    #expect(machine.currentState == nil)
    #expect(log.calls.isEmpty)
  }

  @Test("the first enter succeeds whatever the states allow, from nil")
  func firstEnterAlwaysSucceeds() {
    // Every state refuses every transition; the first enter asks none of them.
    let machine = GameplayStateMachine(states: [Idle(log, allowing: []), Walk(log, allowing: [])])

    #expect(machine.canEnterState(Walk.self))
    #expect(machine.enter(Walk.self))

    #expect(machine.currentState is Walk)
    #expect(log.calls == ["Walk.didEnter(from: nil) current=Walk"])
    #expect(log.questions.isEmpty)
  }

  @Test("a valid enter: willExit on the old state, the swap, didEnter on the new one")
  func validEnterOrder() {
    let machine = GameplayStateMachine(states: [Idle(log, allowing: [Walk.self]), Walk(log)])
    machine.enter(Idle.self)
    log.calls.removeAll()

    #expect(machine.enter(Walk.self))

    #expect(
      log.calls == [
        "Idle.willExit(to: Walk) current=Idle",  // currentState is still the old state
        "Walk.didEnter(from: Idle) current=Walk",  // and already the new one
      ])
    #expect(log.questions == ["Idle.isValidNextState(Walk)"])
    #expect(machine.currentState is Walk)
  }

  @Test("an invalid enter returns false and calls nothing")
  func invalidEnterCallsNothing() {
    let machine = GameplayStateMachine(states: [
      Idle(log, allowing: [Walk.self]), Walk(log), Run(log),
    ])
    machine.enter(Idle.self)
    log.calls.removeAll()
    log.questions.removeAll()

    #expect(machine.canEnterState(Run.self) == false)
    #expect(machine.enter(Run.self) == false)

    #expect(log.calls.isEmpty)
    #expect(log.questions == ["Idle.isValidNextState(Run)", "Idle.isValidNextState(Run)"])
    #expect(machine.currentState is Idle)
  }

  @Test("an unregistered class is refused, first enter included, without asking any state")
  func unregisteredClassIsRefused() {
    let machine = GameplayStateMachine(states: [Idle(log), Walk(log)])

    #expect(machine.canEnterState(Run.self) == false)
    #expect(machine.enter(Run.self) == false)
    #expect(machine.currentState == nil)

    machine.enter(Idle.self)
    log.calls.removeAll()

    #expect(machine.enter(Run.self) == false)
    #expect(machine.currentState is Idle)
    #expect(log.calls.isEmpty)
    #expect(log.questions.isEmpty)
  }

  @Test("isValidNextState defaults to true, so a state may re-enter itself")
  func defaultAllowsEverythingIncludingSelf() {
    let machine = GameplayStateMachine(states: [Idle(log), Walk(log)])
    machine.enter(Idle.self)
    log.calls.removeAll()

    #expect(machine.enter(Idle.self))

    #expect(
      log.calls == [
        "Idle.willExit(to: Idle) current=Idle",
        "Idle.didEnter(from: Idle) current=Idle",
      ])
    #expect(GameplayState().isValidNextState(Walk.self))
  }

  @Test("update reaches only the current state")
  func updateReachesOnlyTheCurrentState() {
    let machine = GameplayStateMachine(states: [Idle(log), Walk(log), Run(log)])
    machine.enter(Walk.self)
    log.calls.removeAll()

    machine.update(deltaTime: 0.25)
    machine.enter(Run.self)
    log.calls.removeAll()
    machine.update(deltaTime: 0.5)

    #expect(log.calls == ["Run.update(0.5)"])
  }

  @Test("state(forClass:) returns the registered instance, typed, or nil")
  func stateForClassReturnsTheRegisteredInstance() {
    let idle = Idle(log)
    let walk = Walk(log)
    let machine = GameplayStateMachine(states: [idle, walk])

    let found: Walk? = machine.state(forClass: Walk.self)
    #expect(found === walk)
    #expect(machine.state(forClass: Idle.self) === idle)
    #expect(machine.state(forClass: Run.self) == nil)
  }

  @Test("states are identified by their exact class")
  func lookupsUseTheExactClass() {
    let cat = Cat(log)
    let machine = GameplayStateMachine(states: [cat])

    #expect(machine.state(forClass: Cat.self) === cat)
    #expect(machine.state(forClass: Animal.self) == nil)
    #expect(machine.canEnterState(Animal.self) == false)
    #expect(machine.enter(Animal.self) == false)
    let asBase: GameplayState.Type = Cat.self
    #expect(machine.state(forClass: asBase) === cat)
  }

  @Test("stateMachine is set on registration and is weak")
  func stateMachineIsWeak() {
    let idle = Idle(log)
    let loose = Walk(log)
    var machine: GameplayStateMachine? = GameplayStateMachine(states: [idle])

    #expect(idle.stateMachine === machine)
    #expect(loose.stateMachine == nil)

    machine?.enter(Idle.self)
    machine = nil

    #expect(idle.stateMachine == nil)
  }

  @Test("a duplicate class: the last instance is registered, in the first one's place")
  func duplicateClassesLastWins() {
    let first = Idle(log)
    let second = Idle(log)
    let machine = GameplayStateMachine(states: [first, Walk(log), second])

    #expect(machine.state(forClass: Idle.self) === second)
    machine.enter(Idle.self)
    #expect(machine.currentState === second)
    // As in GameplayKit, every instance passed was attached to the machine.
    #expect(first.stateMachine === machine)
    #expect(machine.transitionGraph().states == ["Idle", "Walk"])
  }

  @Test("an empty machine can enter nothing")
  func emptyMachine() {
    let machine = GameplayStateMachine(states: [])

    #expect(machine.enter(Idle.self) == false)
    #expect(machine.currentState == nil)
  }

  @Test("states compare and hash by identity; descriptions name classes")
  func identityAndDescription() {
    let idle = Idle(log)
    let machine = GameplayStateMachine(states: [idle, Walk(log)])
    machine.enter(Idle.self)

    #expect(machine.currentState == machine.state(forClass: Idle.self))
    #expect(machine.currentState != machine.state(forClass: Walk.self))
    #expect(Set<GameplayState>([idle, idle, Idle(log)]).count == 2)
    #expect(idle.description == "Idle")
    #expect(machine.description == "GameplayStateMachine(currentState: Idle)")
  }

  #if !canImport(GameplayKit)
    @Test("GameplayKit's names alias ours where GameplayKit is absent")
    func gameplayKitNames() {
      #expect(GKStateMachine.self == GameplayStateMachine.self)
      #expect(GKState.self == GameplayState.self)
    }
  #endif
}
