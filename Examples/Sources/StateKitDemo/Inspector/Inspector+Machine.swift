import StateKit
import StateKitInspection
import Synchronization

extension Inspector {
  /// Registers a StateKit machine: draws it, records it (every macrostep updates the pages)
  /// and lets the page send it events by name.
  ///
  /// - Parameters:
  ///   - id: The machine's id in URLs.
  ///   - title: Its title on the page.
  ///   - machine: The machine.
  ///   - takesText: Events whose payload the page asks for as text.
  ///   - makeEvent: The event for a name and the text typed with it; `nil` when the page
  ///     cannot make that event.
  ///   - describeContext: The context as the page shows it.
  /// - Returns: The recorder; keep it as long as the machine is inspected.
  @discardableResult
  func register<State, Event, Context>(
    id: String, title: String, machine: Machine<State, Event, Context>,
    takesText: [String] = [],
    makeEvent: @escaping @Sendable (_ name: String, _ text: String?) -> Event?,
    describeContext: @escaping @Sendable (Context) -> String? = { String(describing: $0) }
  ) -> TraceRecorder? {
    let definition = machine.definition
    guard let svg = try? InspectableDiagram.svg(for: definition, layout: .dotProcess) else {
      return nil
    }
    let recent = RecentSteps()
    let name: @Sendable (State.Case) -> String = { state in
      definition.node(for: state)?.name ?? "\(state)"
    }
    let status: @Sendable () async -> MachineStatus = {
      let snapshot = machine.snapshot
      return MachineStatus(
        id: id, title: title, configuration: snapshot.configuration.map(name),
        context: describeContext(snapshot.context),
        enabled: machine.enabledEvents.map { "\($0)" }, takesText: takesText,
        recent: recent.all)
    }
    let send: @Sendable (String, String?) async -> SendReply = { eventName, text in
      let enabled = machine.enabledEvents.map { "\($0)" }
      let where_ = machine.configuration.map(name).joined(separator: ", ")
      guard enabled.contains(eventName) else {
        return SendReply(
          accepted: false,
          message: "'\(eventName)' is not enabled in \(where_); enabled: "
            + (enabled.isEmpty ? "none" : enabled.joined(separator: ", ")))
      }
      guard let event = makeEvent(eventName, text) else {
        return SendReply(
          accepted: false,
          message: "the page cannot make '\(eventName)': its payload is not text")
      }
      guard machine.canHandle(event) else {
        return SendReply(
          accepted: false, message: "'\(eventName)' with this payload is not enabled in \(where_)")
      }
      let result = machine.send(event)
      return SendReply(accepted: true, message: "\(eventName): \(result)")
    }
    add(InspectedMachine(id: id, title: title, svg: svg, status: status, send: send))
    let recorder = TraceRecorder(
      machine,
      to: TraceSink(receive: { [weak self] record in
        guard case .step(let step) = record else { return }
        recent.add(step)
        self?.changed(id)
      }),
      capacity: 256, describeContext: { _ in nil })
    return recorder
  }
}
