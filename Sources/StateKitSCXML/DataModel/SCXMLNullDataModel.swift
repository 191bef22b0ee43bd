/// The null data model as a language: it evaluates nothing, and exists so that a document with
/// `datamodel="null"` (or none) can still run `<if>`/`<elseif>` whose conditions are all
/// `In('id')` (the session answers those itself, without the language).
struct SCXMLNullDataModel: SCXMLDataModelLanguage {
  var name: String { "null" }

  func syntaxError(in source: String, as kind: SCXMLSourceKind) -> String? {
    "the null data model has no expressions"
  }

  func makeDataModel(host: SCXMLDataModelHost) -> any SCXMLDataModelInstance {
    Instance()
  }

  /// Declares nothing and refuses every evaluation with `error.execution`.
  final class Instance: SCXMLDataModelInstance {
    private static let refusal = SCXMLExecutionError("the null data model has no expressions")

    func declare(_ id: String) throws(SCXMLExecutionError) {}
    func initialize(_ id: String, expression: String) throws(SCXMLExecutionError) {
      throw Self.refusal
    }
    func initialize(_ id: String, value: SCXMLValue) {}
    func evaluate(_ expression: String) throws(SCXMLExecutionError) -> SCXMLValue {
      throw Self.refusal
    }
    func condition(_ expression: String) throws(SCXMLExecutionError) -> Bool { throw Self.refusal }
    func assign(_ location: String, expression: String) throws(SCXMLExecutionError) {
      throw Self.refusal
    }
    func assign(_ location: String, value: SCXMLValue) throws(SCXMLExecutionError) {
      throw Self.refusal
    }
    func run(script: String) throws(SCXMLExecutionError) { throw Self.refusal }
    func forEach(
      _ array: String, item: String, index: String?,
      body: () throws(SCXMLExecutionError) -> Void
    ) throws(SCXMLExecutionError) {
      throw Self.refusal
    }
    func setEvent(_ event: SCXMLEvent?) {}
  }
}
