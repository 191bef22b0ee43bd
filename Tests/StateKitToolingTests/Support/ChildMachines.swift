import StateKit

/// A parent, a child and a grandchild machine whose states share names (`form`, `done`), for
/// the diagrams and validation of child machines.
enum ChildMachines {
  typealias Definition = MachineDefinition<StateName, EventName, Void>

  /// The grandchild: can finish.
  static let captcha = ChildMachine(
    "captcha",
    definition(name: "Captcha") {
      StateNode("form") { On("solve", to: "done") }
      Final("done")
    })

  /// The child: runs `captcha`, can finish, and emits `cancelled`.
  static let login = ChildMachine(
    "login",
    definition(name: "Login") {
      StateNode("form") {
        Invoke(captcha, done: { _ in "solved" })
        On("solved", to: "done")
        On("cancel", actions: [.emit("cancelled")])
      }
      Final("done")
    })

  /// The parent: runs `login` in `form`, mapping its output and what it emits.
  static let app = definition(name: "App") {
    StateNode("form") {
      Invoke(login, emitted: { _ in "cancelled" }, done: { _ in "signedIn" })
      On("signedIn", to: "done")
      On("cancelled", to: "done")
    }
    StateNode("done")
  }

  typealias Content = StateContent<StateName, EventName, Void>

  /// A definition that starts in `form`.
  static func definition(
    name: String, @StateBuilder<StateName, EventName, Void> _ content: () -> [Content]
  ) -> Definition {
    do {
      return try Definition(name: name, initial: "form", states: content)
    } catch {
      fatalError("\(error)")
    }
  }
}
