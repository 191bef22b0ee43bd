import StateKit
import StateKitTooling

// large-mermaid: the Mermaid diagram of the 10,000-state machine. Target: ≤ 1 s.

public final class LargeMermaidDriver: Driver {
  let definition = largeDefinition
  public private(set) var last = ""

  public init() {}

  /// Returns the diagram's length in bytes.
  @inline(never)
  public func run(_ count: Int) -> Int {
    var bytes = 0
    for _ in 0..<count {
      let text = definition.mermaid()
      bytes &+= text.utf8.count
      last = text
    }
    return bytes
  }
}

/// `stateDiagram-v2`, the initial marker, and one `  s<i> --> s<t> : e<j>` line per
/// transition, appended to one string.
public final class LargeTableMermaidDriver: Driver {
  let table = largeTable
  public private(set) var last = ""

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var bytes = 0
    for _ in 0..<count {
      var text = "stateDiagram-v2\n  [*] --> s0\n"
      text.reserveCapacity(32 * table.count * largeEventCount)
      for s in table.indices {
        let source = "  s\(s) --> s"
        for (j, t) in table[s].enumerated() {
          text += source
          text += String(t)
          text += " : e"
          text += String(j)
          text += "\n"
        }
      }
      bytes &+= text.utf8.count
      last = text
    }
    return bytes
  }
}
