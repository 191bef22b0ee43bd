import Observation

extension ObservableMachine {
  /// Reads one field of the context, registering the reader for that field alone:
  /// `machine.name` is `machine.context.name`, and a macrostep that leaves `name` as it was
  /// invalidates no view that read `machine.name`, whatever else it changed.
  ///
  /// ```swift
  /// TextField("Name", text: …)   // reads machine.name
  /// ForEach(model.machine.items) { item in Row(item: item) }
  /// ```
  ///
  /// A field whose type is `Equatable` is compared after every macrostep that may have
  /// changed the context; one that is not is invalidated by every such macrostep.
  ///
  /// - Important: A member of ``ObservableMachine`` hides a context field of the same name:
  ///   its properties (``machine``, ``state``, ``context``, ``snapshot``, ``isDone``,
  ///   ``enabledEvents``), its methods (`send`, `canHandle`, `matches`, `children`, …), and
  ///   every property your own extensions of `ObservableMachine` declare. `machine.state` is
  ///   the machine's state even when the context has a `state` field, and the compiler says
  ///   nothing. Read such a field with ``subscript(field:)``, `machine[field: \.state]`, which
  ///   no member can hide and which tracks the field alone.
  ///
  /// - Parameter field: The field's key path in the context.
  /// - Returns: The field's value as of the last macrostep applied on the main actor.
  @inlinable public subscript<Value>(dynamicMember field: KeyPath<Context, Value>) -> Value {
    registrar.access(self, keyPath: fields[position(of: field)].key)
    return current.context[keyPath: field]
  }

  /// Reads one field of the context, registering the reader for that field alone, as
  /// ``subscript(dynamicMember:)`` does; but no member of `ObservableMachine` can hide it.
  ///
  /// ```swift
  /// struct Order { var state: Shipping }     // a field named like ObservableMachine.state
  /// model.machine[field: \.state]            // the context's field
  /// model.machine.state                      // the machine's state
  /// ```
  ///
  /// - Parameter field: The field's key path in the context.
  /// - Returns: The field's value as of the last macrostep applied on the main actor.
  @inlinable public subscript<Value>(field field: KeyPath<Context, Value>) -> Value {
    self[dynamicMember: field]
  }

  /// A context field some view has read, with its own observation key.
  @usableFromInline struct ContextField {
    /// The key its readers register under: `\.[contextField: position]`.
    @usableFromInline let key: KeyPath<ObservableMachine, Int>
    /// Whether the field may differ between two contexts.
    @usableFromInline let mayDiffer: (Context, Context) -> Bool

    @inlinable init(
      key: KeyPath<ObservableMachine, Int>, mayDiffer: @escaping (Context, Context) -> Bool
    ) {
      self.key = key
      self.mayDiffer = mayDiffer
    }
  }

  /// The observation key of a context field, by the field's position in ``fields``: an `Int`
  /// argument, which Observation hashes faster than the field's own key path. Never read:
  /// views read the field through ``subscript(dynamicMember:)``, which registers under this
  /// key.
  @usableFromInline nonisolated subscript(contextField position: Int) -> Int { 0 }

  /// The position of `field` in ``fields``, added on its first read.
  ///
  /// A key path literal is one object wherever it is evaluated in non-generic code, so the
  /// key paths a screen reads are found by identity first, among the few kept in
  /// ``fieldIdentities``; hashing a key path, which walks its components, is left to the
  /// first read from each place and to key paths made anew on each evaluation.
  @inlinable func position<Value>(of field: KeyPath<Context, Value>) -> Int {
    for known in fieldIdentities where known.field === field { return known.position }
    if let position = fieldPositions[field] {
      rememberIdentity(of: field, at: position)
      return position
    }
    fields.append(
      ContextField(
        key: \ObservableMachine.[contextField: fields.count],
        mayDiffer: Self.fieldComparison(field)))
    fieldPositions[field] = fields.count - 1
    rememberIdentity(of: field, at: fields.count - 1)
    return fields.count - 1
  }

  /// Whether `field` may differ between two contexts.
  ///
  /// A field stored in the context itself (a stored property, or a stored property of one)
  /// has an offset in the context's layout, and is read there in place: a key path read
  /// projects through the runtime, which looks up generic metadata on every call, and that
  /// cost each read field about 700 instructions on every change of the context
  /// (Benchmarks/README.md, "the observed send's copies and field comparisons"). A computed
  /// field, or one behind a class reference, goes through its key path.
  @inlinable nonisolated static func fieldComparison<Value>(
    _ field: KeyPath<Context, Value>
  ) -> (Context, Context) -> Bool {
    let comparison = ValueComparison<Value>()
    guard let offset = MemoryLayout<Context>.offset(of: field) else {
      return { comparison.mayDiffer($0[keyPath: field], $1[keyPath: field]) }
    }
    // Safe because `offset(of:)` gives an offset only for a stored field that lies inline in
    // every `Context` value (nil for a computed one or one behind a reference), so `offset`
    // bytes into an aligned `Context` lies an initialized, aligned `Value`. The pointers live
    // only inside the two `withUnsafePointer` calls, which keep both contexts alive, and
    // `load` copies each value out (retaining what it holds) before they end.
    return { old, new in
      withUnsafePointer(to: old) { old in
        withUnsafePointer(to: new) { new in
          comparison.mayDiffer(
            UnsafeRawPointer(old).load(fromByteOffset: offset, as: Value.self),
            UnsafeRawPointer(new).load(fromByteOffset: offset, as: Value.self))
        }
      }
    }
  }

  /// Keeps `field`, the object, beside its position, up to a few: kept alive here, its
  /// identity cannot pass to another key path.
  @usableFromInline func rememberIdentity(of field: AnyKeyPath, at position: Int) {
    guard fieldIdentities.count < 16 else { return }
    fieldIdentities.append((field, position))
  }

  /// Calls `willSet` for every read field that differs between the contexts of `old` and
  /// `new`, and remembers them for ``fieldsDidChange()``. `old` is ``current``, `inout` so
  /// that it is read where it lies: read as a value, it would be copied, since the
  /// comparisons call `==` through closures.
  @inlinable func fieldsWillChange(
    from old: inout Snapshot<State, Event, Context>,
    to new: borrowing Snapshot<State, Event, Context>
  ) {
    changedFields.removeAll(keepingCapacity: true)
    for position in fields.indices
    where fields[position].mayDiffer(old.storedContext, new.storedContext) {
      changedFields.append(position)
      registrar.willSet(self, keyPath: fields[position].key)
    }
  }

  /// Calls `didSet` for the fields ``fieldsWillChange(from:to:)`` found changed.
  @inlinable func fieldsDidChange() {
    for position in changedFields { registrar.didSet(self, keyPath: fields[position].key) }
    changedFields.removeAll(keepingCapacity: true)
  }
}
