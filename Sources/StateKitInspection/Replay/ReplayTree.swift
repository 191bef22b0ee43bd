@_spi(Testing) import StateKit

/// A replayed tree of machines: each machine followed from its start, its steps as a trace
/// writes them, in the order they completed, and what a replay needs to send it a recorded
/// input without knowing its types.
final class ReplayTree: Sendable {
  /// A machine of the tree.
  struct Node: Sendable {
    var path: String
    /// The machine, held so that its identity is not reused while the tree is followed.
    var machine: any AnyObject & Sendable
    var isSettled: @Sendable () -> Bool
    var isStopped: @Sendable () -> Bool
    /// Its event type, for messages.
    var eventType: Any.Type
    /// A recorded payload as a value of its event type.
    var decode: @Sendable (_ payload: String) -> (any Sendable)?
    /// Sends it a value of its event type; `false` for another type or a stopped machine.
    var inject: @Sendable (_ event: Any) -> Bool
    /// Delivers a value of its event type as the current run of a work sent it.
    var deliverAsWork: @Sendable (_ event: Any, _ state: Int, _ index: Int) -> Bool
    /// The work at `index` of the state node `state`: its name, and whether it runs children.
    var work: @Sendable (_ state: Int, _ index: Int) -> (name: String, runsChildren: Bool)?
  }

  private struct Contents: Sendable {
    var nodes: [Node] = []
    var followed: Set<ObjectIdentifier> = []
    var steps: [(path: String, step: TraceStep)] = []
    var subscriptions: [Subscription] = []
  }

  private let contents = Lock(Contents())

  /// Adds a machine; `false` when it was followed already.
  func add(_ node: Node, id: ObjectIdentifier) -> Bool {
    contents.withLock { contents in
      guard contents.followed.insert(id).inserted else { return false }
      contents.nodes.append(node)
      return true
    }
  }

  func keep(_ subscription: Subscription) {
    contents.withLock { $0.subscriptions.append(subscription) }
  }

  func record(_ step: TraceStep, of path: String) {
    contents.withLock { $0.steps.append((path, step)) }
  }

  /// The machines, in the order they were followed.
  var nodes: [Node] { contents.withLock { $0.nodes } }

  /// The running machine at `path`.
  func running(at path: String) -> Node? {
    nodes.last { $0.path == path && !$0.isStopped() }
  }

  /// The steps taken since the last call, oldest first.
  func takeSteps() -> [(path: String, step: TraceStep)] {
    contents.withLock { contents in
      defer { contents.steps = [] }
      return contents.steps
    }
  }

  /// Stops following the tree.
  func cancel() {
    let subscriptions = contents.withLock { contents in
      defer { contents.subscriptions = [] }
      return contents.subscriptions
    }
    for subscription in subscriptions { subscription.cancel() }
  }
}

/// A machine of a replayed tree, whatever its types.
protocol ReplayFollowable: AnyObject, Sendable {
  /// Follows this machine and, as they start, its children.
  func followForReplay(at path: String, into tree: ReplayTree)
}

extension Machine: ReplayFollowable {
  func followForReplay(at path: String, into tree: ReplayTree) {
    let definition = self.definition
    let node = ReplayTree.Node(
      path: path, machine: self,
      isSettled: { [weak self] in self?.isSettled ?? true },
      isStopped: { [weak self] in self?.isStopped ?? true },
      eventType: Event.self,
      decode: { payload in TracePayload.decode(payload, as: Event.self) as? Event },
      inject: { [weak self] event in
        guard let self, let event = event as? Event else { return false }
        return send(event) != .machineStopped
      },
      deliverAsWork: { [weak self] event, state, index in
        guard let self, let event = event as? Event else { return false }
        return deliverAsWork(event, state: state, index: index)
      },
      work: { state, index in
        guard state >= 0, state < definition.stateNodes.count else { return nil }
        let works = definition.work(of: state)
        guard index >= 0, index < works.count else { return nil }
        return (works[index].name, works[index].child != nil || works[index].collection != nil)
      })
    guard tree.add(node, id: ObjectIdentifier(self)) else { return }
    tree.keep(
      observeChildStarts { id, child in
        (child as? any ReplayFollowable)?.followForReplay(at: path + "/" + id, into: tree)
      })
    tree.keep(
      subscribe { update in
        tree.record(
          TraceStep(update, step: 0, time: 0, context: String(describing: update.snapshot.context)),
          of: path)
      })
    for (id, child) in runningChildMachines {
      (child as? any ReplayFollowable)?.followForReplay(at: path + "/" + id, into: tree)
    }
  }
}
