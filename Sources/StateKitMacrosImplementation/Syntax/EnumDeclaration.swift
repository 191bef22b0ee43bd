/// What the macros read of the declaration they are attached to: its kind, name, modifiers and
/// generic clause, its cases, and the names of its other members.
struct EnumDeclaration {
  /// `enum`, or the keyword of another kind of type (`struct`, `class`, `actor`, `protocol`,
  /// `extension`), which the macros refuse.
  var keyword: Token
  var name: String
  /// The declaration's modifiers: `public`, `indirect`, …
  var modifiers: [Token]
  /// The `<` that opens a generic parameter clause, if the declaration has one.
  var genericClause: Token?
  var cases: [CaseDeclaration]
  /// The members that are not cases and declare a name the macros might generate.
  var members: [Member]
  /// `case` keywords inside `#if` blocks: the macros cannot know which cases exist.
  var conditionalCases: [Token]

  var isEnum: Bool { keyword.isKeyword("enum") }

  /// One `case` declaration, which may declare several cases.
  struct CaseDeclaration {
    /// `indirect`, if the declaration has it.
    var indirect: Token?
    /// The `case` keyword.
    var keyword: Token
    var elements: [CaseElement]
  }

  /// One case: its name and its associated values.
  struct CaseElement {
    var name: Token
    var values: [AssociatedValue]
  }

  /// An associated value: its label, if any, and its type as written.
  struct AssociatedValue: Equatable {
    var label: String?
    var type: String
  }

  /// A member other than a case: the name it declares, in the form `EnumAnalysis` compares
  /// with generated names (`stateCase`, `Case`, `init(stateCase:)`), and where it starts.
  struct Member {
    var name: String
    var start: Token
  }
}
