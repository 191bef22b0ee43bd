import StateKit
import Testing

/// Invalid definitions are rejected when built, with an error naming the state.
struct DefinitionErrorTests {
  static func build(_ body: () throws(DefinitionError) -> TestDefinition) -> DefinitionError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  @Test func unknownTarget() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) { StateNode("a") { On("go", to: "b") } }
    }
    #expect(error == .unknownState("b", referencedFrom: "transition on 'go' in state 'a'"))
    #expect(error?.description == "transition on 'go' in state 'a' targets unknown state 'b'")
  }

  /// Nesting `depth` states, each the only child of the one before: `s1` at level 1.
  static func nested(_ depth: Int) -> StateContent<S, E, Trace> {
    var content: StateContent<S, E, Trace> = StateNode(S(stringLiteral: "s\(depth)"))
    for level in stride(from: depth - 1, through: 1, by: -1) {
      let inner = content
      content = StateNode(S(stringLiteral: "s\(level)")) { inner }
    }
    return content
  }

  @Test func nestingUpToTheLimitBuildsAndRuns() throws {
    let depth = TestDefinition.maximumNestingDepth
    let definition = try TestDefinition(initial: "s1", context: Trace()) { Self.nested(depth) }
    #expect(Machine(definition).configuration.count == depth)
  }

  /// A definition deeper than the limit is refused at the first state that crosses it, before
  /// the engine's procedures (which recurse once per level) could overflow the stack. (Far
  /// deeper content would overflow a test thread's stack when Swift releases it, in code that
  /// is not StateKit's.)
  @Test(arguments: [101, 1_000])
  func nestingBeyondTheLimitIsAnError(depth: Int) {
    let content = Self.nested(depth)
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(initial: "s1", context: Trace()) { content }
    }
    #expect(error == .nestedTooDeep("s101", limit: 100))
    #expect(
      error?.description
        == "state 's101' is nested deeper than 100 levels, the most a definition may have")
  }

  @Test func duplicateState() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) {
        StateNode("a") { StateNode("x") }
        StateNode("b") { StateNode("x") }
      }
    }
    #expect(error == .duplicateState("x"))
  }

  @Test func initialThatIsNotADescendant() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) {
        StateNode("a", initial: "b") { StateNode("a1") }
        StateNode("b")
      }
    }
    #expect(error == .invalidInitial("b", of: "a"))
  }

  @Test func unknownInitial() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(initial: "zzz", context: Trace()) { StateNode("a") }
    }
    #expect(error == .unknownState("zzz", referencedFrom: "initial of '(machine)'"))
  }

  @Test func historyOutsideACompoundState() {
    let atTop = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) {
        StateNode("a")
        History("h")
      }
    }
    #expect(atTop == .historyOutsideCompound("h"))
    let alone = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) { StateNode("a") { History("h") } }
    }
    #expect(alone == .historyOutsideCompound("h"))
  }

  @Test func parallelWithoutRegions() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) { Parallel("p") { On("x", to: "p") } }
    }
    #expect(error == .parallelWithoutRegions("p"))
  }

  @Test func transitionToNowhere() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) { StateNode("a") { On("go", to: [S]()) } }
    }
    #expect(error == .transitionToNowhere(from: "transition on 'go' in state 'a'"))
  }

  @Test func targetsThatCannotBeActiveTogether() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) {
        StateNode("a") { On("go", to: ["b", "c"]) }
        StateNode("b")
        StateNode("c")
      }
    }
    #expect(
      error == .conflictingTargets(from: "transition on 'go' in state 'a'", targets: ["b", "c"]))
  }

  @Test func finalStatesHaveNoTransitions() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) { Final("f") { On("x", to: "f") } }
    }
    #expect(error == .invalidContent("f", reason: "is final and cannot have transitions"))
  }

  @Test func emptyMachine() {
    let error = Self.build { () throws(DefinitionError) in try TestDefinition(context: Trace()) {} }
    #expect(error == .empty)
  }

  @Test func historyDefaultOutsideItsParent() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) {
        StateNode("a") {
          History("h", default: "b")
          StateNode("a1")
        }
        StateNode("b")
      }
    }
    #expect(error == .invalidHistoryDefault("b", history: "h"))
  }

  /// Issue 20: a history default that is itself a history state passed every check, then
  /// made tools recurse until the stack overflowed.
  @Test func historyDefaultThatIsAHistoryState() {
    let itself = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) {
        StateNode("a") {
          History("h", default: "h")
          StateNode("a1")
        }
      }
    }
    #expect(itself == .historyDefaultIsHistory("h", history: "h"))
    #expect(itself?.description == "default 'h' of history state 'h' is a history state")
    let another = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) {
        StateNode("a") {
          History("h1", default: "h2")
          History("h2", .deep)
          StateNode("a1")
        }
      }
    }
    #expect(another == .historyDefaultIsHistory("h2", history: "h1"))
  }

  /// Found by the fuzzer: a history without a default whose parent starts in it made the
  /// engine recurse until the stack overflowed.
  @Test func initialStateThatIsAHistoryWithoutDefault() {
    let error = Self.build { () throws(DefinitionError) in
      try TestDefinition(context: Trace()) {
        StateNode("a", initial: "h") {
          History("h")
          StateNode("a1")
        }
      }
    }
    #expect(error == .historyDefaultIsHistory("h", history: "h"))
  }

  @Test func payloadStatesNeedAValue() {
    enum P: MachineState {
      case plain
      case loaded(Int)
      enum Case: Hashable, Sendable { case plain, loaded }
      var stateCase: Case { if case .plain = self { .plain } else { .loaded } }
      init?(stateCase: Case) { if stateCase == .plain { self = .plain } else { return nil } }
    }
    let missing: DefinitionError? = {
      do {
        _ = try MachineDefinition<P, E, Void>(initial: .plain) {
          StateNode(.plain) { On("go", to: .loaded) }
          StateNode(.loaded)
        }
        return nil
      } catch { return error as? DefinitionError }
    }()
    #expect(
      missing == .payloadWithoutValue("loaded", reason: "a transition enters it without `with:`"))
    let initial: DefinitionError? = {
      do {
        _ = try MachineDefinition<P, E, Void>(initial: .loaded) {
          StateNode(.plain)
          StateNode(.loaded)
        }
        return nil
      } catch { return error as? DefinitionError }
    }()
    #expect(
      initial == .payloadWithoutValue("loaded", reason: "is an initial or history default state"))
  }
}
