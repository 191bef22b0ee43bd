/// SCXML documents the CLI tests run on.
enum Documents {
  /// The image search fixture's machine (StateKitFixtures' `imageSearchDefinition`) in SCXML.
  static let imageSearch = """
    <?xml version="1.0" encoding="UTF-8"?>
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="ImageSearch" initial="start">
      <state id="start">
        <transition event="startSearch" target="searching"/>
      </state>
      <state id="searching">
        <transition event="cancel" target="start"/>
        <transition event="search" target="loading"/>
      </state>
      <state id="loading">
        <transition event="success" target="searchResults"/>
        <transition event="failure" target="error"/>
      </state>
      <state id="searchResults">
        <transition event="startSearch" target="searching"/>
      </state>
      <state id="error">
        <transition event="startSearch" target="searching"/>
      </state>
    </scxml>

    """

  /// A door with a state nothing enters (line 13) and one nothing leaves.
  static let door = """
    <?xml version="1.0" encoding="UTF-8"?>
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="Door" initial="closed">
      <state id="closed">
        <transition event="open" target="opened"/>
        <transition event="lock" target="locked"/>
      </state>
      <state id="opened">
        <transition event="close" target="closed"/>
      </state>
      <state id="locked">
        <transition event="unlock" target="closed"/>
      </state>
      <state id="broken"/>
    </scxml>

    """

  /// A player with a compound state, a parallel state and a final state.
  static let player = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="Player" initial="off">
      <state id="off">
        <transition event="power" target="on"/>
      </state>
      <state id="on" initial="player">
        <parallel id="player">
          <state id="transport" initial="stopped">
            <state id="stopped"><transition event="play" target="playing"/></state>
            <state id="playing">
              <transition event="stop" target="stopped"/>
              <transition event="finish" target="ended"/>
            </state>
            <final id="ended"/>
          </state>
          <state id="sound" initial="audible">
            <state id="audible"><transition event="mute" target="muted"/></state>
            <state id="muted"><transition event="mute" target="audible"/></state>
          </state>
        </parallel>
        <transition event="done.state.transport" target="off"/>
        <transition event="power" target="off"/>
      </state>
    </scxml>

    """

  /// Eventless transitions that loop forever.
  static let loop = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
      <state id="a"><transition target="b"/></state>
      <state id="b"><transition target="a"/></state>
    </scxml>

    """

  /// Not well-formed: the `<state>` on line 3 is never closed.
  static let malformed = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
      <state id="a">
        <state id="b">
    </scxml>

    """

  /// Well-formed but invalid: the transition on line 3 targets a state that does not exist.
  static let unknownTarget = """
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
      <state id="a">
        <transition event="go" target="nowhere"/>
      </state>
    </scxml>

    """
}
