/// A finite state machine of ``GameplayState`` objects: GameplayKit's `GKStateMachine`.
///
/// Create it with one instance of each state class, then choose the first state with
/// ``enter(_:)``. From then on ``enter(_:)`` moves to another registered state if the current
/// state's ``GameplayState/isValidNextState(_:)`` allows it, calling
/// ``GameplayState/willExit(to:)`` on the old state and ``GameplayState/didEnter(from:)`` on the
/// new one. ``update(deltaTime:)`` forwards to the current state. Subclass it to carry context,
/// as GameplayKit users do.
///
/// The behaviour is GameplayKit's, established from Apple's documentation, Apple's header and a
/// public decompilation of GameplayKit; the one deliberate difference is that classes that were
/// not registered are refused. The evidence is in <doc:GameplayKitSemantics>.
///
/// ```swift
/// final class RequestStateMachine: GameplayStateMachine {
///   weak var manager: RequestManager?
/// }
///
/// let machine = RequestStateMachine(states: [PrepareState(), SendState(), CancelState()])
/// machine.enter(PrepareState.self)          // true: the first enter always succeeds
/// machine.canEnterState(SendState.self)     // asks PrepareState.isValidNextState
/// machine.update(deltaTime: 1.0 / 60.0)     // reaches the current state only
/// ```
///
/// ## Threading
///
/// Not `Sendable`: use a machine and its states from one isolation domain, as GameplayKit
/// expects one thread. See <doc:GameplayKitSemantics#Threads-and-isolation>.
open class GameplayStateMachine: CustomStringConvertible {
  /// The state the machine is in, or `nil` before the first successful ``enter(_:)``.
  ///
  /// During ``GameplayState/willExit(to:)`` it is still the state being left; during
  /// ``GameplayState/didEnter(from:)`` it is already the state being entered.
  ///
  /// ```swift
  /// if machine.currentState is CancelState { return }
  /// ```
  public private(set) var currentState: GameplayState?

  /// The registered states, one per class, in the order their classes were first registered.
  ///
  /// Internal: the hook that builds a StateKit definition reads it.
  internal let registeredStates: [GameplayState]

  /// The position in ``registeredStates`` of each registered class, keyed by the exact class.
  private let indexByClass: [ObjectIdentifier: Int]

  /// Creates a machine with the given states and no current state.
  ///
  /// Every instance passed gets this machine as its (weak) ``GameplayState/stateMachine``.
  /// States are identified by their exact class. If two instances of the same class are
  /// passed, the last one is the registered one, as with GameplayKit, whose initializer stores
  /// the states in a dictionary keyed by class; the class keeps the position of its first
  /// occurrence in the registration order that ``transitionGraph()`` reports. An empty array is
  /// allowed (nothing can be entered).
  ///
  /// ```swift
  /// let machine = GameplayStateMachine(states: [IdleState(), WalkState(), RunState()])
  /// ```
  ///
  /// - Parameters:
  ///   - states: One instance of each state class of the machine.
  public init(states: [GameplayState]) {
    var ordered: [GameplayState] = []
    var index: [ObjectIdentifier: Int] = [:]
    ordered.reserveCapacity(states.count)
    for state in states {
      let key = ObjectIdentifier(type(of: state))
      if let position = index[key] {
        ordered[position] = state
      } else {
        index[key] = ordered.count
        ordered.append(state)
      }
    }
    registeredStates = ordered
    indexByClass = index
    for state in states {
      state.stateMachine = self
    }
  }

  /// Returns the registered state of exactly the given class, typed.
  ///
  /// The lookup is by exact class, as in GameplayKit: asking for a superclass of a registered
  /// state's class returns `nil`.
  ///
  /// ```swift
  /// let send = machine.state(forClass: SendState.self)   // SendState?
  /// send?.urlRequest = request
  /// machine.enter(SendState.self)
  /// ```
  ///
  /// - Parameters:
  ///   - stateClass: The class of the state to return.
  /// - Returns: The instance registered for `stateClass`, or `nil` if there is none.
  public func state<StateType: GameplayState>(forClass stateClass: StateType.Type) -> StateType? {
    registeredState(for: stateClass) as? StateType
  }

  /// Returns whether ``enter(_:)`` would succeed for the given class now.
  ///
  /// `true` when the class is registered and either there is no current state yet or the
  /// current state's ``GameplayState/isValidNextState(_:)`` returns `true` for it. Nothing else
  /// is called. (GameplayKit itself does not check registration here; see
  /// <doc:GameplayKitSemantics#Unregistered-classes>.)
  ///
  /// ```swift
  /// cancelButton.isEnabled = machine.canEnterState(CancelState.self)
  /// ```
  ///
  /// - Parameters:
  ///   - stateClass: The class of the state to test.
  /// - Returns: `true` if a transition into the registered state of `stateClass` is allowed.
  open func canEnterState(_ stateClass: AnyClass) -> Bool {
    guard indexByClass[ObjectIdentifier(stateClass)] != nil else { return false }
    guard let currentState else { return true }
    return currentState.isValidNextState(stateClass)
  }

  /// Transitions to the registered state of the given class if that is allowed.
  ///
  /// The order is GameplayKit's: ``canEnterState(_:)`` first; if it is `false` the method
  /// returns `false` and calls nothing else. Otherwise ``GameplayState/willExit(to:)`` runs on
  /// the current state (which is still ``currentState``), ``currentState`` becomes the new state,
  /// ``GameplayState/didEnter(from:)`` runs on the new state, and the method returns `true`.
  /// The first `enter` of a machine always succeeds for a registered class, whatever the state's
  /// ``GameplayState/isValidNextState(_:)`` says, and passes `nil` as the previous state.
  /// Entering the current state's own class is a transition like any other when the state
  /// allows it: `willExit(to: self)`, then `didEnter(from: self)`.
  ///
  /// ## Calling enter from didEnter
  ///
  /// A call made from inside ``GameplayState/didEnter(from:)`` (the request tester example's prepare state enters
  /// the send state this way) runs immediately and completely, nested inside the outer call:
  /// the entered state gets `willExit`, the swap happens, the next state gets `didEnter`, and
  /// only then does control come back to the rest of the first `didEnter`, which now sees the
  /// nested target as ``currentState``. The outer call then returns `true`. Nothing is queued
  /// and nothing is refused. This is what GameplayKit does, on this evidence:
  ///
  /// - Apple's reference page for `GKStateMachine.enter(_:)` gives the order (validity check,
  ///   `willExit`, replacement of `currentState`, `didEnter`, return `true`) and says the first
  ///   `enter` always succeeds; it says nothing to forbid, defer or queue a nested call.
  /// - Apple's `GKStateMachine.h` header documents `enterState:` as a `canEnterState:` check
  ///   followed by the two callbacks, and `canEnterState:` as true whenever there is no current
  ///   state.
  /// - A public decompilation of GameplayKit from iOS 26.1 (the GitHub repository
  ///   EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `GKStateMachine.mm`) shows `enterState:` as
  ///   `canEnterState:` followed by a private `forceEnterState:` that calls `willExit` on the
  ///   current state, reads `currentState` again, stores the new state, and calls `didEnter` as
  ///   its very last step, with no flag, queue or lock. A nested call from `didEnter` therefore
  ///   completes before the outer one returns, and the outer one has nothing left to undo.
  /// - Independent reimplementations of the API, such as Jonathan Fischer's JLFGameplayKit
  ///   (described in his blog series on rebuilding GameplayKit), have the same structure.
  /// - Developers who trigger transitions synchronously from transition callbacks in similar
  ///   libraries report the consequence seen here: the inner transition's callbacks run before
  ///   the outer call finishes (SwiftyStateMachine issue 28, where the maintainer advises
  ///   against it).
  ///
  /// Because `previous` is read after `willExit` returns, a call to `enter` from *inside*
  /// ``GameplayState/willExit(to:)`` is overridden by the outer transition; see
  /// <doc:GameplayKitSemantics#Entering-from-willExit>. StateKit's own runtime queues events
  /// instead (run to completion); this module deliberately keeps GameplayKit's behaviour.
  ///
  /// ```swift
  /// final class PrepareState: GameplayState {
  ///   override func didEnter(from previousState: GameplayState?) {
  ///     stateMachine?.enter(SendState.self)   // SendState.didEnter runs before this returns
  ///     // Here stateMachine?.currentState is already SendState.
  ///   }
  /// }
  /// machine.enter(PrepareState.self)          // true; currentState is SendState
  /// ```
  ///
  /// - Parameters:
  ///   - stateClass: The class of the registered state to enter.
  /// - Returns: `true` if the transition happened; `false` if the class is not registered or the
  ///   current state does not allow it, in which case nothing was called and nothing changed.
  @discardableResult
  open func enter(_ stateClass: AnyClass) -> Bool {
    guard canEnterState(stateClass), let next = registeredState(for: stateClass) else {
      return false
    }
    currentState?.willExit(to: next)
    // Read again after willExit, as GameplayKit's forceEnterState: does.
    let previous = currentState
    currentState = next
    next.didEnter(from: previous)
    return true
  }

  /// Forwards a per-frame update to the current state only.
  ///
  /// Does nothing before the first ``enter(_:)``. Other registered states are not called.
  ///
  /// ```swift
  /// override func update(_ currentTime: TimeInterval) {   // in an SKScene
  ///   machine.update(deltaTime: currentTime - lastTime)
  ///   lastTime = currentTime
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - seconds: The time since the previous update, in seconds (Foundation's `TimeInterval`).
  open func update(deltaTime seconds: Double) {
    currentState?.update(deltaTime: seconds)
  }

  /// A textual representation of the machine: its class and current state.
  ///
  /// ```swift
  /// print(machine) // "RequestStateMachine(currentState: SendState)"
  /// ```
  open var description: String {
    "\(type(of: self))(currentState: \(currentState?.description ?? "nil"))"
  }

  /// The registered state of exactly `stateClass`, untyped.
  internal func registeredState(for stateClass: AnyClass) -> GameplayState? {
    indexByClass[ObjectIdentifier(stateClass)].map { registeredStates[$0] }
  }
}
