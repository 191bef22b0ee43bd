import StateKitSCXML
import Testing

/// `<if>` with `In()` conditions in documents with the null data model.
@Suite("null data model <if>")
struct NullDataModelIfTests {
  @Test func ifElseifElseWithInConditionsRuns() throws {
    let machine = try SCXMLMachine.load(
      """
      <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="p">
        <parallel id="p">
          <state id="a"/>
          <state id="b">
            <onentry>
              <if cond="In('fail')"><raise event="wrong"/>
              <elseif cond="In('a')"/><raise event="right"/>
              <else/><raise event="wrong"/></if>
            </onentry>
            <transition event="right" target="pass"/>
            <transition event="wrong" target="fail"/>
          </state>
        </parallel>
        <final id="pass"/><final id="fail"/>
      </scxml>
      """)
    #expect(machine.finalState == "pass")
  }

  @Test func expressionsStayRefused() {
    #expect(throws: SCXMLError.self) {
      try SCXMLMachine.load(
        """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
          <state id="s"><onentry><if cond="1 == 1"><raise event="x"/></if></onentry></state>
        </scxml>
        """)
    }
  }
}
