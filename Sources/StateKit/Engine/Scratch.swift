/// An event waiting on the internal queue: raised by an action, or a state's completion.
@usableFromInline
enum QueuedEvent<Event: MachineEvent>: Sendable {
  case event(Event)
  case done(Int32)
  /// A delayed transition's timer fired (by transition index).
  case after(Int32)
}

/// Working memory of the algorithm, kept between steps so a running machine does not allocate
/// per event.
@usableFromInline
struct Scratch<State: MachineState, Event: MachineEvent, Context: Sendable>: Sendable {
  @usableFromInline var enabled: [Int32] = []
  @usableFromInline var filtered: [Int32] = []
  /// Which transitions `enabled` holds, by index, once it holds many
  /// (``addEnabled(_:transitionCount:)``); all `false` between selections.
  @usableFromInline var enabledMarks: [Bool] = []
  @usableFromInline var filteredDomains: [Int32] = []
  /// `filteredDomains` holds the domains of `enabled` (conflict removal computed them).
  @usableFromInline var domainsKnown = false
  @usableFromInline var internalQueue: [QueuedEvent<Event>] = []
  @usableFromInline var effects: [Effect<Event, Context>] = []
  @usableFromInline var statesToInvoke = StateSet()
  @usableFromInline var toExit = StateSet()
  @usableFromInline var toEnter = StateSet()
  @usableFromInline var defaultEntry = StateSet()
  @usableFromInline var historyContent: [(parent: Int32, transition: Int32)] = []
  @usableFromInline var valueTargets: [(node: Int32, transition: Int32)] = []
  /// The domains of the microstep's transitions to history states, computed before the exit.
  @usableFromInline var historyDomains: [(transition: Int32, domain: Int32)] = []
  /// The event the current macrostep is processing (`_event`): `nil` on start and for done
  /// events.
  @usableFromInline var currentEvent: Event?
  @usableFromInline var currentName: String?
  /// The event each state in `statesToInvoke` was entered with.
  @usableFromInline var entryEvents: [(node: Int32, event: Event?)] = []
  /// What the macrostep did, for observers; filled only when `recording`.
  @usableFromInline var recording = false
  @usableFromInline var record = MacrostepRecord()
  /// The most microsteps (and dequeued internal events) one macrostep may run.
  @usableFromInline var microstepLimit = RunawayMacrostep.defaultLimit
  /// Whether a macrostep's end needs its host's attention, in one byte, so that the steps that
  /// need none pay one test: the engine sets ``ranAwayBit`` when a macrostep is stopped at
  /// `microstepLimit`; the bits of ``hostBits`` belong to the host that runs the engine, which
  /// sets them for reasons of its own, and the engine never reads or writes them.
  @usableFromInline var attention: UInt8 = 0
  @inlinable static var ranAwayBit: UInt8 { 1 }
  /// The bits of ``attention`` a host may use.
  @inlinable static var hostBits: UInt8 { ~ranAwayBit }
  /// The last macrostep was stopped at `microstepLimit` (see ``RunawayMacrostep``).
  @inlinable var runaway: Bool {
    get { attention & Self.ranAwayBit != 0 }
    set {
      if newValue { attention |= Self.ranAwayBit } else { attention &= ~Self.ranAwayBit }
    }
  }
  /// The states of the transitions taken in the last microsteps before the limit.
  @usableFromInline var cycleStates = StateSet()
  /// With parallel states, the plans of the configurations this machine met (see `PlanCache`).
  @usableFromInline var planCache = PlanCache()
  /// Whether this working memory outlives one step, so that planning a configuration pays off:
  /// a running machine's does; a pure step's, made for one call, does not.
  @usableFromInline var keepsPlans = false

  @inlinable init() {}

  @inlinable init(microstepLimit: Int) {
    precondition(microstepLimit > 0, "the microstep limit must be positive")
    self.microstepLimit = microstepLimit
  }
}

/// What one macrostep did: filled by the algorithm when someone observes the machine.
@usableFromInline
struct MacrostepRecord: Sendable {
  @usableFromInline var transitions: [Int32] = []
  @usableFromInline var exited: [Int32] = []
  @usableFromInline var entered: [Int32] = []
  @usableFromInline var actions: [String] = []

  @inlinable init() {}

  @inlinable mutating func reset() {
    transitions.clear()
    exited.clear()
    entered.clear()
    actions.clear()
  }
}
