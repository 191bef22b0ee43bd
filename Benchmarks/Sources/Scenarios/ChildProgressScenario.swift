import StateKit

// A download's progress: an event whose targetless transition changes only the child's context,
// sent to one of 1,000 children against the same sent to a lone machine. The child stays in its
// states, so its parent's counts have nothing to follow.

/// A transfer's states.
public enum TransferState: MachineState {
  case downloading, done
}

/// A transfer's events: a chunk received, and its end.
public enum TransferEvent: MachineEvent {
  case received, finish
}

/// A transfer that counts the chunks it received.
let transferDefinition: MachineDefinition<TransferState, TransferEvent, Int> = {
  do {
    return try MachineDefinition(name: "Transfer", initial: .downloading, context: 0) {
      StateNode(.downloading) {
        On(.received, action: { received, _ in received &+= 1 })
        On(.finish, to: .done)
      }
      Final(.done)
    }
  } catch {
    fatalError("\(error)")
  }
}()

/// The parent's states: one, which holds the transfers.
public enum TransfersState: MachineState {
  case showing
}

/// The parent's events: `fill` spawns the transfers.
public enum TransfersEvent: MachineEvent {
  case fill
}

/// The transfers, by position.
public let transfers = ChildMachines<Int, TransferState, TransferEvent, Int>(
  "transfers", transferDefinition)

/// A parent that holds `childCount` transfers once `fill` spawned them.
let transfersDefinition: MachineDefinition<TransfersState, TransfersEvent, Void> = {
  do {
    return try MachineDefinition(name: "Transfers", initial: .showing) {
      StateNode(.showing) {
        Invoke(transfers)
        On(.fill, actions: (0..<childCount).map { i in .spawn(transfers) { _, _ in (i, 0) } })
      }
    }
  } catch {
    fatalError("\(error)")
  }
}()

/// Sends `received` to each of 1,000 transfers in turn: the children of a parent, or, as the
/// baseline, lone machines of the same definition.
public final class ProgressDriver: Driver {
  let parent: Machine<TransfersState, TransfersEvent, Void>?
  let machines: [Machine<TransferState, TransferEvent, Int>]
  var next = 0

  public init(children: Bool) {
    if children {
      let parent = Machine(transfersDefinition)
      parent.send(.fill)
      let running = parent.children(transfers)
      machines = (0..<childCount).map { running[$0]! }
      self.parent = parent
    } else {
      machines = (0..<childCount).map { _ in Machine(transferDefinition) }
      parent = nil
    }
  }

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var m = next
    for _ in 0..<count {
      if machines[m].send(.received) == .handled { handled &+= 1 }
      m &+= 1
      if m == childCount { m = 0 }
    }
    next = m
    return handled
  }
}
