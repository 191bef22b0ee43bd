/// SplitMix64 (Steele, Lea and Flood), so every case replays from its seed on every toolchain.
package struct SplitMix64: RandomNumberGenerator {
  package var state: UInt64

  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range` (modulo bias is irrelevant for ranges this small).
  package mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// `true` with probability `p`.
  package mutating func chance(_ p: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < p
  }

  package mutating func pick<T>(_ items: [T]) -> T {
    items[int(0...items.count - 1)]
  }
}
