import StateKit

// A lone child whose parent maps its completion, as `Invoke(_:input:emitted:done:failed:)` with
// `done:` declares it: a send to it against a send to a lone machine of the same definition.

/// The parent's states: one, which runs the child.
public enum HostState: MachineState {
  case hosting
}

/// The parent's events: the child's completion.
public enum HostEvent: MachineEvent {
  case searchEnded
}

/// The child: an image search.
public let hostedSearch = ChildMachine("search", searchDefinition)

/// A parent that runs `hostedSearch` and maps its completion, which therefore watches it.
let hostDefinition: MachineDefinition<HostState, HostEvent, Void> = {
  do {
    return try MachineDefinition(name: "Host", initial: .hosting) {
      StateNode(.hosting) { Invoke(hostedSearch, done: { _ in .searchEnded }) }
    }
  } catch {
    fatalError("\(error)")
  }
}()

/// Sends the image search cycle to the lone child of a parent (baseline: `SearchMachineDriver`,
/// the same cycle sent to a lone machine).
public final class LoneChildSendDriver: Driver {
  let parent = Machine(hostDefinition)
  let child: Machine<SearchState, SearchEvent, Void>
  var position = 0

  public init() { child = parent.child(hostedSearch)! }

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    for _ in 0..<count {
      if child.send(searchCycle[i]) == .handled { handled &+= 1 }
      i &+= 1
      if i == 8 { i = 0 }
    }
    position = i
    return handled
  }
}
