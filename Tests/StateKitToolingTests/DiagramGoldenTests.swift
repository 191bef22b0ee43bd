import StateKit
import StateKitFixtures
import StateKitTooling
import Testing

/// The diagrams of the four seed machines, of a statechart with every kind of node and of a
/// machine running a child that runs a grandchild, compared with the files in `Golden/`.
struct DiagramGoldenTests {
  enum Format: String, CaseIterable, Sendable {
    case mermaid = "mmd"
    case graphviz = "dot"
    case plantUML = "puml"
  }

  enum Subject: String, CaseIterable, Sendable {
    case imageSearch = "ImageSearch"
    case searchScreen = "SearchScreen"
    case request = "Request"
    case login = "Login"
    case player = "Player"
    case playerPlaying = "Player-playing"
    case children = "Children"

    func render(_ format: Format) -> String {
      switch self {
      case .imageSearch: Self.render(imageSearchDefinition, format)
      case .searchScreen: Self.render(searchScreenDefinition, format)
      case .request: Self.render(requestDefinition, format)
      case .login: Self.render(loginDefinition, format)
      case .player: Self.render(playerDefinition, format)
      case .playerPlaying:
        Self.render(playerDefinition, format, highlighting: Self.playingConfiguration)
      case .children: Self.render(ChildMachines.app, format)
      }
    }

    /// The player after `power` and `play`: on, player, transport, playing, sound, audible.
    static var playingConfiguration: [PlayerState] {
      let on = playerDefinition.transition(playerDefinition.initialSnapshot(), on: .power).snapshot
      return playerDefinition.transition(on, on: .play).snapshot.configuration
    }

    static func render<S, E, C>(
      _ definition: MachineDefinition<S, E, C>, _ format: Format, highlighting: [S.Case] = []
    ) -> String {
      switch format {
      case .mermaid: definition.mermaid(highlighting: highlighting)
      case .graphviz: definition.graphviz(highlighting: highlighting)
      case .plantUML: definition.plantUML(highlighting: highlighting)
      }
    }
  }

  @Test(arguments: Subject.allCases, Format.allCases)
  func matchesGoldenFile(_ subject: Subject, _ format: Format) throws {
    try Golden.check(subject.render(format), named: "\(subject.rawValue).\(format.rawValue)")
  }

  @Test(arguments: Format.allCases)
  func outputIsDeterministic(_ format: Format) {
    let first = Subject.player.render(format)
    #expect(Subject.player.render(format) == first)
  }
}
