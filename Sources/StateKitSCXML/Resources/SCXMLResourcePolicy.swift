import Foundation

/// Which files a document's `src` attributes may read: `<data src>`, `<script src>`, and the
/// documents of `<invoke src>` and `<invoke srcexpr>`.
///
/// A document is input. One that an app downloaded, or that someone sent, must not reach the
/// app's own files through `src="/etc/passwd"` or `src="../../secrets.json"`, and from there
/// its data model, its screen, its logs or its `<send>`s. So by default (``baseDirectory``) a
/// `src` resolves only inside the directory of the document's `baseURL`: an absolute path, a
/// `file://` URL elsewhere, a `..` that leaves the directory (percent-encoded too) and a
/// symbolic link that points out of it are refused. A document without a `baseURL` has no
/// directory, so it may read nothing.
///
/// ```swift
/// let definition = try document.definition(
///   dataModel: ECMAScriptDataModel(), baseURL: url,
///   resources: .loader { source, _ in try bundle.data(named: source) })
/// ```
///
/// A `src` the policy refuses stops the conversion with the attribute's line and column; one
/// computed at run time (`srcexpr`) raises the error event SCXML prescribes.
public struct SCXMLResourcePolicy: Sendable, CustomStringConvertible {
  enum Rule: Sendable {
    case nothing, baseDirectory, anyFile
    case loader(@Sendable (String, URL?) throws -> Data)
  }

  let rule: Rule

  /// No `src` at all: every one is refused.
  public static let none = SCXMLResourcePolicy(rule: .nothing)

  /// Files inside the directory of the document's `baseURL` and its subdirectories (the
  /// default).
  public static let baseDirectory = SCXMLResourcePolicy(rule: .baseDirectory)

  /// Any file the process can read, as absolute paths, `file:` URLs or paths relative to the
  /// document. For documents you wrote yourself.
  public static let anyFile = SCXMLResourcePolicy(rule: .anyFile)

  /// Whatever the app's closure returns, for bundles, sandboxes and in-memory resources.
  ///
  /// - Parameter load: Gets the `src` as written and the document's `baseURL`, and returns the
  ///   bytes or throws (the `src` is then refused with the error's description).
  /// - Returns: The policy.
  public static func loader(
    _ load: @escaping @Sendable (_ source: String, _ baseURL: URL?) throws -> Data
  ) -> SCXMLResourcePolicy {
    SCXMLResourcePolicy(rule: .loader(load))
  }

  /// The policy in words, as error messages name it.
  public var description: String {
    switch rule {
    case .nothing: "no external resources"
    case .baseDirectory: "only files inside the document's directory"
    case .anyFile: "any file"
    case .loader: "the app's resource loader"
    }
  }

  /// Checks that the policy allows a `src`, without reading it.
  ///
  /// - Parameters:
  ///   - source: The `src` as written.
  ///   - baseURL: Where the document was read from.
  /// - Throws: ``SCXMLResourceError`` when the policy refuses it.
  public func check(_ source: String, relativeTo baseURL: URL?) throws(SCXMLResourceError) {
    switch rule {
    case .nothing: throw refusal(source, "no document may read a resource")
    case .baseDirectory: _ = try insideBaseDirectory(source, baseURL)
    case .anyFile, .loader: break
    }
  }

  /// Reads what a `src` names, if the policy allows it.
  ///
  /// - Parameters:
  ///   - source: The `src` as written.
  ///   - baseURL: Where the document was read from.
  /// - Returns: The bytes.
  /// - Throws: ``SCXMLResourceError``: refused by the policy, or not readable.
  public func read(_ source: String, relativeTo baseURL: URL?) throws(SCXMLResourceError) -> Data {
    let url: URL
    switch rule {
    case .nothing: throw refusal(source, "no document may read a resource")
    case .baseDirectory: url = try insideBaseDirectory(source, baseURL)
    case .anyFile: url = Self.resolve(source, against: baseURL)
    case .loader(let load):
      do {
        return try load(source, baseURL)
      } catch {
        throw SCXMLResourceError(source: source, isRefused: true, message: "\(error)")
      }
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw SCXMLResourceError(
        source: source, isRefused: false, message: "cannot read \(url.path)")
    }
  }

  /// Reads a `src` as UTF-8 text (see ``read(_:relativeTo:)``).
  func text(_ source: String, relativeTo baseURL: URL?) throws(SCXMLResourceError) -> String {
    let data = try read(source, relativeTo: baseURL)
    guard let text = String(data: data, encoding: .utf8) else {
      throw SCXMLResourceError(source: source, isRefused: false, message: "it is not UTF-8 text")
    }
    return text
  }

  private func refusal(_ source: String, _ why: String) -> SCXMLResourceError {
    SCXMLResourceError(
      source: source, isRefused: true, message: "\(why) (resource policy: \(self))")
  }

  /// The file a `src` names, when it lies inside the document's directory once `..`,
  /// percent-encoding and symbolic links are resolved.
  private func insideBaseDirectory(
    _ source: String, _ baseURL: URL?
  ) throws(SCXMLResourceError) -> URL {
    guard let baseURL, baseURL.isFileURL else {
      throw refusal(source, "the document has no base URL, so no directory it may read from")
    }
    guard let decoded = source.removingPercentEncoding else {
      throw refusal(source, "it is not a valid path")
    }
    if Self.scheme(of: decoded).map({ $0.lowercased() != "file" }) ?? false {
      throw refusal(source, "only files can be read")
    }
    let directory = baseURL.deletingLastPathComponent().standardizedFileURL
      .resolvingSymlinksInPath()
    let url = Self.resolve(decoded, against: baseURL).standardizedFileURL
    let prefix = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
    guard url.path.hasPrefix(prefix) else {
      throw refusal(source, "it is outside the document's directory \(directory.path)")
    }
    guard url.resolvingSymlinksInPath().path.hasPrefix(prefix) else {
      throw refusal(source, "a symbolic link leads outside the document's directory")
    }
    return url
  }

  /// The scheme of a URL-like `src` (`http` in `http://…`), if it has one.
  private static func scheme(of source: String) -> String? {
    guard let colon = source.firstIndex(of: ":") else { return nil }
    let scheme = source[..<colon]
    guard let first = scheme.first, first.isLetter,
      scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
    else { return nil }
    return String(scheme)
  }

  /// A `src` as a file URL: `file:name.scxml`, `file://…` and plain paths; relative ones are
  /// relative to the document's directory (the current directory without a `baseURL`).
  static func resolve(_ source: String, against base: URL?) -> URL {
    var path = source
    if path.hasPrefix("file://") {
      path = String(path.dropFirst("file://".count))
      if path.hasPrefix("localhost/") { path = String(path.dropFirst("localhost".count)) }
    } else if path.hasPrefix("file:") {
      path = String(path.dropFirst("file:".count))
    }
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    let directory = base?.deletingLastPathComponent() ?? URL(fileURLWithPath: ".")
    return directory.appendingPathComponent(path)
  }
}

/// A `src` that could not be read: refused by the ``SCXMLResourcePolicy``, or not readable.
public struct SCXMLResourceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The `src` as written.
  public var source: String
  /// Whether the policy refused it (rather than the file being unreadable).
  public var isRefused: Bool
  /// Why.
  public var message: String

  /// `src="…" is refused: why`.
  public var description: String {
    "src=\"\(source)\" \(isRefused ? "is refused" : "cannot be read"): \(message)"
  }
}
