import Testing

@testable import StateKitMacrosImplementation

/// The plugin reads declarations with its own reader: it finds the cases, their payloads and
/// the members, whatever else the enum holds.
struct DeclarationReadingTests {
  typealias Value = EnumDeclaration.AssociatedValue

  /// Each case of `source`'s enum, with its associated values.
  func cases(_ source: String) -> [(String, [Value])] {
    (EnumDeclarationParser.parse(source)?.cases ?? []).flatMap { declared in
      declared.elements.map { ($0.name.text, $0.values) }
    }
  }

  @Test func payloadsKeepTheirLabelsAndTypesAsWritten() {
    let read = cases(
      """
      @MachineEvent enum Input {
        case moved(x: Int, y: Int), pair(Int, String)
        case result(Result<[String: Int], any Error>)
        case handler(@Sendable (Int) -> Void, label: (a: Int, b: Int?)?)
        case named(_ first: String, second name: Int = 3)
        case `default`, `Self`(Int)
      }
      """)
    #expect(
      read.map(\.0) == ["moved", "pair", "result", "handler", "named", "`default`", "`Self`"])
    #expect(read[0].1 == [Value(label: "x", type: "Int"), Value(label: "y", type: "Int")])
    #expect(read[1].1 == [Value(label: nil, type: "Int"), Value(label: nil, type: "String")])
    #expect(read[2].1 == [Value(label: nil, type: "Result<[String: Int], any Error>")])
    #expect(
      read[3].1 == [
        Value(label: nil, type: "@Sendable (Int) -> Void"),
        Value(label: "label", type: "(a: Int, b: Int?)?"),
      ])
    #expect(read[4].1 == [Value(label: nil, type: "String"), Value(label: "second", type: "Int")])
    #expect(read[6].1 == [Value(label: nil, type: "Int")])
  }

  @Test func commentsStringsAndBodiesHideNothingAndAddNothing() {
    let read = cases(
      ##"""
      /// Not `case fake` in a doc comment. { unbalanced
      @available(iOS 18, *) @MachineState
      public enum Screen: String, Hashable where Self: Sendable {
        // case commentedOut
        /* case blockComment /* nested { */ */
        case list = "list {", detail = #"raw "} case"#
        case settings = """
          case insideMultiline }
          """
        case negative = "-1"
        var title: String {
          switch self {
          case .list: "\(")")case"
          default: #"\#(rawValue) }"#
          }
        }
        enum Nested { case notOurs, alsoNotOurs(Int) }
        static let pattern = #/case \{ /#
        func lookup() -> Int { let cases = [1]; for case let x in cases { return x }; return 0 }
        case last
      }
      """##)
    #expect(read.map(\.0) == ["list", "detail", "settings", "negative", "last"])
  }

  @Test func theHeaderGivesKindNameModifiersAndGenerics() throws {
    let declaration = try #require(
      EnumDeclarationParser.parse(
        "@MachineState @frozen @Foo.Bar(x: 1) public nonisolated enum Load<T: Sendable> { case a }"
      ))
    #expect(declaration.isEnum && declaration.name == "Load")
    #expect(declaration.modifiers.map { $0.text } == ["public", "nonisolated"])
    #expect(declaration.genericClause?.text == "<")
    #expect(EnumDeclarationParser.parse("@MachineState final class Light {}")?.isEnum == false)
    #expect(EnumDeclarationParser.parse("@MachineState") == nil, "no type at all")
  }

  @Test func membersAreNamedAsTheGeneratedOnesAre() throws {
    let declaration = try #require(
      EnumDeclarationParser.parse(
        """
        @MachineState enum Login {
          case idle
          @MainActor public static var shared: Login = .idle
          let constant = 1
          init?(stateCase: Int, payload: Any) { nil }
          init(_ value: Int) { self = .idle }
          class func make() -> Login { .idle }
          func ==(a: Int, b: Int) -> Bool { true }
          typealias Alias = Int
          subscript(index: Int) -> Int { index }
        }
        """))
    #expect(
      declaration.members.map(\.name) == [
        "shared", "constant", "init(stateCase:payload:)", "init(_:)", "make", "==", "Alias",
      ])
    #expect(declaration.members.first?.start.text == "@", "a member starts at its attribute")
  }

  @Test func theTokenizerKeepsUTF8OffsetsAcrossNonASCIIText() {
    let tokens = Tokenizer.tokens(of: "/* café */ case naïve(Ünïcode)")
    #expect(tokens.map(\.text) == ["case", "naïve", "(", "Ünïcode", ")"])
    #expect(tokens[0].start == "/* café */ ".utf8.count)
  }
}
