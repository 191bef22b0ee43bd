import Foundation
import StateKit
import StateKitSCXML
import StateKitTooling

/// libFuzzer's entry point: one input is the bytes of an SCXML document.
///
/// Every stage a `statekit` command runs on a document must end with a result or an error:
/// parse, convert to a definition, check, draw, and a short bounded path search. A crash, a
/// trap or a hang (libFuzzer's `-timeout`) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSCXML(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let parsed = SCXMLParser(options: .init(allowsExpressions: true)).parse(data)
  guard let document = parsed.document else {
    precondition(!parsed.errors.isEmpty, "a refused document must say why")
    return 0
  }
  _ = document.stateLocations.count
  guard let definition = try? document.definition() else { return 0 }
  _ = definition.validate(minimumSeverity: .info)
  _ = definition.mermaid()
  _ = definition.scxml()
  return 0
}
