import ArgumentParser
import StateKit
import StateKitTooling

/// `statekit check FILE [--json]`.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check the machine for unreachable states, dead ends, and other problems.",
    discussion: """
      Prints every finding (errors, warnings and notes) as `file:line:column: severity: \
      message [code]`. Exits with 0 when there is no error, 1 when there is one, 2 when the \
      document cannot be read.
      """)

  @OptionGroup var document: DocumentArgument

  @Flag(help: "Print the findings as a JSON array.")
  var json = false

  func run() throws {
    let machine = try document.load()
    let findings = machine.definition.validate(minimumSeverity: .info)
    if json {
      Console.write(findings.json)
    } else {
      for finding in findings {
        let location = machine.location(ofStatePath: finding.statePath)
        let severity = finding.severity == .info ? "note" : finding.severity.rawValue
        let diagnostic = Diagnostic(
          file: machine.displayName, line: location.line, column: location.column,
          severity: severity, message: finding.message)
        print("\(diagnostic) [\(finding.code)]")
      }
      print(summary(findings, name: machine.displayName))
    }
    if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
  }

  private func summary(_ findings: [Finding], name: String) -> String {
    guard !findings.isEmpty else { return "\(name): no problems found" }
    func count(_ severity: Finding.Severity, _ word: String) -> String {
      let n = findings.count { $0.severity == severity }
      return "\(n) \(word)\(n == 1 ? "" : "s")"
    }
    return
      "\(name): \(count(.error, "error")), \(count(.warning, "warning")), \(count(.info, "note"))"
  }
}
