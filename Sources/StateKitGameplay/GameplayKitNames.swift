// GameplayKit's names, only where GameplayKit does not exist.
//
// On Apple platforms that have GameplayKit (macOS, iOS, tvOS, visionOS, Mac Catalyst) this
// module exports no `GK` name, so a file may import both GameplayKit and StateKitGameplay
// without ambiguity. Elsewhere (Linux, Windows, watchOS, Android) the aliases let code written
// for GameplayKit compile with only its import changed. See the PortingFromGameplayKit article.

#if !canImport(GameplayKit)
  /// GameplayKit's name for ``GameplayStateMachine``, available where GameplayKit is not.
  ///
  /// On platforms without GameplayKit, code written against GameplayKit compiles unchanged
  /// except for its import.
  ///
  /// ```swift
  /// import StateKitGameplay   // was: import GameplayKit
  ///
  /// final class RequestStateMachine: GKStateMachine {
  ///   weak var manager: RequestManager?
  /// }
  /// ```
  public typealias GKStateMachine = GameplayStateMachine

  /// GameplayKit's name for ``GameplayState``, available where GameplayKit is not.
  ///
  /// On platforms without GameplayKit, state subclasses written against GameplayKit compile
  /// unchanged except for their import.
  ///
  /// ```swift
  /// import StateKitGameplay   // was: import GameplayKit
  ///
  /// final class CancelState: GKState {
  ///   override func isValidNextState(_ stateClass: AnyClass) -> Bool {
  ///     stateClass == PrepareState.self
  ///   }
  /// }
  /// ```
  public typealias GKState = GameplayState
#endif
