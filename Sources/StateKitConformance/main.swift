import Foundation
import SCXMLConformance
import StateKitSCXML

// statekit-conformance DIR [--verbose] [--filter SUBSTRING]
//
// Runs every SCXML conformance test under DIR (SCION pairs and W3C IRP-style documents), prints
// one line per test and a summary line `N passed, N failed, N skipped`, and exits with status 1
// when a test failed (2 for a usage error).

let usage = """
  usage: statekit-conformance DIR [--verbose] [--filter SUBSTRING]

  Runs every SCXML test under DIR, recursively:
    NAME.scxml + NAME.json   a SCION test (configurations compared after each event)
    NAME.scxml alone         a W3C IRP-style test (passes iff it halts in the final state 'pass')
  Prints PASS/FAIL/SKIP per test, then `N passed, N failed, N skipped`.
  Exits with 1 when any test failed.

  options:
    --verbose             print the configuration after every step, and totals per index.csv class
    --filter SUBSTRING    run only the tests whose name contains SUBSTRING
    -h, --help            show this help
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

var directory: String?
var options = SCXMLConformanceRunner.Options()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "-h", "--help":
    print(usage)
    exit(0)
  case "--verbose", "-v":
    options.verbose = true
  case "--filter":
    guard let value = arguments.popFirst() else { fail("--filter needs a value\n\n" + usage) }
    options.filter = value
  case let other where other.hasPrefix("--filter="):
    options.filter = String(other.dropFirst("--filter=".count))
  case let other where other.hasPrefix("-"):
    fail("unknown option \(other)\n\n" + usage)
  default:
    guard directory == nil else { fail("only one directory, please\n\n" + usage) }
    directory = argument
  }
}
guard let directory else { fail(usage) }

var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
  isDirectory.boolValue
else { fail("statekit-conformance: \(directory) is not a directory") }

let runner = SCXMLConformanceRunner(
  directory: URL(fileURLWithPath: directory, isDirectory: true), options: options)
let summary: SCXMLConformanceRunner.Summary
do {
  summary = try runner.run { result in
    print(result.line)
    for line in result.details { print(line) }
  }
} catch {
  fail("statekit-conformance: cannot read \(directory): \(error)")
}
if options.verbose {
  for line in summary.classLines { print(line) }
}
print(summary.line)
exit(summary.failed > 0 ? 1 : 0)
