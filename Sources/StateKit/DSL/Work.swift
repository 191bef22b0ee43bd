/// Asynchronous work a state runs while it is active: started when the state is entered,
/// cancelled when it is exited.
///
/// Declare it with ``Invoke(_:_:catch:)`` or ``Invoke(_:events:catch:)``. The work receives a
/// ``WorkInput``: the context and the event that entered the state, and a way to send events
/// back. Once the state is exited, nothing the work sends reaches the machine, even when the
/// send races with the exit.
public struct Work<Event: MachineEvent, Context: Sendable>: Sendable {
  /// A name for diagrams and inspection.
  public let name: String
  @usableFromInline let run: @Sendable (WorkInput<Event, Context>) async -> Void
  /// For work started synchronously (``init(name:attach:)``): starts it on the processing
  /// thread and returns what cancels it.
  @usableFromInline package let attach:
    (@Sendable (WorkInput<Event, Context>) -> @Sendable () -> Void)?
  /// The child machine this work runs (``Invoke(_:input:emitted:done:failed:)``): its id, its
  /// `MachineDefinition`, and whether the parent maps the child's output (`done`) and what it
  /// emits (`emitted`) to events of its own. `nil` for other work.
  package let child: ChildRecord?
  /// The collection of child machines this work holds (``Invoke(_:emitted:done:failed:)``):
  /// its id, its ``ChildMachines``, by which a restore finds the definition of its persisted
  /// children and an export names it, and whether the parent maps the events its children
  /// emit (`emitted`), which validation checks. `nil` for other work.
  package let collection: CollectionRecord?

  /// Whether it runs a child machine or holds a collection of them: work a replay runs, where
  /// it delivers what other work sent.
  @usableFromInline var runsChildren: Bool { child != nil || collection != nil }

  /// Creates work from a body that sends its own events.
  ///
  /// - Parameters:
  ///   - name: A name for diagrams and inspection.
  ///   - run: The work. It should return promptly when its task is cancelled.
  public init(name: String, run: @escaping @Sendable (WorkInput<Event, Context>) async -> Void) {
    self.name = name
    self.run = run
    self.attach = nil
    self.child = nil
    self.collection = nil
  }

  /// Creates work that the runtime starts synchronously, on the thread that processes the
  /// macrostep that entered the state, right where an asynchronous body would be started in a
  /// task; it is cancelled, on the processing thread too, when the state is exited. For work
  /// that is itself driven by events, such as a child machine.
  ///
  /// - Parameters:
  ///   - name: A name for diagrams and inspection.
  ///   - attach: Starts the work and returns what cancels it. What it sends through its input
  ///     is checked against the state's run like any work's events. It must not block.
  ///   - child: The child machine it runs, for the tools that show or export it.
  ///   - collection: The collection of child machines it holds, for restores.
  package init(
    name: String,
    attach: @escaping @Sendable (WorkInput<Event, Context>) -> @Sendable () -> Void,
    child: ChildRecord? = nil, collection: CollectionRecord? = nil
  ) {
    self.name = name
    self.attach = attach
    self.child = child
    self.collection = collection
    // Run as a task (nothing in the runtime does that), the work lasts until it is cancelled.
    self.run = { input in
      let cancel = attach(input)
      let (stream, continuation) = AsyncStream<Never>.makeStream()
      await withTaskCancellationHandler {
        for await _ in stream {}
      } onCancel: {
        continuation.finish()
      }
      cancel()
    }
  }
}

/// What tools and restores read of a collection that work holds: its id, its
/// ``ChildMachines`` (as ``ChildCollectionDescribing``, whatever its types), and whether the
/// parent maps the events its children emit.
package typealias CollectionRecord = (
  id: String, children: any Sendable, mapsEmitted: Bool
)

/// What tools know of the child machine a state runs (``Work/child``): its id, its
/// `MachineDefinition`, which of the child's reports the parent turns into its own events, and
/// the names of those events as far as they are known without running the child.
package typealias ChildRecord = (
  id: String, definition: any Sendable, mapsDone: Bool, mapsEmitted: Bool,
  reportNames: ChildReportNames
)

/// What state-scoped work receives when its state is entered.
public struct WorkInput<Event: MachineEvent, Context: Sendable>: Sendable {
  /// The context when the work started.
  public let context: Context
  /// The event whose macrostep entered the state (`nil` on the initial entry or a restore).
  public let event: Event?
  @usableFromInline let sender: @Sendable (Event) -> Bool
  /// The machine that runs the work, while it exists: what a child machine registers with
  /// (``Invoke(_:input:emitted:done:failed:)``). `nil` for an input made outside a machine.
  @usableFromInline package let machine: (@Sendable () -> (any AnyObject & Sendable)?)?

  /// Creates an input (the runtime does this; tests may too).
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - event: The entering event.
  ///   - send: Delivers an event; returns `false` when it was dropped.
  public init(context: Context, event: Event?, send: @escaping @Sendable (Event) -> Bool) {
    self.init(context: context, event: event, send: send, machine: nil)
  }

  /// Creates the input of work a machine starts.
  ///
  /// - Parameters:
  ///   - context: The context.
  ///   - event: The entering event.
  ///   - send: Delivers an event; returns `false` when it was dropped.
  ///   - machine: Returns the machine while it exists.
  @usableFromInline package init(
    context: Context, event: Event?, send: @escaping @Sendable (Event) -> Bool,
    machine: (@Sendable () -> (any AnyObject & Sendable)?)?
  ) {
    self.context = context
    self.event = event
    self.sender = send
    self.machine = machine
  }

  /// Sends an event to the machine, if the state that started this work is still active.
  ///
  /// - Parameter event: The event.
  /// - Returns: `true` when the machine accepted it; `false` when the state was exited (the
  ///   event is dropped).
  @discardableResult
  public func send(_ event: Event) -> Bool { sender(event) }
}

/// Declares work the enclosing state runs while it is active, whose result becomes an event.
///
/// ```swift
/// StateNode(.loading) {
///   Invoke("search") { input in
///     let hits = try await api.search(input.context.query)
///     return .success(hits)
///   } catch: { error in
///     .failure(error.localizedDescription)
///   }
///   On(.success, to: .searchResults)
///   On(.failure, to: .error)
///   On(.cancel, to: .start)   // leaving loading cancels the request
/// }
/// ```
///
/// - Parameters:
///   - name: A name for diagrams and inspection.
///   - body: The work; its return value (if any) is sent when it finishes.
///   - catch: Maps an error thrown by `body` to an event (`nil` sends nothing). Cancellation
///     is not reported.
/// - Returns: Content for a ``StateBuilder``.
public func Invoke<S: MachineState, E: MachineEvent, C: Sendable>(
  _ name: String,
  _ body: @escaping @Sendable (WorkInput<E, C>) async throws -> E?,
  catch: @escaping @Sendable (any Error) -> E? = { _ in nil }
) -> StateContent<S, E, C> {
  StateContent(
    kind: .work(
      Work(name: name) { input in
        do {
          if let event = try await body(input) { input.send(event) }
        } catch is CancellationError {
        } catch {
          if !Task.isCancelled, let event = `catch`(error) { input.send(event) }
        }
      }))
}

/// Declares work that produces a sequence of events while the enclosing state is active.
///
/// Every element is sent to the machine; iteration stops when the state is exited.
///
/// - Parameters:
///   - name: A name for diagrams and inspection.
///   - events: Makes the sequence from the input.
///   - catch: Maps an error thrown by the sequence to an event.
/// - Returns: Content for a ``StateBuilder``.
public func Invoke<S: MachineState, E: MachineEvent, C: Sendable, Events: AsyncSequence & Sendable>(
  _ name: String,
  events: @escaping @Sendable (WorkInput<E, C>) -> Events,
  catch: @escaping @Sendable (any Error) -> E? = { _ in nil }
) -> StateContent<S, E, C> where Events.Element == E {
  StateContent(
    kind: .work(
      Work(name: name) { input in
        do {
          for try await event in events(input) {
            if Task.isCancelled || !input.send(event) { return }
          }
        } catch is CancellationError {
        } catch {
          if !Task.isCancelled, let event = `catch`(error) { input.send(event) }
        }
      }))
}

/// Identifies one run of a state's work: the state, which of its works, and a generation that
/// is new every time the state is entered.
public struct WorkID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The node index of the state that runs the work.
  public let state: Int
  /// Which of the state's works.
  public let index: Int
  /// Distinguishes successive entries of the same state.
  public let generation: UInt64

  /// Creates a work id.
  ///
  /// - Parameters:
  ///   - state: The node index of the state.
  ///   - index: Which of the state's works.
  ///   - generation: The run.
  public init(state: Int, index: Int, generation: UInt64) {
    self.state = state
    self.index = index
    self.generation = generation
  }

  public var description: String { "work(\(state).\(index)#\(generation))" }
}

/// A state's work, started by a macrostep: everything the runtime needs to run it.
public struct WorkStart<Event: MachineEvent, Context: Sendable>: Sendable {
  /// Which run of which work.
  public let id: WorkID
  /// The work.
  public let work: Work<Event, Context>
  /// The context when the state's macrostep ended.
  public let context: Context
  /// The event that entered the state.
  public let event: Event?

  @usableFromInline init(id: WorkID, work: Work<Event, Context>, context: Context, event: Event?) {
    self.id = id
    self.work = work
    self.context = context
    self.event = event
  }
}
