/// A cell of a flat machine's dispatch table (``FlatDispatch``): what an event does in a state.
///
/// One `Int32`, so that the table stays a flat array of them: the state a plain transition makes
/// active, as it is (zero or more); `-1` for ``ignored``, `-2` for ``needsSearch``, and
/// `-3 - transition` for any other transition the flat path takes. A plain cell, the quick
/// path's case, is told by its sign alone and read without a shift.
@usableFromInline
struct DispatchCell: Equatable, Sendable, BitwiseCopyable {
  @usableFromInline let raw: Int32

  @inlinable init(raw: Int32) { self.raw = raw }

  /// The event enables no transition in the state.
  @inlinable static var ignored: DispatchCell { DispatchCell(raw: -1) }
  /// The flat path must search for the transition (a guard decides it, or it has side effects
  /// or a payload), and perhaps leave it to the general algorithm.
  @inlinable static var needsSearch: DispatchCell { DispatchCell(raw: -2) }

  /// A plain transition: taking it only makes `state` the active state.
  @inlinable static func plain(to state: Int32) -> DispatchCell {
    _internalInvariant(state >= 0, "a plain cell of no state")
    return DispatchCell(raw: state)
  }

  /// A transition the flat path takes with its actions.
  @inlinable static func transition(_ t: Int32) -> DispatchCell {
    _internalInvariant(t >= 0, "a cell of no transition")
    return DispatchCell(raw: -3 &- t)
  }

  /// The state a plain transition's cell makes active; `nil` for any other cell. One test: the
  /// sign.
  @inlinable @inline(__always) var plainTarget: Int32? { raw >= 0 ? raw : nil }

  /// Whether a cell that is neither ``ignored`` nor ``needsSearch`` is a plain transition's.
  @inlinable @inline(__always) var isPlain: Bool { raw >= 0 }

  /// The transition of a cell made by ``transition(_:)``.
  @inlinable @inline(__always) var transition: Int32 { -3 &- raw }
}
