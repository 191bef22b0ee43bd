import Synchronization
import Testing

@testable import StateKit

/// A lone child whose parent maps its completion or its runaways is watched, not observed: its
/// events build no update, and its completion and runaways still reach the parent, once, with
/// or without listeners of its own.
struct LoneChildWatcherTests {
  typealias App = ChildMachineTests

  /// A parent that maps nothing of its child's end: the child is neither watched nor observed.
  static let quiet = ChildMachine("quiet", App.loginDefinition)
  static let quietParent = try! MachineDefinition<S, App.AppEvent, App.Session>(
    initial: "signingIn", context: App.Session()
  ) {
    StateNode("signingIn") {
      Invoke(quiet, emitted: { event in .heard(event.name) })
      On(\.heard) { session, what in session.heard.append(what) }
    }
  }

  @Test func aChildWhoseEndTheParentMapsIsWatchedNotObserved() throws {
    let app = Machine(App.app)
    let login = try #require(app.child(App.login))
    #expect(!login.isObserved, "no listener reports its completion")
    #expect(login.withCore { $0.watcher != nil })
    #expect(login.send("type") == .handled)
    #expect(login.send("submit") == .handled)
    #expect(app.state == "home")
    #expect(app.context.user == "ada")
  }

  @Test func aWatchedChildsRunawayReachesTheParent() throws {
    let app = Machine(App.app)
    let login = try #require(app.child(App.login))
    #expect(!login.isObserved)
    login.send("spin")
    #expect(app.context.heard == ["failed"])
  }

  @Test func aChildWithAListenerReportsItsCompletionOnce() throws {
    let app = Machine(App.app)
    let login = try #require(app.child(App.login))
    let heard = Mutex<[String]>([])
    let subscription = login.subscribe { update in
      heard.withLock { $0.append("\(update.snapshot.state)") }
    }
    login.send("submit")
    #expect(heard.withLock { $0 } == ["finished"])
    #expect(app.state == "home", "the completion reached the parent")
    #expect(app.context.heard == ["submitting"], "once, after what the child emitted")
    subscription.cancel()
  }

  @Test func aChildWhoseEndNobodyMapsIsNotWatched() throws {
    let app = Machine(Self.quietParent)
    let quiet = try #require(app.child(Self.quiet))
    #expect(quiet.withCore { $0.watcher == nil })
    #expect(
      quiet.sendRoute.load(ordering: .relaxed) == SendRoute.route(quiet.definition, observed: false)
    )
    quiet.send("ping")
    #expect(app.context.heard == ["pong"])
  }
}
