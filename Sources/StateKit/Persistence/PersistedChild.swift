/// The persisted snapshot of a running child machine, inside its parent's
/// (``PersistedSnapshot/children``): a ``PersistedSnapshot`` of the child's own types, with its
/// own version, fingerprint and children.
///
/// A parent's `PersistedSnapshot` does not name its children's types, so a decoded parent keeps
/// each child as the data it read, decoded into the child's types when the child is restored.
/// To migrate a child saved by an older version of the app, decode it in the old types, migrate
/// it as any snapshot, and put it back:
///
/// ```swift
/// var saved = try JSONDecoder().decode(PersistedSnapshot<AppState, AppEvent, Session>.self,
///   from: data)
/// if let login = saved.children["login"], login.header.version == 1 {
///   let old = try login.decoded(as: PersistedSnapshot<LoginStateV1, LoginEvent, Form>.self)
///   saved.children["login"] = PersistedChild(
///     old.migrated(to: 2, payload: LoginState.init, event: { $0 }, context: { $0 }))
/// }
/// ```
public struct PersistedChild: Codable, Sendable {
  /// A value saved in its own types or decoded without them: the child's snapshot, or the id
  /// of a child of a collection (``PersistedCollectionChild``).
  enum Storage: Sendable {
    /// The value in its own types: a `PersistedSnapshot` of the child's types, or an id.
    case typed(any Encodable & Sendable)
    /// Data decoded without the value's types.
    case decoded(PersistedTree)
  }

  let storage: Storage

  /// A child's persisted snapshot.
  ///
  /// - Parameter snapshot: The child's persisted snapshot, in its own types.
  public init<State, Event, Context>(_ snapshot: PersistedSnapshot<State, Event, Context>) {
    storage = .typed(snapshot)
  }

  /// The child's version and fingerprint: to choose the types to decode it as.
  public var header: PersistedSnapshotHeader {
    get throws { try decoded(as: PersistedSnapshotHeader.self) }
  }

  /// The child's persisted snapshot, in the types given.
  ///
  /// - Parameter type: A `PersistedSnapshot` of the child's types (or of an older version's
  ///   types), or ``PersistedSnapshotHeader``.
  /// - Returns: The child's snapshot.
  /// - Throws: `DecodingError` when the data does not decode as `type`.
  public func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
    try storage.decoded(as: type)
  }

  public init(from decoder: any Decoder) throws {
    storage = .decoded(try PersistedTree(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try storage.encode(to: encoder)
  }
}

extension PersistedChild.Storage {
  /// The value, in the type given: the value itself when it was stored typed, else decoded
  /// from the data read.
  func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
    switch self {
    case .typed(let value):
      if let value = value as? Value { return value }
      if let header = (value as? any PersistedHeaderReading)?.header as? Value { return header }
      throw DecodingError.typeMismatch(
        Value.self,
        .init(codingPath: [], debugDescription: "the value is a \(Swift.type(of: value))"))
    case .decoded(let tree):
      return try Value(from: PersistedTreeDecoder(tree: tree))
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .typed(let value): try value.encode(to: encoder)
    case .decoded(let tree): try tree.encode(to: encoder)
    }
  }
}

/// Data decoded without knowing its type: what any `Decoder` can give back as scalars, arrays
/// and keyed objects.
enum PersistedTree: Codable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  case unsigned(UInt64)
  case double(Double)
  case string(String)
  case array([PersistedTree])
  case object([String: PersistedTree])

  init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer() {
      if single.decodeNil() {
        self = .null
        return
      }
      if let value = try? single.decode(Bool.self) {
        self = .bool(value)
        return
      }
      if let value = try? single.decode(Int64.self) {
        self = .int(value)
        return
      }
      if let value = try? single.decode(UInt64.self) {
        self = .unsigned(value)
        return
      }
      if let value = try? single.decode(Double.self) {
        self = .double(value)
        return
      }
      if let value = try? single.decode(String.self) {
        self = .string(value)
        return
      }
    }
    if let keyed = try? decoder.container(keyedBy: PersistedTreeKey.self) {
      var object: [String: PersistedTree] = [:]
      for key in keyed.allKeys {
        object[key.stringValue] = try keyed.decode(PersistedTree.self, forKey: key)
      }
      self = .object(object)
      return
    }
    var unkeyed = try decoder.unkeyedContainer()
    var array: [PersistedTree] = []
    while !unkeyed.isAtEnd { array.append(try unkeyed.decode(PersistedTree.self)) }
    self = .array(array)
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .int(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .unsigned(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .double(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .string(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .array(let values):
      var unkeyed = encoder.unkeyedContainer()
      for value in values { try unkeyed.encode(value) }
    case .object(let values):
      var keyed = encoder.container(keyedBy: PersistedTreeKey.self)
      for (key, value) in values { try keyed.encode(value, forKey: PersistedTreeKey(key)) }
    }
  }
}

/// Any key of a ``PersistedTree`` object.
struct PersistedTreeKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(_ string: String) {
    stringValue = string
    intValue = Int(string)
  }
  init(stringValue: String) { self.init(stringValue) }
  init(intValue: Int) { self.init(String(intValue)) }
}

/// A persisted snapshot's version and fingerprint, whatever its types.
protocol PersistedHeaderReading {
  var header: PersistedSnapshotHeader { get }
}

extension PersistedSnapshot: PersistedHeaderReading {
  var header: PersistedSnapshotHeader {
    PersistedSnapshotHeader(version: version, fingerprint: fingerprint)
  }
}
