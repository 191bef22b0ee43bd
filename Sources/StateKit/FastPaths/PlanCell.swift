/// A cell of a step-plan table (``StepPlans``, ``PlanCache``): what an event does in a
/// configuration.
///
/// One `Int32`: negative for ``ignored`` and ``general``, otherwise an ``index``: of a plan in
/// the table's plans, or, in the selections of a statechart with parallel states, of the
/// transition an atomic state's walk up its ancestors selects.
@usableFromInline
struct PlanCell: Equatable, Sendable, BitwiseCopyable {
  @usableFromInline let raw: Int32

  @inlinable init(raw: Int32) { self.raw = raw }

  /// No transition takes the event.
  @inlinable static var ignored: PlanCell { PlanCell(raw: -1) }
  /// Something beyond the states and the event decides: the general algorithm runs.
  @inlinable static var general: PlanCell { PlanCell(raw: -2) }

  /// A plan's index, or a selected transition.
  @inlinable static func index(_ index: Int32) -> PlanCell {
    _internalInvariant(index >= 0, "a negative index in a plan cell")
    return PlanCell(raw: index)
  }

  @inlinable var isIgnored: Bool { raw == -1 }
  @inlinable var isGeneral: Bool { raw == -2 }
  /// Whether the cell names a plan or a transition.
  @inlinable var hasIndex: Bool { raw >= 0 }
  /// The plan or transition a cell made by ``index(_:)`` names.
  @inlinable var index: Int32 { raw }
}
