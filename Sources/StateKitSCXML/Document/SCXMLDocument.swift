/// A parsed and validated SCXML document: the `<scxml>` element and everything inside it.
///
/// Get one from ``SCXMLParser`` (or ``SCXMLDocument/init(string:options:)``), which only hands out
/// documents that passed validation: every target names a state of this document, ids are unique,
/// elements are nested as the SCXML specification allows, and (unless
/// ``SCXMLParser/Options/allowsExpressions`` is set) nothing needs an expression language.
///
/// States without an `id` get a generated one (``stateIDs`` lists it), and every compound state
/// knows its initial transition, so later stages never have to apply SCXML's defaults
/// themselves. Elements from other XML namespaces are left out.
///
/// The document's element tree (states, transitions, executable content) is the package's own:
/// an app reads a document through its ids (``stateIDs``, ``stateLocations``), turns
/// it into a definition (``definition()``) or runs it (``SCXMLSession``), and exports a
/// definition back to SCXML; none of that names an element type.
public struct SCXMLDocument: Sendable, Equatable {
  /// The `binding` attribute: when the data model is initialised.
  ///
  /// It only matters to a document that has a data model; the null data model ignores it.
  public enum Binding: String, Sendable, Equatable, CaseIterable {
    /// All `<data>` elements are initialised when the document starts (the default).
    case early
    /// A state's `<data>` elements are initialised when the state is first entered.
    case late
  }

  /// The `name` attribute, if any.
  public var name: String?

  /// The ids of the states entered when the machine starts.
  ///
  /// This is the `initial` attribute split on whitespace, or, when the attribute is absent, the id of the
  /// first child state in document order (empty only for a document without any state).
  /// ``hasExplicitInitial`` tells which.
  public var initial: [String]

  /// Whether ``initial`` comes from an `initial` attribute rather than from document order.
  public var hasExplicitInitial: Bool

  /// The `datamodel` attribute as written (for example `"ecmascript"`), or `nil` when absent.
  ///
  /// StateKit runs documents with the null data model whatever this says, as long as they use no
  /// expression.
  public var datamodel: String?

  /// The `binding` attribute (``Binding/early`` when absent).
  public var binding: Binding

  /// The `version` attribute, if any (the only valid value is `"1.0"`).
  public var version: String?

  /// The top-level states, parallel states and final states, in document order.
  package var children: [SCXMLStateNode]

  /// The top-level `<datamodel>`, if any.
  package var dataModel: SCXMLDataModel?

  /// The top-level `<script>`, if any: the first of ``scripts``. Setting it replaces them all.
  package var script: SCXMLScript? {
    get { scripts.first }
    set { scripts = newValue.map { [$0] } ?? [] }
  }

  /// The `<script>`s directly in `<scxml>`, in document order, run in that order when the
  /// session starts. The schema allows one; outside strict mode the parser reads more, with a
  /// warning, as other engines run them.
  package var scripts: [SCXMLScript] = []

  /// Where the `<scxml>` element starts.
  public var sourceLocation: SCXMLSourceLocation

  /// Transitions written directly in `<scxml>`, which SCXML does not allow but SCION and uSCXML
  /// read as transitions of the whole machine: tried in every configuration, after every
  /// state's own (the parser accepts them outside strict mode, with a warning).
  package var transitions: [SCXMLTransition] = []

  /// Whether the document uses an expression language: an `expr`, a `cond` other than
  /// `In('id')`, `<script>`, `<assign>`, or another feature the null data model lacks (nested
  /// `<invoke>` documents not counted). Set by the parser.
  public internal(set) var usesExpressions = false

  /// The data model the document needs: the one its `datamodel` attribute names; or, when it
  /// names none and ``usesExpressions``, `"ecmascript"`, which SCION, uSCXML, Qt SCXML and most
  /// engines such documents were written for default to; or `nil` (the null data model).
  ///
  /// ```swift
  /// let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
  /// let definition =
  ///   document.inferredDataModel == "ecmascript"
  ///   ? try document.definition(dataModel: ECMAScriptDataModel(), baseURL: url)
  ///   : try document.definition()
  /// ```
  public var inferredDataModel: String? {
    datamodel ?? (usesExpressions ? "ecmascript" : nil)
  }

  /// Where the attributes of a parsed document's elements begin, by element location: for
  /// errors that point at an attribute (a syntax error in an expression).
  var attributeLocations = SCXMLAttributeLocations()

  /// Creates a document.
  ///
  /// The initializer stores what it is given and checks nothing; documents built by hand are not
  /// validated.
  ///
  /// - Parameters:
  ///   - name: The `name` attribute.
  ///   - initial: The ids of the initial states.
  ///   - hasExplicitInitial: Whether `initial` was written in the document.
  ///   - datamodel: The `datamodel` attribute.
  ///   - binding: The `binding` attribute.
  ///   - version: The `version` attribute.
  ///   - children: The top-level states.
  ///   - dataModel: The top-level `<datamodel>`.
  ///   - script: The top-level `<script>`.
  ///   - sourceLocation: Where the `<scxml>` element starts.
  package init(
    name: String? = nil,
    initial: [String],
    hasExplicitInitial: Bool = true,
    datamodel: String? = nil,
    binding: Binding = .early,
    version: String? = "1.0",
    children: [SCXMLStateNode],
    dataModel: SCXMLDataModel? = nil,
    script: SCXMLScript? = nil,
    sourceLocation: SCXMLSourceLocation = SCXMLSourceLocation(line: 1, column: 1)
  ) {
    self.name = name
    self.initial = initial
    self.hasExplicitInitial = hasExplicitInitial
    self.datamodel = datamodel
    self.binding = binding
    self.version = version
    self.children = children
    self.dataModel = dataModel
    self.scripts = script.map { [$0] } ?? []
    self.sourceLocation = sourceLocation
  }
}
