import Foundation

extension SCXMLDocument {
  /// Parses and validates SCXML text.
  ///
  /// This is ``SCXMLParser/parse(_:)-(String)`` reporting only the first error; use the parser to get
  /// all of them.
  ///
  /// - Parameters:
  ///   - string: The document's text.
  ///   - options: What the parser accepts; by default, documents without expressions only.
  /// - Throws: The first ``SCXMLError`` found, the earliest in the text.
  public init(string: String, options: SCXMLParser.Options = SCXMLParser.Options())
    throws(SCXMLError)
  {
    self = try SCXMLParser(options: options).parse(string).get()
  }

  /// Parses and validates SCXML bytes.
  ///
  /// This is ``SCXMLParser/parse(_:)-(Data)`` reporting only the first error; use the parser to get all
  /// of them.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - options: What the parser accepts; by default, documents without expressions only.
  /// - Throws: The first ``SCXMLError`` found, the earliest in the text.
  public init(data: Data, options: SCXMLParser.Options = SCXMLParser.Options()) throws(SCXMLError) {
    self = try SCXMLParser(options: options).parse(data).get()
  }

  /// Reads, parses and validates an SCXML file.
  ///
  /// Use ``SCXMLParser/parse(contentsOf:)`` to get every error of the document.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - options: What the parser accepts; by default, documents without expressions only.
  /// - Throws: The error from reading the file, or the first ``SCXMLError`` of its content.
  public init(contentsOf url: URL, options: SCXMLParser.Options = SCXMLParser.Options()) throws {
    self = try SCXMLParser(options: options).parse(contentsOf: url).get()
  }
}
