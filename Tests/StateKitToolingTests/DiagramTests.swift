import StateKit
import StateKitTooling
import Testing

/// What the renderers write for the things the golden machines do not show.
struct DiagramTests {
  static let odd: MachineDefinition<StateName, EventName, Void> = {
    do {
      return try MachineDefinition(name: "Odd", initial: "(not entered)") {
        StateNode("(not entered)") { On("go: now; #1", to: "state") }
        StateNode("state") { On("direction LR", to: "a b") }
        StateNode("a b") { On("back", to: "state", guard: Guard("50% \"sure\"") { _, _ in true }) }
        StateNode("a_b")
      }
    } catch {
      fatalError("\(error)")
    }
  }()

  @Test func mermaidAliasesNamesThatAreNotIdentifiers() {
    let text = Self.odd.mermaid()
    #expect(text.contains("state \"(not entered)\" as not_entered\n"))
    #expect(text.contains("state \"state\" as state_\n"))
    #expect(text.contains("state \"a b\" as a_b\n"))
    #expect(text.contains("state \"a_b\" as a_b_2\n"))
    #expect(text.contains("[*] --> not_entered\n"))
  }

  @Test func mermaidEscapesLabels() {
    let text = Self.odd.mermaid()
    #expect(text.contains("not_entered --> state_ : go#58; now#59; #35;1\n"))
    #expect(text.contains("state_ --> a_b : direction#32;LR\n"))
    #expect(text.contains("a_b --> state_ : back [50#37; #quot;sure#quot;]\n"))
  }

  @Test func plantUMLAndGraphvizQuoteNames() {
    let puml = Self.odd.plantUML()
    #expect(puml.contains("state \"(not entered)\" as not_entered\n"))
    #expect(puml.contains("a_b --> state_ : back [50% 'sure']\n"))
    let dot = Self.odd.graphviz()
    #expect(dot.contains("\"a b\" -> \"state\" [label=\"back [50% \\\"sure\\\"]\"];\n"))
  }

  @Test func delayedTransitionsReadAfterTheirDelay() throws {
    let toast = try MachineDefinition<StateName, EventName, Void>(initial: "shown") {
      StateNode("shown") {
        After(.seconds(2), to: "hidden")
        After(.milliseconds(1500), to: "hidden", guard: Guard("dismissible") { _, _ in true })
      }
      StateNode("hidden") { On("show", to: "shown") }
    }
    let text = toast.mermaid()
    #expect(text.contains("shown --> hidden : after 2s\n"))
    #expect(text.contains("shown --> hidden : after 1.5s [dismissible]\n"))
    #expect(toast.plantUML().contains("shown --> hidden : after 2s\n"))
    #expect(toast.graphviz().contains("\"shown\" -> \"hidden\" [label=\"after 2s\"];\n"))
  }

  @Test func highlightingMarksTheGivenStates() {
    let text = playerDefinition.mermaid(highlighting: [.on, .player, .transport, .stopped])
    #expect(
      text.hasSuffix(
        "  classDef active fill:#ffd966,stroke:#b45f06,stroke-width:2px\n"
          + "  class on,player,transport,stopped active\n"))
    #expect(!playerDefinition.mermaid().contains("classDef"))
    #expect(playerDefinition.plantUML(highlighting: [.muted]).contains("state muted #FFD966\n"))
    #expect(
      playerDefinition.graphviz(highlighting: [.muted])
        .contains("\"muted\" [style=\"rounded,filled\", fillcolor=\"#ffd966\"];\n"))
  }

  @Test func topLevelTransitionsStartAtAnyState() {
    let text = playerDefinition.mermaid()
    #expect(text.contains("state \"(any state)\" as any_state\n"))
    #expect(text.contains("any_state --> off : reset\n"))
  }
}
