import StateKitSCXML

/// Turns an SCXML document into Swift: an enum of its states, an enum of the events it names,
/// the hooks the app supplies, and a function that returns its definition.
///
/// ```swift
/// let swift = try SCXMLCodeGenerator().generate(text, fileName: "TrafficLight.scxml")
/// ```
///
/// A document with the null data model becomes typed StateKit DSL code (`StateNode`, `On`,
/// `Entry`…) over the two enums, which needs nothing beyond `StateKit`. One that uses what the
/// typed DSL cannot say (`<invoke>`, `<if>`, `<send>` to another session), and every document
/// with the ECMAScript data model, embeds its text and converts it with StateKitSCXML when the
/// function runs, so that it behaves exactly as ``SCXMLMachine`` runs it; the enums still check
/// every state and event at compile time. StateKitSCXML's article "Generating Swift" explains
/// the naming rule, the hooks and the build plugin.
package struct SCXMLCodeGenerator: Sendable {
  /// How the generated code looks.
  package struct Options: Sendable {
    /// The name of the enum that holds everything; by default the document's `name`, else the
    /// file's name, in upper camel case.
    package var typeName: String?
    /// Whether the generated declarations are `public` (for a library target).
    package var isPublic: Bool
    /// Whether every `cond` of an ECMAScript document becomes a Swift hook.
    package var hooksConditions: Bool
    /// Whether every `<script>` of an ECMAScript document becomes a Swift hook.
    package var hooksScripts: Bool
    /// The data model that checks an ECMAScript document's expressions when it is generated
    /// (pass `ECMAScriptDataModel()`), so that a syntax error is reported at its line and
    /// column; with `nil`, expressions are checked when the generated code runs.
    package var language: (any SCXMLDataModelLanguage)?
    /// Whether the generated code leaves syntax errors in expressions to run time, where they
    /// raise `error.execution` as the SCXML specification says (the W3C suite tests that).
    package var defersSyntaxErrors: Bool
    /// Whether a document that names the ECMAScript data model but uses no expression becomes
    /// typed DSL code, as a null-data-model document does. Its behaviour is the same, except
    /// that the machine receives cases of the event enum, not names: `Event(matching:)` gives
    /// the case for a name the document does not list.
    package var prefersTyped: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - typeName: The enum's name.
    ///   - isPublic: Whether declarations are public.
    ///   - hooksConditions: Whether ECMAScript conditions become hooks.
    ///   - hooksScripts: Whether ECMAScript scripts become hooks.
    ///   - language: The data model that checks expressions now.
    ///   - defersSyntaxErrors: Whether syntax errors wait for run time.
    ///   - prefersTyped: Whether a document without expressions is typed code whatever its
    ///     data model.
    package init(
      typeName: String? = nil, isPublic: Bool = false, hooksConditions: Bool = false,
      hooksScripts: Bool = false, language: (any SCXMLDataModelLanguage)? = nil,
      defersSyntaxErrors: Bool = false, prefersTyped: Bool = false
    ) {
      self.typeName = typeName
      self.isPublic = isPublic
      self.hooksConditions = hooksConditions
      self.hooksScripts = hooksScripts
      self.language = language
      self.defersSyntaxErrors = defersSyntaxErrors
      self.prefersTyped = prefersTyped
    }
  }

  /// What the code is made from.
  package enum Style: String, Sendable {
    /// Typed StateKit DSL code (null data model).
    case typed
    /// The document's text, converted by StateKitSCXML with the null data model.
    case embeddedNull
    /// The document's text, converted by StateKitSCXML with the ECMAScript data model.
    case embeddedECMAScript
  }

  /// Generated code and how it was made.
  package struct Output: Sendable {
    /// The Swift source.
    package var source: String
    /// The style of the code.
    package var style: Style
    /// The enum that holds the generated declarations.
    package var typeName: String
  }

  /// The options.
  package var options: Options

  /// Creates a generator.
  ///
  /// - Parameter options: How the code looks.
  package init(options: Options = Options()) { self.options = options }

  /// Generates Swift from a document.
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - fileName: The document's file name, for the type name and the header.
  /// - Returns: The code.
  /// - Throws: ``SCXMLCodegenError`` at the line and column of the first problem: the document
  ///   is invalid, StateKit cannot run it, or two names become the same Swift identifier.
  package func generate(_ text: String, fileName: String) throws(SCXMLCodegenError) -> Output {
    let parsed = SCXMLParser(options: .init(allowsExpressions: true)).parse(text)
    if let error = parsed.errors.first { throw SCXMLCodegenError(error) }
    guard let document = parsed.document else {
      throw SCXMLCodegenError("not an SCXML document", at: .init(line: 1, column: 1))
    }
    var names = DocumentNames()
    try names.collect(document)
    let stem = fileName.split(separator: "/").last.map(String.init) ?? fileName
    let baseName = stem.hasSuffix(".scxml") ? String(stem.dropLast(6)) : stem
    let typeName = options.typeName ?? SwiftName.type(document.name ?? baseName)
    var writer = SwiftWriter(
      typeName: typeName, access: options.isPublic ? "public " : "", fileName: stem)
    let inferred = document.inferredDataModel
    if inferred == nil || inferred == "null" || (options.prefersTyped && !document.usesExpressions)
    {
      var typed = TypedDefinitionWriter(document: document, names: names)
      if let body = typed.write() {
        writer.writeTyped(names: typed.names, body: body, documentName: document.name)
        return Output(source: writer.text, style: .typed, typeName: typeName)
      }
    }
    let style: Style
    switch inferred {
    case nil, "null"?:
      do throws(SCXMLError) {
        _ = try document.definition(baseURL: nil, resources: .none)
      } catch  where error.kind == .refusedResource {
        // Files are read where the generated code runs, relative to the URL it is given.
      } catch {
        throw SCXMLCodegenError(error)
      }
      style = .embeddedNull
      writer.writeEmbedded(names: names, text: text, ecmaScript: false, defersSyntax: false)
    case "ecmascript"?:
      try names.collectHooks(
        document, conditions: options.hooksConditions, scripts: options.hooksScripts)
      try validateECMAScript(document, hooks: names.hooks)
      style = .embeddedECMAScript
      writer.writeEmbedded(
        names: names, text: text, ecmaScript: true, defersSyntax: options.defersSyntaxErrors)
    case let other?:
      throw SCXMLCodegenError(
        "the data model \"\(other)\" is not supported (null and ecmascript are)",
        at: document.sourceLocation)
    }
    return Output(source: writer.text, style: style, typeName: typeName)
  }

  private func validateECMAScript(
    _ document: SCXMLDocument, hooks: [DocumentNames.Hook]
  ) throws(SCXMLCodegenError) {
    let base: any SCXMLDataModelLanguage = options.language ?? UncheckedLanguage()
    var conditions: [String: SCXMLHookedDataModel.Condition] = [:]
    var scripts: [String: SCXMLHookedDataModel.Script] = [:]
    for hook in hooks {
      switch hook.kind {
      case .condition: conditions[hook.text] = { _ in false }
      case .script: scripts[hook.text] = { _ in }
      case .invoke: break
      }
    }
    let language = SCXMLHookedDataModel(base: base, conditions: conditions, scripts: scripts)
    do throws(SCXMLError) {
      _ = try document.definition(
        dataModel: language, resources: .none,
        checksSyntax: options.language != nil && !options.defersSyntaxErrors)
    } catch  where error.kind == .refusedResource {
      // Files are read where the generated code runs, relative to the URL it is given.
    } catch {
      throw SCXMLCodegenError(error)
    }
  }
}

/// Stands for the ECMAScript data model when nothing checks expressions at generation time:
/// the conversion only needs its name.
private struct UncheckedLanguage: SCXMLDataModelLanguage {
  var name: String { "ecmascript" }
  func syntaxError(in source: String, as kind: SCXMLSourceKind) -> String? { nil }
  func makeDataModel(host: SCXMLDataModelHost) -> any SCXMLDataModelInstance {
    preconditionFailure("generation never runs a session")
  }
}
