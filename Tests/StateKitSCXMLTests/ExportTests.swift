import Foundation
import SCXMLConformance
import StateKit
import StateKitFixtures
import StateKitTesting
import Testing

@testable import StateKitSCXML

private enum Player: MachineState {
  case stopped, active, playing, paused, history, settings, volume, muted, loud, ended
}
private enum Control: MachineEvent { case play, pause, stop, mute, unmute, finish, tick }

/// A typed machine using every construct the exporter writes, closures included.
private func typedDefinition() throws -> MachineDefinition<Player, Control, Int> {
  try MachineDefinition<Player, Control, Int>(name: "player", initial: .stopped, context: 0) {
    StateNode(.stopped) {
      On(.play, to: .active, actions: [.log("starting", "from stopped")])
    }
    StateNode(.active, initial: .playing, initialActions: [.raise(.tick)]) {
      Entry(.send(.tick), .send(.tick, after: .milliseconds(1500), id: "ping"))
      Exit(.cancel("ping"))
      History(.history, .deep, default: .paused)
      StateNode(.playing) {
        On(.pause, to: .paused, guard: .inState(.muted))
        On(.pause, to: .paused, guard: Guard("allowed") { count, _ in count > 0 })
        After(.seconds(3), to: .paused)
      }
      StateNode(.paused) {
        On(
          .play, to: .playing, type: .internal,
          actions: [.assign("count") { count, _ in count += 1 }])
        Invoke("fetch") { _ in nil }
      }
      Parallel(.settings) {
        StateNode(.volume, initial: .muted) {
          StateNode(.muted) { On(.unmute, to: .loud) }
          StateNode(.loud) { On(.mute, to: .muted, actions: [.run("notify") { _, _ in }]) }
        }
      }
      OnDone(to: .ended)
      On(.mute, to: .settings)  // internal by default: active stays active
      On(.unmute, to: .paused, type: .external)
    }
    Final(.ended)
    On(.stop, to: .stopped)
  }
}

/// A typed machine without closures: it must behave the same once exported and loaded.
private func closureFreeDefinition() throws -> MachineDefinition<Player, Control, Void> {
  try MachineDefinition<Player, Control, Void>(name: "player", initial: .stopped) {
    StateNode(.stopped) { On(.play, to: .active) }
    StateNode(.active, initial: .playing, initialActions: [.raise(.tick)]) {
      History(.history, .shallow)
      StateNode(.playing) {
        On(.pause, to: .paused)
        On(.tick, to: .playing, type: .internal, actions: [.log("tick")])
        After(.seconds(3), to: .paused)
      }
      StateNode(.paused) { On(.play, to: .playing) }
      Parallel(.settings) {
        StateNode(.volume, initial: .muted) {
          StateNode(.muted) { On(.unmute, to: .loud) }
          StateNode(.loud) { On(.mute, to: .muted) }
        }
        StateNode(.ended)
      }
      On(.mute, to: .settings)
      On(.pause, to: .paused, type: .external)
    }
    On(.stop, to: .stopped)
    On(.finish, to: .history)
  }
}

@Suite("Export to SCXML")
struct ExportTests {
  @Test("a typed definition writes every construct, and the document is valid SCXML")
  func typedExport() throws {
    let text = try typedDefinition().scxml()
    let expected = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="null" name="player" initial="stopped">"#,
      #"<transition event="play" target="active">"#,
      #"<log label="starting" expr="'from stopped'"/>"#,
      #"<initial>"#, #"<raise event="tick"/>"#,
      #"<send event="tick"/>"#, #"<send event="tick" delay="1500ms" id="ping"/>"#,
      #"<cancel sendid="ping"/>"#,
      #"<history id="history" type="deep">"#, #"<transition target="paused"/>"#,
      #"<transition event="pause" cond="In('muted')" target="paused"/>"#,
      #"<transition event="pause" cond="allowed" target="paused"/>"#,
      #"delay="3000ms""#,
      // Internal only where it keeps the source active: a compound state to its descendant.
      #"<transition event="play" target="playing">"#,
      #"<transition event="mute" target="settings" type="internal"/>"#,
      #"<transition event="unmute" target="paused"/>"#,
      #"<log label="count"/>"#, #"<log label="notify"/>"#,
      #"<!-- state-scoped work "fetch" (Swift code, not exported) -->"#,
      #"<parallel id="settings">"#, #"<state id="volume" initial="muted">"#,
      #"<transition event="done.state.active" target="ended"/>"#,
      #"<final id="ended"/>"#,
      #"<transition event="stop" target="stopped"/>"#,
    ]
    for snippet in expected {
      #expect(text.contains(snippet), "missing \(snippet) in\n\(text)")
    }
    // Valid SCXML: it parses when expressions are allowed (the closure guard is an expression)...
    let result = SCXMLParser(options: .init(allowsExpressions: true)).parse(text)
    #expect(result.errors == [], "\(result.errors.map(\.description))\n\(text)")
    // ...and StateKit refuses to run it rather than drop the guard.
    let refusal = SCXMLParser().parse(text)
    #expect(refusal.onlyNeedsExpressions)
    // The delayed transition's timer is an event of its own, sent on entry and cancelled on exit.
    let after = try #require(
      text.split(separator: "\n").first { $0.contains("statekit.after.") && $0.contains("<send") })
    #expect(after.contains(#"delay="3000ms""#))
    #expect(text.contains(#"<cancel sendid="statekit.after."#))
  }

  @Test("a typed definition without closures behaves the same once exported and loaded")
  func typedRoundTrip() throws {
    let typed = try closureFreeDefinition()
    let text = typed.scxml()
    let loaded = try SCXMLDocument(string: text).definition()
    let typedClock = ManualClock()
    let loadedClock = ManualClock()
    let typedMachine = Machine(typed, clock: typedClock)
    let loadedMachine = SCXMLMachine(loaded, clock: loadedClock)
    func same(_ step: String) {
      let typedStates = Set(typedMachine.configuration.map { String(describing: $0) })
      #expect(typedStates == loadedMachine.activeStates, "after \(step)\n\(text)")
    }
    same("start")
    let script: [(Control?, Duration?)] = [
      (.play, nil), (.tick, nil), (nil, .seconds(3)), (.play, nil), (.mute, nil), (.unmute, nil),
      (.finish, nil), (.stop, nil), (.finish, nil), (.play, nil), (.pause, nil), (.stop, nil),
      (.finish, nil), (.pause, nil), (.pause, nil), (nil, .seconds(3)), (.mute, nil),
      (.finish, nil),
    ]
    for (event, time) in script {
      if let time {
        typedClock.advance(by: time)
        loadedClock.advance(by: time)
        same("\(time)")
      }
      if let event {
        typedMachine.send(event)
        loadedMachine.send(String(describing: event))
        same("\(event)")
      }
    }
  }

  @Test("invokes and sends to other sessions are written back and run again")
  func invokeRoundTrip() throws {
    let text = document(
      """
      <state id="parent">
        <invoke id="kid" autoforward="true"><content><scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
          <state id="waiting">
            <onentry><send event="ready" target="#_parent" delay="10ms" id="r"/></onentry>
            <transition event="ping" target="answered"><send event="pong" target="#_parent"/></transition>
            <transition event="never"><cancel sendid="r"/></transition>
          </state>
          <final id="answered"/>
        </scxml></content></invoke>
        <state id="p1"><transition event="ready" target="p2"><send event="ping" target="#_kid"/></transition></state>
        <state id="p2"><transition event="done.invoke.kid" target="p3"/></state>
        <state id="p3"/>
      </state>
      """)
    let exported = try SCXMLDocument(string: text).definition().scxml()
    for snippet in [
      #"<invoke id="kid" autoforward="true">"#, "<content>",
      ##"<send event="ready" target="#_parent" delay="10ms" id="r"/>"##,
      ##"<send event="ping" target="#_kid"/>"##, #"<cancel sendid="r"/>"#,
    ] {
      #expect(exported.contains(snippet), "missing \(snippet) in\n\(exported)")
    }
    #expect(exported.components(separatedBy: "<cancel").count == 2, "\(exported)")
    let clock = ManualClock()
    let machine = try start(exported, clock: clock)
    clock.advance(by: .milliseconds(10))
    #expect(machine.atomicStates == ["p3"])
    #expect(try SCXMLDocument(string: exported).definition().scxml() == exported)
  }

  @Test("durations are written as CSS2 times in milliseconds")
  func cssTimes() throws {
    let definition = try MachineDefinition<Player, Control, Void>(initial: .stopped) {
      StateNode(.stopped) {
        Entry(
          .send(.tick, after: .milliseconds(250)), .send(.tick, after: .microseconds(1500)),
          .send(.tick, after: .nanoseconds(1)), .send(.tick, after: .seconds(2)))
      }
    }
    let text = definition.scxml()
    for delay in ["250ms", "1.5ms", "0.000001ms", "2000ms"] {
      #expect(text.contains(#"delay="\#(delay)""#), "\(delay) in\n\(text)")
    }
    let reloaded = try SCXMLDocument(string: text).definition()
    let node = try #require(reloaded.node(for: "stopped"))
    let delays = reloaded.entryActions(of: node.id).compactMap { action -> Duration? in
      if case .sendDelayed(_, let delay, _) = action.kind { return delay }
      return nil
    }
    #expect(delays == [.milliseconds(250), .microseconds(1500), .nanoseconds(1), .seconds(2)])
  }

  @Test("attribute values and comments are escaped")
  func escaping() throws {
    let definition = try MachineDefinition<Player, Control, Void>(initial: .stopped) {
      StateNode(.stopped) {
        Entry(.log("a \"quoted\" <label> & more", "it's\nmultiline"))
        Invoke("work -- with dashes") { _ in nil }
      }
    }
    let text = definition.scxml()
    #expect(text.contains(#"label="a &quot;quoted&quot; &lt;label&gt; &amp; more""#), "\(text)")
    #expect(text.contains(#"expr="'it\'s\nmultiline'""#), "\(text)")
    #expect(text.contains("work - - with dashes"), "\(text)")
    let log = LogRecorder()
    _ = try start(text, log: log)
    #expect(log.all == [#"a "quoted" <label> & more"#])
  }

  @Test(
    "a loaded SCION document, exported and loaded again, behaves the same at every step",
    .needsSCION,
    arguments: Fixtures.scionIndex.filter {
      $0.classification != "needs-expressions" || Fixtures.logOnlyTests.contains($0.name)
    })
  func scionRoundTrip(_ entry: Fixtures.SCIONEntry) throws {
    let original = try SCXMLDocument(contentsOf: entry.documentURL).definition()
    let exported = original.scxml()
    let reloaded = try SCXMLDocument(string: exported).definition()
    // Writing is stable: the reloaded definition writes the same document.
    #expect(reloaded.scxml() == exported)

    let testCase = try SCIONTestCase(contentsOf: entry.expectationsURL)
    let originalClock = ManualClock()
    let reloadedClock = ManualClock()
    let first = SCXMLMachine(original, clock: originalClock)
    let second = SCXMLMachine(reloaded, clock: reloadedClock)
    #expect(first.activeStates == second.activeStates, "start\n\(exported)")
    for (index, step) in testCase.steps.enumerated() {
      if let after = step.after {
        originalClock.advance(by: after)
        reloadedClock.advance(by: after)
        #expect(first.activeStates == second.activeStates, "after \(after) at step \(index + 1)")
      }
      first.send(step.event)
      second.send(step.event)
      #expect(
        first.activeStates == second.activeStates, "step \(index + 1): \(step.event)\n\(exported)")
      #expect(first.isDone == second.isDone)
    }
  }
}
