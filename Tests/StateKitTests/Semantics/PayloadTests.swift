import StateKit
import Testing

/// States and events with associated values.
struct PayloadTests {
  enum Download: MachineState, Hashable {
    case idle
    case downloading(url: String)
    case failed(code: Int)
    enum Case: Hashable, Sendable { case idle, downloading, failed }
    var stateCase: Case {
      switch self {
      case .idle: .idle
      case .downloading: .downloading
      case .failed: .failed
      }
    }
    init?(stateCase: Case) {
      if stateCase == .idle { self = .idle } else { return nil }
    }
  }
  enum Command: MachineEvent, Hashable {
    case fetch(String)
    case fail(Int)
    case retry, reset
    enum Case: Hashable, Sendable { case fetch, fail, retry, reset }
    var eventCase: Case {
      switch self {
      case .fetch: .fetch
      case .fail: .fail
      case .retry: .retry
      case .reset: .reset
      }
    }
  }
  struct Memory: Hashable, Sendable { var lastURL = "" }

  static let definition = try! MachineDefinition<Download, Command, Memory>(
    initial: .idle, context: Memory()
  ) {
    StateNode(.idle) {
      On(
        .fetch, to: .downloading,
        action: { memory, event in
          if case .fetch(let url) = event { memory.lastURL = url }
        }, with: { memory, _ in .downloading(url: memory.lastURL) })
    }
    StateNode(.downloading) {
      On(.fail, to: .failed) { _, event in
        guard case .fail(let code) = event else { return .failed(code: -1) }
        return .failed(code: code)
      }
    }
    StateNode(.failed) {
      On(.retry, to: .downloading) { memory, _ in .downloading(url: memory.lastURL) }
      On(.reset, to: .idle)
    }
  }

  @Test func theEnteredPayloadIsComputedFromTheEventAndContext() {
    let machine = Machine(Self.definition)
    machine.send(.fetch("https://example.com/a"))
    #expect(machine.state == .downloading(url: "https://example.com/a"))
    machine.send(.fail(503))
    #expect(machine.state == .failed(code: 503))
    #expect(machine.matches(.failed))
    #expect(machine.snapshot.value(of: .failed) == .failed(code: 503))
    machine.send(.retry)
    #expect(machine.state == .downloading(url: "https://example.com/a"))
    #expect(machine.snapshot.value(of: .failed) == nil)
  }

  @Test func anEventlessTransitionComputesThePayloadItEnters() {
    let definition = try! MachineDefinition<Download, Command, Memory>(
      initial: .idle, context: Memory()
    ) {
      StateNode(.idle) {
        On(
          .fetch,
          action: { memory, event in
            if case .fetch(let url) = event { memory.lastURL = url }
          })
        Always(to: .downloading, guard: Guard("has a URL") { !$0.lastURL.isEmpty }) { memory, _ in
          .downloading(url: memory.lastURL)
        }
      }
      StateNode(.downloading) { On(.reset, to: .idle) { memory, _ in memory.lastURL = "" } }
      StateNode(.failed)
    }
    let machine = Machine(definition)
    #expect(machine.state == .idle)
    machine.send(.fetch("https://example.com/b"))
    #expect(machine.state == .downloading(url: "https://example.com/b"))
    machine.send(.reset)
    #expect(machine.state == .idle)
  }

  @Test func snapshotsWithDifferentPayloadsDiffer() {
    let a = run(Self.definition, [.fetch("a"), .fail(1)])
    let b = run(Self.definition, [.fetch("a"), .fail(2)])
    #expect(a != b)
    #expect(a == run(Self.definition, [.fetch("a"), .fail(1)]))
    #expect("\(a)" == "failed(code: 1)")
  }

  @Test func introspectionNamesPayloadStatesByCase() {
    let nodes = Self.definition.stateNodes
    #expect(nodes.map(\.name) == ["machine", "idle", "downloading", "failed"])
    #expect(nodes.map(\.carriesPayload) == [false, false, true, true])
    #expect(Self.definition.transitionList.filter(\.computesPayload).count == 3)
  }
}
