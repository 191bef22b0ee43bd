import StateKit

extension SCXMLMachine {
  /// A machine of `definition` that replays a recorded session, for `statekit replay`: on
  /// `clock`, with its session, its work (its `<invoke>`s) not run, and not started.
  ///
  /// - Parameters:
  ///   - definition: A definition from ``SCXMLDocument/definition()``.
  ///   - clock: The replay's clock.
  /// - Returns: The machine; start it with `machine.start()` once the replay listens.
  package static func replaying(
    _ definition: SCXMLDefinition, clock: some Clock<Duration>
  ) -> SCXMLMachine {
    let session = SCXMLSession(
      clock: clock, log: { _, _ in }, parent: nil,
      program: definition.extensions as? SCXMLProgram)
    let machine = Machine(replaying: definition, context: session, clock: clock)
    return SCXMLMachine(machine: machine, session: session)
  }
}
