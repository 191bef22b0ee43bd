import Dispatch
import StateKit
import Testing

/// Parents and children sent to from many threads at once, in both directions: no machine
/// holds its lock while it takes another's, so nothing deadlocks, and the collection's counts
/// stay those of its children. Run under ThreadSanitizer by CI.
struct ChildConcurrencyTests {
  typealias Parent = ChildCollectionTests

  @Test func parentsAndChildrenSentToFromManyThreadsAgree() throws {
    let shelf = Machine(Parent.list)
    let urls = (0..<8).map { "u\($0)" }
    for url in urls { shelf.send(.add(url)) }
    let children = shelf.children(Parent.downloads)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for round in 0..<200 {
        let url = urls[(worker + round) % urls.count]
        switch worker % 4 {
        case 0: shelf.send(.pause(url))
        case 1: children[url]?.send("resume")
        case 2: children[url]?.send("chunk")
        default:
          shelf.send(.cancel(url))
          shelf.send(.add(url))
        }
      }
    }
    let running = shelf.children(Parent.downloads)
    let states = ["queued", "downloading", "paused"].map { running.count(in: S(stringLiteral: $0)) }
    #expect(states.reduce(0, +) == running.count, "every running child is counted once")
    #expect(Set(running.ids).count == running.ids.count)
    for (url, child) in running.machines {
      let state = child.state
      #expect(running.ids(in: state).contains(url), "\(url) is counted in \(state)")
    }
    #expect(!shelf.context.heard.isEmpty, "the children's reports reached the parent")
  }
}
