import StateKit

extension TraceStep {
  /// The trace of one macrostep.
  ///
  /// - Parameters:
  ///   - update: What the machine reported after the macrostep.
  ///   - step: The step's number.
  ///   - time: Seconds since recording started.
  ///   - context: A description of the context after the step.
  public init<State, Event, Context>(
    _ update: MachineUpdate<State, Event, Context>, step: Int, time: Double, context: String?
  ) {
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
      case .send(let event): sent.append(String(describing: event))
      case .emit(let event): sent.append("\(event) to the parent")
      case .sendChild(let id, let event): sent.append("\(event) to \(id)")
      case .children(let command): sent.append(command.description)
      case .run, .log: break
      }
    }
    runaway = update.runaway?.description
  }
}
