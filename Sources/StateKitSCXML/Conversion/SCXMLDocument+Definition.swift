import Foundation
import StateKit

extension SCXMLDocument {
  /// Converts the document into a definition that runs on StateKit's engine.
  ///
  /// States and events are named by strings (`StateName`, `EventName`) and transitions match
  /// events with SCXML event descriptors (`EventMatching/descriptors`). The mapping:
  ///
  /// | SCXML | StateKit |
  /// | --- | --- |
  /// | `<scxml initial>` | the definition's initial states (any number) |
  /// | `<state>`, `<parallel>`, `<final>` | a state (as `StateNode(_:initial:initialActions:body:)` declares it), a `Parallel(_:body:)`, a `Final(_:body:)` |
  /// | `<history type>` and its transition | a `History(_:_:default:actions:)`, with any number of default states |
  /// | `<initial>` and its transition's content | the state's initial states (any number) and initial actions |
  /// | `<transition event cond target type>` | a transition as `On` declares it, with all its descriptors and targets; without event, an eventless one as `Always(to:type:guard:action:actions:)`, with any number of targets; `cond="In('s')"` is `Guard/inState(_:)` |
  /// | `<onentry>`, `<onexit>` | `Entry(_:)`, `Exit(_:)` |
  /// | `<raise>`, `<send target="#_internal">` | `Action/raise(_:)` |
  /// | `<send>` without target | `Action/send(_:)`, or `Action/send(_:after:id:)` with a `delay` |
  /// | `<send target="#_parent">`, `<send target="#_id">` | a `Action/run(_:_:)` that sends to the other session |
  /// | `<cancel sendid>` | `Action/cancel(_:)` |
  /// | `<log label>` | `Action/log(_:_:)` (its `expr` is not evaluated) |
  /// | `<if>`/`<elseif>`/`<else>` with `In('id')` conditions | blocks the session runs in the step (as with a data model; other conditions need one) |
  /// | `<invoke>` of an inline `<content><scxml>` or of a `src` | state-scoped work that runs the child machine while the state is active |
  ///
  /// An `<invoke src>` is read each time its state is entered, relative to the document (see
  /// ``definition(baseURL:resources:)``; here, to the current directory), and converted with the
  /// null data model; when it cannot be, the invoking session gets `error.execution` and no child
  /// starts.
  ///
  /// - Returns: The definition. It carries the document's program (its invocations and sends to
  ///   other sessions); its `MachineDefinition/initialContext` is only a placeholder session.
  /// - Throws: ``SCXMLError`` with kind ``SCXMLError/Kind/needsExpressions`` for anything that needs
  ///   an expression language (only possible for documents parsed with
  ///   ``SCXMLParser/Options/allowsExpressions``), or ``SCXMLError/Kind/unsupported`` for valid
  ///   SCXML that StateKit does not run: `<invoke>` other than an inline `<scxml>` or a `src`
  ///   (or with a `<finalize>` that has content), `<send>` to other targets or I/O processors or without an
  ///   event name, a delayed `#_internal` send, a condition on a history state's default
  ///   transition, or a machine the engine refuses. Nothing is half-converted.
  public func definition() throws(SCXMLError) -> SCXMLDefinition {
    try definition(baseURL: nil)
  }

  /// Converts a document with the null data model, resolving its `<invoke src>` against the
  /// place it was read from.
  ///
  /// This is ``definition()`` for a document that invokes files:
  ///
  /// ```swift
  /// let definition = try SCXMLDocument(contentsOf: url).definition(baseURL: url)
  /// ```
  ///
  /// - Parameters:
  ///   - baseURL: Where the document was read from: `<invoke src>` is relative to it.
  ///   - resources: Which files `<invoke src>` may read (checked when the document converts,
  ///     and again when a child is read).
  /// - Returns: The definition.
  /// - Throws: What ``definition()`` throws, and ``SCXMLError/Kind/refusedResource`` for an
  ///   `<invoke src>` that `resources` refuses.
  public func definition(
    baseURL: URL?, resources: SCXMLResourcePolicy = .baseDirectory
  ) throws(SCXMLError) -> SCXMLDefinition {
    var builder = DefinitionBuilder(document: self)
    builder.program.baseURL = baseURL
    builder.program.resources = resources
    return try builder.build()
  }

  /// Converts a document whose expressions a data model evaluates.
  ///
  /// When the document's `datamodel` attribute names `dataModel` (`datamodel="ecmascript"` and
  /// `ECMAScriptDataModel()` from StateKitSCXMLECMAScript), every session of the definition gets
  /// its own data: `<data>`, `<assign>`, `<script>`, `cond`, `expr`, `<if>`, `<foreach>`, `<log
  /// expr>` and `<send>` with expressions, `namelist`, `<param>` and `<content>` run as the SCXML
  /// specification says, and what fails raises `error.execution`. Otherwise this is
  /// ``definition()``.
  ///
  /// ```swift
  /// let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
  /// let machine = SCXMLMachine(try document.definition(dataModel: ECMAScriptDataModel()))
  /// ```
  ///
  /// - Parameters:
  ///   - dataModel: The language of the document's expressions.
  ///   - baseURL: Where the document was read from: `<invoke src>`, `srcexpr`, `<data src>` and
  ///     `<script src>` are resolved against it. A `<script src>` is read now: one that cannot
  ///     be read rejects the document (SCXML 5.8).
  ///   - resources: Which files `src` attributes may read: by default only those inside the
  ///     directory of `baseURL` (none without one). A `src` written in the document that the
  ///     policy refuses rejects it now, with the attribute's line and column.
  ///   - checksSyntax: Whether every expression and script is parsed now, so that a syntax error
  ///     stops the conversion with the element's line and column (the default). Pass `false` to
  ///     leave them to run time, where they raise `error.execution` as the SCXML specification
  ///     requires (the W3C suite tests that).
  /// - Returns: The definition.
  /// - Throws: ``SCXMLError`` as ``definition()`` does, for what the data model does not cover;
  ///   ``SCXMLError/Kind/invalidExpression`` for an expression or script that does not parse;
  ///   ``SCXMLError/Kind/invalidAttributeValue`` for a
  ///   `<script src>` that cannot be read; ``SCXMLError/Kind/refusedResource`` for a `src` the
  ///   resource policy refuses.
  public func definition(
    dataModel: any SCXMLDataModelLanguage, baseURL: URL? = nil,
    resources: SCXMLResourcePolicy = .baseDirectory, checksSyntax: Bool = true
  ) throws(SCXMLError) -> SCXMLDefinition {
    var builder = DefinitionBuilder(document: self, language: dataModel)
    builder.program.baseURL = baseURL
    builder.program.resources = resources
    builder.checksSyntax = checksSyntax
    return try builder.build()
  }
}
