import Logging
import StateKit
import StateKitLogging
import Synchronization
import Testing

/// A log handler that keeps what it receives.
struct RecordingHandler: LogHandler {
  let lines: RecordedLines
  var logLevel: Logger.Level = .trace
  var metadata: Logger.Metadata = [:]
  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }
  func log(event: LogEvent) {
    lines.append("\(event.level) \(event.message) \(event.metadata?["statekit.entered"] ?? "")")
  }
}

final class RecordedLines: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ line: String) { storage.withLock { $0.append(line) } }
  var all: [String] { storage.withLock { $0 } }
}

struct LoggerTests {
  enum St: MachineState { case off, on }
  enum Ev: MachineEvent { case flip, noise, note }
  static let definition = try! MachineDefinition<St, Ev, Void>(initial: .off) {
    StateNode(.off) {
      On(.flip, to: .on)
      On(.note, actions: [.log("note", "hello")])
    }
    StateNode(.on) { On(.flip, to: .off) }
  }

  @Test func everyMacrostepIsOneLogLine() {
    let lines = RecordedLines()
    let logger = Logger(label: "test") { _ in RecordingHandler(lines: lines) }
    let machine = Machine(Self.definition, log: logger.stateKitLogHandler)
    let subscription = machine.log(to: logger)
    machine.send(.flip)
    machine.send(.noise)
    machine.send(.flip)
    machine.send(.note)
    #expect(
      lines.all == [
        "debug flip → on [\"on\"]",
        "trace noise ignored in on []",
        "debug flip → off [\"off\"]",
        "info note: hello ",
        "debug note → off []",
      ])
    subscription.cancel()
  }

  @Test func aStoppedMacrostepIsLoggedAsAnError() throws {
    enum Loop: MachineState { case idle, b, c }
    let definition = try MachineDefinition<Loop, Ev, Void>(initial: .idle) {
      StateNode(.idle) { On(.flip, to: .b) }
      StateNode(.b) { Always(to: .c, guard: Guard { _, _ in true }) }
      StateNode(.c) { Always(to: .b, guard: Guard { _, _ in true }) }
    }
    let lines = RecordedLines()
    let logger = Logger(label: "test") { _ in RecordingHandler(lines: lines) }
    let machine = Machine(definition, microstepLimit: 10)
    let subscription = machine.log(to: logger)
    guard case .stopped = machine.send(.flip) else {
      Issue.record("the cycle did not stop: \(machine.state) \(lines.all)")
      return
    }
    let line = try #require(lines.all.first)
    #expect(line.hasPrefix("error flip → "))
    #expect(line.contains("runaway macrostep stopped after 10 microsteps, cycling through b, c"))
    subscription.cancel()
  }
}
