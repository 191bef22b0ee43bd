import StateKit

extension TraceStep {
  /// The trace of one macrostep.
  ///
  /// - Parameters:
  ///   - update: What the machine reported after the macrostep.
  ///   - step: The step's number.
  ///   - time: Seconds since recording started.
  ///   - context: A description of the context after the step.
  ///   - describeEvent: Describes the events the step's effects sent to the machine
  ///     (``sent``); `String(describing:)` when `nil`.
  ///   - describeChild: Describes the events sent to its children and emitted to its parent;
  ///     `String(describing:)` when `nil`.
  public init<State, Event, Context>(
    _ update: MachineUpdate<State, Event, Context>, step: Int, time: Double, context: String?,
    describeEvent: ((Event) -> String)? = nil, describeChild: ((any Sendable) -> String?)? = nil
  ) {
    let describeEvent = describeEvent ?? { String(describing: $0) }
    let describeChild = { (value: any Sendable) in
      describeChild?(value) ?? String(describing: value)
    }
    let definition = update.snapshot.definition
    self.init(
      step: step, time: time, event: update.event.map { String(describing: $0) },
      eventName: update.event.map { String(describing: $0.eventCase) },
      handled: update.isHandled,
      configuration: update.snapshot.configuration.map { definition.traceName(of: $0) })
    switch update.origin {
    case .sent: origin = .sent
    case .work(let id):
      origin = .work
      originID = id.description
    case .timer(let id):
      origin = .timer
      originID = id
    }
    let declared = definition.transitionList.count
    transitions = update.transitions.filter { $0 < declared }
    exited = update.exited.map { definition.traceName(of: $0) }
    entered = update.entered.map { definition.traceName(of: $0) }
    self.context = context
    actions = update.actions
    for effect in update.effects {
      switch effect {
      case .startWork(let start): workStarted.append("\(start.work.name) \(start.id)")
      case .cancelWork(let id): workCancelled.append(id.description)
      case .startTimer(let id, let delay): timersStarted.append("\(id) after \(delay)")
      case .cancelTimer(let id): timersCancelled.append(id)
      case .send(let event): sent.append(describeEvent(event))
      case .emit(let event): sent.append("\(describeChild(event)) to the parent")
      case .sendChild(let id, let event): sent.append("\(describeChild(event)) to \(id)")
      case .children(let command): sent.append(Self.describe(command, describeChild))
      case .run, .log: break
      }
    }
    runaway = update.runaway?.description
  }

  /// A collection command as ``ChildCommand/description`` writes it, its event described by
  /// `describeChild` so that what the recorder redacts stays redacted.
  static func describe(
    _ command: ChildCommand, _ describeChild: (any Sendable) -> String
  ) -> String {
    switch command {
    case .send(let collection, let id, let event):
      "send \(describeChild(event)) to \(collection)[\(id)]"
    case .sendEach(let collection, let event):
      "send \(describeChild(event)) to each of \(collection)"
    case .sendSelected(let collection, let event, _):
      "send \(describeChild(event)) to the selected children of \(collection)"
    case .spawn, .stop: command.description
    }
  }
}
