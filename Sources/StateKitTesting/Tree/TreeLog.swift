import StateKit

/// Every step the machines of a tested tree take, in the order they completed, sorted into the
/// ones a tester's call caused (claimed) and the ones to receive.
///
/// Machines report their steps on whichever thread processed them; numbering and filing happen
/// under one lock, so that the order of the log is the order in which the steps' listeners
/// ran. A step is a macrostep's update, kept untyped: the tester of the step's machine reads it
/// back with its own types.
final class TreeLog: Sendable {
  /// A step of a machine of the tree.
  struct Step: Sendable {
    /// The step's number in the tree, from 1.
    var number: Int
    /// The machine that took it.
    var machine: ObjectIdentifier
    /// That machine's path (`app/downloads/items[a]`).
    var path: String
    /// The update, a `MachineUpdate` of the machine's types.
    var update: any Sendable
    /// Where its event came from.
    var origin: Origin
    /// The step for a message: its event, or the timer, and where it came from.
    var description: String
  }

  /// Where a step's event came from, without the machine's types.
  enum Origin: Sendable, Equatable {
    case sent
    case work
    /// A delayed send.
    case timer
    /// A delayed transition: a timer that fired no event.
    case delayedTransition
  }

  /// What the tester is doing, and for which machine.
  enum Claim: Sendable, Equatable {
    case none
    /// Sending one event: the machine's first step from outside is the send's.
    case send(ObjectIdentifier)
    /// Running code that sends: every step of the machine from outside is the code's, and so
    /// is every delayed transition of it.
    case perform(ObjectIdentifier)
    /// Advancing the clock: the machine's delayed transitions are the advance's.
    case advance(ObjectIdentifier)
  }

  private struct Storage: Sendable {
    var last = 0
    var claim = Claim.none
    var claimed: [Step] = []
    var pending: [Step] = []
    var nodes: [ObjectIdentifier: TreeNode] = [:]
    /// The nodes in the order they were followed.
    var order: [ObjectIdentifier] = []
    /// Every step, claimed or not, while ``keepsHistory`` is set: what a replay compares.
    var history: [Step]?
  }

  private let storage = Lock(Storage())

  /// Files a step of `node`'s machine (its listener, on the thread that processed it).
  func file(
    _ update: any Sendable, origin: Origin, description: String, of node: ObjectIdentifier,
    path: String
  ) {
    storage.withLock { storage in
      storage.last += 1
      let step = Step(
        number: storage.last, machine: node, path: path, update: update, origin: origin,
        description: description)
      storage.history?.append(step)
      if Self.claims(storage.claim, node, origin, claimedSoFar: storage.claimed.count) {
        storage.claimed.append(step)
      } else {
        storage.pending.append(step)
      }
    }
  }

  /// Whether the tester's call under way claims a step of `node` whose event came from
  /// `origin`.
  private static func claims(
    _ claim: Claim, _ node: ObjectIdentifier, _ origin: Origin, claimedSoFar: Int
  ) -> Bool {
    switch claim {
    case .none: false
    case .send(let machine): machine == node && origin == .sent && claimedSoFar == 0
    case .perform(let machine):
      machine == node && (origin == .sent || origin == .delayedTransition)
    case .advance(let machine): machine == node && origin == .delayedTransition
    }
  }

  /// Adds a machine of the tree; returns `false` when it was there already.
  func add(_ node: TreeNode) -> Bool {
    storage.withLock { storage in
      guard storage.nodes[node.id] == nil else { return false }
      storage.nodes[node.id] = node
      storage.order.append(node.id)
      return true
    }
  }

  /// The machines of the tree, in the order they were followed.
  var nodes: [TreeNode] {
    storage.withLock { storage in storage.order.compactMap { storage.nodes[$0] } }
  }

  /// The machine `id`, if it is in the tree.
  func node(_ id: ObjectIdentifier) -> TreeNode? { storage.withLock { $0.nodes[id] } }

  /// Starts claiming steps for `claim`.
  func begin(_ claim: Claim) {
    storage.withLock { storage in
      storage.claim = claim
      storage.claimed.removeAll()
    }
  }

  /// Stops claiming; returns the claimed steps.
  func end() -> [Step] {
    storage.withLock { storage in
      storage.claim = .none
      defer { storage.claimed.removeAll() }
      return storage.claimed
    }
  }

  /// Starts keeping every step the tree takes from now on, claimed or not (a replay's).
  func keepHistory() { storage.withLock { $0.history = $0.history ?? [] } }

  /// The steps kept since the last call, oldest first.
  func takeHistory() -> [Step] {
    storage.withLock { storage in
      defer { if storage.history != nil { storage.history = [] } }
      return storage.history ?? []
    }
  }

  /// How many steps were claimed so far.
  var claimedCount: Int { storage.withLock { $0.claimed.count } }

  /// The steps to receive, oldest first.
  var pending: [Step] { storage.withLock { $0.pending } }

  /// Whether a step of `machine` waits to be received.
  func hasPending(of machine: ObjectIdentifier) -> Bool {
    storage.withLock { $0.pending.contains { $0.machine == machine } }
  }

  /// Takes the oldest step of `machine` to receive.
  func takePending(of machine: ObjectIdentifier) -> Step? {
    storage.withLock { storage in
      guard let index = storage.pending.firstIndex(where: { $0.machine == machine }) else {
        return nil
      }
      return storage.pending.remove(at: index)
    }
  }

  /// Takes the oldest step to receive.
  func takePending() -> Step? {
    storage.withLock { $0.pending.isEmpty ? nil : $0.pending.removeFirst() }
  }

  /// Takes every step to receive whose machine `include` selects, oldest first.
  func takePending(where include: (Step) -> Bool) -> [Step] {
    storage.withLock { storage in
      let taken = storage.pending.filter(include)
      storage.pending.removeAll(where: include)
      return taken
    }
  }
}
