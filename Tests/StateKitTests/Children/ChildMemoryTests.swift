import Testing

@testable import StateKit

/// What a child of a collection holds beyond a lone machine of its definition: a child whose
/// start runs nothing allocates no working memory, as a lone machine allocates none; a child
/// whose start has effects still waits until its roster counts it.
struct ChildMemoryTests {
  /// A flat child whose steps are quick steps: a lone machine of it never allocates a box.
  static let flat = ChildWatcherTests.flat

  /// A child that greets its parent as it starts.
  static let greeting = try! MachineDefinition<S, E, Int>(initial: "idle", context: 0) {
    StateNode("idle") { Entry(.emit("hello")) }
  }

  static let flats = ChildMachines<String, S, E, Int>("flats", flat)
  static let greeters = ChildMachines<String, S, E, Int>("greeters", greeting)

  static let parent = try! MachineDefinition<S, E, [String]>(initial: "home", context: []) {
    StateNode("home") {
      Invoke(flats, emitted: { id, event in E(stringLiteral: "\(event) from \(id)") })
      Invoke(greeters, emitted: { id, event in E(stringLiteral: "\(event) from \(id)") })
      On("spawn", actions: [.spawn(flats) { _, _ in ("f", 0) }])
      On("greet", actions: [.spawn(greeters) { _, _ in ("g", 0) }])
      On(
        "hello from g", guard: .children(greeters, "counted") { $0.count(in: "idle") == 1 },
        action: { heard, _ in heard.append("hello, counted") })
      On("hello from g") { heard, _ in heard.append("hello, not counted") }
      On("moved from f") { heard, _ in heard.append("moved") }
    }
  }

  @Test func aChildWhoseStartRunsNothingAllocatesNoWorkingMemory() throws {
    let lone = Machine(Self.flat)
    lone.send("go")
    #expect(lone.withCore { $0.scratchBox == nil }, "the lone machine this compares with")

    let home = Machine(Self.parent)
    home.send("spawn")
    let running = home.children(Self.flats)
    let child = try #require(running["f"])
    #expect(child.withCore { $0.scratchBox == nil && $0.watcher != nil })
    #expect(child.send("go") == .handled)
    #expect(child.send("go") == .ignored)
    #expect(child.withCore { $0.scratchBox == nil }, "its quick steps need none either")
    #expect(running.count(in: "moving") == 1, "and its watcher counts them")
  }

  @Test func aChildWithoutWorkingMemoryStillCountsAndEmitsOnceItNeedsSome() throws {
    let home = Machine(Self.parent)
    home.send("spawn")
    let running = home.children(Self.flats)
    let child = try #require(running["f"])
    #expect(child.send("emit") == .handled)
    #expect(home.context == ["moved"], "the emit reaches the parent through the watcher")
    #expect(running.count(in: "moving") == 1)
    #expect(child.send("end") == .handled)
    #expect(running.count == 0, "its completion reached the roster")
  }

  @Test func aChildWhoseStartHasEffectsRunsThemOnceCounted() throws {
    let home = Machine(Self.parent)
    home.send("greet")
    #expect(home.context == ["hello, counted"])
  }
}
