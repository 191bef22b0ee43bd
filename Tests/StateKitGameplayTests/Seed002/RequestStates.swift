// RequestStates.swift, from the request tester example, with the import changed. One fix, marked below: the
// article read `error.code` from a plain `Error`, which does not compile.

import Foundation
import StateKitGameplay  // was: import GameplayKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Notification.Name {
  static let extrapolateDidFail = Notification.Name("extrapolate-did-fail")
  static let invalidURL = Notification.Name("invalid-url")
}

/// User has tapped the Go button and the request is being processed for sending.
class RequestPrepareState: GKState {
  unowned var request: ERequest
  let nc = NotificationCenter.default

  init(_ request: ERequest) {
    self.request = request
    super.init()
  }

  override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    return stateClass == RequestSendState.self || stateClass == RequestCancelState.self
  }

  override func didEnter(from previousState: GKState?) {
    guard let fsm = self.stateMachine as? RequestStateMachine, let man = fsm.manager else { return }
    do {
      try man.prepareRequest()
    } catch let error {
      // Fixed: the article compared `error.code` with `AppError.<case>.code`.
      if let error = error as? AppError {
        switch error {
        case .extrapolate:
          self.nc.post(
            name: .extrapolateDidFail, object: self,
            userInfo: [
              "msg": "Extrapolating env variables failed. Please check the variables and env."
            ])
        case .invalidURL:
          self.nc.post(
            name: .invalidURL, object: self,
            userInfo: ["msg": "Constructing the request failed. Please check the URL format."])
        }
      }
      fsm.enter(RequestCancelState.self)
    }
  }
}

/// The request has be constructed and has been send to the server, and waiting for response.
class RequestSendState: GKState {
  unowned var request: ERequest
  var urlReq: URLRequest?

  init(_ request: ERequest) {
    self.request = request
    super.init()
  }

  override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    return stateClass == RequestResponseState.self || stateClass == RequestCancelState.self
  }

  override func didEnter(from previousState: GKState?) {
    guard let fsm = self.stateMachine as? RequestStateMachine, let man = fsm.manager,
      let urlReq = self.urlReq
    else { return }
    man.sendRequest(urlReq)
  }
}

/// The response has been obtained.
class RequestResponseState: GKState {
  unowned var request: ERequest
  var urlRequest: URLRequest?
  var response: HTTPURLResponse?
  var metrics: URLSessionTaskMetrics?
  var error: Error?
  let nc = NotificationCenter.default
  var result: Result<(Data, HTTPURLResponse, URLSessionTaskMetrics?), Error>?
  var elapsed: Int = 0  // ms
  var responseBodyData: Data?  // response body data
  var data: ResponseData?

  init(_ request: ERequest) {
    self.request = request
    super.init()
  }

  override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    return stateClass == RequestPrepareState.self
  }

  override func didEnter(from previousState: GKState?) {
    guard let fsm = self.stateMachine as? RequestStateMachine, let man = fsm.manager,
      let data = self.data
    else { return }
    man.viewResponseScreen(data: data)
  }
}

/// User cancels the request
class RequestCancelState: GKState {
  unowned var request: ERequest

  init(_ request: ERequest) {
    self.request = request
    super.init()
  }

  override func isValidNextState(_ stateClass: AnyClass) -> Bool {
    return stateClass == RequestPrepareState.self
  }

  override func didEnter(from previousState: GKState?) {
    guard let fsm = self.stateMachine as? RequestStateMachine, let man = fsm.manager else { return }
    man.requestDidCancel()
  }
}
