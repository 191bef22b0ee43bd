extension ObservableMachine {
  /// A running child machine (see <doc:MachinesOfMachines>) as an observable machine of its
  /// own, for the child's view: a change of the child invalidates the views that read it, not
  /// the parent's.
  ///
  /// ```swift
  /// if let login = model.machine.child(login) { LoginView(machine: login) }
  /// ```
  ///
  /// Reading it registers for changes of the parent's state, which decides whether the child
  /// runs. The same running child gives the same object.
  ///
  /// - Parameter child: The child, as the parent's definition declares it.
  /// - Returns: The child's observable machine; `nil` while its state is not active.
  @inlinable public func child<ChildState, ChildEvent, ChildContext>(
    _ child: ChildMachine<ChildState, ChildEvent, ChildContext>
  ) -> ObservableMachine<ChildState, ChildEvent, ChildContext>? {
    // The child's model is made where the types are known, as a collection's children's
    // (``children(_:)``): its listener then runs specialized.
    observedChild(child) { ObservableMachine<ChildState, ChildEvent, ChildContext>($0) }
  }

  /// ``child(_:)``, making the child's model with `makeModel` when it has none yet.
  @usableFromInline func observedChild<ChildState, ChildEvent, ChildContext>(
    _ child: ChildMachine<ChildState, ChildEvent, ChildContext>,
    makeModel: (Machine<ChildState, ChildEvent, ChildContext>) -> ObservableMachine<
      ChildState, ChildEvent, ChildContext
    >
  ) -> ObservableMachine<ChildState, ChildEvent, ChildContext>? {
    track(.state, stateKey)
    guard let running = machine.child(child) else {
      childModels[child.id] = nil
      return nil
    }
    if let model = childModels[child.id]
      as? ObservableMachine<ChildState, ChildEvent, ChildContext>,
      model.machine === running
    {
      return model
    }
    let model = makeModel(running)
    childModels[child.id] = model
    return model
  }
}
