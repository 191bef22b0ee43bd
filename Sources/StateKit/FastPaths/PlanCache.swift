/// The plans a running machine with parallel states made for the configurations it met (see
/// `StepPlans`): by (configuration, event index), a ``PlanCell``: the index of a plan in
/// ``plans``, or ignored, or general.
///
/// Part of the machine's working memory (``Scratch``), so it needs no lock of its own. Memory is
/// bounded: at most ``capacity`` pairs are kept, in a table allocated on the first one; once it
/// is full, a pair it does not hold goes to the general algorithm.
@usableFromInline
struct PlanCache: Sendable {
  @usableFromInline
  struct Slot: Sendable, BitwiseCopyable {
    @usableFromInline var low: UInt64
    @usableFromInline var mid: UInt64
    /// The event index; -1 for an empty slot.
    @usableFromInline var event: Int32
    @usableFromInline var value: PlanCell

    @inlinable init(low: UInt64, mid: UInt64, event: Int32, value: PlanCell) {
      self.low = low
      self.mid = mid
      self.event = event
      self.value = value
    }
  }

  /// Slots of the open-addressing table: a power of two, twice ``capacity``.
  @inlinable static var slotCount: Int { 128 }
  /// The most (configuration, event) pairs kept.
  @inlinable static var capacity: Int { 64 }

  @usableFromInline var slots: [Slot] = []
  @usableFromInline var count = 0
  @usableFromInline var plans: [StepPlans.Plan] = []
  @usableFromInline var steps: [Int32] = []

  @inlinable init() {}

  @inlinable var isFull: Bool { count >= Self.capacity }

  /// The slot a pair's search starts at: the top 7 bits of a multiplicative hash.
  @inlinable @inline(__always) static func home(_ low: UInt64, _ mid: UInt64, _ event: Int32)
    -> Int
  {
    let key = low ^ (mid &<< 7 | mid &>> 57) ^ (UInt64(UInt32(bitPattern: event)) &<< 32)
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> 57)
  }

  /// What the cache holds for the configuration `active` (at most 128 nodes) and the event;
  /// `nil` when it holds nothing.
  @inlinable func value(_ active: StateSet, _ event: Int32) -> PlanCell? {
    if slots.isEmpty { return nil }
    var i = Self.home(active.low, active.mid, event)
    while true {
      let slot = slots[i]
      if slot.event < 0 { return nil }
      if slot.event == event && slot.low == active.low && slot.mid == active.mid {
        return slot.value
      }
      i = (i &+ 1) & (Self.slotCount &- 1)
    }
  }

  /// Keeps a value for the pair, which the cache does not hold; the caller checked ``isFull``.
  @inlinable mutating func insert(_ active: StateSet, _ event: Int32, _ value: PlanCell) {
    _internalInvariant(!isFull && self.value(active, event) == nil)
    if slots.isEmpty {
      slots = Array(
        repeating: Slot(low: 0, mid: 0, event: -1, value: .ignored), count: Self.slotCount)
    }
    var i = Self.home(active.low, active.mid, event)
    while slots[i].event >= 0 { i = (i &+ 1) & (Self.slotCount &- 1) }
    slots[i] = Slot(low: active.low, mid: active.mid, event: event, value: value)
    count &+= 1
  }
}
