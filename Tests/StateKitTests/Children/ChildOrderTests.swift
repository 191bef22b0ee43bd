import StateKit
import Testing

/// A collection keeps its children in spawn order however they leave — first, last or from the
/// middle — and a child spawned into a freed place still comes last.
struct ChildOrderTests {
  typealias Collection = ChildCollectionTests

  @Test func childrenStayInSpawnOrderAsOthersLeaveFromAnywhere() {
    let shelf = Machine(Collection.list)
    for url in ["a", "b", "c", "d", "e"] { shelf.send(.add(url)) }
    let running = shelf.children(Collection.downloads)
    #expect(running.ids == ["a", "b", "c", "d", "e"])
    shelf.send(.cancel("c"))
    shelf.send(.cancel("e"))
    shelf.send(.cancel("a"))
    #expect(running.ids == ["b", "d"])
    #expect(running.count == 2)
    #expect(!running.contains("a") && !running.contains("c") && running.contains("d"))
    shelf.send(.add("f"))
    shelf.send(.add("g"))
    #expect(running.ids == ["b", "d", "f", "g"], "a child in a freed place still comes last")
    #expect(running.machines.map(\.id) == ["b", "d", "f", "g"])
    #expect(running.machines.map(\.machine.context.url) == ["b", "d", "f", "g"])
    #expect(running.count(in: "downloading") + running.count(in: "queued") == 4)
    shelf.send(.add("b"))
    #expect(running.ids == ["b", "d", "f", "g"], "an id that runs is not spawned again")
    shelf.send(.cancel("g"))
    shelf.send(.cancel("b"))
    shelf.send(.cancel("d"))
    shelf.send(.cancel("f"))
    #expect(running.ids.isEmpty && running.count == 0 && running.isEmpty)
    shelf.send(.add("h"))
    #expect(running.ids == ["h"])
  }
}
