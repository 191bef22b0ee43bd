extension Machine {
  /// The running child machine `child`, while the state that runs it is active: the machine
  /// the app sends to, reads and observes, as it would a machine of its own.
  ///
  /// ```swift
  /// if let login = app.child(login) { loginView.model = ObservableMachine(login) }
  /// ```
  ///
  /// - Parameter child: The child, as the parent's definition declares it.
  /// - Returns: The child machine; `nil` while its state is not active.
  public func child<ChildState, ChildEvent, ChildContext>(
    _ child: ChildMachine<ChildState, ChildEvent, ChildContext>
  ) -> Machine<ChildState, ChildEvent, ChildContext>? {
    withCore { $0.handles?.children[child.id] }?.machine
      as? Machine<ChildState, ChildEvent, ChildContext>
  }

  /// A ``Effect/sendChild(id:event:)`` effect: delivers the event to the running child.
  /// Looked up under this machine's lock, sent outside it: a machine never holds its lock
  /// while it takes another's.
  @usableFromInline func sendToChild(_ id: String, _ event: any Sendable) {
    withCore { $0.handles?.children[id] }?.receive(event)
  }

  /// A child machine started: it runs under `id` until ``childStopped(_:_:)``.
  func childStarted(_ id: String, _ handle: ChildHandle) {
    startedHandles.store(true, ordering: .relaxed)
    withCore { $0.ensureHandles().children[id] = handle }
  }

  /// A child machine's state was exited: the parent lets go of it, unless a newer run of the
  /// same id replaced it.
  func childStopped(_ id: String, _ handle: ChildHandle) {
    withCore { core in
      guard let handles = core.handles, handles.children[id] === handle else { return }
      handles.children[id] = nil
    }
  }

  /// Runs `child` as this machine's child under `id` until the returned closure is called: the
  /// lifetime every child a state runs goes through, ``Invoke(_:input:emitted:done:failed:)``'s
  /// and an SCXML `<invoke>`'s alike.
  ///
  /// The child is registered first (``child(_:)``, ``runningChildMachines``, ``tree(id:)`` and
  /// effects that send to it find it), then the child observers hear of it
  /// (``observeChildStarts(_:)``), then `start` runs it: an observer of this machine sees the
  /// child's first step. The returned closure lets go of the child, unless a newer child took its
  /// id, and then calls `stop`.
  ///
  /// - Parameters:
  ///   - id: The child's id in this machine.
  ///   - machine: The child, a `Machine` of its types.
  ///   - receive: Delivers an event of the child's type to it; ignores other values.
  ///   - snapshot: The child's current snapshot, which this machine's snapshot holds and
  ///     persists for it; `nil` keeps nothing of the child in this machine's snapshot.
  ///   - start: Starts the child.
  ///   - stop: Stops the child; called once the child is no longer registered.
  /// - Returns: What ends the child's run: call it when the state that runs it is exited.
  package func runChild(
    _ id: String, machine: any AnyObject & Sendable,
    receive: @escaping @Sendable (any Sendable) -> Void,
    snapshot: (@Sendable () -> any Sendable)?, start: () -> Void,
    stop: @escaping @Sendable () -> Void
  ) -> @Sendable () -> Void {
    let handle = ChildHandle(machine: machine, receive: receive, snapshot: snapshot)
    childStarted(id, handle)
    announceChild(id, machine)
    start()
    return { [weak self] in
      self?.childStopped(id, handle)
      stop()
    }
  }
}
