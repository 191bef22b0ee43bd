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
  /// changed the context; one that is not is invalidated by every such macrostep. A member of
  /// ``ObservableMachine`` itself (``state``, ``context``, ``snapshot``, ``isDone``,
  /// ``machine``) hides a field of the same name: read that one through ``context``.
  ///
  /// - Parameter field: The field's key path in the context.
  /// - Returns: The field's value as of the last macrostep applied on the main actor.
  @inlinable public subscript<Value>(dynamicMember field: KeyPath<Context, Value>) -> Value {
    registrar.access(self, keyPath: fields[position(of: field)].key)
    return current.context[keyPath: field]
  }

  /// A context field some view has read, with its own observation key.
  @usableFromInline struct ContextField {
    /// The key its readers register under: `\.[contextField: field]`.
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

  /// The observation key of a context field, by the field's key path. Never read: views read
  /// the field through ``subscript(dynamicMember:)``, which registers under this key.
  @usableFromInline nonisolated subscript(contextField field: AnyKeyPath) -> Int { 0 }

  /// The position of `field` in ``fields``, added on its first read.
  @inlinable func position<Value>(of field: KeyPath<Context, Value>) -> Int {
    if let position = fieldPositions[field] { return position }
    let comparison = ValueComparison<Value>()
    fields.append(
      ContextField(
        key: \ObservableMachine.[contextField: field],
        mayDiffer: { comparison.mayDiffer($0[keyPath: field], $1[keyPath: field]) }))
    fieldPositions[field] = fields.count - 1
    return fields.count - 1
  }

  /// Calls `willSet` for every read field that differs between the two contexts, and
  /// remembers them for ``fieldsDidChange()``.
  @inlinable func fieldsWillChange(from old: Context, to new: Context) {
    changedFields.removeAll(keepingCapacity: true)
    for position in fields.indices where fields[position].mayDiffer(old, new) {
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
