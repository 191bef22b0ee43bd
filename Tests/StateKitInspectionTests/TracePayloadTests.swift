import Foundation
import StateKit
import StateKitInspection
import Testing

/// Since format version 2, a trace holds each event as its type encodes it, so that a replay
/// sends it again; what the recorder's description hides stays out of it.
struct TracePayloadTests {
  enum Form: MachineState { case editing, sent }
  enum Input: MachineEvent, Codable, Equatable {
    case type(String)
    case password(String)
    case submit
    case confirm

    enum Case: Hashable, Sendable { case type, password, submit, confirm }
    var eventCase: Case {
      switch self {
      case .type: .type
      case .password: .password
      case .submit: .submit
      case .confirm: .confirm
      }
    }
  }

  /// `submit` sends `confirm` to itself, an effect the trace lists in `sent`.
  static let form = try! MachineDefinition<Form, Input, Void>(initial: .editing) {
    StateNode(.editing) {
      On(.type, actions: [])
      On(.password, actions: [])
      On(.submit, actions: [.send(.confirm)])
      On(.confirm, to: .sent)
    }
    StateNode(.sent) {}
  }

  static func record() async -> [TraceStep] {
    let machine = Machine(form)
    let collected = Collected()
    let recorder = TraceRecorder(
      machine, to: collected.sink,
      describeEvent: { event in
        switch event {
        case .password: ".password(•••)"
        case .confirm: "confirm (described)"
        default: String(describing: event)
        }
      })
    machine.send(.type("ada"))
    machine.send(.password("hunter2"))
    machine.send(.submit)
    await recorder.finish()
    return collected.steps
  }

  @Test func anEncodableEventIsWrittenAsItsTypeEncodesIt() async throws {
    let steps = await Self.record()
    let typed = try #require(steps.first)
    #expect(typed.payload == #"{"type":{"_0":"ada"}}"#)
    #expect(typed.redacted == nil)
    let decoded = try JSONDecoder().decode(Input.self, from: Data(try #require(typed.payload).utf8))
    #expect(decoded == .type("ada"))
  }

  @Test func aRedactedEventLeavesNoPayloadAndNoSecret() async throws {
    let steps = await Self.record()
    let password = steps[1]
    #expect(password.event == ".password(•••)")
    #expect(password.redacted == true && password.payload == nil)
    // What an effect sent is described the same way; the typed secret is nowhere in the trace.
    let submit = steps[2]
    #expect(submit.sent == ["confirm (described)"])
    let text = String(decoding: try JSONEncoder().encode(steps), as: UTF8.self)
    #expect(!text.contains("hunter2"))
  }
}
