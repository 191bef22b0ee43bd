import StateKit

/// A child machine or a collection of them, as a parent's definition declares it: what gives a
/// child's tester its types (``MachineTester/child(at:as:fileID:filePath:line:column:)``).
public protocol ChildMachineTypes: Sendable {
  /// The id the child, or the collection, runs under in its parent.
  var id: String { get }
  /// The child's states.
  associatedtype ChildState: MachineState
  /// The child's events.
  associatedtype ChildEvent: MachineEvent
  /// The child's context.
  associatedtype ChildContext: Sendable
}

extension ChildMachine: ChildMachineTypes {
  public typealias ChildState = State
  public typealias ChildEvent = Event
  public typealias ChildContext = Context
}

extension ChildMachines: ChildMachineTypes {
  public typealias ChildState = State
  public typealias ChildEvent = Event
  public typealias ChildContext = Context
}
