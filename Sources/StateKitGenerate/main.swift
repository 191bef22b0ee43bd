// The tool of the StateKitSCXMLPlugin build plugin:
//
//   statekit-generate INPUT OUTPUT [INPUT OUTPUT ...] [--public]
//
// It writes the Swift of each SCXML document, or prints a document's first error as
// `INPUT:line:column: error: message` (which the build log shows at that place) and exits with
// 1. Expressions of ECMAScript documents are checked with JavaScriptCore where it can be loaded;
// where it cannot (a Linux machine without WebKitGTK), the tool says so once and generates the
// code unchecked: the data model checks them when the machine starts.
// STATEKIT_JAVASCRIPTCORE names the library to load instead of the usual places.
import Foundation
import StateKitCodegen
import StateKitSCXML

let arguments = Array(CommandLine.arguments.dropFirst())
let paths = arguments.filter { !$0.hasPrefix("--") }
guard !paths.isEmpty, paths.count.isMultiple(of: 2) else {
  FileHandle.standardError.write(
    Data("usage: statekit-generate INPUT OUTPUT [INPUT OUTPUT ...] [--public]\n".utf8))
  exit(64)
}
let libraries = ProcessInfo.processInfo.environment["STATEKIT_JAVASCRIPTCORE"].map { [$0] }
let javaScriptCore = JavaScriptCoreSyntax.load(from: libraries ?? JavaScriptCoreSyntax.libraries)
var warned = false
var failed = false
for pair in stride(from: 0, to: paths.count, by: 2) {
  let (input, output) = (paths[pair], paths[pair + 1])
  do {
    let text = try String(contentsOfFile: input, encoding: .utf8)
    let generator = SCXMLCodeGenerator(
      options: .init(isPublic: arguments.contains("--public"), language: javaScriptCore))
    let generated = try generator.generate(text, fileName: input)
    if generated.style == .embeddedECMAScript && javaScriptCore == nil && !warned {
      warned = true
      print(
        "note: JavaScriptCore could not be loaded, so the expressions of ECMAScript documents "
          + "are checked when the machine starts, not now (on Linux: apt-get install "
          + "libjavascriptcoregtk-4.1-0)")
    }
    try generated.source.write(toFile: output, atomically: true, encoding: .utf8)
  } catch let error as SCXMLCodegenError {
    FileHandle.standardError.write(Data((error.diagnostic(path: input) + "\n").utf8))
    failed = true
  } catch {
    FileHandle.standardError.write(Data("\(input): error: \(error.localizedDescription)\n".utf8))
    failed = true
  }
}
exit(failed ? 1 : 0)
