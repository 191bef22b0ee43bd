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
/// call code, or when its closure reaches more of the definition than ``closureBudget``, never
/// the other way round, since code run under the lock could not read the
/// machine or send to it. When the over-approximation would be coarse anyway (a definition
/// with hooks, which call code on every step, or with descriptor matching, where one event
/// triggers transitions of many names), every event is marked; so is every event of a
/// definition whose table is not built yet (``every``).
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
  /// The most transitions and states one event's closure visits before the event is marked
  /// without looking further: far more than a screen's statechart reaches from one event.
  @inlinable static var closureBudget: Int { 256 }

  /// Every event may call code: what a definition holds until its table is built from it.
  @inlinable static var every: CodeCallingEvents { CodeCallingEvents(byEvent: [], every: true) }

  /// The events of a compiled definition whose macrostep may call its code, found with the
  /// engine's own queries on the state tree.
  @inlinable init<State, Event, Context>(_ definition: MachineDefinition<State, Event, Context>) {
    guard definition.callsCodeInStep else {
      self = .none
      return
    }
    guard definition.takeRaised == nil, definition.eventMatching == .exact else {
      self = .every
      return
    }
    let callsCode = definition.transitions.map(\.callsCode)
    // Whether entering or exiting a node can call code: its entry and exit actions, and its
    // initial (or history default) transition's actions. Summed in document order, so that a
    // node with its descendants (a contiguous range) is asked in constant time.
    let nodeCode = definition.nodes.map { node in
      (node.initialTransition >= 0 && callsCode[Int(node.initialTransition)])
        || node.entry.contains(where: \.callsCode) || node.exit.contains(where: \.callsCode)
    }
    var codeBefore = [0]
    codeBefore.reserveCapacity(nodeCode.count + 1)
    for code in nodeCode { codeBefore.append(codeBefore.last! + (code ? 1 : 0)) }
    func codeInside(_ node: Int32) -> Bool {
      codeBefore[Int(definition.nodeInfo[Int(node)].end)] - codeBefore[Int(node)] > 0
    }
    // Whether a state a transition may exit or enter on its way from `node` up to `domain`
    // (which it neither exits nor enters) can call code: `node` and its descendants (exited
    // when active, or entered by default), and the states between, with all of a parallel
    // state's regions.
    func codeOnWay(from node: Int32, to domain: Int32) -> Bool {
      if codeInside(node) { return true }
      var state = definition.nodeInfo[Int(node)].parent
      while state >= 0 && state != domain {
        let kind = definition.nodeInfo[Int(state)].kind
        if kind == .parallel ? codeInside(state) : nodeCode[Int(state)] { return true }
        state = definition.nodeInfo[Int(state)].parent
      }
      return false
    }
    let exitCode = definition.nodes.contains { $0.exit.contains(where: \.callsCode) }
    let eventCount = definition.eventIndex.count
    var byIndex = [[Int32]](repeating: [], count: eventCount)
    var eventlessBySource = [[Int32]](repeating: [], count: nodeCode.count)
    var completions: [Int32] = []
    // Initial transitions (and history defaults) are taken on entering their state, which
    // `nodeCode` accounts for: they are no eventless transitions to select.
    let initial = Set(definition.nodeInfo.map(\.initialTransition))
    for (t, info) in definition.transitionInfo.enumerated() {
      if info.flags.contains(.eventless) && !initial.contains(Int32(t)) {
        eventlessBySource[Int(info.source)].append(Int32(t))
      }
      if info.doneOf >= 0 { completions.append(Int32(t)) }
      for index in definition.transitions[t].events { byIndex[Int(index)].append(Int32(t)) }
    }
    // The transitions of raised and completion events may run in any macrostep; with parallel
    // states, the other regions' states stay active, so every eventless transition may run.
    var always = definition.raisedEventIndexes().flatMap { byIndex[Int($0)] } + completions
    if definition.hasParallel { always += eventlessBySource.joined() }

    var marked = [Bool](repeating: false, count: eventCount)
    // Per event, stamped with its index rather than cleared: the closure of one event touches
    // few of a large definition's transitions and states.
    var seen = [Int](repeating: -1, count: callsCode.count)
    var active = [Int](repeating: -1, count: nodeCode.count)
    var scoped = [Int](repeating: -1, count: nodeCode.count)
    for index in 0..<eventCount where !byIndex[index].isEmpty {
      var work = byIndex[index] + always
      // The closure's steps (transitions and states visited) are bounded, so that building a
      // large definition stays linear: an event whose closure runs past the bound is marked.
      var budget = Self.closureBudget
      // A state that may be active after the event's transitions brings its eventless
      // transitions into the same macrostep.
      func mayBeActive(_ node: Int32) {
        guard active[Int(node)] != index else { return }
        active[Int(node)] = index
        budget -= 1
        work += eventlessBySource[Int(node)]
      }
      var code = false
      while !code, let t = work.popLast() {
        guard seen[Int(t)] != index else { continue }
        seen[Int(t)] = index
        budget -= 1
        if budget < 0 {
          code = true
          break
        }
        let source = definition.transitionInfo[Int(t)].source
        let targets = definition.transitions[Int(t)].targets
        code = callsCode[Int(t)]
        if !code && !targets.isEmpty {
          // At or above the transition's domain (a history target's effective targets are
          // inside its parent, which the common ancestor contains).
          let domain = definition.findLCCA(source, targets)
          code =
            codeOnWay(from: source, to: domain)
            || targets.contains { target in
              let node = definition.nodeInfo[Int(target)]
              if node.kind == .final && node.parent == 0 && exitCode { return true }
              return codeOnWay(from: node.kind.isHistory ? node.parent : target, to: domain)
            }
        }
        // What may be active once the transition was taken: the targets' ancestors and
        // descendants (a history target's: its parent's), or, without targets, the source's.
        for anchor in targets.isEmpty ? [source] : targets {
          let node = definition.nodeInfo[Int(anchor)]
          let scope = node.kind.isHistory ? node.parent : anchor
          // A scope met before had its ancestors and descendants marked then.
          guard scoped[Int(scope)] != index else { continue }
          scoped[Int(scope)] = index
          var ancestor = scope
          while ancestor >= 0 {
            mayBeActive(ancestor)
            ancestor = definition.nodeInfo[Int(ancestor)].parent
          }
          for d in definition.descendants(of: scope) { mayBeActive(d) }
        }
      }
      marked[index] = code
    }
    self.init(byEvent: marked, every: false)
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
  @inlinable func raisedEventIndexes() -> [Int32] {
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
