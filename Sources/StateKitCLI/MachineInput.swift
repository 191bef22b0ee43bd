import Foundation
import StateKit
import StateKitSCXML
import StateKitSCXMLECMAScript

/// An SCXML document read from a file or standard input, and its definition.
struct LoadedMachine {
  /// How messages name the input: the path as given, or `<stdin>`.
  let displayName: String
  let document: SCXMLDocument
  let definition: SCXMLDefinition
  /// Where each state is declared, by id (the first, for an id used twice).
  private let locations: [String: SCXMLSourceLocation]

  init(displayName: String, document: SCXMLDocument, definition: SCXMLDefinition) {
    self.displayName = displayName
    self.document = document
    self.definition = definition
    var locations: [String: SCXMLSourceLocation] = [:]
    for node in document.allNodes where locations[node.id] == nil {
      locations[node.id] = node.sourceLocation
    }
    self.locations = locations
  }

  /// Where a state is declared, from its state path (`parent.child`); the `<scxml>` element
  /// for `nil`. Constant time: a check with thousands of findings looks up each one.
  func location(ofStatePath path: String?) -> SCXMLSourceLocation {
    guard let id = path?.split(separator: ".").last.map(String.init), let location = locations[id]
    else { return document.sourceLocation }
    return location
  }
}

/// A document that cannot be used: missing, unreadable, malformed or invalid.
struct InputError: Error, CustomStringConvertible {
  let file: String
  let line: Int
  let column: Int
  let message: String

  /// `file:line:column: error: message`, one line.
  var description: String {
    Diagnostic(file: file, line: line, column: column, severity: "error", message: message)
      .description
  }
}

/// Reads, parses and converts an SCXML document.
///
/// This is the one place that knows how a document becomes a definition.
///
/// - Parameters:
///   - path: A file path, or `-` for standard input.
///   - resources: Which files the document's `src` attributes may read.
///   - strict: Whether what other engines accept (see `SCXMLParser.Options.isStrict`) is an
///     error rather than a warning.
/// - Returns: The document and its definition.
/// - Throws: ``InputError`` naming the file and the position of the problem (1:1 when the
///   problem is the file as a whole).
func loadDefinition(
  path: String, resources: SCXMLResourcePolicy = .baseDirectory, strict: Bool = false,
  structureOnly: Bool = false
) throws(InputError) -> LoadedMachine {
  let displayName = path == "-" ? "<stdin>" : path
  func failure(_ message: String, at location: SCXMLSourceLocation? = nil) -> InputError {
    InputError(
      file: displayName, line: location?.line ?? 1, column: location?.column ?? 1,
      message: message)
  }
  let data: Data
  if path == "-" {
    data = FileHandle.standardInput.readDataToEndOfFile()
  } else {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw failure("no such file")
    }
    guard !isDirectory.boolValue else { throw failure("is a directory, not an SCXML file") }
    guard let contents = FileManager.default.contents(atPath: path) else {
      throw failure("cannot read the file")
    }
    data = contents
  }
  // Expressions are read in every document, so that a problem is reported as what it is, not
  // as "needs an expression language"; the data model is chosen from what the document
  // declares and uses (`inferredDataModel`).
  let parsed = SCXMLParser(options: .init(allowsExpressions: true, isStrict: strict)).parse(data)
  for warning in parsed.warnings {
    let location = warning.sourceLocation
    Console.error(
      Diagnostic(
        file: displayName, line: location.line, column: location.column, severity: "warning",
        message: message(of: warning)
      ).description)
  }
  let document: SCXMLDocument
  do {
    document = try parsed.get()
  } catch {
    throw failure(message(of: error), at: error.sourceLocation)
  }
  let ecmascript = ECMAScriptDataModel()
  let inferred = document.inferredDataModel
  let baseURL = path == "-" ? nil : URL(fileURLWithPath: path)
  if structureOnly && document.usesExpressions {
    // Nothing is evaluated: whatever the data model, the expressions are kept as written (an
    // exported Swift guard is `cond="its name"`, which no data model runs).
    var document = document
    document.datamodel = nil
    do {
      let definition = try document.definition(
        dataModel: ecmascript, baseURL: baseURL, resources: resources, checksSyntax: false)
      return LoadedMachine(displayName: displayName, document: document, definition: definition)
    } catch {
      throw failure(message(of: error), at: error.sourceLocation)
    }
  }
  if let declared = inferred, declared != ecmascript.name, document.usesExpressions {
    // `datamodel="null"` (or a language StateKit lacks) with expressions: the first of them.
    let first = SCXMLParser(options: .init(isStrict: strict)).parse(data).errors.first {
      $0.kind == .needsExpressions
    }
    let why =
      declared == "null"
      ? "the document declares datamodel=\"null\""
      : "the document declares datamodel=\"\(declared)\", and StateKit runs only the null and "
        + "ecmascript data models"
    let problem = first.map {
      "\($0.message); \(why)" + ($0.element.map { " (element <\($0)>)" } ?? "")
    }
    throw failure(
      problem ?? "the document uses expressions; \(why)",
      at: first?.sourceLocation ?? document.sourceLocation)
  }
  func report(_ severity: String, _ text: String, at location: SCXMLSourceLocation) {
    Console.error(
      Diagnostic(
        file: displayName, line: location.line, column: location.column, severity: severity,
        message: text
      ).description)
  }
  // With ECMAScript, a syntax error is a warning unless strict: the expression raises
  // error.execution when it runs, as SCXML specifies and other engines do.
  func ecmascriptDefinition() throws(SCXMLError) -> SCXMLDefinition {
    do {
      return try document.definition(dataModel: ecmascript, baseURL: baseURL, resources: resources)
    } catch  where error.kind == .invalidExpression && !strict {
      report(
        "warning", message(of: error) + "; it raises error.execution when it runs",
        at: error.sourceLocation)
      return try document.definition(
        dataModel: ecmascript, baseURL: baseURL, resources: resources, checksSyntax: false)
    }
  }
  do {
    let definition: SCXMLDefinition
    if inferred == ecmascript.name {
      if document.datamodel == nil {
        report(
          "note",
          "no datamodel is declared and the document uses expressions: running it as "
            + "ECMAScript, as SCION, uSCXML and Qt SCXML do", at: document.sourceLocation)
      }
      definition = try ecmascriptDefinition()
    } else {
      do {
        definition = try document.definition(baseURL: baseURL, resources: resources)
      } catch  where error.kind == .unsupported && document.datamodel == nil {
        // What only a data model's runtime runs, such as a `<send>` to an I/O processor.
        definition = try ecmascriptDefinition()
        report(
          "note",
          "no datamodel is declared and the null data model cannot run this document ("
            + "\(error.message)): running it as ECMAScript", at: error.sourceLocation)
      }
    }
    return LoadedMachine(displayName: displayName, document: document, definition: definition)
  } catch {
    throw failure(message(of: error), at: error.sourceLocation)
  }
}

/// An SCXML error's message, with the element it is about.
private func message(of error: SCXMLError) -> String {
  guard let element = error.element else { return error.message }
  return "\(error.message) (element <\(element)>)"
}

/// The definition written back as an SCXML document.
func scxmlText(of definition: SCXMLDefinition) -> String {
  definition.scxml()
}
