import StateKit
import StateKitSCXML
import StateKitSCXMLECMAScript
import Synchronization
import Testing

/// The data model generated code uses for conditions and scripts the app writes in Swift.
struct HookedDataModelTests {
  static let text = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="a">
      <datamodel><data id="count" expr="0"/></datamodel>
      <state id="a">
        <transition event="go" cond="isReady()" target="b"/>
        <transition event="error.execution" target="failed"/>
      </state>
      <state id="b">
        <onentry><script>count = count + 1</script></onentry>
        <transition event="check" cond="count == 41" target="c"/>
      </state>
      <final id="c"/>
      <final id="failed"/>
    </scxml>
    """

  static func machine(
    ready: @escaping @Sendable (borrowing SCXMLHookContext) throws(SCXMLExecutionError) -> Bool
  ) throws -> SCXMLMachine {
    let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
    let language = SCXMLHookedDataModel(
      base: ECMAScriptDataModel(), conditions: ["isReady()": ready],
      scripts: [
        "count = count + 1": { context throws(SCXMLExecutionError) in
          try context.assign("count", value: .number(41))
        }
      ])
    return SCXMLMachine(try document.definition(dataModel: language))
  }

  @Test func aConditionHookDecidesTheTransitionAndSeesTheEvent() throws {
    let seen = Mutex<[String]>([])
    let machine = try Self.machine { context in
      seen.withLock { $0.append(context.event?.name ?? "-") }
      return context.isActive("a")
    }
    machine.send("go")
    #expect(machine.atomicStates == ["b"])
    #expect(seen.withLock { $0 } == ["go"])
    // The script hook ran instead of the script; the ECMAScript condition sees what it wrote.
    machine.send("check")
    #expect(machine.finalState == "c")
  }

  @Test func aHookThatThrowsRaisesErrorExecution() throws {
    let machine = try Self.machine { _ throws(SCXMLExecutionError) in
      throw SCXMLExecutionError("not ready")
    }
    machine.send("go")
    #expect(machine.finalState == "failed")
  }

  @Test func theTypedWrapperSendsAndReportsEnumCases() throws {
    enum State: String { case a, b, c, failed }
    enum Event: String { case go, check }
    let machine = SCXMLTypedMachine<State, Event>(try Self.machine { _ in true })
    #expect(machine.atomicStates == [.a])
    machine.send(.go)
    #expect(machine.isActive(.b))
    machine.send(.check)
    #expect(machine.finalState == .c)
    #expect(machine.isDone)
  }
}
