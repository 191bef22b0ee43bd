extension ObservableMachine {
  /// The selected child of a collection, as a binding for a detail screen:
  /// `navigationDestination(item:)` in SwiftUI, a pushed view controller in UIKit.
  ///
  /// Reading it maps the snapshot to the selected id (typically a field of the context) and
  /// answers the child running under that id, with its observable machine; `nil` when nothing
  /// is selected or no child runs under the selected id. Going back (the Back button, a swipe,
  /// writing `nil`) sends `back` while an id is selected, so that the machine clears the
  /// selection. When a `NavigationLink` shows a child, the binding sends `push`'s event for its
  /// id, if given. Either way the machine decides: the detail read next is what its snapshot
  /// says. A snapshot holds the selection and the collection's children, so restoring it brings
  /// the detail back.
  ///
  /// ```swift
  /// NavigationStack {
  ///   RequestList(model: model)
  ///     .navigationDestination(
  ///       item: model.board.selectedChild(
  ///         requests, selection: { $0.context.selected }, back: .closeDetail
  ///       ).binding
  ///     ) { request in RequestDetail(request: request.machine) }
  /// }
  /// ```
  ///
  /// Reading it registers for changes of the parent's state and context and of who runs in the
  /// collection, as ``child(_:id:)`` does; the detail's own changes invalidate only the views
  /// that read the child.
  ///
  /// - Parameters:
  ///   - children: The collection, as the parent's definition declares it.
  ///   - selection: The selected id, from the snapshot; `nil` when nothing is selected.
  ///   - back: The event that clears the selection when the user leaves the detail.
  ///   - push: The event that selects a child a link showed; such writes are ignored when
  ///     `nil`.
  /// - Returns: The binding.
  public func selectedChild<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
    selection: @escaping @MainActor (Snapshot<State, Event, Context>) -> ID?,
    back: Event,
    push: (@MainActor (ID) -> Event)? = nil
  ) -> MachineBinding<ObservedChild<ID, ChildState, ChildEvent, ChildContext>?> {
    MachineBinding(
      read: { [self] in
        track(.state, stateKey)
        track(.context, contextKey)
        guard let id = selection(current), let machine = child(children, id: id) else {
          return nil
        }
        return ObservedChild(id: id, machine: machine)
      },
      write: { [self] shown in
        let selected = selection(current)
        if let shown {
          if let push, shown.id != selected { send(push(shown.id)) }
        } else if selected != nil {
          send(back)
        }
      })
  }
}

extension ObservedChild: Hashable {
  /// Whether two values are the same running child: the same id and the same machine. A child
  /// stopped and spawned again under its id is a new value, so a destination keyed by it
  /// shows the new child.
  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.machine === rhs.machine
  }

  /// Hashes the id and the machine's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(ObjectIdentifier(machine))
  }
}
