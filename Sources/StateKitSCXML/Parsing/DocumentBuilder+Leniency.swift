/// What other engines accept although the W3C schema does not, and whose meaning is clear: read
/// with a warning that says how, or refused in strict mode (`SCXMLParser.Options.isStrict`).
///
/// - `version` `0.9` (earlier drafts), `1` or `1.0.0`: read as 1.0.
/// - Attributes and elements that SCXML does not define, unless they look like a misspelling of
///   one it does: ignored (an element with everything inside it).
/// - An empty or blank `expr`: ignored, as if it were not written.
/// - An empty or blank `cond` on a `<transition>`: no condition, as if it were not written
///   (itemis CREATE writes `cond=""` on every transition without a guard, and uSCXML reads it
///   so); on `<if>` and `<elseif>`, where `cond` is required, false.
/// - An empty `event` or `target` on a `<transition>`: an eventless or targetless transition.
/// - `In('id')` naming no state of the document: false (`DocumentValidator`).
/// - A state id that is not an XML name (`NCName`, such as `1`): used as it is.
/// - An empty `<script>` (no `src`, no text): runs nothing.
/// - Several `<script>`s directly in `<scxml>`: each runs when the session starts, in document
///   order (an export joins them into one).
/// - A `<data>` directly in `<scxml>`, outside `<datamodel>`: data of the document's
///   `<datamodel>`, in document order with the data written there.
/// - A `<transition>` directly in `<scxml>`: a transition of the whole machine, tried in every
///   configuration after every state's own, as SCION and uSCXML read it.
/// - An `<initial>` directly in `<scxml>` (as in PySCXML's documents) whose one `<transition>`
///   has targets and no content, in a document without an `initial` attribute: its targets are
///   the document's initial states. One whose transition runs content stays an error.
extension DocumentBuilder {
  /// The targets of an `<initial>` written directly in `<scxml>`, when it reads as the root's
  /// `initial` attribute: the root has none, and the `<initial>` holds one `<transition>` with
  /// targets and nothing else (no content, no event or condition); `nil` otherwise.
  func plainInitialTargets(_ initial: XMLElementNode, of root: XMLElementNode) -> [String]? {
    guard root.attributes["initial"] == nil, initial.firstNonWhitespaceText == nil else {
      return nil
    }
    let elements = initial.elementChildren.filter(\.isInSCXMLNamespace)
    guard elements.count == 1, let transition = elements.first,
      transition.localName == "transition", transition.elementChildren.isEmpty,
      transition.firstNonWhitespaceText == nil,
      Set(transition.attributes.keys).isSubset(of: ["target", "type"]),
      let targets = transition.attributes["target"]?.xmlTokens, !targets.isEmpty
    else { return nil }
    return targets
  }

  /// Records what other engines accept although the W3C schema does not: a warning that says
  /// how it was read, or an error in strict mode.
  mutating func lenient(
    _ kind: SCXMLError.Kind, _ message: String, reading: String, _ element: XMLElementNode,
    attribute: String? = nil, at location: SCXMLSourceLocation? = nil
  ) {
    let location = location ?? attribute.flatMap { element.attributeLocations[$0] }
    if options.isStrict {
      report(kind, message, element, attribute: attribute, at: location)
    } else {
      warnings.append(
        SCXMLError(
          kind: kind, message: "\(message); \(reading)", element: element.localName,
          attribute: attribute, sourceLocation: location ?? element.sourceLocation))
    }
  }

  /// The `version` values of earlier drafts and of tools that write `1`, read as 1.0.
  static let earlierVersions: Set<String> = ["0.9", "1", "1.0.0"]

  /// Outside strict mode, drops an `expr` that is empty or only whitespace, and an empty `cond`
  /// of a `<transition>` (as if it were not written), and reads any other empty `cond` as
  /// `false`, with a warning for each; in strict mode, reports them. Goes through nested
  /// documents too.
  mutating func relaxEmptyExpressions(_ element: inout XMLElementNode) {
    if element.isInSCXMLNamespace {
      for name in ["expr", "cond"] {
        guard let value = element.attributes[name], value.isXMLWhitespace else { continue }
        let location = element.attributeLocations[name]
        if name == "expr" {
          lenient(
            .invalidAttributeValue, "expr is empty", reading: "ignored", element,
            attribute: name, at: location)
          if !options.isStrict { element.attributes[name] = nil }
        } else if element.localName == "transition" {
          lenient(
            .invalidAttributeValue, "cond is empty", reading: "the transition has no condition",
            element, attribute: name, at: location)
          if !options.isStrict { element.attributes[name] = nil }
        } else {
          lenient(
            .invalidAttributeValue, "cond is empty", reading: "an empty cond is false",
            element, attribute: name, at: location)
          if !options.isStrict { element.attributes[name] = "false" }
        }
      }
    }
    for index in element.children.indices {
      guard case .element(var child) = element.children[index] else { continue }
      relaxEmptyExpressions(&child)
      element.children[index] = .element(child)
    }
  }
}
