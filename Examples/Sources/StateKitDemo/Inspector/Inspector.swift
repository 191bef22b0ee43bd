import Foundation
import StateKitInspection
import Synchronization

/// What the inspector page shows of one machine.
struct MachineStatus: Codable, Sendable, Hashable {
  /// The machine's id in URLs (`image-search`).
  var id: String
  /// Its title on the page.
  var title: String
  /// The active states, parents first.
  var configuration: [String]
  /// The context, described.
  var context: String?
  /// The events the machine can handle now.
  var enabled: [String]
  /// The events whose payload the page asks for as text.
  var takesText: [String]
  /// The last steps, oldest first (at most ``Inspector/recentLimit``).
  var recent: [String]
}

/// What sending an event from the page did.
struct SendReply: Codable, Sendable, Hashable {
  /// Whether the machine took the event.
  var accepted: Bool
  /// What happened, in words.
  var message: String
}

/// One machine the inspector shows: its drawing, and how to read and drive it.
struct InspectedMachine: Sendable {
  let id: String
  let title: String
  /// The machine drawn by `InspectableDiagram`, no state marked active.
  let svg: String
  let status: @Sendable () async -> MachineStatus
  let send: @Sendable (_ event: String, _ text: String?) async -> SendReply
}

/// The demo's live inspector: the running machines, their pictures, and the pages and
/// server-sent events of `/inspect` (see `Inspector+Routes.swift`).
///
/// Machines are registered as the apps create them; every macrostep of a registered machine
/// is announced to the open pages, which move the `data-active` marks and show the context.
final class Inspector: Sendable {
  /// How many steps a machine's list keeps.
  static let recentLimit = 50

  private let machines = Shared<[InspectedMachine]>([])
  private let listeners = Shared<[UUID: AsyncStream<String>.Continuation]?>([:])

  /// The registered machines, in registration order.
  var all: [InspectedMachine] { machines.withLock { $0 } }

  /// The machine with an id.
  func machine(_ id: String) -> InspectedMachine? {
    machines.withLock { $0.first { $0.id == id } }
  }

  /// Adds a machine, replacing one with the same id, and tells the pages.
  func add(_ machine: InspectedMachine) {
    machines.withLock { list in
      list.removeAll { $0.id == machine.id }
      list.append(machine)
    }
    changed(machine.id)
  }

  /// A stream of server-sent-event messages for one page; it ends when the page goes.
  func listen() -> AsyncStream<String> {
    let id = UUID()
    let (stream, continuation) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingNewest(256))
    continuation.onTermination = { [weak self] _ in
      _ = self?.listeners.withLock { $0?.removeValue(forKey: id) }
    }
    let isOpen = listeners.withLock { listeners in
      listeners?[id] = continuation
      return listeners != nil
    }
    if !isOpen { continuation.finish() }
    return stream
  }

  /// Ends every page's stream, and those of pages still to come: the server can stop.
  func close() {
    let open = listeners.withLock { listeners in
      defer { listeners = nil }
      return Array((listeners ?? [:]).values)
    }
    for listener in open { listener.finish() }
  }

  /// Tells the pages that a machine changed: its status goes out as a `status` event.
  ///
  /// One task reads the statuses and sends them, in order, so that the last message about a
  /// machine always shows its latest state.
  func changed(_ id: String) {
    changes.yield(id)
  }

  private let changes: AsyncStream<String>.Continuation
  private let announcer: Task<Void, Never>

  init() {
    let (stream, changes) = AsyncStream.makeStream(of: String.self)
    self.changes = changes
    let machines = self.machines
    let listeners = self.listeners
    self.announcer = Task {
      for await id in stream {
        guard let machine = machines.withLock({ $0.first { $0.id == id } }) else { continue }
        let message = "event: status\ndata: \(Self.json(await machine.status()))\n\n"
        for listener in listeners.withLock({ Array(($0 ?? [:]).values) }) {
          listener.yield(message)
        }
      }
    }
  }

  deinit {
    changes.finish()
    announcer.cancel()
  }

  /// A value as one line of JSON.
  static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
  }
}

/// A value behind a lock, shared by reference.
final class Shared<Value: Sendable>: Sendable {
  private let value: Mutex<Value>

  init(_ value: Value) { self.value = Mutex(value) }

  func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    value.withLock { body(&$0) }
  }
}

/// The last steps of a machine, as lines.
final class RecentSteps: Sendable {
  private let lines = Mutex<[String]>([])

  var all: [String] { lines.withLock { $0 } }

  /// Adds a step: `search("cat"): searching → loading`, after the path of the machine that
  /// took it when the trace names one, which a machine with children's does:
  /// `[app/board] tick: open → closed`.
  func add(_ step: TraceStep) {
    var event = step.event ?? "(delayed transition)"
    if event.count > 60 { event = event.prefix(57) + "…" }
    var line = step.machine.map { "[\($0)] " } ?? ""
    line += "\(event): "
    if !step.handled {
      line += "ignored"
    } else if step.exited.isEmpty && step.entered.isEmpty {
      line += "stays in \(step.configuration.last ?? "?")"
    } else {
      line += "\(step.exited.joined(separator: ", ")) → \(step.entered.joined(separator: ", "))"
    }
    if let runaway = step.runaway { line += " (stopped: \(runaway))" }
    lines.withLock { lines in
      lines.append(line)
      if lines.count > Inspector.recentLimit {
        lines.removeFirst(lines.count - Inspector.recentLimit)
      }
    }
  }
}
