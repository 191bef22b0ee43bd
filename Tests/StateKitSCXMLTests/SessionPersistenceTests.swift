import Foundation
import StateKit
import StateKitTesting
import Testing

@testable import StateKitSCXML

/// Null-data-model sessions saved as JSON and restored: the engine's timers carry on, and an
/// `<invoke>` starts its child again.
@Suite("Session persistence")
struct SessionPersistenceTests {
  static let text = document(
    """
    <state id="idle"><transition event="arm" target="armed"/></state>
    <state id="armed">
      <onentry><send id="fuse" event="boom" delay="5s"/></onentry>
      <invoke id="watcher"><content>
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="watching">
          <state id="watching"><transition event="seen" target="seenOnce"/></state>
          <state id="seenOnce"/>
        </scxml>
      </content></invoke>
      <transition event="boom" target="exploded"/>
    </state>
    <final id="exploded"/>
    """, attributes: #"initial="idle""#)

  @Test("a pending delayed send and an invoked child survive a save and a restore")
  func timersAndChildren() throws {
    let clock = ManualClock()
    let machine = try start(Self.text, clock: clock)
    machine.send("arm")
    machine.child("watcher")?.send("seen")
    #expect(machine.child("watcher")?.atomicStates == ["seenOnce"])
    clock.advance(by: .seconds(2))
    let data = try JSONEncoder().encode(machine.persisted)
    let saved = try JSONDecoder().decode(SCXMLPersistedSession.self, from: data)
    #expect(saved.timers.map(\.remaining) == [.seconds(3)])
    #expect(saved.context == SCXMLSessionValues())

    let later = ManualClock()
    let definition = try SCXMLDocument(string: Self.text).definition()
    let restored = try SCXMLMachine(restoring: saved, definition: definition, clock: later)
    #expect(restored.atomicStates == ["armed"])
    // The child is started again, from its initial state.
    #expect(restored.child("watcher")?.atomicStates == ["watching"])
    later.advance(by: .seconds(2))
    #expect(restored.atomicStates == ["armed"])
    later.advance(by: .seconds(1))
    #expect(restored.finalState == "exploded")
    #expect(restored.child("watcher") == nil)
  }

  @Test("a session that has ended restores as ended")
  func ended() throws {
    let clock = ManualClock()
    let machine = try start(Self.text, clock: clock)
    machine.send("arm")
    clock.advance(by: .seconds(5))
    let definition = try SCXMLDocument(string: Self.text).definition()
    let restored = try SCXMLMachine(restoring: machine.persisted, definition: definition)
    #expect(restored.finalState == "exploded")
    #expect(restored.child("watcher") == nil)
  }

  @Test("values are written as JSON; undefined as null")
  func valuesAsJSON() throws {
    let value = SCXMLValue.object([
      "name": .string("Ada"), "age": .number(36), "admin": .bool(false),
      "tags": .array([.string("a"), .null, .undefined]),
    ])
    let data = try JSONEncoder().encode(value)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains(#""tags":["a",null,null]"#))
    let expected = SCXMLValue.object([
      "name": .string("Ada"), "age": .number(36), "admin": .bool(false),
      "tags": .array([.string("a"), .null, .null]),
    ])
    #expect(try JSONDecoder().decode(SCXMLValue.self, from: data) == expected)
  }
}
