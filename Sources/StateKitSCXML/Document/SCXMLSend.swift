/// A `<send>` element: sends an event to this session (external queue), its parent, an invoked child
/// or another target, possibly after a delay.
///
/// Each value is either a literal attribute or its `…expr` counterpart; the expression forms
/// (``eventExpression``, ``targetExpression``, ``typeExpression``, ``delayExpression``,
/// ``idLocation``, ``nameList``) are only present in documents parsed with
/// ``SCXMLParser/Options/allowsExpressions``. Without ``target`` the event goes to this session's
/// external queue; `#_internal` puts it on the internal queue, `#_parent` sends it to the invoking
/// session and `#_<invokeid>` to an invoked child.
package struct SCXMLSend: Sendable, Equatable {
  /// The `event` attribute: the name of the event to send.
  package var event: String?

  /// The `eventexpr` attribute.
  package var eventExpression: String?

  /// The `target` attribute, such as `#_internal`, `#_parent` or `#_child1`.
  package var target: String?

  /// The `targetexpr` attribute.
  package var targetExpression: String?

  /// The `type` attribute: the URI of the event I/O processor (SCXML's own when absent).
  package var type: String?

  /// The `typeexpr` attribute.
  package var typeExpression: String?

  /// The `id` attribute: the send id that `<cancel>` uses.
  package var id: String?

  /// The `idlocation` attribute: where to store a generated send id.
  package var idLocation: String?

  /// The `delay` attribute, parsed as a CSS2 time (`2s`, `500ms`, `1.5s`, `.5s`).
  package var delay: Duration?

  /// The `delayexpr` attribute.
  package var delayExpression: String?

  /// The `namelist` attribute split on whitespace: data model locations sent as event data.
  package var nameList: [String]

  /// The `<param>` children, in document order.
  package var params: [SCXMLParam]

  /// The `<content>` child, if any.
  package var content: SCXMLContent?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates a `<send>` element.
  ///
  /// Nothing is checked; documents built by hand are not validated.
  ///
  /// - Parameters:
  ///   - event: The `event` attribute.
  ///   - eventExpression: The `eventexpr` attribute.
  ///   - target: The `target` attribute.
  ///   - targetExpression: The `targetexpr` attribute.
  ///   - type: The `type` attribute.
  ///   - typeExpression: The `typeexpr` attribute.
  ///   - id: The `id` attribute.
  ///   - idLocation: The `idlocation` attribute.
  ///   - delay: The parsed `delay` attribute.
  ///   - delayExpression: The `delayexpr` attribute.
  ///   - nameList: The `namelist` attribute, split.
  ///   - params: The `<param>` children.
  ///   - content: The `<content>` child.
  ///   - sourceLocation: Where the element starts.
  package init(
    event: String? = nil,
    eventExpression: String? = nil,
    target: String? = nil,
    targetExpression: String? = nil,
    type: String? = nil,
    typeExpression: String? = nil,
    id: String? = nil,
    idLocation: String? = nil,
    delay: Duration? = nil,
    delayExpression: String? = nil,
    nameList: [String] = [],
    params: [SCXMLParam] = [],
    content: SCXMLContent? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.event = event
    self.eventExpression = eventExpression
    self.target = target
    self.targetExpression = targetExpression
    self.type = type
    self.typeExpression = typeExpression
    self.id = id
    self.idLocation = idLocation
    self.delay = delay
    self.delayExpression = delayExpression
    self.nameList = nameList
    self.params = params
    self.content = content
    self.sourceLocation = sourceLocation
  }
}
