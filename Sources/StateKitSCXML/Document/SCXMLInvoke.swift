/// An `<invoke>` element: a child service (typically another SCXML machine) that runs while its state
/// is active.
///
/// The service is started when the state is entered at the end of a macrostep and cancelled when the
/// state is exited; when it finishes, `done.invoke.<id>` is sent to the invoking session. With the
/// null data model the child is defined inline by a `<content>` holding an `<scxml>` document (see
/// ``childDocument``) or referenced by ``source``.
package struct SCXMLInvoke: Sendable, Equatable {
  /// The `id` attribute: the invoke id, used in `done.invoke.<id>` and as the `#_<id>` send target.
  ///
  /// When absent, SCXML says the processor generates one (`stateid.platformid`) at run time.
  package var id: String?

  /// The `idlocation` attribute (only with ``SCXMLParser/Options/allowsExpressions``).
  package var idLocation: String?

  /// The `type` attribute: the kind of service (SCXML when absent).
  package var type: String?

  /// The `typeexpr` attribute (only with ``SCXMLParser/Options/allowsExpressions``).
  package var typeExpression: String?

  /// The `src` attribute: the URI of the service's definition, if any.
  package var source: String?

  /// The `srcexpr` attribute (only with ``SCXMLParser/Options/allowsExpressions``).
  package var sourceExpression: String?

  /// The `autoforward` attribute: whether external events of the parent are forwarded to the child.
  package var autoforward: Bool

  /// The `namelist` attribute split on whitespace (only with
  /// ``SCXMLParser/Options/allowsExpressions``).
  package var nameList: [String]

  /// The `<param>` children (only with ``SCXMLParser/Options/allowsExpressions``).
  package var params: [SCXMLParam]

  /// The `<content>` child, if any.
  package var content: SCXMLContent?

  /// The `<finalize>` child, if any: run when an event from the child arrives.
  package var finalize: SCXMLExecutableBlock?

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// The inline child machine, when ``content`` holds an `<scxml>` document.
  package var childDocument: SCXMLDocument? { content?.document }

  /// Creates an `<invoke>` element.
  ///
  /// - Parameters:
  ///   - id: The `id` attribute.
  ///   - idLocation: The `idlocation` attribute.
  ///   - type: The `type` attribute.
  ///   - typeExpression: The `typeexpr` attribute.
  ///   - source: The `src` attribute.
  ///   - sourceExpression: The `srcexpr` attribute.
  ///   - autoforward: The `autoforward` attribute.
  ///   - nameList: The `namelist` attribute, split.
  ///   - params: The `<param>` children.
  ///   - content: The `<content>` child.
  ///   - finalize: The `<finalize>` child.
  ///   - sourceLocation: Where the element starts.
  package init(
    id: String? = nil,
    idLocation: String? = nil,
    type: String? = nil,
    typeExpression: String? = nil,
    source: String? = nil,
    sourceExpression: String? = nil,
    autoforward: Bool = false,
    nameList: [String] = [],
    params: [SCXMLParam] = [],
    content: SCXMLContent? = nil,
    finalize: SCXMLExecutableBlock? = nil,
    sourceLocation: SCXMLSourceLocation
  ) {
    self.id = id
    self.idLocation = idLocation
    self.type = type
    self.typeExpression = typeExpression
    self.source = source
    self.sourceExpression = sourceExpression
    self.autoforward = autoforward
    self.nameList = nameList
    self.params = params
    self.content = content
    self.finalize = finalize
    self.sourceLocation = sourceLocation
  }
}
