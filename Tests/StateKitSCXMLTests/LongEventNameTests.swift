import StateKit
import StateKitTesting
import Testing

@testable import StateKitSCXML

/// Issue 20, item 7: an app may run a downloaded document, so a machine whose transitions name
/// long or many events must take each event in time linear in its name, not in the number of
/// names a transition lists or the parts of a name.
@Suite("Long and many event names")
struct LongEventNameTests {
  /// A machine that goes from `s` to `t` on `event` (the attribute's text).
  func machine(event: String, target: String = "t") throws -> SCXMLMachine {
    try start(
      document(
        #"<state id="s"><transition event=""# + event + #"" target=""# + target
          + #""/></state><state id="t"/>"#))
  }

  @Test("an event of 40,000 dot-separated parts matches itself and the names that continue it")
  func longDottedName() throws {
    let name = Array(repeating: "a", count: 40_000).joined(separator: ".")
    let exact = try machine(event: name)
    #expect(exact.send(name) == .handled)
    #expect(exact.atomicStates == ["t"])
    let longer = try machine(event: name)
    #expect(longer.send(name + ".b") == .handled)
    let shorter = try machine(event: name)
    #expect(shorter.send(String(name.dropLast(2))) == .ignored)
    #expect(shorter.atomicStates == ["s"])
  }

  @Test("each of 20,000 event names on one transition is handled without trying the others")
  func manyNamesOnOneTransition() throws {
    let names = (0..<20_000).map { "e\($0)" }
    let machine = try machine(event: names.joined(separator: " "), target: "s")
    var handled = 0
    for name in names where machine.send(name) == .handled { handled += 1 }
    #expect(handled == names.count)
    #expect(machine.send("e20000") == .ignored)
    #expect(machine.send("e1.x") == .handled)
  }

  @Test("the enabled events of a transition with 20,000 names are listed in linear time")
  func enabledEventsOfManyNames() throws {
    let names = (0..<20_000).map { "e\($0)" }
    let definition = try SCXMLDocument(
      string: document(
        #"<state id="s"><transition event=""# + names.joined(separator: " ")
          + #"" target="t"/></state><state id="t"/>"#)
    ).definition()
    let enabled = definition.enabledEvents(in: definition.start().snapshot)
    #expect(enabled == names)
  }
}
