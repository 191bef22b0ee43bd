import Foundation
import Synchronization

/// Records the notifications one object posts on the default center while it is alive.
///
/// Filtering on the posting object keeps parallel tests apart. Notifications are delivered
/// synchronously on the posting thread (the observer has no queue).
final class NotificationRecorder {
  private final class Storage: Sendable {
    let messages = Mutex<[String]>([])
  }

  private let storage = Storage()
  private var tokens: [any NSObjectProtocol] = []

  init(names: [Notification.Name], object: AnyObject) {
    let storage = self.storage
    for name in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { note in
          let message = note.userInfo?["msg"] as? String ?? ""
          storage.messages.withLock { $0.append("\(note.name.rawValue): \(message)") }
        })
    }
  }

  var notifications: [String] {
    storage.messages.withLock { $0 }
  }

  deinit {
    for token in tokens {
      NotificationCenter.default.removeObserver(token)
    }
  }
}
