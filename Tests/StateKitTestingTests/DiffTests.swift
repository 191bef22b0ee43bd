import StateKitTesting
import Testing

struct DiffTests {
  struct Inner: Sendable {
    var name: String
    var tags: [String]
  }
  struct Outer: Sendable {
    var id: Int
    var inner: Inner
    var table: [String: Int]
    var note: String?
  }
  enum Shape: Sendable {
    case circle(radius: Double)
    case square(Double)
    case empty
  }

  @Test func equalValuesHaveNoDiff() {
    let value = Outer(
      id: 1, inner: Inner(name: "a", tags: ["x"]), table: ["b": 2, "a": 1], note: nil)
    #expect(diff(value, value) == nil)
    #expect(diff((), ()) == nil)
  }

  @Test func onlyTheDifferingLinesAreMarked() {
    let old = Outer(id: 1, inner: Inner(name: "a", tags: ["x", "y"]), table: ["a": 1], note: nil)
    var new = old
    new.inner.tags[1] = "z"
    new.note = "hi"
    #expect(
      diff(old, new) == """
          DiffTests.Outer(
            id: 1,
        −   inner: DiffTests.Inner(name: "a", tags: ["x", "y"]),
        +   inner: DiffTests.Inner(name: "a", tags: ["x", "z"]),
            table: ["a": 1],
        −   note: nil
        +   note: "hi"
          )
        """)
  }

  @Test func enumPayloadsAreCompared() {
    #expect(
      diff(Shape.circle(radius: 1), Shape.square(1)) == """
        − DiffTests.Shape.circle(radius: 1.0)
        + DiffTests.Shape.square(1.0)
        """)
    #expect(diff(Shape.empty, Shape.empty) == nil)
  }
}
