/// The SCXML namespace and the names of the elements SCXML defines.
enum SCXMLNames {
  /// The SCXML namespace URI.
  static let namespace = "http://www.w3.org/2005/07/scxml"

  /// Every element name of SCXML 1.0.
  static let elements: Set<String> = [
    "scxml", "state", "parallel", "transition", "initial", "final", "onentry", "onexit", "history",
    "raise", "if", "elseif", "else", "foreach", "log", "datamodel", "data", "assign", "donedata",
    "content", "param", "script", "send", "cancel", "invoke", "finalize",
  ]
}
