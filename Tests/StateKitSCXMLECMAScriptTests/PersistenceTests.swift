import Foundation
import StateKit
import StateKitClock
import StateKitSCXML
import StateKitSCXMLECMAScript
import Testing

/// An ECMAScript session saved as JSON and restored into a new machine: its data, its
/// configuration for `In()`, its functions and its delayed sends carry on.
@Suite("ECMAScript persistence")
struct PersistenceTests {
  static let document = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="p">
      <datamodel>
        <data id="count" expr="0"/>
        <data id="profile" expr="({name: 'Ada', tags: ['a']})"/>
        <data id="nothing"/>
      </datamodel>
      <script>function twice(n) { return n * 2; }</script>
      <parallel id="p">
        <state id="counter" initial="counting">
          <state id="counting">
            <transition event="tick"><assign location="count" expr="count + 1"/></transition>
            <transition event="check" target="verified"
              cond="twice(count) === 4 &amp;&amp; In('on') &amp;&amp; profile.tags[0] === 'a' &amp;&amp; nothing === undefined"/>
          </state>
          <state id="verified"/>
        </state>
        <state id="light" initial="off">
          <state id="off"><transition event="flip" target="on"/></state>
          <state id="on">
            <onentry>
              <send id="reminder" event="remind" delay="10s"><param name="count" expr="count"/></send>
            </onentry>
            <transition event="remind" cond="_event.data.count === 2" target="reminded"/>
          </state>
          <state id="reminded"/>
        </state>
      </parallel>
    </scxml>
    """

  static func definition(_ text: String = document) throws -> SCXMLDefinition {
    try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
      .definition(dataModel: ECMAScriptDataModel())
  }

  /// Saves after two ticks and a flip, with 6 s left on the reminder.
  static func saved() throws -> Data {
    let clock = ManualClock()
    let machine = SCXMLMachine(try definition(), clock: clock)
    machine.send("tick")
    machine.send("tick")
    machine.send("flip")
    clock.advance(by: .seconds(4))
    return try JSONEncoder().encode(machine.persisted)
  }

  @Test func dataConfigurationAndDelayedSendsCarryOn() throws {
    let saved = try JSONDecoder().decode(SCXMLPersistedSession.self, from: try Self.saved())
    #expect(saved.configuration.contains("on"))
    #expect(
      saved.context.variables == [
        "count": .number(2),
        "profile": .object(["name": .string("Ada"), "tags": .array([.string("a")])]),
      ])
    #expect(saved.context.delayedSends.map(\.event.name) == ["remind"])
    #expect(saved.context.delayedSends.first?.remaining == .seconds(6))
    #expect(saved.context.delayedSends.first?.event.sendID == "reminder")

    let clock = ManualClock()
    let machine = try SCXMLMachine(
      restoring: saved, definition: try Self.definition(), clock: clock)
    #expect(machine.atomicStates == ["counting", "on"])
    // The function of the top-level script, the data, and In('on') for the new session.
    machine.send("check")
    #expect(machine.atomicStates == ["verified", "on"])
    clock.advance(by: .seconds(5))
    #expect(machine.atomicStates == ["verified", "on"], "the reminder had 6 s left")
    clock.advance(by: .seconds(1))
    #expect(machine.atomicStates == ["verified", "reminded"])
  }

  /// The reminder's `<cancel>` reaches a restored send: it kept its send id.
  @Test func aRestoredSendCanBeCancelled() throws {
    let text = Self.document.replacingOccurrences(
      of: #"<state id="off"><transition event="flip" target="on"/></state>"#,
      with:
        #"<state id="off"><transition event="flip" target="on"/></state><transition event="quiet"><cancel sendid="reminder"/></transition>"#
    )
    let clock = ManualClock()
    let first = SCXMLMachine(try Self.definition(text), clock: clock)
    first.send("tick")
    first.send("tick")
    first.send("flip")
    let later = ManualClock()
    let machine = try SCXMLMachine(
      restoring: first.persisted, definition: try Self.definition(text), clock: later)
    machine.send("quiet")
    later.advance(by: .seconds(20))
    #expect(machine.atomicStates == ["counting", "on"])
    #expect(machine.persisted.context.delayedSends.isEmpty)
  }

  @Test func aDocumentWithoutTheSavedStatesIsRefused() throws {
    let saved = try JSONDecoder().decode(SCXMLPersistedSession.self, from: try Self.saved())
    let changed = Self.document.replacingOccurrences(of: #"id="on""#, with: #"id="lit""#)
      .replacingOccurrences(of: #"target="on""#, with: #"target="lit""#)
      .replacingOccurrences(of: "In('on')", with: "In('lit')")
    #expect(throws: RestoreError.unknownState("on")) {
      try SCXMLMachine(restoring: saved, definition: try Self.definition(changed))
    }
    #expect(!saved.isWritten(by: try Self.definition(changed)))
    #expect(saved.isWritten(by: try Self.definition()))
  }
}
