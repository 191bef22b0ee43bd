/// A longest-common-subsequence diff of two lists of lines.
package struct LineDiff {
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  let lines: [Line]

  /// A readable difference between two values written out by ``StructuralDump``, or `nil`
  /// when they print the same: StateKitTesting's `diff(_:_:)`.
  package static func structural(_ expected: Any, _ actual: Any) -> String? {
    let old = StructuralDump.lines(expected)
    let new = StructuralDump.lines(actual)
    guard old != new else { return nil }
    return LineDiff(old: old, new: new).rendered()
  }

  package init(old: [String], new: [String]) {
    let n = old.count
    let m = new.count
    // lcs[i][j]: the common subsequence length of old[i...] and new[j...].
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        result.append(.same(old[i]))
        i += 1
        j += 1
      } else if j < m, i == n || lcs[i][j + 1] > lcs[i + 1][j] {
        result.append(.added(new[j]))
        j += 1
      } else {
        result.append(.removed(old[i]))
        i += 1
      }
    }
    lines = result
  }

  /// The diff as text: unchanged runs keep `context` lines next to each change (and the first
  /// and last line of the whole value); longer runs are folded.
  package func rendered(context: Int = 3) -> String {
    var out: [String] = []
    var index = 0
    while index < lines.count {
      guard case .same = lines[index] else {
        switch lines[index] {
        case .removed(let text): out.append("\u{2212} " + text)
        case .added(let text): out.append("+ " + text)
        case .same: break
        }
        index += 1
        continue
      }
      var end = index
      while end < lines.count, case .same = lines[end] { end += 1 }
      let run = lines[index..<end].map { line -> String in
        if case .same(let text) = line { "  " + text } else { "" }
      }
      let head = index == 0 ? 1 : context
      let tail = end == lines.count ? 1 : context
      if run.count - head - tail >= 4 {
        out.append(contentsOf: run.prefix(head))
        out.append("  \u{2026} (\(run.count - head - tail) unchanged)")
        out.append(contentsOf: run.suffix(tail))
      } else {
        out.append(contentsOf: run)
      }
      index = end
    }
    return out.joined(separator: "\n")
  }
}
