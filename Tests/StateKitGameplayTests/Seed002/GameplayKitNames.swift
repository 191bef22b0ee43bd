import StateKitGameplay

// StateKitGameplay exports `GKState`/`GKStateMachine` only where GameplayKit does not exist.
// On Apple platforms this test module does not import GameplayKit, so it declares the two
// names itself (internal to the module) and the article's code below stays word for word.
#if canImport(GameplayKit)
  typealias GKStateMachine = GameplayStateMachine
  typealias GKState = GameplayState
#endif
