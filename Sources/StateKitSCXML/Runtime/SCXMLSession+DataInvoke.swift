import Foundation
import StateKit

/// `<invoke>` with a data model: what is evaluated each time the invoking state's work starts.
extension SCXMLSession {
  /// An invocation ready to start.
  struct PreparedInvocation {
    var id: String
    var definition: SCXMLDefinition
    var parameters: [String: SCXMLValue]
  }

  private static let invokeTypes: Set<String> = [
    "scxml", "http://www.w3.org/TR/scxml/", "http://www.w3.org/TR/scxml",
  ]

  /// Evaluates an `<invoke>`'s `typeexpr`, `idlocation`, `srcexpr`, `<content expr>`, `namelist`
  /// and `<param>`, and finds its document.
  ///
  /// - Returns: The invocation, or `nil` when something failed: `error.execution` was sent to
  ///   this session and no child starts.
  func prepare(
    _ invocation: SCXMLProgram.Invocation, generatedID: String
  ) -> PreparedInvocation? {
    guard let data, let element = invocation.element else { return nil }
    let outcome: Result<PreparedInvocation, BlockError>? = data.with(nil) { instance in
      do throws(BlockError) {
        return .success(
          try prepare(element, invocation, generatedID: generatedID, instance, data))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let prepared)?:
      data.setFinalize(element.finalize?.content ?? [], for: prepared.id)
      return prepared
    case .failure(let error)?:
      sendExecutionError(error.message)
      return nil
    case nil:
      return nil
    }
  }

  private func prepare(
    _ element: SCXMLInvoke, _ invocation: SCXMLProgram.Invocation, generatedID: String,
    _ instance: any SCXMLDataModelInstance, _ data: SCXMLSessionData
  ) throws(BlockError) -> PreparedInvocation {
    func text(_ expression: String) throws(BlockError) -> String {
      Self.text(
        of: try BlockError.wrap { () throws(SCXMLExecutionError) in
          try instance.evaluate(expression)
        })
    }
    if let expression = element.typeExpression {
      let type = try text(expression)
      guard Self.invokeTypes.contains(type) else {
        throw BlockError(message: "an <invoke> of type \"\(type)\" is not supported")
      }
    }
    var id = element.id ?? generatedID
    if element.id == nil, let location = element.idLocation {
      id = "\(invocation.state).\(UUID().uuidString)"
      try BlockError.wrap { () throws(SCXMLExecutionError) in
        try instance.assign(location, value: .string(id))
      }
    }
    let parameters = try eventData(
      nameList: element.nameList, params: element.params, content: nil, instance)
    var definition = invocation.definition
    if definition == nil {
      definition = try childDefinition(element, text: text, data)
    }
    guard let definition else { throw BlockError(message: "an <invoke> without a document") }
    var values: [String: SCXMLValue] = [:]
    if case .object(let members) = parameters { values = members }
    return PreparedInvocation(id: id, definition: definition, parameters: values)
  }

  /// The document of an `<invoke src>`, `srcexpr` or `<content expr>`.
  private func childDefinition(
    _ element: SCXMLInvoke, text: (String) throws(BlockError) -> String,
    _ data: SCXMLSessionData
  ) throws(BlockError) -> SCXMLDefinition {
    guard let language = data.program.language else {
      throw BlockError(message: "no data model")
    }
    let options = SCXMLParser.Options(allowsExpressions: true)
    if case .expression(let expression)? = element.content?.body {
      let source = try text(expression)
      do {
        return try SCXMLDocument(string: source, options: options).definition(
          dataModel: language, baseURL: data.program.baseURL, resources: data.program.resources)
      } catch {
        throw BlockError(message: "the <content expr> document: \(error)")
      }
    }
    var source = element.source
    if source == nil, let expression = element.sourceExpression { source = try text(expression) }
    guard let source else { throw BlockError(message: "an <invoke> without a document") }
    let resources = data.program.resources
    let base = data.program.baseURL
    do {
      let bytes = try resources.read(source, relativeTo: base)
      return try SCXMLDocument(data: bytes, options: options).definition(
        dataModel: language, baseURL: SCXMLResourcePolicy.resolve(source, against: base),
        resources: resources)
    } catch {
      throw BlockError(message: "cannot load \(source): \(error)")
    }
  }
}
