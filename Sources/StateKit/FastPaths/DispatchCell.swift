/// A cell of a flat machine's dispatch table (``FlatDispatch``): what an event does in a state.
///
/// One `Int32`, so that the table stays a flat array of them: negative for ``ignored`` and
/// ``needsSearch``, `state << 1 | 1` for a plain transition (it names the state it makes
/// active), `transition << 1` for any other transition the flat path takes.
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
    DispatchCell(raw: state << 1 | 1)
  }

  /// A transition the flat path takes with its actions.
  @inlinable static func transition(_ t: Int32) -> DispatchCell { DispatchCell(raw: t << 1) }

  /// The state a plain transition's cell makes active; `nil` for any other cell. One test: the
  /// sign bit (``ignored``, ``needsSearch``) and the plain bit at once.
  @inlinable @inline(__always) var plainTarget: Int32? {
    raw & (Int32.min | 1) == 1 ? raw &>> 1 : nil
  }

  /// Whether a cell that is neither ``ignored`` nor ``needsSearch`` is a plain transition's.
  @inlinable @inline(__always) var isPlain: Bool { raw & 1 == 1 }

  /// The transition of a cell made by ``transition(_:)``.
  @inlinable @inline(__always) var transition: Int32 { raw &>> 1 }
}
