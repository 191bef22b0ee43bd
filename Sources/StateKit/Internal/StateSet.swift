/// A set of state-node indices, stored as a bitset.
///
/// The first 64 nodes live inline, so a machine of up to 64 nodes never allocates for its
/// configuration. Iteration is in index order, which is document order.
@usableFromInline
struct StateSet: Hashable, Sendable {
  @usableFromInline var low: UInt64
  @usableFromInline var high: [UInt64]

  @inlinable init() {
    low = 0
    high = []
  }

  @inlinable init(_ index: Int32) {
    self.init()
    insert(index)
  }

  @inlinable var isEmpty: Bool {
    low == 0 && high.allSatisfy { $0 == 0 }
  }

  @inlinable func contains(_ index: Int32) -> Bool {
    let i = Int(index)
    if i < 64 { return low & (1 &<< UInt64(i)) != 0 }
    let word = (i &- 64) &>> 6
    return word < high.count && high[word] & (1 &<< UInt64(i & 63)) != 0
  }

  @inlinable mutating func insert(_ index: Int32) {
    let i = Int(index)
    if i < 64 {
      low |= 1 &<< UInt64(i)
      return
    }
    let word = (i &- 64) &>> 6
    if word >= high.count { high.append(contentsOf: repeatElement(0, count: word - high.count + 1)) }
    high[word] |= 1 &<< UInt64(i & 63)
  }

  @inlinable mutating func remove(_ index: Int32) {
    let i = Int(index)
    if i < 64 {
      low &= ~(1 &<< UInt64(i))
      return
    }
    let word = (i &- 64) &>> 6
    if word < high.count { high[word] &= ~(1 &<< UInt64(i & 63)) }
  }

  @inlinable mutating func removeAll() {
    low = 0
    for i in high.indices { high[i] = 0 }
  }

  @inlinable func intersects(_ other: StateSet) -> Bool {
    if low & other.low != 0 { return true }
    for i in 0..<Swift.min(high.count, other.high.count) where high[i] & other.high[i] != 0 {
      return true
    }
    return false
  }

  @inlinable mutating func formUnion(_ other: StateSet) {
    low |= other.low
    if other.high.count > high.count {
      high.append(contentsOf: repeatElement(0, count: other.high.count - high.count))
    }
    for i in other.high.indices { high[i] |= other.high[i] }
  }

  @inlinable mutating func subtract(_ other: StateSet) {
    low &= ~other.low
    for i in 0..<Swift.min(high.count, other.high.count) { high[i] &= ~other.high[i] }
  }

  /// Calls `body` with every member in ascending (document) order.
  @inlinable func forEach(_ body: (Int32) throws -> Void) rethrows {
    var word = low
    while word != 0 {
      let bit = word.trailingZeroBitCount
      try body(Int32(bit))
      word &= word &- 1
    }
    for w in high.indices {
      var word = high[w]
      while word != 0 {
        let bit = word.trailingZeroBitCount
        try body(Int32(64 &+ w &* 64 &+ bit))
        word &= word &- 1
      }
    }
  }

  /// Calls `body` with every member in descending (reverse document) order.
  @inlinable func forEachDescending(_ body: (Int32) throws -> Void) rethrows {
    for w in high.indices.reversed() {
      var word = high[w]
      while word != 0 {
        let bit = 63 &- word.leadingZeroBitCount
        try body(Int32(64 &+ w &* 64 &+ bit))
        word &= ~(1 &<< UInt64(bit))
      }
    }
    var word = low
    while word != 0 {
      let bit = 63 &- word.leadingZeroBitCount
      try body(Int32(bit))
      word &= ~(1 &<< UInt64(bit))
    }
  }

  /// The members in ascending order.
  @inlinable var members: [Int32] {
    var result: [Int32] = []
    forEach { result.append($0) }
    return result
  }

  @inlinable var count: Int {
    high.reduce(low.nonzeroBitCount) { $0 + $1.nonzeroBitCount }
  }

  @inlinable static func == (lhs: StateSet, rhs: StateSet) -> Bool {
    guard lhs.low == rhs.low else { return false }
    let n = Swift.max(lhs.high.count, rhs.high.count)
    for i in 0..<n {
      let a = i < lhs.high.count ? lhs.high[i] : 0
      let b = i < rhs.high.count ? rhs.high[i] : 0
      if a != b { return false }
    }
    return true
  }

  @inlinable func hash(into hasher: inout Hasher) {
    hasher.combine(low)
    var last = high.count
    while last > 0 && high[last - 1] == 0 { last -= 1 }
    for i in 0..<last { hasher.combine(high[i]) }
  }
}

extension StateSet {
  /// The smallest member, or -1 when empty.
  @inlinable var first: Int32 {
    if low != 0 { return Int32(low.trailingZeroBitCount) }
    for w in high.indices where high[w] != 0 {
      return Int32(64 &+ w &* 64 &+ high[w].trailingZeroBitCount)
    }
    return -1
  }

  /// Whether any member lies in `range` (the proper descendants of a node, in preorder).
  @inlinable func containsAny(in range: Range<Int32>) -> Bool {
    var found = false
    forEach(in: range) { _ in found = true }
    return found
  }

  /// Calls `body` with the members inside `range`, in ascending order.
  @inlinable func forEach(in range: Range<Int32>, _ body: (Int32) -> Void) {
    guard !range.isEmpty else { return }
    if range.lowerBound < 64 {
      let lo = UInt64(range.lowerBound)
      let hi = UInt64(Swift.min(range.upperBound, 64))
      let mask: UInt64 = (hi == 64 ? ~0 : (1 &<< hi) &- 1) & ~((1 &<< lo) &- 1)
      var word = low & mask
      while word != 0 {
        body(Int32(word.trailingZeroBitCount))
        word &= word &- 1
      }
    }
    if range.upperBound > 64 && !high.isEmpty {
      var i = Swift.max(range.lowerBound, 64)
      while i < range.upperBound {
        if contains(i) { body(i) }
        i += 1
      }
    }
  }
}
