/// Turns the XML tree of an `<scxml>` element into an ``SCXMLDocument``, collecting every problem it
/// finds as an ``SCXMLError``.
///
/// The builder checks what can be seen element by element: known elements in allowed places, known
/// attributes with valid values, required attributes and children, and uses of expressions. It gives
/// id-less states their generated ids, gives compound states their initial transition, and finally runs
/// ``DocumentValidator`` for what needs the whole tree (ids and targets). Elements in other namespaces
/// are skipped with everything inside them. A document nested in an `<invoke>`'s `<content>` is built by
/// a builder of its own, since its ids are a separate scope.
struct DocumentBuilder {
  /// The parser's options.
  let options: SCXMLParser.Options

  /// The problems found so far, in the order found.
  var errors: [SCXMLError] = []

  /// What was accepted although the W3C schema does not allow it (errors in strict mode).
  var warnings: [SCXMLError] = []

  /// Whether the document (not counting nested ones) uses an expression language.
  var usesExpressions = false

  /// The ids written in the document being built, which generated ids must avoid.
  private var declaredIDs: Set<String> = []

  /// The next number to try for a generated id.
  private var nextGeneratedIndex = 0

  /// Creates a builder.
  init(options: SCXMLParser.Options) {
    self.options = options
  }

  /// Builds the document rooted at `root`, an `<scxml>` element, and validates it.
  mutating func buildDocument(_ root: XMLElementNode) -> SCXMLDocument {
    var root = root
    relaxEmptyExpressions(&root)
    declaredIDs = Self.declaredStateIDs(in: root)
    nextGeneratedIndex = 0
    checkAttributes(root, allowed: ["initial", "name", "version", "datamodel", "binding"])
    let version = root.attributes["version"]
    if let version, version != "1.0" {
      if Self.earlierVersions.contains(version) {
        lenient(
          .invalidAttributeValue, "version must be \"1.0\", not \"\(version)\"",
          reading: "read as 1.0", root, attribute: "version")
      } else {
        report(
          .invalidAttributeValue, "version must be \"1.0\", not \"\(version)\"", root,
          attribute: "version")
      }
    }
    let binding = enumAttribute("binding", of: root, default: SCXMLDocument.Binding.early)
    var children: [SCXMLStateNode] = []
    var transitions: [SCXMLTransition] = []
    var dataModel: SCXMLDataModel?
    // The data of the top-level <datamodel> and, outside strict mode, the <data> written directly
    // in <scxml>, in document order.
    var topLevelData: [SCXMLData] = []
    var strayDataLocation: SCXMLSourceLocation?
    var scripts: [SCXMLScript] = []
    // Outside strict mode, the targets of an <initial> written directly in <scxml>.
    var rootInitial: [String]?
    for child in childElements(of: root) {
      switch child.localName {
      case "state", "parallel", "final":
        if let node = stateNode(child) { children.append(node) }
      case "datamodel":
        if dataModel != nil {
          repeated(child, in: root)
        } else {
          dataModel = buildDataModel(child)
          topLevelData += dataModel?.data ?? []
        }
      case "data" where !options.isStrict:
        lenient(
          .invalidNesting, "<data> is not allowed inside <scxml>; <data> belongs in <datamodel>",
          reading: "read as data of the document's <datamodel>", child)
        topLevelData.append(buildData(child))
        strayDataLocation = strayDataLocation ?? child.sourceLocation
      case "script" where scripts.isEmpty || !options.isStrict:
        if !scripts.isEmpty {
          lenient(
            .invalidNesting, "<scxml> may contain only one <script>",
            reading: "run after the ones before it, in document order", child)
        }
        scripts.append(buildScript(child))
      case "script":
        repeated(child, in: root)
      case "transition" where !options.isStrict:
        lenient(
          .invalidNesting, "<transition> is not allowed inside <scxml>",
          reading: "read as a transition of the whole machine, tried after every state's own",
          child)
        transitions.append(buildTransition(child))
      case "initial" where !options.isStrict && rootInitial == nil:
        if let targets = plainInitialTargets(child, of: root) {
          lenient(
            .invalidNesting, "<initial> is not allowed inside <scxml>",
            reading: "its transition's targets read as the initial attribute of <scxml>", child)
          rootInitial = targets
        } else {
          misplaced(child, in: root)
        }
      default:
        misplaced(child, in: root)
      }
    }
    if let location = dataModel?.sourceLocation ?? strayDataLocation {
      dataModel = SCXMLDataModel(data: topLevelData, sourceLocation: location)
    }
    var initial: [String] = []
    let explicitInitial = root.attributes["initial"]
    if let explicitInitial {
      initial = explicitInitial.xmlTokens
      if initial.isEmpty {
        report(
          .invalidAttributeValue,
          "initial is empty; name at least one state",
          root,
          attribute: "initial"
        )
      }
    } else if let rootInitial {
      initial = rootInitial
    } else if let first = children.first(where: \.isState) {
      initial = [first.id]
    }
    var document = SCXMLDocument(
      name: root.attributes["name"],
      initial: initial,
      hasExplicitInitial: explicitInitial != nil || rootInitial != nil,
      datamodel: root.attributes["datamodel"],
      binding: binding,
      version: version,
      children: children,
      dataModel: dataModel,
      sourceLocation: root.sourceLocation
    )
    document.scripts = scripts
    document.usesExpressions = usesExpressions
    document.transitions = transitions
    var pending = [root]
    while let element = pending.popLast() {
      document.attributeLocations.add(element.attributeLocations, of: element.sourceLocation)
      pending += element.elementChildren
    }
    let problems = DocumentValidator.problems(in: document, isStrict: options.isStrict)
    errors += problems.errors
    warnings += problems.warnings
    return document
  }

  /// The ids written on the state elements of the document rooted at `root` (not in nested documents).
  private static func declaredStateIDs(in root: XMLElementNode) -> Set<String> {
    var ids: Set<String> = []
    func visit(_ element: XMLElementNode) {
      for child in element.elementChildren where child.isInSCXMLNamespace {
        guard ["state", "parallel", "final", "history"].contains(child.localName) else { continue }
        if let id = child.attributes["id"] { ids.insert(id) }
        visit(child)
      }
    }
    visit(root)
    return ids
  }

  // MARK: - Reporting

  /// Records a problem with `element` (at its start, or at `location`).
  mutating func report(
    _ kind: SCXMLError.Kind,
    _ message: String,
    _ element: XMLElementNode,
    attribute: String? = nil,
    at location: SCXMLSourceLocation? = nil
  ) {
    errors.append(
      SCXMLError(
        kind: kind,
        message: message,
        element: element.localName,
        attribute: attribute,
        sourceLocation: location ?? element.sourceLocation
      )
    )
  }

  /// Reports a known element in a place where SCXML does not allow it.
  mutating func misplaced(_ child: XMLElementNode, in parent: XMLElementNode) {
    let name = child.localName
    let message =
      "<\(name)> is not allowed inside <\(parent.localName)>" + (Self.placementHints[name] ?? "")
    report(.invalidNesting, message, child)
  }

  /// Reports a second occurrence of a child that may appear only once.
  mutating func repeated(_ child: XMLElementNode, in parent: XMLElementNode) {
    report(
      .invalidNesting, "<\(parent.localName)> may contain only one <\(child.localName)>", child)
  }

  private static let executableHint =
    "; executable content belongs in <onentry>, <onexit>, <transition>, <finalize> or an <if> branch"

  private static let placementHints: [String: String] = [
    "scxml": "; a nested <scxml> belongs in the <content> of an <invoke>",
    "state": "; states belong in <scxml>, <state> or <parallel>",
    "parallel": "; parallel states belong in <scxml>, <state> or <parallel>",
    "final": "; final states belong in <scxml> or <state>",
    "history": "; a <history> belongs in a compound <state> or a <parallel>",
    "initial": "; an <initial> belongs in a compound <state>",
    "transition": "; transitions belong in <state>, <parallel>, <initial> or <history>",
    "onentry": "; <onentry> belongs in <state>, <parallel> or <final>",
    "onexit": "; <onexit> belongs in <state>, <parallel> or <final>",
    "datamodel": "; <datamodel> belongs in <scxml>, <state> or <parallel>",
    "data": "; <data> belongs in <datamodel>",
    "invoke": "; <invoke> belongs in <state> or <parallel>",
    "finalize": "; <finalize> belongs in <invoke>",
    "donedata": "; <donedata> belongs in <final>",
    "param": "; <param> belongs in <send>, <invoke> or <donedata>",
    "content": "; <content> belongs in <send>, <invoke> or <donedata>",
    "elseif": "; <elseif> belongs directly in an <if>",
    "else": "; <else> belongs directly in an <if>",
    "raise": executableHint, "send": executableHint, "cancel": executableHint,
    "log": executableHint,
    "if": executableHint, "foreach": executableHint, "assign": executableHint,
    "script": executableHint,
  ]

  // MARK: - Children and attributes

  /// The SCXML child elements of `element` that SCXML defines, in document order.
  ///
  /// Reports text that is not whitespace and elements of the SCXML namespace that SCXML does not
  /// define; skips elements of other namespaces.
  mutating func childElements(of element: XMLElementNode) -> [XMLElementNode] {
    var result: [XMLElementNode] = []
    for child in element.children {
      switch child {
      case .text(let text, let location):
        guard !text.isXMLWhitespace else { continue }
        let snippet = text.trimmingXMLWhitespace()
        let shown = snippet.count > 30 ? String(snippet.prefix(30)) + "…" : snippet
        report(
          .unexpectedText,
          "text \"\(shown)\" is not allowed inside <\(element.localName)>",
          element,
          at: location
        )
      case .element(let child):
        guard child.isInSCXMLNamespace else { continue }
        guard SCXMLNames.elements.contains(child.localName) else {
          // A likely misspelling is an error: what the author meant is not clear.
          if let suggestion = Self.closest(to: child.localName, among: SCXMLNames.elements) {
            report(
              .unknownElement,
              "<\(child.localName)> is not an SCXML element; did you mean <\(suggestion)>?", child)
          } else {
            lenient(
              .unknownElement, "<\(child.localName)> is not an SCXML element",
              reading: "ignored with everything inside it", child)
          }
          continue
        }
        result.append(child)
      }
    }
    return result
  }

  /// Reports every child element of `element` (which must be empty of elements).
  mutating func expectNoChildElements(_ element: XMLElementNode) {
    for child in childElements(of: element) { misplaced(child, in: element) }
  }

  /// Reports attributes without a prefix that `element` does not define.
  mutating func checkAttributes(_ element: XMLElementNode, allowed: Set<String>) {
    for name in element.attributes.keys.sorted() where !name.contains(":") && name != "xmlns" {
      guard !allowed.contains(name) else { continue }
      let message = "<\(element.localName)> has no attribute '\(name)'"
      // A likely misspelling is an error: what the author meant is not clear.
      if let suggestion = Self.closest(to: name, among: allowed) {
        report(
          .unknownAttribute, message + "; did you mean '\(suggestion)'?", element,
          attribute: name)
      } else {
        lenient(.unknownAttribute, message, reading: "ignored", element, attribute: name)
      }
    }
  }

  /// The value of a required attribute, or `nil` after reporting that it is missing.
  mutating func requiredAttribute(_ name: String, of element: XMLElementNode) -> String? {
    if let value = element.attributes[name] { return value }
    report(
      .missingAttribute,
      "<\(element.localName)> requires the '\(name)' attribute",
      element,
      attribute: name
    )
    return nil
  }

  /// The value of an attribute that holds an expression, reported unless expressions are allowed.
  mutating func expressionAttribute(_ name: String, of element: XMLElementNode) -> String? {
    guard let value = element.attributes[name] else { return nil }
    usesExpressions = true
    if !options.allowsExpressions {
      let message =
        "'\(name)' needs an expression language, which the null data model does not have"
      report(.needsExpressions, message, element, attribute: name)
    }
    return value
  }

  /// Reports an element that always needs an expression language, unless expressions are allowed.
  mutating func refuseWithoutExpressions(_ element: XMLElementNode) {
    usesExpressions = true
    guard !options.allowsExpressions else { return }
    let message =
      "<\(element.localName)> needs an expression language, which the null data model does not have"
    report(.needsExpressions, message, element)
  }

  /// The `cond` attribute of `element` as a condition; anything but `In('id')` is reported unless
  /// expressions are allowed.
  mutating func condition(of element: XMLElementNode, required: Bool) -> SCXMLCondition? {
    guard let text = element.attributes["cond"] else {
      if required { _ = requiredAttribute("cond", of: element) }
      return nil
    }
    let condition = SCXMLCondition(text)
    if case .expression = condition { usesExpressions = true }
    if case .expression = condition, !options.allowsExpressions {
      let message =
        "cond=\"\(text)\" needs an expression language; the null data model has only In('state')"
      report(.needsExpressions, message, element, attribute: "cond")
    }
    return condition
  }

  /// The value of an attribute with a fixed set of values, or `fallback` (after reporting a bad value).
  mutating func enumAttribute<Value: RawRepresentable & CaseIterable>(
    _ name: String,
    of element: XMLElementNode,
    default fallback: Value
  ) -> Value where Value.RawValue == String {
    guard let text = element.attributes[name] else { return fallback }
    if let value = Value(rawValue: text) { return value }
    let allowed = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
    report(
      .invalidAttributeValue, "\(name) must be \(allowed), not \"\(text)\"", element,
      attribute: name)
    return fallback
  }

  /// Reports when more than one of the given attributes (or children, by name) is present.
  mutating func exclusive(_ names: [String], present: [Bool], in element: XMLElementNode) {
    let given = zip(names, present).filter(\.1).map(\.0)
    guard given.count > 1 else { return }
    let list = given.joined(separator: " and ")
    report(
      .conflictingAttributes,
      "<\(element.localName)> cannot have both \(list)",
      element,
      attribute: given.last
    )
  }

  // MARK: - Ids

  /// The element's id, or a generated one (`__state.N`) when it has none.
  mutating func identify(_ element: XMLElementNode) -> (id: String, isGenerated: Bool) {
    if let id = element.attributes["id"] {
      if id.isEmpty || id.xmlTokens != [id] {
        let message = "id \"\(id)\" is not valid: an id must be non-empty and contain no whitespace"
        report(.invalidAttributeValue, message, element, attribute: "id")
      } else if !id.isXMLNCName {
        lenient(
          .invalidAttributeValue,
          "id \"\(id)\" is not an XML name (NCName): it must start with a letter or '_' and "
            + "contain only letters, digits, '-', '.' and '_'",
          reading: "used as it is", element, attribute: "id")
      }
      return (id, false)
    }
    while true {
      let candidate = "__state.\(nextGeneratedIndex)"
      nextGeneratedIndex += 1
      if !declaredIDs.contains(candidate) { return (candidate, true) }
    }
  }

  // MARK: - Suggestions

  /// The name among `candidates` closest to a misspelt `name`, if one is within two edits.
  private static func closest(to name: String, among candidates: Set<String>) -> String? {
    let best = candidates.map { ($0, editDistance(name, $0)) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
    guard let best, best.1 <= 2, best.1 < name.count else { return nil }
    return best.0
  }

  private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.lowercased())
    let b = Array(rhs.lowercased())
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      previous = current
    }
    return previous[b.count]
  }
}
