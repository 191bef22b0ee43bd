import StateKit
import StateKitTooling

// large-validate: the structural checks of the 10,000-state machine. Target: ≤ 1 s.

public final class LargeValidateDriver: Driver {
  let definition = largeDefinition
  let events = largeEvents

  public init() {}

  /// Returns the number of findings (warnings and errors): 0, the machine is sound.
  @inline(never)
  public func run(_ count: Int) -> Int {
    var findings = 0
    for _ in 0..<count {
      findings &+= definition.validate(allEvents: events).count
    }
    return findings
  }
}

/// The hand-written checks that apply to a flat machine: states not reached from state 0,
/// reached states without transitions (dead ends), events no reached state handles.
public final class LargeTableValidateDriver: Driver {
  let table = largeTable

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var findings = 0
    for _ in 0..<count {
      let search = largeTableSearch(table)
      findings &+= table.count - search.order.count  // unreachable
      var handled = [Bool](repeating: false, count: largeEventCount)
      for s in search.order {
        let row = table[Int(s)]
        if row.isEmpty { findings &+= 1 }  // dead end
        for j in row.indices { handled[j] = true }
      }
      for h in handled where !h { findings &+= 1 }  // unhandled event
    }
    return findings
  }
}
