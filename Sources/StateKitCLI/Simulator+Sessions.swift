import StateKit
import StateKitSCXML

/// The queues of a simulation and the sessions of its `<invoke>`s: what each session sent, where
/// it goes, and the turns the sessions take until every queue is empty.
extension Simulator {
  /// Starts a new round: the events processed since the last line of input are counted again.
  mutating func beginRound() {
    processedInRound = 0
    for index in children.indices { children[index].simulator.beginRound() }
  }

  /// Processes the queues until they are empty: this session's first, then each child's (which
  /// may add to this one's), as long as the session is not done or stuck.
  mutating func settle() {
    repeat {
      processQueue()
      for index in children.indices where !isStuck {
        children[index].simulator.settle()
        let child = children[index].simulator
        if child.stoppedEarly { stoppedEarly = true }
        if child.isStuck { isStuck = true }
        let events = children[index].simulator.forParent
        children[index].simulator.forParent.removeAll()
        for event in events where !snapshot.isDone {
          session.receiveSimulated(event, fromChild: child.invokeID ?? "")
          takeSessionOutput()
          queue.append((event, .child(child.invokeID ?? "")))
        }
      }
    } while !queue.isEmpty && !snapshot.isDone && !isStuck
  }

  /// Processes the queue, oldest event first, until it is empty, the machine is done or stuck,
  /// or `maxSentEvents` events were processed in this round.
  private mutating func processQueue() {
    while !queue.isEmpty && !snapshot.isDone && !isStuck {
      guard processedInRound < maxSentEvents else {
        line(
          "stopped: the machine sent itself \(maxSentEvents) events in a row without waiting "
            + "for input (--max-sent-events); \(queue.count) more dropped")
        queue.removeAll()
        stoppedEarly = true
        return
      }
      let (event, origin) = queue.removeFirst()
      processedInRound += 1
      process(event, origin: origin)
    }
  }

  /// An event for this session's queue from another session; a session that has ended drops
  /// it.
  mutating func receive(_ event: EventName, from origin: Origin) {
    guard !snapshot.isDone else { return }
    queue.append((event, origin))
  }

  /// Takes what the session's `<send>`s and `<cancel>`s did in the last step: a cancel drops
  /// the delayed sends with its id, a send without delay is delivered, one with a delay waits
  /// for `:fire`.
  mutating func takeSessionOutput() {
    let output = session.takeSimulatedOutput()
    for id in output.cancelled { delayed.removeAll { $0.id == id } }
    for send in output.sends {
      guard let delay = send.delay else {
        deliver(send)
        continue
      }
      let id: String
      if let given = send.id {
        id = given
      } else {
        sendSerial += 1
        id = "send.\(sendSerial)"
      }
      delayed.append(DelayedSend(id: id, send: send, delay: delay))
    }
  }

  /// Delivers a send now: to this session's queue, to the parent or to a child. A send to a
  /// session that does not exist gets `error.communication` instead, as the runtime delivers it.
  mutating func deliver(_ send: SCXMLSimulatedSend) {
    switch send.target {
    case .own:
      queue.append((send.event, .machine))
    case .parent where invokeID != nil:
      forParent.append(send.event)
    case .child(let id) where children.contains(where: { $0.id == id }):
      let index = children.firstIndex { $0.id == id }!
      children[index].simulator.receive(send.event, from: .parent)
    case .session(let id) where children.contains(where: { $0.simulator.session.sessionID == id }):
      let index = children.firstIndex { $0.simulator.session.sessionID == id }!
      children[index].simulator.receive(send.event, from: .parent)
    case .parent, .child, .session:
      queue.append((send.undeliverable, .machine))
    }
  }

  // MARK: Children

  /// `:send CHILD EVENT`: puts an event on the queue of a running child (`ID`, or `ID/ID` for
  /// a child's child), as if its parent had sent it, then processes what the sessions sent.
  /// Returns `false` when the simulation must stop.
  mutating func sendToChild(_ event: String, path: [String]) -> Bool {
    guard deliver(EventName(event), toDescendant: path[...]) else {
      print("no running child '\(path.joined(separator: "/"))'")
      return true
    }
    beginRound()
    settle()
    return !isStuck
  }

  private mutating func deliver(_ event: EventName, toDescendant path: ArraySlice<String>) -> Bool {
    guard let id = path.first,
      let index = children.firstIndex(where: { $0.id == id && !$0.simulator.isDone })
    else { return false }
    if path.count == 1 {
      children[index].simulator.receive(event, from: .parent)
      return true
    }
    return children[index].simulator.deliver(event, toDescendant: path.dropFirst())
  }

  /// Runs the work of an `<invoke>`: the session evaluates it and keeps the child to start,
  /// which starts here (its first macrostep), replacing a running child with the same id.
  mutating func startChildren(_ start: WorkStart<EventName, SCXMLSession>) {
    guard let attach = start.work.attach else { return }
    _ = attach(WorkInput(context: session, event: start.event, send: { _ in false }))
    for invocation in session.takeSimulatedInvocations() {
      if let replaced = children.firstIndex(where: { $0.id == invocation.id }) {
        children.remove(at: replaced).simulator.terminate()
      }
      var child = Simulator(
        definition: invocation.definition, maxSentEvents: maxSentEvents,
        maxMicrosteps: stepper.maxMicrosteps, invocation: invocation, parent: session,
        indent: indent + "  ")
      session.setSimulatedChildren(children.map(\.simulator.session) + [child.session])
      child.enter()
      if child.isStuck { isStuck = true }
      children.append(
        Child(work: start.id, autoforward: invocation.autoforward, simulator: child))
    }
    // What failed to start raised error.execution on this session's queue.
    takeSessionOutput()
  }

  /// Cancels the children of an `<invoke>` whose state was exited.
  mutating func cancelChildren(of work: WorkID) {
    while let index = children.firstIndex(where: { $0.work == work }) {
      children.remove(at: index).simulator.terminate()
    }
    session.setSimulatedChildren(children.map(\.simulator.session))
  }

  /// Ends a session its parent cancelled: the `<onexit>` handlers of its active states run (their
  /// `<log>` lines are printed), and its own children are cancelled.
  func terminate() {
    guard !snapshot.isDone else { return }
    line("cancelled")
    session.terminateSimulated(definition, in: snapshot)
    for child in children { child.simulator.terminate() }
  }
}
