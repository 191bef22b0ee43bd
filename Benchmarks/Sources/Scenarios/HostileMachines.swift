import Foundation
import StateKit
import StateKitSCXML
import StateKitTooling

#if canImport(FoundationXML)
  import FoundationXML
#endif

// The slow cases of issue 20, item 7, as SCXML documents: each must be checked or explored in
// release in under 1 s, or stop at its budget with a partial result. The baseline is
// `XMLParser` reading the same bytes with an empty delegate: the cost of the input alone.

/// The documents of the hostile scenarios, by scenario name.
public enum HostileDocuments {
  static let header = #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0""#

  /// 8,000 top-level states of which only the first is reachable: 7,999 findings.
  public static let unreachableSiblings: Data = {
    var text = header + #" initial="s0">"# + "\n"
    for i in 0..<8_000 {
      text += "  <state id=\"s\(i)\"><transition event=\"e\(i)\" target=\"s\(i)\"/></state>\n"
    }
    return Data((text + "</scxml>\n").utf8)
  }()

  /// One parallel state with 4,000 regions of two states each.
  public static let wideParallel: Data = {
    var text = header + ">\n  <parallel id=\"p\">\n"
    for i in 0..<4_000 {
      text +=
        "    <state id=\"r\(i)\"><state id=\"a\(i)\"><transition event=\"e\(i)\" "
        + "target=\"b\(i)\"/></state><state id=\"b\(i)\"/></state>\n"
    }
    return Data((text + "  </parallel>\n</scxml>\n").utf8)
  }()

  /// A ring of 4,000 states: `next` moves on, `back` returns to the start.
  public static let ring: Data = {
    var text = header + #" initial="s0">"# + "\n"
    for i in 0..<4_000 {
      text +=
        "  <state id=\"s\(i)\"><transition event=\"next\" target=\"s\((i + 1) % 4_000)\"/>"
        + "<transition event=\"back\" target=\"s0\"/></state>\n"
    }
    return Data((text + "</scxml>\n").utf8)
  }()

  /// A parallel state of 17 two-state regions: 131,072 configurations.
  public static let manyRegions: Data = {
    var text = header + ">\n  <parallel id=\"p\">\n"
    for i in 0..<17 {
      text +=
        "    <state id=\"r\(i)\"><state id=\"a\(i)\"><transition event=\"t\(i)\" "
        + "target=\"b\(i)\"/></state><state id=\"b\(i)\"><transition event=\"t\(i)\" "
        + "target=\"a\(i)\"/></state></state>\n"
    }
    return Data((text + "  </parallel>\n</scxml>\n").utf8)
  }()

  static func definition(_ data: Data) -> SCXMLDefinition {
    do {
      return try SCXMLDocument(data: data).definition()
    } catch {
      fatalError("\(error)")
    }
  }
}

/// `statekit check`: load the document, validate it with notes, and find each finding's
/// state in the document (as the command prints `file:line:column`).
public final class HostileCheckDriver: Driver {
  let data: Data

  public init(_ data: Data) { self.data = data }

  /// Returns the number of findings located.
  @inline(never)
  public func run(_ count: Int) -> Int {
    var located = 0
    for _ in 0..<count {
      let document: SCXMLDocument
      do { document = try SCXMLDocument(data: data) } catch { fatalError("\(error)") }
      let definition: SCXMLDefinition
      do { definition = try document.definition() } catch { fatalError("\(error)") }
      let locations = document.stateLocations
      for finding in definition.validate(minimumSeverity: .info) {
        let id = finding.statePath.flatMap { $0.split(separator: ".").last.map(String.init) }
        if id.flatMap({ locations[$0] }) != nil { located &+= 1 }
      }
    }
    return located
  }
}

/// `statekit paths`: the shortest paths and the transition cover from one exploration, with
/// the command's budgets.
public final class HostilePathsDriver: Driver {
  let definition: SCXMLDefinition
  public private(set) var notes: [String] = []

  public init(_ data: Data) { self.definition = HostileDocuments.definition(data) }

  /// Returns the number of paths found.
  @inline(never)
  public func run(_ count: Int) -> Int {
    var found = 0
    for _ in 0..<count {
      let (shortest, cover) = definition.testPaths(maxSteps: 50_000)
      found &+= shortest.paths.count &+ cover.paths.count
      notes = [shortest.note, cover.note].compactMap { $0 }
    }
    return found
  }
}

/// `statekit simulate`'s engine work for one event: start the machine, send one event. (The
/// command then lists the enabled events with the package `enabledEventCases(in:)`, linear in
/// the active states, which this package cannot call; the public `enabledEvents(in:)` asks
/// every state about every event, 2.3 s here.)
public final class HostileSimulateDriver: Driver {
  let definition: SCXMLDefinition

  public init(_ data: Data) { self.definition = HostileDocuments.definition(data) }

  /// Returns the number of active states after the step.
  @inline(never)
  public func run(_ count: Int) -> Int {
    var active = 0
    for _ in 0..<count {
      let start = definition.start()
      let step = definition.transition(start.snapshot, on: "e0")
      active &+= step.snapshot.configuration.count
    }
    return active
  }
}

/// `XMLParser` over a hostile document with an empty delegate.
public final class HostileXMLBaselineDriver: Driver {
  final class EmptyDelegate: NSObject, XMLParserDelegate {}

  let data: Data
  let delegate = EmptyDelegate()

  public init(_ data: Data) { self.data = data }

  @inline(never)
  public func run(_ count: Int) -> Int {
    var parsed = 0
    for _ in 0..<count {
      let parser = XMLParser(data: data)
      parser.delegate = delegate
      if parser.parse() { parsed &+= 1 }
    }
    return parsed
  }
}

extension LargeScenario {
  /// The cases of issue 20, item 7.
  static let hostile: [LargeScenario] = [
    LargeScenario(
      name: "hostile-check-unreachable",
      about:
        "check (load, validate with notes, locate findings) of 8,000 sibling states, 7,999 unreachable",
      targetMilliseconds: 1_000, checksumsAgree: false,
      makeStateKit: { HostileCheckDriver(HostileDocuments.unreachableSiblings) },
      makeBaseline: { HostileXMLBaselineDriver(HostileDocuments.unreachableSiblings) }),
    LargeScenario(
      name: "hostile-check-wide-parallel",
      about: "check of a parallel state with 4,000 regions",
      targetMilliseconds: 1_000, checksumsAgree: false,
      makeStateKit: { HostileCheckDriver(HostileDocuments.wideParallel) },
      makeBaseline: { HostileXMLBaselineDriver(HostileDocuments.wideParallel) }),
    LargeScenario(
      name: "hostile-simulate-wide-parallel",
      about: "simulate's engine work for one event (start, step) on 4,000 regions",
      targetMilliseconds: 1_000, checksumsAgree: false,
      makeStateKit: { HostileSimulateDriver(HostileDocuments.wideParallel) },
      makeBaseline: { HostileXMLBaselineDriver(HostileDocuments.wideParallel) }),
    LargeScenario(
      name: "hostile-paths-ring",
      about: "paths (shortest paths and transition cover) of a 4,000-state ring",
      targetMilliseconds: 1_000, checksumsAgree: false,
      makeStateKit: { HostilePathsDriver(HostileDocuments.ring) },
      makeBaseline: { HostileXMLBaselineDriver(HostileDocuments.ring) }),
    LargeScenario(
      name: "hostile-paths-17-regions",
      about: "paths of 17 two-state parallel regions (131,072 configurations): stops at its budget",
      targetMilliseconds: 1_000, checksumsAgree: false,
      makeStateKit: { HostilePathsDriver(HostileDocuments.manyRegions) },
      makeBaseline: { HostileXMLBaselineDriver(HostileDocuments.manyRegions) }),
  ]
}
