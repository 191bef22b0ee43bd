/// A readable difference between two values, or `nil` when they print the same.
///
/// Both values are written out structurally from their `Mirror` (nested structs, enums with
/// payloads, arrays, dictionaries and sets), one field per line, and compared line by line.
/// Lines only in `expected` start with `−`, lines only in `actual` with `+`; unchanged lines
/// keep two spaces of indentation, and long unchanged runs are folded into `…`. Values are
/// equal for the harness exactly when they print the same, so no `Equatable` conformance is
/// needed (a `Void` context compares equal to itself).
///
/// ```swift
/// let message = diff(LoginState.error(.invalidCredentials), LoginState.authenticated)
/// // − LoginState.error(
/// // −   LoginError.invalidCredentials
/// // − )
/// // + LoginState.authenticated
/// ```
///
/// - Parameters:
///   - expected: The value the test expected.
///   - actual: The value the machine has.
/// - Returns: The diff, or `nil` when both print the same.
public func diff(_ expected: Any, _ actual: Any) -> String? {
  let old = StructuralDump.lines(expected)
  let new = StructuralDump.lines(actual)
  guard old != new else { return nil }
  return LineDiff(old: old, new: new).rendered()
}

/// A longest-common-subsequence diff of two lists of lines.
struct LineDiff {
  enum Line: Equatable {
    case same(String)
    case removed(String)
    case added(String)
  }

  let lines: [Line]

  init(old: [String], new: [String]) {
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
  func rendered(context: Int = 3) -> String {
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
