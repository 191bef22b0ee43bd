import Foundation
@_spi(Testing) import StateKit

/// A session recorded in a running app (a trace of ``TraceRecorder``),
/// replayed against the same definitions on a manual clock, so that a bug report becomes a test.
///
/// The replay reads the inputs of the session from the trace: the events sent to the tree's
/// machines from outside, and what their state-scoped work sent back. It sends them again, in
/// order, each at its recorded time, while the replayed machines run their own work not at all
/// (what it sent comes from the trace) and their children as they did. It checks that every
/// machine takes the steps it was recorded taking, landing in the recorded states, and stops at
/// the first that does not.
///
/// ```swift
/// let replay = try Replay(contentsOf: bugReport)
/// await replay.check(appDefinition(services))  // fails the test where the session diverges
/// ```
///
/// The events must be `Codable` for their payloads to be in the trace. An event the recorder's
/// `describeEvent` redacted is not: the replay asks the test for a stand-in.
public struct Replay: Sendable {
  /// The recorded session.
  public let trace: Trace

  /// A replay of a recorded session.
  ///
  /// - Parameter trace: The session's trace.
  public init(_ trace: Trace) { self.trace = trace }

  /// A replay of the session a trace file holds.
  ///
  /// - Parameter url: The trace, JSON Lines as `TraceRecorder` writes them.
  /// - Throws: What reading or decoding the file threw (`TraceError`).
  public init(contentsOf url: URL) throws { self.trace = try Trace(contentsOf: url) }

  /// Why a trace cannot be replayed.
  public struct Unreplayable: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the trace lacks.
    public var description: String
  }

  /// The recorded steps, each with the path of its machine.
  var steps: [(path: String, step: TraceStep)] {
    trace.steps.map { ($0.machine ?? trace.header.machine, $0) }
  }

  /// Checks that the trace records what a replay needs: a format that writes payloads.
  ///
  /// - Throws: ``Unreplayable`` naming what an older trace lacks.
  public func checkReplayable() throws(Unreplayable) {
    guard trace.header.version >= 2 else {
      throw Unreplayable(
        description:
          "The trace was written in format version \(trace.header.version), which names events "
          + "but records no payloads, so its events cannot be sent again. Record the session "
          + "again with this version of StateKitInspection (format version "
          + "\(TraceHeader.currentVersion)), with Codable events.")
    }
    guard trace.dropped == 0 else {
      throw Unreplayable(
        description:
          "The recorder dropped \(trace.dropped) step(s) while recording (its buffer was full): "
          + "the session cannot be replayed without them. Record it with a larger capacity.")
    }
  }

  /// The recorded steps whose event another recorded step sent: a machine's own sends, a
  /// parent's sends to its children. Their senders send them again in a replay, so they are no
  /// inputs. Told from the trace alone, by the senders' ``TraceStep/sent`` lists.
  func internalSends() -> Set<Int> {
    let paths = Set(steps.map(\.path))
    var counted: [String: Int] = [:]  // "path\u{0}event" -> sends announced
    var toEach: [(parent: String, collection: String, event: String)] = []
    for (path, step) in steps {
      for entry in step.sent {
        if entry.hasSuffix(" to the parent") || entry.hasPrefix("spawn ")
          || entry.hasPrefix("stop ")
        {
          continue
        }
        if entry.hasPrefix("send "), let range = entry.range(of: " to each of ") {
          let event = String(entry[entry.index(entry.startIndex, offsetBy: 5)..<range.lowerBound])
          toEach.append((path, String(entry[range.upperBound...]), event))
          continue
        }
        if entry.hasPrefix("send "),
          let range = entry.range(of: " to the selected children of ")
        {
          let event = String(entry[entry.index(entry.startIndex, offsetBy: 5)..<range.lowerBound])
          toEach.append((path, String(entry[range.upperBound...]), event))
          continue
        }
        if entry.hasPrefix("send "), let range = entry.range(of: " to ", options: .backwards) {
          let event = String(entry[entry.index(entry.startIndex, offsetBy: 5)..<range.lowerBound])
          counted[path + "/" + entry[range.upperBound...] + "\u{0}" + event, default: 0] += 1
          continue
        }
        if let range = entry.range(of: " to ", options: .backwards),
          paths.contains(path + "/" + entry[range.upperBound...])
        {
          counted[
            path + "/" + entry[range.upperBound...] + "\u{0}" + entry[..<range.lowerBound],
            default: 0] += 1
          continue
        }
        counted[path + "\u{0}" + entry, default: 0] += 1
      }
    }
    var result: Set<Int> = []
    var usedEach: Set<String> = []
    for (path, step) in steps where step.origin == .sent {
      let event = step.event ?? ""
      let key = path + "\u{0}" + event
      if let count = counted[key], count > 0 {
        counted[key] = count - 1
        result.insert(step.step)
        continue
      }
      for (index, each) in toEach.enumerated()
      where each.event == event && path.hasPrefix(each.parent + "/" + each.collection + "[")
        && !usedEach.contains("\(index)\u{0}\(path)")
      {
        usedEach.insert("\(index)\u{0}\(path)")
        result.insert(step.step)
        break
      }
    }
    return result
  }
}
