/// Event names indexed for SCXML event descriptors: the names a descriptor matches are found by
/// binary search among the names sorted by their UTF-8 bytes, not by trying every name, so that
/// exploring or simulating a machine with thousands of events and transitions stays
/// near-linear.
///
/// A descriptor `d` matches the names equal to `d` and the names that start with `d.`; each of
/// the two is a contiguous run of the sorted names, so finding them costs two binary searches
/// and nothing for a name that only shares bytes with `d` (`ab` for `a`).
package struct EventNameIndex: Sendable {
  /// Each name's UTF-8 bytes and its position in the list given, sorted by the bytes.
  private let sorted: [(bytes: [UInt8], position: Int)]
  private let count: Int

  /// Indexes `names`; positions are offsets in this list.
  package init(_ names: [String]) {
    count = names.count
    sorted = names.enumerated().map { (Array($0.element.utf8), $0.offset) }
      .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
  }

  /// The positions of the names `descriptors` match (`eventDescriptorsMatch`), ascending.
  package func positions(matching descriptors: [String]) -> [Int] {
    var result: Set<Int> = []
    forEachPosition(matching: descriptors) { result.insert($0) }
    return result.sorted()
  }

  /// Calls `body` with the position of every name `descriptors` match, once for each
  /// descriptor that matches it.
  package func forEachPosition(matching descriptors: [String], _ body: (Int) -> Void) {
    let dot = UInt8(ascii: ".")
    for descriptor in descriptors {
      if descriptor == "*" {
        for position in 0..<count { body(position) }
        return
      }
      var bytes = Array(descriptor.utf8)
      if bytes.count >= 2 && bytes[bytes.count - 2] == dot && bytes.last == UInt8(ascii: "*") {
        bytes.removeLast(2)
      }
      if bytes.last == dot { bytes.removeLast() }
      var low = lowerBound(bytes)
      while low < sorted.count && sorted[low].bytes == bytes {
        body(sorted[low].position)
        low += 1
      }
      bytes.append(dot)
      low = lowerBound(bytes)
      while low < sorted.count && sorted[low].bytes.starts(with: bytes) {
        body(sorted[low].position)
        low += 1
      }
    }
  }

  /// Whether `descriptors` match any of the names.
  package func matchesAny(_ descriptors: [String]) -> Bool {
    var found = false
    forEachPosition(matching: descriptors) { _ in found = true }
    return found
  }

  /// The first place in `sorted` whose bytes do not precede `bytes`.
  private func lowerBound(_ bytes: [UInt8]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].bytes.lexicographicallyPrecedes(bytes) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
