import StateKit

/// Event names indexed for SCXML event descriptors: the names a transition's descriptors match
/// are found by binary search among the names sorted by their UTF-8 bytes, not by trying every
/// name, so that exploring a machine with thousands of events and transitions stays
/// near-linear.
struct EventNameIndex {
  /// Each name's UTF-8 bytes and its position in the list given, sorted by the bytes.
  private let sorted: [(bytes: [UInt8], position: Int)]
  private let names: [String]

  init(_ names: [String]) {
    self.names = names
    sorted = names.enumerated().map { (Array($0.element.utf8), $0.offset) }
      .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
  }

  /// The positions of the names `descriptors` match (`eventDescriptorsMatch`), ascending.
  func positions(matching descriptors: [String]) -> [Int] {
    var result: Set<Int> = []
    for var descriptor in descriptors {
      if descriptor == "*" { return Array(names.indices) }
      if descriptor.hasSuffix(".*") { descriptor.removeLast(2) }
      if descriptor.hasSuffix(".") { descriptor.removeLast() }
      // Every name the descriptor matches starts with its bytes; those names are contiguous.
      let prefix = Array(descriptor.utf8)
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle].bytes.lexicographicallyPrecedes(prefix) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      while low < sorted.count, sorted[low].bytes.starts(with: prefix) {
        let position = sorted[low].position
        if eventDescriptorsMatch([descriptor], names[position]) { result.insert(position) }
        low += 1
      }
    }
    return result.sorted()
  }

  /// Whether `descriptors` match any of the names.
  func matchesAny(_ descriptors: [String]) -> Bool { !positions(matching: descriptors).isEmpty }
}
