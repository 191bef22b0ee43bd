import StateKitCodegen
import StateKitSCXML
import Testing

struct SwiftNameTests {
  @Test(arguments: [
    ("error.execution", "errorExecution"), ("door-open", "doorOpen"), ("Idle", "idle"),
    ("OFF", "off"), ("start_going_green", "startGoingGreen"), ("2fa", "_2fa"), ("*", "_"),
    ("done.state.s1", "doneStateS1"), ("écran.prêt", "écranPrêt"), ("HTTPError", "httpError"),
  ])
  func aNameBecomesLowerCamelCase(_ name: String, _ identifier: String) {
    #expect(SwiftName.bare(name) == identifier)
  }

  @Test func aKeywordIsWrittenInBackticks() {
    #expect(SwiftName.member("default") == "`default`")
    #expect(SwiftName.member("self") == "`self`")
    #expect(SwiftName.member("running") == "running")
  }

  @Test func aTypeNameIsUpperCamelCase() {
    #expect(SwiftName.type("traffic-light") == "TrafficLight")
    #expect(SwiftName.type("") == "Machine")
    #expect(SwiftName.type("Protocol") == "ProtocolMachine")
  }

  @Test func twoStatesWithOneSwiftNameAreRefusedAtTheSecond() {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="door-open">
        <state id="door-open"/>
        <state id="doorOpen"/>
      </scxml>
      """
    #expect {
      _ = try SCXMLCodeGenerator().generate(text, fileName: "Door.scxml")
    } throws: { error in
      let error = error as! SCXMLCodegenError
      return error.sourceLocation == SCXMLSourceLocation(line: 3, column: 3)
        && error.message.contains("\"doorOpen\"") && error.message.contains("\"door-open\"")
        && error.message.contains("line 2, column 3")
        && error.diagnostic(path: "Door.scxml").hasPrefix("Door.scxml:3:3: error: ")
    }
  }

  @Test func twoEventsWithOneSwiftNameAreRefusedAtTheSecond() {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml">
        <state id="a">
          <transition event="go.on" target="b"/>
        </state>
        <state id="b">
          <transition event="goOn" target="a"/>
        </state>
      </scxml>
      """
    #expect {
      _ = try SCXMLCodeGenerator().generate(text, fileName: "Go.scxml")
    } throws: { error in
      (error as! SCXMLCodegenError).sourceLocation == SCXMLSourceLocation(line: 6, column: 5)
    }
  }

  @Test func anInvalidDocumentIsRefusedAtItsError() {
    let text = """
      <scxml xmlns="http://www.w3.org/2005/07/scxml">
        <state id="a">
          <transition event="go" target="nowhere"/>
        </state>
      </scxml>
      """
    #expect {
      _ = try SCXMLCodeGenerator().generate(text, fileName: "Bad.scxml")
    } throws: { error in
      (error as! SCXMLCodegenError).sourceLocation == SCXMLSourceLocation(line: 3, column: 5)
    }
  }
}
