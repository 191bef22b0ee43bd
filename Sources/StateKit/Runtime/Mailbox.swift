/// The events that arrived while another was being processed, in arrival order: a queue whose
/// first element is taken in constant time.
///
/// An array with a read position: taking the first event moves the position instead of
/// shifting every element after it, so that a mailbox that grows faster than it is drained (many
/// threads sending at once) is still drained in linear time. The space before the position is
/// reclaimed when the queue empties, or once it is more than half of the array.
@usableFromInline
struct Mailbox<Event: MachineEvent>: Sendable {
  @usableFromInline var storage: [Inbound<Event>] = []
  /// The index of the first event not yet taken.
  @usableFromInline var head = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { head == storage.count }

  /// How many events wait.
  @inlinable var count: Int { storage.count - head }

  /// Appends an event at the end.
  @inlinable mutating func append(_ inbound: Inbound<Event>) {
    storage.append(inbound)
  }

  /// Takes the first event; the mailbox must not be empty.
  @inlinable mutating func removeFirst() -> Inbound<Event> {
    precondition(!isEmpty, "removeFirst from an empty mailbox")
    let first = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 32 && head * 2 > storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return first
  }

  /// Removes the waiting events that match `shouldBeRemoved`, keeping the others in order.
  @inlinable mutating func removeAll(where shouldBeRemoved: (Inbound<Event>) -> Bool) {
    storage.removeFirst(head)
    head = 0
    storage.removeAll(where: shouldBeRemoved)
  }
}
