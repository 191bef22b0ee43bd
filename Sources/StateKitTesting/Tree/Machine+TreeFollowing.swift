@_spi(Testing) import StateKit

/// A machine of a tested tree, whatever its types: how the tree follows a child it meets.
protocol TreeFollowable: AnyObject, Sendable {
  /// Follows this machine and, as they start, its children, recursively.
  func follow(at path: String, into log: TreeLog, subscriptions: TreeSubscriptions)
}

/// The subscriptions a tree holds to its machines, cancelled when the test finishes.
final class TreeSubscriptions: Sendable {
  private let state = Lock<(cancelled: Bool, list: [Subscription])>((false, []))

  /// Keeps a subscription until ``cancel()``; cancels it at once after that.
  func keep(_ subscription: Subscription) {
    let kept = state.withLock { state in
      guard !state.cancelled else { return false }
      state.list.append(subscription)
      return true
    }
    if !kept { subscription.cancel() }
  }

  /// Stops listening to every machine of the tree.
  func cancel() {
    let list = state.withLock { state in
      state.cancelled = true
      defer { state.list = [] }
      return state.list
    }
    for subscription in list { subscription.cancel() }
  }
}

extension Machine: TreeFollowable {
  func follow(at path: String, into log: TreeLog, subscriptions: TreeSubscriptions) {
    let id = ObjectIdentifier(self)
    let node = TreeNode(
      id: id, path: path, machine: self,
      initial: ExpectedState(snapshot),
      isSettled: { [weak self] in self?.isSettled ?? true },
      isStopped: { [weak self] in self?.isStopped ?? true },
      hasWorkInFlight: { [weak self] in !(self?.workInFlight.isEmpty ?? true) },
      leftovers: { [weak self] in
        guard let self, !isStopped else { return ([], []) }
        return (workInFlight.map(describe), snapshot.pendingTimers.map(describe))
      },
      expectedAfter: { update in
        (update as? MachineUpdate<State, Event, Context>).map { ExpectedState($0.snapshot) }
      },
      inject: { [weak self] event in (event as? Event).flatMap { self?.send($0) } },
      deliverAsWork: { [weak self] event, state, index in
        guard let self, let event = event as? Event else { return false }
        return deliverAsWork(event, state: state, index: index)
      })
    guard log.add(node) else { return }
    // Children that start from now on; those running already are followed below. One that
    // starts in between is met twice, and followed once (`add` refuses the second).
    subscriptions.keep(
      observeChildStarts { childID, child in
        (child as? any TreeFollowable)?.follow(
          at: path + "/" + childID, into: log, subscriptions: subscriptions)
      })
    subscriptions.keep(
      subscribe { [weak self] update in
        let origin: TreeLog.Origin
        switch update.origin {
        case .sent: origin = .sent
        case .work: origin = .work
        case .timer: origin = update.event == nil ? .delayedTransition : .timer
        }
        log.file(
          update, origin: origin, description: self?.describe(update) ?? "a step", of: id,
          path: path)
      })
    for (childID, child) in runningChildMachines {
      (child as? any TreeFollowable)?.follow(
        at: path + "/" + childID, into: log, subscriptions: subscriptions)
    }
  }
}
