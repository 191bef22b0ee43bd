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

extension ChildMachines {
  /// A child with a transition at its top level and a history state.
  static let wizard = ChildMachine(
    "wizard",
    definition(name: "Wizard") {
      StateNode("form", initial: "step") {
        History("form history")
        StateNode("step") { On("next", to: "review") }
        StateNode("review") { On("back", to: "step") }
      }
      StateNode("paused") { On("resume", to: "form history") }
      On("pause", to: "paused")
    })

  /// A parent that runs two children in one state, the same child in two states, and a child
  /// in a parallel state; one of its states is named like a child's cluster.
  static let busy = definition(name: "Busy") {
    StateNode("form") {
      Invoke(login, emitted: { _ in nil }, done: { _ in "signedIn" })
      Invoke(wizard)
      On("signedIn", to: "both")
    }
    Parallel("both") {
      StateNode("left") { StateNode("child login") { On("go", to: "right") } }
      StateNode("right") { StateNode("child_login_form") { On("go", to: "form") } }
      Invoke(login, emitted: { _ in nil }, done: { _ in "signedIn" })
    }
  }
}
