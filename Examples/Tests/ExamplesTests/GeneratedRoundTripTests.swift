import Foundation
import ImageSearch
import Login
import RequestTester
import SearchScreen
import StateKit
import Testing

@testable import GeneratedMachines

/// The apps' Swift definitions, exported with `scxml()` (`Examples/Machines/*.scxml`, which
/// ExportedMachinesTests keeps equal to the export) and generated back into Swift by the build
/// plugin (GeneratedMachines/Exported links those files): the generated definition has the same
/// states, kinds, initial states and transitions (triggers, targets, types, guards). A delayed
/// transition comes back as the transition on the timer event the export writes for it.
struct GeneratedRoundTripTests {
  @Test func imageSearch() throws {
    let original = imageSearchDefinition { _ in throw CancellationError() }
    let generated = try GeneratedMachines.ImageSearch.definition()
    Self.compare(generated, original)
  }

  @Test func searchScreen() throws {
    let original = searchScreenDefinition { _ in [] }
    let generated = try GeneratedMachines.SearchScreen.definition()
    Self.compare(generated, original)
  }

  @Test func login() throws {
    let original = loginDefinition { _, _ in }
    let generated = try GeneratedMachines.Login.definition(
      context: (),
      hooks: .init(
        validatingCredentialsAlwaysCondition: { _, _ in false },
        validCredentialsAlwaysCondition: { _, _ in false }))
    Self.compare(generated, original)
  }

  @Test func request() throws {
    let original = requestDefinition { request in
      ResponseRecord(.failure(URLError(.cancelled)), for: request, elapsed: .zero)
    }
    let generated = try GeneratedMachines.Request.definition(
      context: (), hooks: .init(prepared: { _, _ in true }))
    Self.compare(generated, original)
  }

  static func compare<S, E: RawRepresentable<String>, C, S2, E2, C2>(
    _ generated: MachineDefinition<S, E, C>, _ original: MachineDefinition<S2, E2, C2>
  ) where E.Case == E {
    let expected = outline(original, { "\($0)" })
    #expect(expected.count > original.stateNodes.count, "the machine has transitions")
    #expect(outline(generated, \.rawValue) == expected)
  }

  /// One line per state and per transition, by name.
  static func outline<S, E, C>(
    _ definition: MachineDefinition<S, E, C>, _ eventName: (E.Case) -> String
  ) -> [String] {
    let nodes = definition.stateNodes
    func name(_ index: Int) -> String { nodes[index].name }
    var lines = nodes.map { node in
      "\(node.name) \(node.kind) in \(node.parent.map(name) ?? "-") initial \(node.initial.map(name))"
    }
    for transition in definition.transitionList {
      let source = name(transition.source)
      let trigger =
        switch transition.trigger {
        case .events(let events): events.map(eventName).sorted().joined(separator: " ")
        case .eventless: "always"
        case .done(let node): "done.state.\(name(node))"
        case .after: "statekit.after.\(source)"
        }
      lines.append(
        "\(source) on \(trigger) to \(transition.targets.map(name)) \(transition.type) "
          + "guard \(transition.guardName ?? "-")")
    }
    return lines
  }
}
