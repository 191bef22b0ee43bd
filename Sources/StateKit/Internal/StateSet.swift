/// A set of state-node indices, stored as a bitset.
///
/// The first ``inlineCapacity`` (128) nodes live inline, so a machine of up to 128 nodes never
/// allocates for its configuration, and the common operations compile to a few bit
/// instructions. Iteration is in index order, which is document order.
@usableFromInline
struct StateSet: Hashable, Sendable {
  /// How many nodes live inline (`low` and `mid`); `overflow` holds the others. The precomputed
  /// entry sets (`StaticEntries`) exist only for machines this small.
  @inlinable static var inlineCapacity: Int { 128 }

  /// Nodes 0–63.
  @usableFromInline var low: UInt64
  /// Nodes 64–127.
  @usableFromInline var mid: UInt64
  /// Nodes from 128 on, 64 per word; `nil` until one is inserted, so that copying the set of a
  /// machine of at most 128 nodes touches no reference count.
  @usableFromInline var overflow: [UInt64]?

  /// The words of the nodes from 128 on (empty when there are none).
  @inlinable var high: [UInt64] { overflow ?? [] }

  @inlinable init() {
    low = 0
    mid = 0
    overflow = nil
  }

  @inlinable init(_ index: Int32) {
    self.init()
    insert(index)
  }

  /// Makes this set equal to `other`, touching the overflow's reference count only when either
  /// set has one.
  @inlinable @inline(__always) mutating func assign(_ other: StateSet) {
    low = other.low
    mid = other.mid
    if overflow != nil || other.overflow != nil { overflow = other.overflow }
  }

  /// The inline words, when the set has no others: what ``moved(from:)`` compares a later set
  /// with, without copying the overflow's reference.
  @inlinable var inlineWords: (low: UInt64, mid: UInt64)? {
    overflow == nil ? (low, mid) : nil
  }

  /// Whether this set may differ from the one whose ``inlineWords`` were `start`: `true` when
  /// either has nodes past the inline words, whose changes it does not compare.
  @inlinable @inline(__always) func moved(from start: (low: UInt64, mid: UInt64)?) -> Bool {
    guard let start, overflow == nil else { return true }
    return low != start.low || mid != start.mid
  }

  @inlinable var isEmpty: Bool {
    low == 0 && mid == 0 && (overflow?.allSatisfy { $0 == 0 } ?? true)
  }

  @inlinable @inline(__always) func contains(_ index: Int32) -> Bool {
    let i = UInt64(truncatingIfNeeded: index)
    if i < 64 { return low & (1 &<< i) != 0 }
    if i < 128 { return mid & (1 &<< (i &- 64)) != 0 }
    return highContains(Int(index))
  }

  @inlinable @inline(__always) mutating func insert(_ index: Int32) {
    let i = UInt64(truncatingIfNeeded: index)
    if i < 64 {
      low |= 1 &<< i
    } else if i < 128 {
      mid |= 1 &<< (i &- 64)
    } else {
      highInsert(Int(index))
    }
  }

  @inlinable @inline(__always) mutating func remove(_ index: Int32) {
    let i = UInt64(truncatingIfNeeded: index)
    if i < 64 {
      low &= ~(1 &<< i)
    } else if i < 128 {
      mid &= ~(1 &<< (i &- 64))
    } else {
      highRemove(Int(index))
    }
  }

  @usableFromInline @inline(never) func highContains(_ i: Int) -> Bool {
    guard let high = overflow else { return false }
    let word = (i &- 128) &>> 6
    return word < high.count && high[word] & (1 &<< UInt64(i & 63)) != 0
  }

  @usableFromInline @inline(never) mutating func highInsert(_ i: Int) {
    let word = (i &- 128) &>> 6
    var high = overflow ?? []
    overflow = nil
    if word >= high.count {
      high.append(contentsOf: repeatElement(0, count: word - high.count + 1))
    }
    high[word] |= 1 &<< UInt64(i & 63)
    overflow = high
  }

  @usableFromInline @inline(never) mutating func highRemove(_ i: Int) {
    let word = (i &- 128) &>> 6
    if let count = overflow?.count, word < count { overflow![word] &= ~(1 &<< UInt64(i & 63)) }
  }

  /// For a set whose only member is `old`: makes `new` its only member (a flat machine's move).
  /// Two plain stores when both are inline, whatever the overflow holds (its words are all
  /// zero, since `old` is the only member).
  @inlinable @inline(__always) mutating func replaceOnly(_ old: Int32, with new: Int32) {
    let n = UInt64(truncatingIfNeeded: new)
    // Both below 128 (neither negative) in one test; `&<<` shifts by `n % 64`, the bit of `new`
    // in whichever word holds it.
    if UInt64(truncatingIfNeeded: old) | n < 128 {
      let bit: UInt64 = 1 &<< n
      low = n < 64 ? bit : 0
      mid = n < 64 ? 0 : bit
    } else {
      remove(old)
      insert(new)
    }
  }

  @inlinable @inline(__always) mutating func removeAll() {
    low = 0
    mid = 0
    if overflow != nil { highRemoveAll() }
  }

  @usableFromInline @inline(never) mutating func highRemoveAll() {
    guard let count = overflow?.count else { return }
    for i in 0..<count { overflow![i] = 0 }
  }

  @inlinable func intersects(_ other: StateSet) -> Bool {
    if low & other.low != 0 || mid & other.mid != 0 { return true }
    guard let high = overflow, let otherHigh = other.overflow else { return false }
    for i in 0..<Swift.min(high.count, otherHigh.count) where high[i] & otherHigh[i] != 0 {
      return true
    }
    return false
  }

  @inlinable mutating func formUnion(_ other: StateSet) {
    low |= other.low
    mid |= other.mid
    if other.overflow != nil { highFormUnion(other) }
  }

  @usableFromInline @inline(never) mutating func highFormUnion(_ other: StateSet) {
    let otherHigh = other.high
    var high = overflow ?? []
    overflow = nil
    if otherHigh.count > high.count {
      high.append(contentsOf: repeatElement(0, count: otherHigh.count - high.count))
    }
    for i in otherHigh.indices { high[i] |= otherHigh[i] }
    overflow = high
  }

  @inlinable @inline(__always) mutating func subtract(_ other: StateSet) {
    low &= ~other.low
    mid &= ~other.mid
    if overflow != nil && other.overflow != nil { highSubtract(other) }
  }

  @usableFromInline @inline(never) mutating func highSubtract(_ other: StateSet) {
    let otherHigh = other.high
    guard let count = overflow?.count else { return }
    for i in 0..<Swift.min(count, otherHigh.count) { overflow![i] &= ~otherHigh[i] }
  }

  /// Calls `body` with the members of one word, in ascending order.
  @inlinable @inline(__always)
  static func forEach(in word: UInt64, base: Int32, _ body: (Int32) throws -> Void) rethrows {
    var word = word
    while word != 0 {
      try body(base &+ Int32(word.trailingZeroBitCount))
      word &= word &- 1
    }
  }

  /// Calls `body` with the members of one word, in descending order.
  @inlinable @inline(__always)
  static func forEachDescending(
    in word: UInt64, base: Int32, _ body: (Int32) throws -> Void
  ) rethrows {
    var word = word
    while word != 0 {
      let bit = 63 &- word.leadingZeroBitCount
      try body(base &+ Int32(bit))
      word &= ~(1 &<< UInt64(bit))
    }
  }

  /// Calls `body` with every member in ascending (document) order.
  @inlinable func forEach(_ body: (Int32) throws -> Void) rethrows {
    try Self.forEach(in: low, base: 0, body)
    try Self.forEach(in: mid, base: 64, body)
    guard let high = overflow else { return }
    for w in high.indices { try Self.forEach(in: high[w], base: Int32(128 &+ w &* 64), body) }
  }

  /// Calls `body` with every member in descending (reverse document) order.
  @inlinable func forEachDescending(_ body: (Int32) throws -> Void) rethrows {
    if let high = overflow {
      for w in high.indices.reversed() {
        try Self.forEachDescending(in: high[w], base: Int32(128 &+ w &* 64), body)
      }
    }
    try Self.forEachDescending(in: mid, base: 64, body)
    try Self.forEachDescending(in: low, base: 0, body)
  }

  /// The members in ascending order.
  @inlinable var members: [Int32] {
    var result: [Int32] = []
    forEach { result.append($0) }
    return result
  }

  @inlinable var count: Int {
    high.reduce(low.nonzeroBitCount + mid.nonzeroBitCount) { $0 + $1.nonzeroBitCount }
  }

  @inlinable static func == (lhs: StateSet, rhs: StateSet) -> Bool {
    guard lhs.low == rhs.low, lhs.mid == rhs.mid else { return false }
    if lhs.overflow == nil && rhs.overflow == nil { return true }
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
    hasher.combine(mid)
    var last = high.count
    while last > 0 && high[last - 1] == 0 { last -= 1 }
    for i in 0..<last { hasher.combine(high[i]) }
  }
}

extension StateSet {
  /// The largest member of a set whose members all live inline (below ``inlineCapacity``), or
  /// -1 when it has none there.
  @inlinable @inline(__always) var lastInline: Int32 {
    if mid != 0 { return 127 &- Int32(mid.leadingZeroBitCount) }
    if low != 0 { return 63 &- Int32(low.leadingZeroBitCount) }
    return -1
  }

  /// The smallest member, or -1 when empty.
  @inlinable @inline(__always) var first: Int32 {
    if low != 0 { return Int32(low.trailingZeroBitCount) }
    if mid != 0 { return 64 &+ Int32(mid.trailingZeroBitCount) }
    return highFirst
  }

  @usableFromInline @inline(never) var highFirst: Int32 {
    let high = self.high
    for w in high.indices where high[w] != 0 {
      return Int32(128 &+ w &* 64 &+ high[w].trailingZeroBitCount)
    }
    return -1
  }

  /// Whether any member lies in `range` (the proper descendants of a node, in preorder).
  @inlinable func containsAny(in range: Range<Int32>) -> Bool {
    var found = false
    forEach(in: range) { _ in found = true }
    return found
  }

  /// The bits of `range` that fall in the word starting at `base`.
  @inlinable @inline(__always)
  static func mask(_ range: Range<Int32>, base: Int32) -> UInt64 {
    let lo = Swift.max(range.lowerBound, base)
    let hi = Swift.min(range.upperBound, base &+ 64)
    guard lo < hi else { return 0 }
    let l = UInt64(lo &- base)
    let h = UInt64(hi &- base)
    return (h == 64 ? ~0 : (1 &<< h) &- 1) & ~((1 &<< l) &- 1)
  }

  /// Calls `body` with the members inside `range`, in ascending order.
  @inlinable func forEach(in range: Range<Int32>, _ body: (Int32) -> Void) {
    guard !range.isEmpty else { return }
    if range.lowerBound < 64 { Self.forEach(in: low & Self.mask(range, base: 0), base: 0, body) }
    if range.lowerBound < 128 && range.upperBound > 64 {
      Self.forEach(in: mid & Self.mask(range, base: 64), base: 64, body)
    }
    // Word by word, so that a range of thousands of nodes (the descendants of a large
    // compound state) costs one mask per 64 of them, not one lookup per node.
    if range.upperBound > 128, let high = overflow {
      var w = Int(Swift.max(range.lowerBound, 128) &- 128) / 64
      let end = Swift.min(high.count, (Int(range.upperBound) &- 128 &+ 63) / 64)
      while w < end {
        let base = Int32(128 &+ w &* 64)
        Self.forEach(in: high[w] & Self.mask(range, base: base), base: base, body)
        w += 1
      }
    }
  }
}
