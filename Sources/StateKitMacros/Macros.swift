@_exported import StateKit

/// Makes an enum a `MachineState` without boilerplate.
///
/// On a payload-free enum it adds the conformance and nothing else. On an enum whose cases
/// carry payloads it also generates the payload-free `Case` enum (`Hashable`, `Sendable`,
/// `CaseIterable`, one case per case), `stateCase`, `init?(stateCase:)` (`nil` for a case
/// with a payload), and for every case with associated values an optional accessor of the
/// same name: `state.failed` is an `AuthError?`, labelled values give a labelled tuple.
/// It also writes `payloadCase(of:)` and `init?(stateCase:payload:)`, so that a transition
/// names a payload state by its accessor's key path and enters it with the event's payload:
/// `On(\.rejected, to: \.failed)`. The enum's own conformances and members are left alone;
/// generated members take the enum's access level.
///
/// ```swift
/// @MachineState enum Login: Hashable, Codable {
///   case idle, validating, valid, authenticating, signedIn
///   case failed(AuthError)
/// }
/// ```
@attached(
  member,
  names: named(Case), named(stateCase), named(init(stateCase:)), named(payloadCase),
  named(init(stateCase:payload:)), arbitrary)
@attached(extension, conformances: MachineState)
public macro MachineState() =
  #externalMacro(module: "StateKitMacrosPlugin", type: "MachineStateMacro")

/// Makes an enum a `MachineEvent` without boilerplate.
///
/// On a payload-free enum it adds the conformance and nothing else. On an enum whose cases
/// carry payloads it also generates the payload-free `Case` enum, `eventCase`, and for every
/// case with associated values an optional accessor of the same name, so that guards and
/// actions read payloads without `guard case`: `event?.rejected ?? .offline`. With
/// `payloadCase(of:)`, which it writes too, a transition names a payload event by its
/// accessor's key path and its action receives the payload typed:
/// `On(\.type, to: .validating) { form, field in form.enter(field) }`.
///
/// ```swift
/// @MachineEvent enum LoginInput: Hashable, Codable {
///   case type(Field)
///   case submit, ok, dismiss
///   case rejected(AuthError)
/// }
/// ```
@attached(member, names: named(Case), named(eventCase), named(payloadCase), arbitrary)
@attached(extension, conformances: MachineEvent)
public macro MachineEvent() =
  #externalMacro(module: "StateKitMacrosPlugin", type: "MachineEventMacro")
