import StateKit
import Testing

@testable import StateKitTooling

/// `EventNameIndex` finds exactly the names SCXML's descriptor matching (`eventDescriptorsMatch`)
/// accepts, without trying every name.
struct EventNameIndexTests {
  static let names = [
    "a", "a.b", "a.b.c", "ab", "a.", "b", "b.a", "error.execution", "error.communication",
    "done.state.s", "done.invoke.k", "é", "é.x", "", "*",
  ]

  @Test(arguments: [
    ["a"], ["a.*"], ["a.b"], ["a."], ["ab"], ["error"], ["error.*", "done"], ["done.state"],
    ["*"], ["é"], ["x"], ["a", "b"], [""],
  ])
  func findsWhatDescriptorMatchingAccepts(_ descriptors: [String]) {
    let index = EventNameIndex(Self.names)
    let expected = Self.names.indices.filter { eventDescriptorsMatch(descriptors, Self.names[$0]) }
    #expect(index.positions(matching: descriptors) == expected)
    #expect(index.matchesAny(descriptors) == !expected.isEmpty)
  }

  /// A fixed-seed generator, so that a failure can be replayed.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func randomNamesAndDescriptorsAgree() {
    var generator = SplitMix(state: 42)
    let parts = ["a", "b", "ab", "é", "x"]
    func name() -> String {
      (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        parts.randomElement(using: &generator)!
      }.joined(separator: ".")
    }
    for _ in 0..<200 {
      let names = (0..<20).map { _ in name() }
      let index = EventNameIndex(names)
      let descriptors = [name() + ["", ".*", "."].randomElement(using: &generator)!]
      let expected = names.indices.filter { eventDescriptorsMatch(descriptors, names[$0]) }
      #expect(index.positions(matching: descriptors) == expected, "\(descriptors) in \(names)")
    }
  }
}
