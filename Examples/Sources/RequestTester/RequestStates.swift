// The request tester example's states, on StateKitGameplay's GameplayKit API (`GKState`/`GKStateMachine` are its
// names where GameplayKit does not exist; on Apple platforms this file would import GameplayKit).
//
//   prepare ──▶ send ──▶ response ──▶ prepare (send again)
//      │          │
//      └──────────┴──▶ cancel ──▶ prepare
//
// The states say which state may follow (`isValidNextState`) and hand their work to the
// request's manager when entered (`didEnter(from:)`), as in the article.

import Foundation
import StateKitGameplay

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The state machine of one request (the request tester example's `RequestStateMachine`).
///
/// GameplayKit machines are used from one thread; this one lives on the main actor with its
/// ``RequestManager``, which is the only code that calls `enter(_:)`.
public final class RequestStateMachine: GameplayStateMachine {
  /// The manager that does each state's work.
  public internal(set) weak var manager: RequestManager?

  init(manager: RequestManager) {
    self.manager = manager
    super.init(states: [
      RequestPrepareState(), RequestSendState(), RequestResponseState(), RequestCancelState(),
    ])
  }

  /// Runs a state's work on the manager. States are entered only by the manager, on the main
  /// actor, so this is where the GameplayKit callbacks rejoin it.
  fileprivate func withManager(_ work: @MainActor (RequestManager) -> Void) {
    guard let manager else { return }
    MainActor.assumeIsolated { work(manager) }
  }
}

/// The user tapped Go: the request is being filled in from the environment and checked.
public final class RequestPrepareState: GameplayState {
  public override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    stateClass == RequestSendState.self || stateClass == RequestCancelState.self
  }

  public override func didEnter(from previousState: GameplayState?) {
    (stateMachine as? RequestStateMachine)?.withManager { $0.prepareRequest() }
  }
}

/// The request was sent; waiting for the response.
public final class RequestSendState: GameplayState {
  /// The prepared request.
  public internal(set) var urlRequest: URLRequest?

  public override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    stateClass == RequestResponseState.self || stateClass == RequestCancelState.self
  }

  public override func didEnter(from previousState: GameplayState?) {
    guard let urlRequest else { return }
    (stateMachine as? RequestStateMachine)?.withManager { $0.sendRequest(urlRequest) }
  }
}

/// The response (or the transport error) arrived.
public final class RequestResponseState: GameplayState {
  /// What arrived.
  public internal(set) var response: ResponseRecord?

  public override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    stateClass == RequestPrepareState.self
  }

  public override func didEnter(from previousState: GameplayState?) {
    guard let response else { return }
    (stateMachine as? RequestStateMachine)?.withManager { $0.viewResponse(response) }
  }
}

/// The request was cancelled: by the user, or because it could not be prepared.
public final class RequestCancelState: GameplayState {
  /// Why.
  public internal(set) var reason = ""

  public override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    stateClass == RequestPrepareState.self
  }

  public override func didEnter(from previousState: GameplayState?) {
    let reason = reason
    (stateMachine as? RequestStateMachine)?.withManager { $0.requestDidCancel(reason) }
  }
}
