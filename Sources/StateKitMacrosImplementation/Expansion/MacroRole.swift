/// Which of the two macros runs: they generate the same shape with different names.
enum MacroRole: Equatable {
  case state
  case event

  /// The role of the macro type the compiler names (`MachineStateMacro`, `MachineEventMacro`).
  init?(typeName: String) {
    switch typeName {
    case "MachineStateMacro": self = .state
    case "MachineEventMacro": self = .event
    default: return nil
    }
  }

  /// The macro's name, for messages.
  var macroName: String { self == .state ? "@MachineState" : "@MachineEvent" }
  /// The protocol the enum conforms to.
  var protocolName: String { self == .state ? "MachineState" : "MachineEvent" }
  /// The property that maps a value to its case.
  var caseProperty: String { self == .state ? "stateCase" : "eventCase" }
}
