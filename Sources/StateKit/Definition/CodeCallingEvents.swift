/// Which external events may make a macrostep call the definition's own code (a guard's
/// predicate, an assign action, a payload): a ``Machine`` takes such an event's macrostep
/// outside its lock, so that the code may read the machine and send to it, and every other
/// event's macrostep under the lock, in one critical section. The machine asks before it takes
/// the lock (``MachineDefinition/stepsOutsideLock(_:)``).
///
/// Built once with the definition, by event index, from a closure over what an event's
/// macrostep can reach:
/// - the transitions the event triggers, from any state;
/// - the states those transitions may exit and enter, whose entry and exit actions and initial
///   transitions run: the source and the targets, their descendants, and the states between
///   them and the transition's domain (all regions of a parallel state among them);
/// - the eventless transitions of every state that may be active after them, and the
///   transitions of the events actions raise and of completion (`done.state`) events, which
///   run in the same macrostep; and again from those.
///
/// The closure over-approximates: an event is marked when some path of its macrostep might
/// call code, never the other way round, since code run under the lock could not read the
/// machine or send to it. When the over-approximation would be coarse anyway (a definition
/// with hooks, which call code on every step, or with descriptor matching, where one event
/// triggers transitions of many names), every event is marked.
@usableFromInline
struct CodeCallingEvents: Sendable {
  /// By event index: whether a macrostep for the event may call the definition's code.
  @usableFromInline let byEvent: [Bool]
  /// Every event may call code, whatever its index (and an event no transition names too).
  @usableFromInline let every: Bool

  /// No event calls code.
  @inlinable static var none: CodeCallingEvents { CodeCallingEvents(byEvent: [], every: false) }

  @inlinable init(byEvent: [Bool], every: Bool) {
    self.byEvent = byEvent
    self.every = every
  }

  /// Whether the event with index `index` may call code (`-1`: no transition names it).
  @inlinable @inline(__always) func contains(eventIndex index: Int32) -> Bool {
    if every { return true }
    return index >= 0 && byEvent[Int(index)]
  }
}

extension CodeCallingEvents {
  /// Computes the events of a compiled definition whose macrostep may call its code.
  ///
  /// - Parameters:
  ///   - nodes: The compiled nodes, in document order.
  ///   - transitions: The compiled transitions.
  ///   - eventCount: How many event indexes the definition has.
  ///   - raisedEvents: The indexes of the events that actions raise, anywhere in the definition.
  ///   - everyEvent: Whether every event must be marked (hooks, descriptor matching).
  @inlinable init<State: MachineState, Event: MachineEvent, Context: Sendable>(
    nodes: [CompiledNode<State, Event, Context>],
    transitions: [CompiledTransition<State, Event, Context>], eventCount: Int,
    raisedEvents: [Int32], everyEvent: Bool
  ) {
    let callsCode = transitions.map(\.callsCode)
    guard !everyEvent else {
      self.init(byEvent: [], every: callsCode.contains(true) || !nodes.isEmpty)
      return
    }
    // Whether entering or exiting a node can call code: its entry and exit actions, and its
    // initial (or history default) transition's actions. Summed in document order, so that
    // a domain (a node and its descendants, a contiguous range) is asked in constant time.
    let nodeCode = nodes.map { node in
      (node.initialTransition >= 0 && callsCode[Int(node.initialTransition)])
        || node.entry.contains(where: \.callsCode) || node.exit.contains(where: \.callsCode)
    }
    var codeBefore = [0]
    codeBefore.reserveCapacity(nodes.count + 1)
    for code in nodeCode { codeBefore.append(codeBefore.last! + (code ? 1 : 0)) }
    func codeInside(_ node: Int32) -> Bool {
      codeBefore[Int(nodes[Int(node)].end)] - codeBefore[Int(node)] > 0
    }
    // Whether a state a transition may exit or enter on its way between `node` and `bound` can
    // call code: `node` and its descendants (exited when active, or entered by default), and
    // the states above it up to `bound`, with all of a parallel state's regions.
    func codeOnWay(from node: Int32, to bound: Int32) -> Bool {
      if codeInside(node) { return true }
      var state = nodes[Int(node)].parent
      while state >= 0 && state != bound {
        if nodes[Int(state)].kind == .parallel ? codeInside(state) : nodeCode[Int(state)] {
          return true
        }
        state = nodes[Int(state)].parent
      }
      return false
    }
    let hasParallel = nodes.contains { $0.kind == .parallel }
    let exitCode = nodes.contains { $0.exit.contains(where: \.callsCode) }
    var byIndex = [[Int32]](repeating: [], count: eventCount)
    var eventless: [Int32] = []
    var completions: [Int32] = []
    // Initial transitions (and history defaults) are taken on entering their state, which
    // `nodeCode` accounts for: they are no eventless transitions to select.
    let initial = Set(nodes.map(\.initialTransition))
    for (t, transition) in transitions.enumerated() {
      if transition.isEventless && !initial.contains(Int32(t)) { eventless.append(Int32(t)) }
      if transition.doneOf >= 0 { completions.append(Int32(t)) }
      for index in transition.events where index >= 0 && Int(index) < eventCount {
        byIndex[Int(index)].append(Int32(t))
      }
    }
    let raised = raisedEvents.flatMap { byIndex[Int($0)] } + completions

    var marked = [Bool](repeating: false, count: eventCount)
    var seen = [Bool](repeating: false, count: transitions.count)
    var mayBeActive = [Bool](repeating: false, count: nodes.count)
    for index in 0..<eventCount where !byIndex[index].isEmpty {
      for i in seen.indices { seen[i] = false }
      // With parallel states, the other regions' states stay active: any of them may be.
      for i in mayBeActive.indices { mayBeActive[i] = hasParallel }
      var work = byIndex[index] + raised
      var code = false
      repeat {
        while !code, let t = work.popLast() {
          guard !seen[Int(t)] else { continue }
          seen[Int(t)] = true
          let transition = transitions[Int(t)]
          let reachesTopLevelFinal = transition.targets.contains { target in
            nodes[Int(target)].parent == 0 && nodes[Int(target)].kind == .final
          }
          let bound = Self.domainBound(of: transition, nodes)
          code =
            callsCode[Int(t)] || (reachesTopLevelFinal && exitCode)
            || (!transition.targets.isEmpty
              && (codeOnWay(from: transition.source, to: bound)
                || transition.targets.contains { target in
                  let node = nodes[Int(target)]
                  return codeOnWay(from: node.kind.isHistory ? node.parent : target, to: bound)
                }))
          // What may be active once the transition was taken: the targets' ancestors and
          // descendants (a history target's: its parent's), or, without targets, the source's.
          for anchor in transition.targets.isEmpty ? [transition.source] : transition.targets {
            let node = nodes[Int(anchor)]
            let scope = node.kind.isHistory ? node.parent : anchor
            var ancestor = nodes[Int(scope)].parent
            while ancestor >= 0 {
              mayBeActive[Int(ancestor)] = true
              ancestor = nodes[Int(ancestor)].parent
            }
            for d in Int(scope)..<Int(nodes[Int(scope)].end) { mayBeActive[d] = true }
          }
        }
        // The eventless transitions of the states that may now be active run in the same
        // macrostep: another round over them, until nothing new is reached.
        for t in eventless where !seen[Int(t)] && mayBeActive[Int(transitions[Int(t)].source)] {
          work.append(t)
        }
      } while !code && !work.isEmpty
      marked[index] = code
    }
    self.init(byEvent: marked, every: false)
  }

  /// A node above every state a transition may exit or enter: the parent of the least common
  /// ancestor of its source and targets (the root when that ancestor is the root). At or above
  /// the SCXML transition domain, never below it.
  @inlinable static func domainBound<State: MachineState, Event: MachineEvent, Context: Sendable>(
    of transition: CompiledTransition<State, Event, Context>,
    _ nodes: [CompiledNode<State, Event, Context>]
  ) -> Int32 {
    var ancestor = transition.source
    func contains(_ node: Int32, _ d: Int32) -> Bool {
      node == d || (node < d && d < nodes[Int(node)].end)
    }
    while ancestor > 0 && !transition.targets.allSatisfy({ contains(ancestor, $0) }) {
      ancestor = nodes[Int(ancestor)].parent
    }
    return ancestor > 0 ? nodes[Int(ancestor)].parent : 0
  }
}

extension MachineDefinition {
  /// Whether a ``Machine`` takes `event`'s macrostep outside its lock: some path of it may
  /// call the definition's code (see ``CodeCallingEvents``). Asked before the lock is taken,
  /// from the immutable definition.
  @inlinable @inline(__always) func stepsOutsideLock(_ event: Event) -> Bool {
    if !callsCodeInStep { return false }
    return codeCallingEvents.contains(eventIndex: eventIndex.index(of: event.eventCase))
  }

  /// Whether a ``Machine`` takes the macrostep of an event from the mailbox, from work or from
  /// a timer outside its lock. A timer's delayed transition or event is decided by whether the
  /// definition calls code at all.
  @inlinable func stepsOutsideLock(_ inbound: Inbound<Event>) -> Bool {
    switch inbound {
    case .event(let event), .effect(let event), .work(let event, _): stepsOutsideLock(event)
    case .timer: callsCodeInStep
    }
  }

  /// The indexes of the events that actions raise, anywhere in the definition: their
  /// transitions may run in any macrostep.
  @inlinable static func raisedEventIndexes(
    _ nodes: [CompiledNode<State, Event, Context>],
    _ transitions: [CompiledTransition<State, Event, Context>], _ eventIndex: KeyIndex<Event.Case>
  ) -> [Int32] {
    var raised = Set<Int32>()
    func note(_ actions: [Action<Event, Context>]) {
      for action in actions {
        if case .raise(let event) = action.kind {
          let index = eventIndex.index(of: event.eventCase)
          if index >= 0 { raised.insert(index) }
        }
      }
    }
    for node in nodes {
      note(node.entry)
      note(node.exit)
    }
    for transition in transitions { note(transition.actions) }
    return raised.sorted()
  }
}
