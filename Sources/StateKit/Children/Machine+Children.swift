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
}
