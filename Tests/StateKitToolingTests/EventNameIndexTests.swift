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

  /// SCXML's descriptor matching written out on strings, one descriptor at a time.
  static func reference(_ descriptor: String, _ name: String) -> Bool {
    var descriptor = descriptor
    if descriptor == "*" { return true }
    if descriptor.hasSuffix(".*") { descriptor.removeLast(2) }
    if descriptor.hasSuffix(".") { descriptor.removeLast() }
    return name == descriptor || name.hasPrefix(descriptor + ".")
  }

  @Test("a transition with many descriptors matches exactly what each of them matches")
  func manyDescriptorsAgreeWithEachOne() {
    var generator = SplitMix(state: 7)
    let parts = ["a", "b", "ab", "é", "x", ""]
    func name() -> String {
      (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        parts.randomElement(using: &generator)!
      }.joined(separator: ".")
    }
    for _ in 0..<200 {
      // More than a few descriptors: matched by hash, one lookup per prefix of the name.
      let descriptors = (0..<Int.random(in: 5...12, using: &generator)).map { _ in
        name() + ["", ".*", "."].randomElement(using: &generator)!
      }
      for name in (0..<20).map({ _ in name() }) {
        let expected = descriptors.contains { Self.reference($0, name) }
        #expect(eventDescriptorsMatch(descriptors, name) == expected, "\(descriptors) \(name)")
        #expect(
          descriptors.contains { eventDescriptorsMatch([$0], name) } == expected,
          "\(descriptors) \(name)")
      }
    }
  }

  @Test("a name of 100,000 parts is matched against many descriptors in linear time")
  func longNameAgainstManyDescriptors() {
    let name = Array(repeating: "a", count: 100_000).joined(separator: ".")
    let prefix = Array(repeating: "a", count: 99_999).joined(separator: ".")
    let others = (0..<10).map { "b\($0)" }
    #expect(eventDescriptorsMatch(others + [prefix], name))
    #expect(eventDescriptorsMatch(others + [name + ".*"], name))
    #expect(!eventDescriptorsMatch(others + [name + ".a"], name))
    #expect(!eventDescriptorsMatch(others + ["a.b"], name))
  }
}
