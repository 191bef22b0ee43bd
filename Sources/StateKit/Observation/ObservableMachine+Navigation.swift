extension ObservableMachine {
  /// Whether a state is active, as a binding for a sheet, an alert or a cover: it reads `true`
  /// while the state is active, and dismissing it (writing `false`: a swipe down, an alert's
  /// button) sends `dismiss`, which should leave the state. Writing `true` sends nothing: the
  /// machine's transitions present.
  ///
  /// ```swift
  /// .alert("Sign-in failed", isPresented: model.machine.presentation(of: .error,
  ///   dismiss: .ackError).binding) { Button("OK") {} }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state the presentation shows.
  ///   - dismiss: The event a dismissal sends.
  /// - Returns: The binding.
  public func presentation(of state: State.Case, dismiss: Event) -> MachineBinding<Bool> {
    MachineBinding(
      read: { [self] in matches(state) },
      write: { [self] presented in
        if !presented && current.matches(state) { send(dismiss) }
      })
  }

  /// A value derived from the machine, such as the payload of an active state, as a binding
  /// for `sheet(item:)`, `alert(_:isPresented:presenting:)` or
  /// `navigationDestination(item:)`: it reads `item`'s answer, and dismissing (writing `nil`)
  /// sends `dismiss`.
  ///
  /// ```swift
  /// .sheet(item: model.machine.presentation({ $0.state.editing }, dismiss: .closeEditor).binding)
  /// { draft in EditorView(draft: draft) }
  /// ```
  ///
  /// - Parameters:
  ///   - item: What to present, from the snapshot; `nil` when nothing is.
  ///   - dismiss: The event a dismissal sends.
  /// - Returns: The binding.
  public func presentation<Item>(
    _ item: @escaping @MainActor (Snapshot<State, Event, Context>) -> Item?, dismiss: Event
  ) -> MachineBinding<Item?> {
    MachineBinding(
      read: { [self] in
        track(.state, stateKey)
        track(.context, contextKey)
        return item(current)
      },
      write: { [self] presented in
        if presented == nil && item(current) != nil { send(dismiss) }
      })
  }

  /// A navigation stack's path, derived from the machine, for `NavigationStack(path:)`.
  ///
  /// Reading it maps the snapshot to the screens above the root, bottom first. When the user
  /// goes back (the Back button, a swipe, a pop to the root), the path gets shorter and the
  /// binding sends `back` once for each screen popped, top first, so that the machine leaves
  /// those states. When a `NavigationLink(value:)` pushes a screen, the binding sends
  /// `push`'s event for it, if given. Either way the machine decides: the path read next is
  /// what its states say. Restoring a snapshot therefore restores the screens.
  ///
  /// ```swift
  /// NavigationStack(path: model.machine.navigationPath(screens, back: { _ in .back }).binding) {
  ///   ListView(model: model)
  ///     .navigationDestination(for: Screen.self) { screen in DetailView(screen: screen) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screens: The screens the snapshot shows above the root, bottom first.
  ///   - back: The event that leaves a screen the user popped.
  ///   - push: The event that enters a screen a link pushed; pushes are ignored when `nil`.
  /// - Returns: The binding.
  public func navigationPath<Screen: Equatable>(
    _ screens: @escaping @MainActor (Snapshot<State, Event, Context>) -> [Screen],
    back: @escaping @MainActor (Screen) -> Event,
    push: (@MainActor (Screen) -> Event)? = nil
  ) -> MachineBinding<[Screen]> {
    MachineBinding(
      read: { [self] in
        track(.state, stateKey)
        track(.context, contextKey)
        return screens(current)
      },
      write: { [self] path in
        let shown = screens(current)
        let kept = zip(shown, path).prefix { $0 == $1 }.count
        for screen in shown[kept...].reversed() {
          // Each back is sent only while the machine still shows that screen on top, so that
          // a machine that leaves several screens at once gets one event for them.
          guard screens(current).last == screen else { break }
          send(back(screen))
        }
        if let push {
          for screen in path.dropFirst(kept) { send(push(screen)) }
        }
      })
  }
}
