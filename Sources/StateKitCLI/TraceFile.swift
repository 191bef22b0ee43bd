import ArgumentParser
import Foundation
import StateKitInspection

extension Trace {
  /// Reads the trace at `path` for a command: a trace that cannot be read is reported as one
  /// line on standard error (`path:line: error: …`), and the command exits with status 2.
  ///
  /// - Parameter path: The trace file, as the user named it.
  /// - Returns: The trace.
  /// - Throws: `ExitCode(2)` once the error is printed.
  static func read(forCommand path: String) throws -> Trace {
    do {
      return try Trace(contentsOf: URL(fileURLWithPath: path))
    } catch let error as TraceError {
      Console.error("\(path):\(error.line.map { "\($0):" } ?? "") error: \(error.message)")
      throw ExitCode(2)
    } catch {
      Console.error("statekit: error: cannot read \(path): \(error.localizedDescription)")
      throw ExitCode(2)
    }
  }
}
