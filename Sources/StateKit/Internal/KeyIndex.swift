/// Maps keys (state or event cases) to dense indices without hashing on the hot path.
///
/// For payload-free enums of up to 256 cases (one byte, trivially copyable) the lookup reads the
/// value's byte and looks it up in a 256-entry table; a single-case enum needs
/// no lookup; every other key type goes through a dictionary.
@usableFromInline
struct KeyIndex<Key: Hashable & Sendable>: Sendable {
  @usableFromInline let keys: [Key]
  @usableFromInline let byteTable: [Int32]
  @usableFromInline let dictionary: [Key: Int32]
  @usableFromInline let usesBytes: Bool
  /// A single-case enum (zero bytes): every value is the first key.
  @usableFromInline let isSingleton: Bool

  @inlinable init(_ keys: [Key]) {
    self.keys = keys
    self.isSingleton = MemoryLayout<Key>.size == 0 && isPlainData(Key.self) && keys.count == 1
    var dictionary: [Key: Int32] = [:]
    for (i, key) in keys.enumerated() where dictionary[key] == nil { dictionary[key] = Int32(i) }
    self.dictionary = dictionary
    var usesBytes = MemoryLayout<Key>.size == 1 && isPlainData(Key.self)
    var table = [Int32]()
    if usesBytes {
      table = Array(repeating: -1, count: 256)
      for (i, key) in keys.enumerated() {
        let byte = Int(withUnsafeBytes(of: key) { $0[0] })
        if table[byte] != -1 && keys[Int(table[byte])] != key { usesBytes = false }
        if table[byte] == -1 { table[byte] = Int32(i) }
      }
    }
    self.usesBytes = usesBytes
    self.byteTable = usesBytes ? table : []
  }

  /// The index of `key`, or -1 when it is not one of the keys.
  @inlinable @inline(__always) func index(of key: Key) -> Int32 {
    // The layout tests fold away once `Key` is known, leaving one branch for an enum.
    if MemoryLayout<Key>.size == 0 && isSingleton { return 0 }
    if MemoryLayout<Key>.size == 1 && usesBytes {
      let byte = Int(withUnsafeBytes(of: key) { $0[0] })
      // One byte of a trivially copyable type is its whole value, and `init` checked that no
      // two distinct keys share a byte: the byte identifies the key.
      // The table has 256 entries, one per byte value.
      return byteTable.withUnsafeBufferPointer { $0[byte] }
    }
    return dictionary[key] ?? -1
  }

  @inlinable var count: Int { keys.count }
}
