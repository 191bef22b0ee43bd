import Foundation
import RequestTester
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport whose responses arrive when the test says, even after the request was
/// cancelled: a response already on its way.
final class ControlledTransport: HTTPTransport {
  private let pending = Mutex<[(URLRequest, CheckedContinuation<(Data, HTTPURLResponse), Never>)]>(
    [])
  private let arrived = Mutex<[CheckedContinuation<Void, Never>]>([])

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    await withCheckedContinuation { continuation in
      pending.withLock { $0.append((request, continuation)) }
      let waiters = arrived.withLock { waiters in
        defer { waiters = [] }
        return waiters
      }
      for waiter in waiters { waiter.resume() }
    }
  }

  var count: Int { pending.withLock { $0.count } }

  /// Waits until `count` requests are pending.
  func waitForPending(_ count: Int) async {
    while self.count < count {
      await withCheckedContinuation { continuation in
        let ready = pending.withLock { $0.count >= count }
        if ready {
          continuation.resume()
        } else {
          arrived.withLock { $0.append(continuation) }
        }
      }
    }
  }

  /// Answers the oldest pending request.
  func respond(status: Int = 200, body: String = "late") {
    let (request, continuation) = pending.withLock { $0.removeFirst() }
    let response = HTTPURLResponse(
      url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!
    continuation.resume(returning: (Data(body.utf8), response))
  }
}
