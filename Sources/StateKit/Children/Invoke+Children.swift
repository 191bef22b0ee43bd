/// Holds a collection of child machines while the enclosing state is active: children of one
/// definition, each under an id, spawned and stopped by the parent's actions.
///
/// - **Lifetime.** The collection starts empty when the state is entered, at the end of the
///   macrostep; in a parent restored from a snapshot, it starts with the children the
///   snapshot holds (see <doc:MachinesOfMachines>). ``Action/spawn(_:_:)`` starts a child,
///   ``Action/stop(_:id:)`` stops one, and a child that reaches a top-level final state leaves
///   by itself, unless the collection keeps finished children
///   (``ChildMachines/keepsFinished``). When the state is exited, every child is stopped: its work is cancelled, its
///   timers are dropped, and nothing it sends afterwards reaches the parent.
/// - **Parent to child.** ``Action/send(_:to:id:)`` and ``Action/send(_:toEach:)``; the app
///   reaches the children through the parent with ``Machine/children(_:)``.
/// - **Child to parent.** Every report carries the child's id: `emitted` maps an event it
///   emits (``Action/emit(_:)``, or one it makes from its context
///   with ``Action/emit(_:_:)``), `done` its final snapshot, `failed` a runaway macrostep. Each
///   reaches the parent as an external event, after the macrostep it is processing. A
///   finished child has left the collection when its `done` event is processed.
/// - **Guards.** ``Guard/children(_:_:_:)`` reads the collection: how many children run, and
///   how many are in each state.
///
/// ```swift
/// StateNode(.list) {
///   Invoke(downloads, done: { url, _ in .finished(url) })
///   On(\.finished, actions: [.send(.start, to: downloads) { context, _ in context.queue.first }])
/// }
/// ```
///
/// - Parameters:
///   - children: The collection.
///   - emitted: Maps an event a child emits, with its id, to a parent event; `nil` drops it.
///   - done: Maps a child's final snapshot, with its id, to a parent event.
///   - failed: Maps the report of a child macrostep that ran away, with its id, to a parent
///     event.
/// - Returns: Content for a ``StateBuilder``.
@inlinable
public func Invoke<
  S: MachineState, E: MachineEvent, C: Sendable, ID, ChildState, ChildEvent, ChildContext
>(
  _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
  emitted: (@Sendable (ID, ChildEvent) -> E?)? = nil,
  done: (@Sendable (ID, Snapshot<ChildState, ChildEvent, ChildContext>) -> E?)? = nil,
  failed: (@Sendable (ID, RunawayMacrostep) -> E?)? = nil
) -> StateContent<S, E, C> {
  // The watchers are made here, where the types are known, so that a child's step is counted
  // by specialized code; each captures its roster at its type.
  childCollection(
    children, emitted: emitted, done: done, failed: failed,
    makeWatcher: { roster, slot in
      ChildWatcher(
        slot: slot,
        onStep: { watcher, active in roster.childStepped(watcher, active) },
        onReport: { watcher, report in roster.childReported(watcher, report) })
    })
}

/// The content ``Invoke(_:emitted:done:failed:)`` declares: work that makes the collection's
/// roster when the state is entered, with the children a restore brought back, and closes it
/// when the state is exited.
@usableFromInline
func childCollection<
  S: MachineState, E: MachineEvent, C: Sendable, ID, ChildState, ChildEvent, ChildContext
>(
  _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>,
  emitted: (@Sendable (ID, ChildEvent) -> E?)?,
  done: (@Sendable (ID, Snapshot<ChildState, ChildEvent, ChildContext>) -> E?)?,
  failed: (@Sendable (ID, RunawayMacrostep) -> E?)?,
  makeWatcher:
    @escaping @Sendable (ChildRoster<ID, ChildState, ChildEvent, ChildContext>, Int) ->
    ChildWatcher
) -> StateContent<S, E, C> {
  let collection = children.id
  let definition = children.definition
  let attach: @Sendable (WorkInput<E, C>) -> @Sendable () -> Void = { work in
    guard let parent = work.machine?() as? Machine<S, E, C> else { return {} }
    let reports = ChildRoster<ID, ChildState, ChildEvent, ChildContext>.Reports(
      emitted: { id, event in if let mapped = emitted?(id, event) { work.send(mapped) } },
      done: { id, final in if let mapped = done?(id, final) { work.send(mapped) } },
      failed: { id, runaway in if let mapped = failed?(id, runaway) { work.send(mapped) } })
    let roster = ChildRoster(
      collection: collection, definition: definition, keepsFinished: children.keepsFinished,
      environment: MachineEnvironment(
        scheduler: parent.environment.scheduler, log: parent.environment.log, emit: nil,
        replaysWork: parent.environment.replaysWork),
      reports: reports, makeWatcher: makeWatcher,
      announce: { [weak parent] id, child in parent?.announceChild(id, child) })
    parent.rosterStarted(collection, roster)
    // A restored parent brings back the children its snapshot holds, in their order.
    if let restored = parent.takeRestoredCollection(collection)
      as? CollectionSnapshots<ID, ChildState, ChildEvent, ChildContext>
    {
      for member in restored.members { roster.restore(member.id, member.snapshot) }
    }
    return { [weak parent] in
      parent?.rosterStopped(collection, roster)
      roster.close()
    }
  }
  return StateContent(
    kind: .work(
      Work(
        name: "children \(collection)", attach: attach,
        collection: (collection, children as any Sendable, emitted != nil))))
}
