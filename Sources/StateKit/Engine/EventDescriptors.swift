/// Whether an event name matches a list of SCXML event descriptors
/// (https://www.w3.org/TR/scxml/#EventDescriptors).
///
/// `*` matches every event; a descriptor matches the name itself and every name that continues
/// it after a `.` (`error` matches `error.send`); a trailing `.*` or `.` is ignored. Names and
/// descriptors are compared by their UTF-8 bytes, as ``DescriptorMatcher`` and the engine do.
///
/// - Parameters:
///   - descriptors: The transition's descriptors.
///   - name: The event's name.
/// - Returns: Whether one of the descriptors matches.
package func eventDescriptorsMatch(_ descriptors: [String], _ name: String) -> Bool {
  DescriptorMatcher(descriptors).matches(name)
}

/// A transition's SCXML event descriptors, prepared once so that matching an event name costs
/// time linear in the name's length, however many descriptors the transition lists and however
/// many dot-separated parts the name has.
///
/// A few descriptors are compared one by one. More are kept by a hash of their bytes, and a
/// name is looked up once per prefix that ends before a `.`, with a hash that is carried from
/// one prefix to the next instead of recomputed: a name of *n* parts costs *O*(length), not
/// *O*(*n* · length).
@usableFromInline
struct DescriptorMatcher: Sendable {
  /// How many descriptors are compared one by one.
  @usableFromInline static let fewLimit = 4

  /// `*` is one of the descriptors.
  @usableFromInline let matchesEverything: Bool
  /// The descriptors without a trailing `.*` or `.`, as bytes, when there are at most
  /// `fewLimit`.
  @usableFromInline let few: [[UInt8]]
  /// The descriptors without a trailing `.*` or `.`, by the hash `forEachPrefix` gives them,
  /// when there are more than `fewLimit`.
  @usableFromInline let byHash: [Int: [[UInt8]]]

  /// Prepares `descriptors` (exactly as given, with `*`, `.*` and trailing dots).
  @usableFromInline init(_ descriptors: [String]) {
    var matchesEverything = false
    var normalized: [[UInt8]] = []
    normalized.reserveCapacity(descriptors.count)
    for descriptor in descriptors {
      var bytes = Array(descriptor.utf8)
      if bytes == [Self.star] { matchesEverything = true }
      if bytes.count >= 2 && bytes[bytes.count - 2] == Self.dot && bytes.last == Self.star {
        bytes.removeLast(2)
      }
      if bytes.last == Self.dot { bytes.removeLast() }
      normalized.append(bytes)
    }
    self.matchesEverything = matchesEverything
    if normalized.count <= Self.fewLimit {
      few = normalized
      byHash = [:]
    } else {
      few = []
      var byHash: [Int: [[UInt8]]] = [:]
      for bytes in normalized {
        var hash = 0
        bytes.withUnsafeBufferPointer { buffer in
          _ = Self.forEachPrefix(of: buffer) { _, prefixHash in
            hash = prefixHash
            return false
          }
        }
        byHash[hash, default: []].append(bytes)
      }
      self.byHash = byHash
    }
  }

  /// Whether one of the descriptors matches `name`.
  @inlinable func matches(_ name: String) -> Bool {
    if matchesEverything { return true }
    if few.isEmpty && byHash.isEmpty { return false }
    if let result = name.utf8.withContiguousStorageIfAvailable({ matches($0) }) { return result }
    return Array(name.utf8).withUnsafeBufferPointer { matches($0) }
  }

  // The buffer pointers here are lent by `withUnsafeBufferPointer` and
  // `withContiguousStorageIfAvailable` and used only inside those calls: nothing stores them,
  // and every index is below the buffer's count. `Hasher.combine(bytes:)`, which hashes a part
  // in one call, takes nothing else.
  @inlinable func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    for descriptor in few {
      let count = descriptor.count
      if name.count == count || (name.count > count && name[count] == Self.dot) {
        if name[..<count].elementsEqual(descriptor) { return true }
      }
    }
    if byHash.isEmpty { return false }
    return Self.forEachPrefix(of: name) { end, hash in
      guard let candidates = byHash[hash] else { return false }
      return candidates.contains { $0.count == end && name[..<end].elementsEqual($0) }
    }
  }

  /// Calls `body` with the end and the hash of every prefix of `bytes` that ends before a `.`,
  /// and of `bytes` itself, shortest first, until `body` returns `true`.
  ///
  /// One hasher takes the bytes part by part, and each prefix's hash is a copy of it, finished:
  /// the work is linear in the length of `bytes`. A descriptor's hash is the last one its own
  /// bytes give, which is the one a name gives for the same prefix.
  ///
  /// - Returns: Whether `body` returned `true`.
  @inlinable static func forEachPrefix(
    of bytes: UnsafeBufferPointer<UInt8>, _ body: (_ end: Int, _ hash: Int) -> Bool
  ) -> Bool {
    var hasher = Hasher()
    var start = 0
    while true {
      var end = start
      while end < bytes.count && bytes[end] != dot { end += 1 }
      if start > 0 { hasher.combine(dot) }
      hasher.combine(
        bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<end])))
      let copy = hasher
      if body(end, copy.finalize()) { return true }
      if end == bytes.count { return false }
      start = end + 1
    }
  }

  @inlinable static var dot: UInt8 { UInt8(ascii: ".") }
  @inlinable static var star: UInt8 { UInt8(ascii: "*") }
}
