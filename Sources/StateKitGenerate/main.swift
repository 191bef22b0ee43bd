// The tool of the StateKitSCXMLPlugin build plugin: `statekit-generate INPUT OUTPUT
// [--public]`. It writes the Swift of one SCXML document, or prints the document's first
// error as `INPUT:line:column: error: message` (which the build log shows at that place) and
// exits with 1.
import Foundation
import StateKitCodegen
import StateKitSCXMLECMAScript

let arguments = Array(CommandLine.arguments.dropFirst())
let paths = arguments.filter { !$0.hasPrefix("--") }
guard paths.count == 2 else {
  FileHandle.standardError.write(Data("usage: statekit-generate INPUT OUTPUT [--public]\n".utf8))
  exit(64)
}
let (input, output) = (paths[0], paths[1])
do {
  let text = try String(contentsOfFile: input, encoding: .utf8)
  let generator = SCXMLCodeGenerator(
    options: .init(isPublic: arguments.contains("--public"), language: ECMAScriptDataModel()))
  let generated = try generator.generate(text, fileName: input)
  try generated.source.write(toFile: output, atomically: true, encoding: .utf8)
} catch let error as SCXMLCodegenError {
  FileHandle.standardError.write(Data((error.diagnostic(path: input) + "\n").utf8))
  exit(1)
} catch {
  FileHandle.standardError.write(Data("\(input): error: \(error.localizedDescription)\n".utf8))
  exit(1)
}
