/// Declares work that runs while the enclosing state is active, started with the payload of the
/// event that entered it, typed.
///
/// The event is named by its payload accessor's key path, as in the typed `On`: the work gets
/// the payload when the state was entered by that event. Entered otherwise (by another event,
/// or restored from a snapshot), the work ends at once and `body` is not called.
///
/// ```swift
/// StateNode(.startSearch) {
///   Invoke("load results", with: \.search) { query in
///     .resultsLoaded(try await api.rows(for: query))
///   } catch: { error in
///     .failed("\(error)")
///   }
/// }
/// ```
///
/// - Parameters:
///   - name: A name for diagrams, traces and logs.
///   - payload: The entering event's payload accessor.
///   - body: The work; receives the payload and returns the event to send back, if any.
///   - catch: Turns an error the work throws into an event, if any.
/// - Returns: The work, for a ``StateBuilder``.
public func Invoke<S: MachineState, E: MachineEvent, C: Sendable, P: Sendable>(
  _ name: String,
  with payload: KeyPath<E, P?> & Sendable,
  _ body: @escaping @Sendable (P) async throws -> E?,
  catch: @escaping @Sendable (any Error) -> E? = { _ in nil }
) -> StateContent<S, E, C> {
  Invoke(
    name,
    { (input: WorkInput<E, C>) in
      guard let carried = input.event?[keyPath: payload] else { return nil }
      return try await body(carried)
    }, catch: `catch`)
}
