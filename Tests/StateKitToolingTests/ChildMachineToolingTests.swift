import Foundation
import StateKit
import StateKitTooling
import Testing

/// Diagrams draw a child machine inside the state that runs it, and `validate()` reports the
/// child reports a state drops and what it finds inside the child machines.
struct ChildMachineToolingTests {
  typealias Definition = ChildMachines.Definition

  // MARK: Diagrams

  @Test func mermaidDrawsTheChildInsideTheStateThatRunsIt() {
    let text = ChildMachines.app.mermaid()
    #expect(
      text.contains(
        """
          [*] --> form
          state form {
            state "child login" as child_login
            state child_login {
              [*] --> child_login_form
              state "form" as child_login_form
              state child_login_form {
                state "child captcha" as child_captcha
                state child_captcha {
                  [*] --> child_captcha_form
                  state "form" as child_captcha_form
                  state "done" as child_captcha_done
                  child_captcha_done --> [*]
                  child_captcha_form --> child_captcha_done : solve
                }
              }
              state "done" as child_login_done
              child_login_done --> [*]
              child_login_form --> child_login_done : solved
              child_login_form --> child_login_form : cancel / emit cancelled
            }
          }

        """), "\(text)")
    #expect(text.contains("  form --> done : signedIn\n"), "the parent's own transitions")
  }

  @Test func plantUMLDrawsTheChildInsideTheStateThatRunsIt() {
    let text = ChildMachines.app.plantUML()
    #expect(
      text.contains(
        """
        state form {
          state "child login" as child_login {
            [*] --> child_login_form
            state "form" as child_login_form {
              state "child captcha" as child_captcha {
                [*] --> child_captcha_form
                state "form" as child_captcha_form
                state "done" as child_captcha_done
                child_captcha_done --> [*]
                child_captcha_form --> child_captcha_done : solve
              }
            }
            state "done" as child_login_done
            child_login_done --> [*]
            child_login_form --> child_login_done : solved
            child_login_form --> child_login_form : cancel / emit cancelled
          }
        }

        """), "\(text)")
  }

  @Test func graphvizDrawsTheChildAsAClusterInsideTheState() {
    let text = ChildMachines.app.graphviz()
    #expect(text.contains("  subgraph \"cluster_form\" {\n"), "the state that runs it is a cluster")
    #expect(text.contains("    subgraph \"cluster_child login\" {\n      label=\"child login\";\n"))
    #expect(
      !text.contains("\"child login/form\" ["), "the child's state that runs captcha is a cluster")
    #expect(text.contains("\"child login/done\" [label=\"done\", peripheries=2];\n"))
    #expect(text.contains("subgraph \"cluster_child login/child captcha\" {\n"))
    #expect(text.contains("\"child login/child captcha/form\" [label=\"form\"];\n"))
    #expect(
      text.contains(
        "\"child login/child captcha/form\" -> \"child login/child captcha/done\" "
          + "[label=\"solve\"];\n"))
    #expect(
      text.contains("  \"[*]\" -> \"[*] form\" [lhead=\"cluster_form\"];\n"),
      "edges into the state attach to its cluster")
    #expect(
      text.contains("  \"[*] form\" -> \"done\" [label=\"signedIn\", ltail=\"cluster_form\"];\n"))
    #expect(Set(nodeNames(in: text)).count == nodeNames(in: text).count, "\(text)")
  }

  @Test(.enabled(if: Dot.isInstalled, "needs Graphviz's dot (apt-get install graphviz)"))
  func graphvizWithChildrenRendersWithoutWarnings() throws {
    let result = try Dot.render(ChildMachines.app.graphviz())
    #expect(result.status == 0)
    #expect(result.messages.isEmpty, "\(result.messages)")
    #expect(result.svg.contains(">child captcha</text>"))
  }

  @Test func everyChildRunGetsIdentifiersOfItsOwn() {
    let mermaid = ChildMachines.busy.mermaid()
    let declared = aliases(in: mermaid)
    #expect(Set(declared).count == declared.count, "\(mermaid)")
    #expect(
      mermaid.contains("    state \"child login\" as child_login_2\n"), "after the parent's state")
    #expect(mermaid.contains("    state \"child wizard\" as child_wizard\n"), "a second child")
    #expect(
      mermaid.contains("    --\n    state \"child login\" as child_login_3\n"),
      "in a parallel state")
    #expect(mermaid.contains("      child_wizard_any_state --> child_wizard_paused : pause\n"))
    let plantUML = ChildMachines.busy.plantUML()
    let plantUMLDeclared = aliases(in: plantUML)
    #expect(Set(plantUMLDeclared).count == plantUMLDeclared.count, "\(plantUML)")
    #expect(plantUML.contains("    child_wizard_paused --> child_wizard_form[H] : resume\n"))
    let dot = ChildMachines.busy.graphviz()
    #expect(Set(nodeNames(in: dot)).count == nodeNames(in: dot).count, "\(dot)")
    #expect(dot.contains("subgraph \"cluster_child login'\" {\n"), "the parent has a 'child login'")
    #expect(dot.contains("subgraph \"cluster_child login''\" {\n"))
  }

  @Test(.enabled(if: Dot.isInstalled, "needs Graphviz's dot (apt-get install graphviz)"))
  func graphvizWithChildrenInParallelStatesRendersWithoutWarnings() throws {
    let result = try Dot.render(ChildMachines.busy.graphviz(highlighting: ["form"]))
    #expect(result.status == 0)
    #expect(result.messages.isEmpty, "\(result.messages)")
  }

  /// The identifiers a Mermaid or PlantUML diagram declares with `state "name" as id`.
  private func aliases(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "\" as ") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != " " })
    }
  }

  @Test func aMachineWithoutChildrenDrawsAsBefore() {
    let text = Self.childless.graphviz()
    #expect(text.contains("  \"form\";\n"))
    #expect(!text.contains("cluster"))
  }

  /// The names of the nodes a DOT graph declares (lines `"name";` or `"name" [...]`).
  private func nodeNames(in dot: String) -> [String] {
    dot.split(separator: "\n").compactMap { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("\""), !text.contains(" -> ") else { return nil }
      return String(text.dropFirst().prefix { $0 != "\"" })
    }
  }

  static let childless = ChildMachines.definition(name: "Plain") {
    StateNode("form") { On("go", to: "done") }
    StateNode("done")
  }

  // MARK: Validation

  @Test func aChildWhoseOutputIsDroppedIsReported() {
    let app = ChildMachines.definition(name: "App") {
      StateNode("form") {
        Invoke(ChildMachines.login, emitted: { _ in "cancelled" })
        On("cancelled", to: "done")
      }
      StateNode("done")
    }
    let findings = app.validate()
    #expect(findings.map(\.code) == [.childOutputDropped])
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.statePath == "form")
    #expect(
      findings.first?.message
        == "state 'form' runs child machine 'login', which can reach a final state, but its "
        + "Invoke has no done: mapping, so the child's output is dropped")
  }

  @Test func aChildThatEmitsWithoutAnEmittedMappingIsReported() {
    let app = ChildMachines.definition(name: "App") {
      StateNode("form") {
        Invoke(ChildMachines.login, done: { _ in "signedIn" })
        On("signedIn", to: "done")
      }
      StateNode("done")
    }
    let findings = app.validate()
    #expect(findings.map(\.code) == [.childEmitsDropped])
    #expect(findings.first?.statePath == "form")
    #expect(
      findings.first?.message
        == "state 'form' runs child machine 'login', which emits events, but its Invoke has no "
        + "emitted: mapping, so every event it emits is dropped")
  }

  @Test func aChildThatNeverFinishesOrEmitsNeedsNoMapping() {
    let ticker = ChildMachine(
      "ticker",
      ChildMachines.definition(name: "Ticker") {
        StateNode("form") { On("tick", to: "done") }
        StateNode("done") { On("tick", to: "form") }
      })
    let app = ChildMachines.definition(name: "App") {
      StateNode("form") {
        Invoke(ticker)
        On("stop", to: "done")
      }
      StateNode("done")
    }
    #expect(app.validate().isEmpty)
    #expect(ChildMachines.app.validate().isEmpty, "every report mapped")
  }

  @Test func findingsInsideAChildAreReportedAtTheStateThatRunsIt() {
    let login = ChildMachine(
      "login",
      ChildMachines.definition(name: "Login") {
        StateNode("form") {
          Invoke(ChildMachines.captcha)
          On("cancel", to: "done")
        }
        Final("done")
        StateNode("lost")
      })
    let app = ChildMachines.definition(name: "App") {
      StateNode("form") {
        Invoke(login, done: { _ in "signedIn" })
        On("signedIn", to: "done")
      }
      StateNode("done")
    }
    let findings = app.validate()
    #expect(findings.map(\.code) == [.unreachableState, .childOutputDropped])
    #expect(findings.allSatisfy { $0.statePath == "form" && $0.transitions.isEmpty })
    #expect(
      findings.map(\.message) == [
        "in child machine 'login' of state 'form', at 'lost': state 'lost' can never be "
          + "entered: no transition or initial state leads to it",
        "in child machine 'login' of state 'form', at 'form': state 'form' runs child machine "
          + "'captcha', which can reach a final state, but its Invoke has no done: mapping, so "
          + "the child's output is dropped",
      ])
    #expect(findings.first?.severity == .error)
  }

  enum Step: MachineState { case asking, answered }
  enum Ask: MachineEvent, CaseIterable { case answer, hint, skip }

  @Test func aChildWithCaseIterableEventsIsCheckedForUnhandledEvents() throws {
    let question = ChildMachine(
      "question",
      try MachineDefinition<Step, Ask, Void>(initial: .asking) {
        StateNode(.asking) {
          On(.answer, to: .answered)
          On(.hint)
        }
        Final(.answered)
      })
    let app = ChildMachines.definition(name: "App") {
      StateNode("form") {
        Invoke(question, done: { _ in "answered" })
        On("answered", to: "done")
      }
      StateNode("done")
    }
    let findings = app.validate()
    #expect(findings.map(\.code) == [.unhandledEvent])
    #expect(findings.first?.event == "skip")
    #expect(
      findings.first?.message
        == "in child machine 'question' of state 'form': no reachable state handles event 'skip'")
  }
}

/// Graphviz's `dot`, run as the CLI tests run it, keeping its messages.
enum Dot {
  static var executable: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/dot") }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }

  static var isInstalled: Bool { executable != nil }

  /// Lays out `dot` as SVG.
  static func render(_ dot: String) throws -> (status: Int32, svg: String, messages: String) {
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("statekit-tooling-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("graph.dot")
    let output = directory.appendingPathComponent("graph.svg")
    let messages = directory.appendingPathComponent("messages.txt")
    try Data(dot.utf8).write(to: input)
    _ = FileManager.default.createFile(atPath: messages.path, contents: nil)
    let errors = try FileHandle(forWritingTo: messages)
    defer { try? errors.close() }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-Tsvg", input.path, "-o", output.path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let svg = FileManager.default.contents(atPath: output.path) ?? Data()
    let text = FileManager.default.contents(atPath: messages.path) ?? Data()
    return (
      process.terminationStatus, String(decoding: svg, as: UTF8.self),
      String(decoding: text, as: UTF8.self)
    )
  }
}
