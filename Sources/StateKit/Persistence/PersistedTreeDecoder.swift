/// Decodes a value of known type from a ``PersistedTree``: how a child's persisted snapshot,
/// read inside its parent's without its types, is decoded into them when it is restored.
struct PersistedTreeDecoder: Decoder {
  let tree: PersistedTree
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = tree else { throw mismatch([String: Any].self) }
    return KeyedDecodingContainer(Keyed(object: object, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let array) = tree else { throw mismatch([Any].self) }
    return Unkeyed(array: array, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

  func mismatch(_ type: Any.Type) -> DecodingError {
    .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "found \(tree)"))
  }

  /// The scalar of the tree as `T`, converting between integer and floating-point numbers
  /// where the value is exact.
  func scalar<T>(_ type: T.Type) throws -> T {
    let value: Any? =
      switch tree {
      case .bool(let value): value
      case .string(let value): value
      case .int(let value): number(value, as: type)
      case .unsigned(let value): number(value, as: type)
      case .double(let value): floating(value, as: type)
      default: nil
      }
    guard let value = value as? T else { throw mismatch(type) }
    return value
  }

  private func number<I: BinaryInteger>(_ value: I, as type: Any.Type) -> Any? {
    switch type {
    case is Int.Type: Int(exactly: value)
    case is Int8.Type: Int8(exactly: value)
    case is Int16.Type: Int16(exactly: value)
    case is Int32.Type: Int32(exactly: value)
    case is Int64.Type: Int64(exactly: value)
    case is UInt.Type: UInt(exactly: value)
    case is UInt8.Type: UInt8(exactly: value)
    case is UInt16.Type: UInt16(exactly: value)
    case is UInt32.Type: UInt32(exactly: value)
    case is UInt64.Type: UInt64(exactly: value)
    case is Double.Type: Double(value)
    case is Float.Type: Float(value)
    default: nil
    }
  }

  private func floating(_ value: Double, as type: Any.Type) -> Any? {
    switch type {
    case is Double.Type: value
    case is Float.Type: Float(value)
    default: Int64(exactly: value).flatMap { number($0, as: type) }
    }
  }

  private struct Single: SingleValueDecodingContainer {
    let decoder: PersistedTreeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
      if case .null = decoder.tree { return true }
      return false
    }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.scalar(type) }
    func decode(_ type: String.Type) throws -> String { try decoder.scalar(type) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.scalar(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.scalar(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.scalar(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.scalar(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.scalar(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.scalar(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.scalar(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.scalar(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.scalar(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.scalar(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.scalar(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.scalar(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
  }

  private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: PersistedTree]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func decoder(for key: Key) throws -> PersistedTreeDecoder {
      guard let tree = object[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: codingPath, debugDescription: "no value for \(key.stringValue)"))
      }
      return PersistedTreeDecoder(tree: tree, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      if case .null = try decoder(for: key).tree { return true }
      return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try T(from: decoder(for: key))
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      try decoder(for: Key(stringValue: "super")!)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
  }

  private struct Unkeyed: UnkeyedDecodingContainer {
    let array: [PersistedTree]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(array: [PersistedTree], codingPath: [any CodingKey]) {
      self.array = array
      self.codingPath = codingPath
    }

    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    mutating func next() throws -> PersistedTreeDecoder {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Any.self, .init(codingPath: codingPath, debugDescription: "no more values"))
      }
      defer { currentIndex += 1 }
      return PersistedTreeDecoder(
        tree: array[currentIndex],
        codingPath: codingPath + [PersistedTreeKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, case .null = array[currentIndex] else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
  }
}
