// RequestStateMachine.swift, from the request tester example, with only the import changed.

import Foundation
import StateKitGameplay  // was: import GameplayKit

class RequestStateMachine: GKStateMachine {
  unowned var request: ERequest
  weak var manager: RequestManager?

  init(states: [GKState], request: ERequest, manager: RequestManager? = nil) {
    self.request = request
    self.manager = manager
    super.init(states: states)
  }
}
