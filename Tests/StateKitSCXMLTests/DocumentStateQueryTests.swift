import StateKitSCXML
import Testing

/// Issue 57, item 7: the element types of a document are the package's own, so an app reads a
/// document's states through public queries that name none of them: the ids, and where each
/// state's element starts.
@Suite("A document's states, without its element types")
struct DocumentStateQueryTests {
  let text = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle">
      <state id="idle">
        <transition event="go" target="busy"/>
      </state>
      <state id="busy">
        <state/>
        <history id="back"/>
      </state>
      <parallel id="both">
        <state id="left"/>
        <state id="right"/>
      </parallel>
      <final id="done"/>
    </scxml>
    """

  @Test("stateIDs lists every state and history, parents first, generated ids included")
  func ids() throws {
    let document = try SCXMLDocument(string: text)
    let ids = document.stateIDs
    #expect(ids.count == 8)
    #expect(ids.prefix(2) == ["idle", "busy"])
    #expect(ids.suffix(5) == ["back", "both", "left", "right", "done"])
    // The state written without an id is listed under the one the definition uses.
    let generated = ids[2]
    #expect(!generated.isEmpty)
    #expect(try document.definition().stateNodes.contains { $0.name == generated })
  }

  @Test("stateLocations gives the line and column where each state's element starts")
  func locations() throws {
    let document = try SCXMLDocument(string: text)
    let locations = document.stateLocations
    #expect(Set(locations.keys) == Set(document.stateIDs))
    #expect(locations["idle"]?.line == 2)
    #expect(locations["busy"]?.line == 5)
    #expect(locations["back"]?.line == 7)
    #expect(locations["right"]?.line == 11)
    #expect(locations["done"]?.line == 13)
    #expect(locations["idle"]?.column == 3)
    #expect(locations["nowhere"] == nil)
  }
}
