import Foundation
import StateKit
import StateKitCodegen
import StateKitSCXML
import Testing

/// Events the document does not name, sent to generated code: a descriptor matches by prefix
/// (a transition on `door` takes `door.knock`), so an app may send a name the enum has no case
/// for. `Generated/` holds the code generated from the two documents below, compiled with these
/// tests; the first test keeps it equal to what the generator writes today.
struct EventsByNameTests {
  /// Typed code: its events are `door` and `door.open`.
  static let typed = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" name="DoorEvents" initial="shut">
      <state id="shut">
        <transition event="door" target="ajar"/>
      </state>
      <state id="ajar">
        <transition event="door.open" target="open"/>
        <transition event="door" target="shut"/>
      </state>
      <state id="open">
        <transition event="door.*" target="shut"/>
      </state>
    </scxml>
    """

  /// Embedded ECMAScript code, whose conditions read the name the event was sent with.
  static let embedded = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" name="DoorScript" datamodel="ecmascript">
      <state id="shut">
        <transition event="door" cond="_event.name == 'door.open.wide'" target="wide"/>
        <transition event="door" target="ajar"/>
      </state>
      <state id="ajar"/>
      <state id="wide"/>
    </scxml>
    """

  @Test(arguments: [("DoorEvents", typed), ("DoorScript", embedded)])
  func theCompiledFilesAreWhatTheGeneratorWrites(name: String, document: String) throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Generated/\(name).swift")
    let committed = try String(contentsOf: file, encoding: .utf8)
    let output = try SCXMLCodeGenerator().generate(document, fileName: "\(name).scxml")
    #expect(output.source == committed, "regenerate \(file.path) from the test's document")
  }

  @Test func aTypedEventStandsForTheNamesItPrefixes() {
    #expect(DoorEvents.Event(matching: "door") == .door)
    #expect(DoorEvents.Event(matching: "door.knock") == .door)
    #expect(DoorEvents.Event(matching: "door.open") == .doorOpen)
    #expect(DoorEvents.Event(matching: "door.open.wide") == .doorOpen)
    // Prefixes end at a dot: `doorbell` is not a `door` event, nor `door.opening` a `door.open`.
    #expect(DoorEvents.Event(matching: "doorbell") == nil)
    #expect(DoorEvents.Event(matching: "door.opening") == .door)
    #expect(DoorEvents.Event(matching: "window") == nil)
  }

  @Test func aTypedMachineTakesTheTransitionsOfANameTheDocumentDoesNotList() throws {
    let machine = Machine(try DoorEvents.definition())
    let interpreter = SCXMLMachine(try SCXMLDocument(string: Self.typed).definition())
    let names = [
      "door.knock", "door.open.wide", "door.slam", "door.opening", "door.open.x", "door",
    ]
    for name in names {
      if let event = DoorEvents.Event(matching: name) { machine.send(event) }
      interpreter.send(name)
      #expect(Set(machine.snapshot.activeLeaves.map(\.rawValue)) == interpreter.atomicStates)
    }
    #expect(interpreter.atomicStates == ["shut"])
  }

  @Test func anEmbeddedMachineReceivesTheNameAsSent() throws {
    let machine = try DoorScript.start()
    machine.send(named: "door.open.wide")
    #expect(machine.atomicStates == [.wide])

    let other = try DoorScript.start()
    other.send(named: "door.knock", data: .number(1))
    #expect(other.atomicStates == [.ajar])
  }
}
