/// The abstract superclass for one state of a ``GameplayStateMachine``: GameplayKit's `GKState`.
///
/// Subclass it once per state, exactly as you would subclass `GKState`: override
/// ``isValidNextState(_:)`` to say which state classes may follow this one, and
/// ``didEnter(from:)``, ``willExit(to:)`` and ``update(deltaTime:)`` for the work that belongs
/// to the state. Register one instance of each subclass with
/// ``GameplayStateMachine/init(states:)``; the machine identifies states by their exact class.
///
/// Where GameplayKit does not exist (Linux, Windows, watchOS), `GKState` is an alias of this
/// class, so code written against GameplayKit compiles after changing only its import. See
/// <doc:PortingFromGameplayKit>.
///
/// ```swift
/// final class IdleState: GameplayState {
///   override func isValidNextState(_ stateClass: AnyClass) -> Bool {
///     stateClass == WalkState.self
///   }
///
///   override func didEnter(from previousState: GameplayState?) {
///     print("idle, coming from \(previousState?.description ?? "nowhere")")
///   }
/// }
/// ```
///
/// ## Threading
///
/// A state is not `Sendable`. GameplayKit expects a state machine and its states to be used
/// from one thread; here, keep a machine and all its states in one isolation domain (the main
/// actor, one actor, or one task). See <doc:GameplayKitSemantics#Threads-and-isolation>.
///
/// ## Equality
///
/// Two states are equal only if they are the same instance, and the hash is the instance's
/// identity, as with `NSObject`'s defaults that `GKState` inherits. This lets ported code compare
/// `stateMachine?.currentState == someState`.
open class GameplayState: CustomStringConvertible {
  /// The state machine this state is registered with, or `nil`.
  ///
  /// The reference is weak, as in GameplayKit: the machine owns its states, never the reverse.
  /// It is set by ``GameplayStateMachine/init(states:)`` and becomes `nil` when that machine is
  /// deallocated. A state that was never registered has `nil`.
  ///
  /// ```swift
  /// override func didEnter(from previousState: GameplayState?) {
  ///   guard let machine = stateMachine as? RequestStateMachine else { return }
  ///   machine.enter(SendState.self)
  /// }
  /// ```
  public internal(set) weak var stateMachine: GameplayStateMachine?

  /// Creates a state that is not yet registered with any machine.
  ///
  /// Subclasses call it from their own initializers, as they would call `GKState`'s `init()`.
  ///
  /// ```swift
  /// final class LoadingState: GameplayState {
  ///   let url: String
  ///
  ///   init(url: String) {
  ///     self.url = url
  ///     super.init()
  ///   }
  /// }
  /// ```
  public init() {}

  /// Returns whether a machine in this state may transition into a state of the given class.
  ///
  /// ``GameplayStateMachine/canEnterState(_:)`` and ``GameplayStateMachine/enter(_:)`` ask the
  /// current state this question. The default answer is `true` for every class (GameplayKit's
  /// default answers `true` for every `GKState` subclass; classes that are not registered are
  /// refused by the machine before this method is asked). Override it to restrict the
  /// transitions. Keep it free of side effects: the machine may ask it at any time, and
  /// ``GameplayStateMachine/transitionGraph()`` asks it about every registered class.
  ///
  /// ```swift
  /// override func isValidNextState(_ stateClass: AnyClass) -> Bool {
  ///   stateClass == SendState.self || stateClass == CancelState.self
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - stateClass: The class of the state the machine is asked to enter.
  /// - Returns: `true` if a transition from this state into a state of `stateClass` is allowed.
  open func isValidNextState(_ stateClass: AnyClass) -> Bool {
    true
  }

  /// Performs the work of entering this state.
  ///
  /// The machine calls it after ``willExit(to:)`` on the previous state and after
  /// ``GameplayStateMachine/currentState`` has become this state. Calling
  /// ``GameplayStateMachine/enter(_:)`` from here is allowed and runs the nested transition at
  /// once, before this method returns; see ``GameplayStateMachine/enter(_:)``. The default
  /// implementation does nothing.
  ///
  /// ```swift
  /// override func didEnter(from previousState: GameplayState?) {
  ///   spinner.startAnimating()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - previousState: The state the machine left, or `nil` when this is the machine's first
  ///     state.
  open func didEnter(from previousState: GameplayState?) {}

  /// Performs the work of leaving this state.
  ///
  /// The machine calls it while ``GameplayStateMachine/currentState`` is still this state, just
  /// before the swap to `nextState`. The default implementation does nothing. Do not call
  /// ``GameplayStateMachine/enter(_:)`` from here: GameplayKit then finishes the outer transition
  /// over the nested one (see <doc:GameplayKitSemantics#Entering-from-willExit>).
  ///
  /// ```swift
  /// override func willExit(to nextState: GameplayState) {
  ///   spinner.stopAnimating()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - nextState: The registered state the machine is about to enter.
  open func willExit(to nextState: GameplayState) {}

  /// Performs per-frame (or per-tick) work while this state is current.
  ///
  /// ``GameplayStateMachine/update(deltaTime:)`` forwards to the current state only. The
  /// parameter is a `Double`, the type that Foundation's `TimeInterval` names, so an override
  /// spelled with `TimeInterval` matches. The default implementation does nothing.
  ///
  /// ```swift
  /// override func update(deltaTime seconds: Double) {
  ///   elapsed += seconds
  ///   if elapsed > 2 { stateMachine?.enter(IdleState.self) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: The time since the previous update, in seconds.
  open func update(deltaTime seconds: Double) {}

  /// A textual representation of the state: its class name.
  ///
  /// Override it as you would override `NSObject`'s `description` on a `GKState`.
  ///
  /// ```swift
  /// print(machine.currentState?.description ?? "no state") // "IdleState"
  /// ```
  open var description: String {
    String(describing: type(of: self))
  }
}

extension GameplayState: Hashable {
  /// Returns whether two states are the same instance.
  ///
  /// States are identities (one instance per class per machine), so equality is `===`.
  ///
  /// ```swift
  /// if machine.currentState == machine.state(forClass: IdleState.self) { ... }
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A state.
  ///   - rhs: Another state.
  /// - Returns: `true` if `lhs` and `rhs` are the same object.
  public static func == (lhs: GameplayState, rhs: GameplayState) -> Bool {
    lhs === rhs
  }

  /// Hashes the state's identity.
  ///
  /// Consistent with ``==(_:_:)``: the hash is that of the instance's `ObjectIdentifier`.
  ///
  /// ```swift
  /// var visited: Set<GameplayState> = []
  /// visited.insert(state)
  /// ```
  ///
  /// - Parameters:
  ///   - hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
