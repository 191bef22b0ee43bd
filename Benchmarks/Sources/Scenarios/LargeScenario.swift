/// A large-machine scenario (issue 8): one run of a slow operation (building, validating,
/// exploring or drawing a 10,000-state machine, loading a large SCXML document) beside a
/// hand-written baseline doing the same work on plain arrays.
///
/// Kept apart from ``Scenario``: these take milliseconds to seconds per run, so
/// `./count-instructions` (callgrind) and `InstructionCounter verify` leave them out. Both
/// sides are ``Driver``s whose `run(_:)` repeats the operation `count` times; their inputs
/// (the generated definition, the adjacency table, the SCXML bytes) are built before, outside
/// any measurement.
public struct LargeScenario: Sendable {
  /// The name the drivers print (`large-build`, …).
  public let name: String
  /// What one run does.
  public let about: String
  /// The target for one StateKit run, in milliseconds, when it sets one.
  public let targetMilliseconds: Int?
  /// Whether StateKit and the baseline must return the same checksum (the same number of
  /// findings, paths, …); `LargeMachines` fails when they do not.
  public let checksumsAgree: Bool
  /// Builds the StateKit side (outside any measurement).
  public let makeStateKit: @Sendable () -> any Driver
  /// Builds the hand-written baseline (outside any measurement).
  public let makeBaseline: @Sendable () -> any Driver

  /// The scenario called `name`, if any.
  public static func named(_ name: String) -> LargeScenario? {
    all.first { $0.name == name }
  }

  /// Every large scenario, in report order.
  public static let all: [LargeScenario] =
    [
      LargeScenario(
        name: "large-build",
        about:
          "generate the StateNode/On content of 10,000 states × 10 events and build the MachineDefinition (baseline: a [[Int32]] adjacency table)",
        targetMilliseconds: 100, checksumsAgree: true,
        makeStateKit: { LargeBuildDriver() }, makeBaseline: { LargeTableBuildDriver() }),
      LargeScenario(
        name: "large-validate",
        about:
          "validate(allEvents:) of the 10,000-state machine (baseline: BFS reachability, dead ends, unhandled events over the table)",
        targetMilliseconds: 1_000, checksumsAgree: true,
        makeStateKit: { LargeValidateDriver() }, makeBaseline: { LargeTableValidateDriver() }),
      LargeScenario(
        name: "large-shortest-paths",
        about:
          "shortestPaths(events:) over the 10 events (baseline: BFS with parent links, one event path per state)",
        targetMilliseconds: 1_000, checksumsAgree: true,
        makeStateKit: { LargeShortestPathsDriver() },
        makeBaseline: { LargeTableShortestPathsDriver() }),
      LargeScenario(
        name: "large-transition-cover",
        about:
          "transitionCoverPaths(events:) over the 10 events (baseline: BFS, then one event path per transition)",
        targetMilliseconds: 1_000, checksumsAgree: true,
        makeStateKit: { LargeTransitionCoverDriver() },
        makeBaseline: { LargeTableTransitionCoverDriver() }),
      LargeScenario(
        name: "large-mermaid",
        about:
          "mermaid() of the 10,000-state machine (baseline: concatenating \"  s1 --> s2 : e\" lines)",
        targetMilliseconds: 1_000, checksumsAgree: false,
        makeStateKit: { LargeMermaidDriver() }, makeBaseline: { LargeTableMermaidDriver() }),
      LargeScenario(
        name: "scxml-parse",
        about:
          "SCXMLDocument(data:) of a generated 2,000-state, 20,000-transition document (baseline: XMLParser, empty delegate)",
        targetMilliseconds: nil, checksumsAgree: false,
        makeStateKit: { SCXMLParseDriver() }, makeBaseline: { XMLParserBaselineDriver() }),
      LargeScenario(
        name: "scxml-load",
        about:
          "SCXMLDocument(data:) then definition() of the same document (baseline: XMLParser, empty delegate)",
        targetMilliseconds: nil, checksumsAgree: false,
        makeStateKit: { SCXMLLoadDriver() }, makeBaseline: { XMLParserBaselineDriver() }),
    ] + hostile
}
