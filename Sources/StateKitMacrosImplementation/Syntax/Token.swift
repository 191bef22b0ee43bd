/// One token of Swift source, as the macros need it: its kind, its text and where it lies.
///
/// Offsets are UTF-8 byte offsets into the text the tokens were read from, which is how the
/// compiler places diagnostics.
struct Token: Equatable {
  enum Kind: Equatable {
    /// A name or a keyword: `enum`, `case`, `failed`, `` `default` ``.
    case word
    /// A number, a string or a regular expression literal.
    case literal
    /// `@`, `#if`, `(`, `)`, `{`, `}`, `[`, `]`, `<`, `>`, `,`, `:`, `=`, `->`, `;`, `.`, or a run
    /// of other operator characters (`?`, `!`, `&&`).
    case punctuation
    /// `#if`, `#else`, `#elseif`, `#endif` and other `#` words (`#available`).
    case pound
  }

  var kind: Kind
  var text: String
  /// The offset of the token's first byte.
  var start: Int
  /// The offset just past the token's last byte.
  var end: Int

  func `is`(_ text: String) -> Bool { self.text == text }

  /// A word that is not written in backticks: a keyword where the grammar takes one.
  func isKeyword(_ keyword: String) -> Bool { kind == .word && text == keyword }
}
