import StateKit
import StateKitTooling
import Testing

/// `validate()` and the diagrams know a collection of child machines: the one-state list that
/// holds one is no dead end, the collection is drawn inside its state, and what its children
/// emit or what validation finds in their definition is reported.
struct CollectionToolingTests {
  typealias Definition = MachineDefinition<StateName, EventName, Void>

  /// A download: queued, downloading, then finished; it emits `progress` while it runs.
  static let download = Definition.make(name: "Download", initial: "queued") {
    StateNode("queued") { On("start", to: "downloading") }
    StateNode("downloading") {
      On("tick", actions: [.emit("progress")])
      On("finish", to: "finished")
    }
    Final("finished")
  }

  static let downloads = StateKit.ChildMachines<Int, StateName, EventName, Void>(
    "downloads", download)

  /// The list the docs recommend: one state that holds the collection and reacts to events
  /// without leaving.
  static func list(mapsEmitted: Bool) -> Definition {
    .make(name: "List", initial: "showing") {
      StateNode("showing") {
        if mapsEmitted {
          Invoke(downloads, emitted: { _, _ in "progressed" })
        } else {
          Invoke(downloads)
        }
        On("add", actions: [.spawn(downloads) { _, _ in (1, ()) }])
        On("progressed")
      }
    }
  }

  @Test func aStateThatHoldsACollectionIsNoDeadEnd() {
    let findings = Self.list(mapsEmitted: true).validate()
    #expect(!findings.contains { $0.code == .deadEnd }, "\(findings)")
  }

  @Test func aStateWithoutACollectionThatReactsButNeverLeavesIsStillADeadEnd() {
    let definition = Definition.make(name: "Plain", initial: "showing") {
      StateNode("showing") { On("add") }
    }
    #expect(definition.validate().contains { $0.code == .deadEnd && $0.statePath == "showing" })
  }

  @Test func childrenThatEmitWithoutAnEmittedMappingAreReported() {
    let findings = Self.list(mapsEmitted: false).validate()
    let dropped = findings.filter { $0.code == .childEmitsDropped }
    #expect(dropped.count == 1, "\(findings)")
    #expect(dropped.first?.message.contains("holds collection 'downloads'") == true)
    #expect(!Self.list(mapsEmitted: true).validate().contains { $0.code == .childEmitsDropped })
  }

  @Test func anEmitComputedFromTheContextCountsAsEmitting() {
    let reporter = Definition.make(name: "Reporter", initial: "open") {
      StateNode("open") { On("tick", actions: [.emit("report") { _, event in event }]) }
    }
    let children = StateKit.ChildMachines<Int, StateName, EventName, Void>("rows", reporter)
    let parent = Definition.make(name: "Parent", initial: "list") {
      StateNode("list") { Invoke(children) }
    }
    #expect(parent.validate().contains { $0.code == .childEmitsDropped }, "\(parent.validate())")
  }

  @Test func whatValidationFindsInTheChildrensDefinitionIsReportedOnce() {
    let broken = Definition.make(name: "Broken", initial: "a") {
      StateNode("a")
      StateNode("orphan")
    }
    let children = StateKit.ChildMachines<Int, StateName, EventName, Void>("rows", broken)
    let parent = Definition.make(name: "Parent", initial: "list") {
      StateNode("list") { Invoke(children) }
    }
    let inside = parent.validate().filter { $0.message.contains("collection 'rows'") }
    #expect(inside.contains { $0.code == .unreachableState }, "\(parent.validate())")
    #expect(inside.allSatisfy { $0.message.hasPrefix("in the children of collection 'rows'") })
  }

  @Test func mermaidDrawsTheCollectionInsideItsState() {
    let text = Self.list(mapsEmitted: true).mermaid()
    #expect(
      text.contains(
        """
          state showing {
            state "children downloads" as children_downloads
            state children_downloads {
              [*] --> children_downloads_queued
              state "queued" as children_downloads_queued
              state "downloading" as children_downloads_downloading
              state "finished" as children_downloads_finished
              children_downloads_finished --> [*]
        """), "\(text)")
    #expect(text.contains("children_downloads_queued --> children_downloads_downloading : start"))
  }

  @Test func plantUMLAndGraphvizDrawTheCollectionInsideItsState() {
    let plantUML = Self.list(mapsEmitted: true).plantUML()
    #expect(
      plantUML.contains("state \"children downloads\" as children_downloads {\n"), "\(plantUML)")
    #expect(plantUML.contains("children_downloads_downloading --> children_downloads_finished"))
    let dot = Self.list(mapsEmitted: true).graphviz()
    #expect(dot.contains("subgraph \"cluster_children downloads\" {\n"), "\(dot)")
    #expect(dot.contains("label=\"children downloads\";"))
    #expect(dot.contains("\"children downloads/queued\" [label=\"queued\"];"))
  }
}

extension MachineDefinition where State == StateName, Event == EventName, Context == Void {
  /// A definition of named states and events, or a test failure naming what was wrong.
  static func make(
    name: String, initial: StateName,
    @StateBuilder<StateName, EventName, Void> _ content: () -> [StateContent<
      StateName, EventName, Void
    >]
  ) -> Self {
    do {
      return try Self(name: name, initial: initial, states: content)
    } catch {
      fatalError("\(error)")
    }
  }
}
