/// How ECMAScript text of a document is handed to an engine, shared by the ECMAScript data
/// model and the build plugin's tool, which checks expressions without linking the data model.
package enum ECMAScriptSource {
  /// An expression as a script whose completion value is the expression's value: in
  /// parentheses (so that `{...}` is an object), without the trailing semicolons documents
  /// often write (`expr="new Thing();"`).
  package static func expressionScript(_ expression: String) -> String {
    var text = Substring(expression)
    while let last = text.last, last == ";" || last.isWhitespace { text = text.dropLast() }
    return "(" + text + "\n)"
  }
}
