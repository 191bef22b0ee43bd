/// Parses SCXML delays, which are CSS2 time values.
///
/// A CSS2 time is a non-negative number immediately followed by `s` or `ms`: `2s`, `500ms`, `1.5s`,
/// `.5s`, `0ms`. The number is digits with an optional fraction (`1.` and `1e3s` are not numbers in
/// CSS2); a unit is required, even after `0`; units are case-insensitive; surrounding whitespace is
/// ignored. Precision is kept to the nanosecond, without going through floating point.
enum CSSTime {
  /// The duration written by `text`, or `nil` when it is not a CSS2 time.
  static func duration(_ text: String) -> Duration? {
    let trimmed = text.trimmingXMLWhitespace().lowercased()
    let number: Substring
    let nanosecondsPerUnit: Int64
    if trimmed.hasSuffix("ms") {
      number = trimmed.dropLast(2)
      nanosecondsPerUnit = 1_000_000
    } else if trimmed.hasSuffix("s") {
      number = trimmed.dropLast()
      nanosecondsPerUnit = 1_000_000_000
    } else {
      return nil
    }
    let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerDigits = parts[0]
    let fractionDigits = parts.count == 2 ? parts[1] : nil
    guard integerDigits.allSatisfy(\.isASCIIDigit) else { return nil }
    if let fractionDigits {
      guard !fractionDigits.isEmpty, fractionDigits.allSatisfy(\.isASCIIDigit) else { return nil }
    } else {
      guard !integerDigits.isEmpty else { return nil }
    }
    var nanoseconds: Int64 = 0
    for digit in integerDigits {
      let (times10, overflow1) = nanoseconds.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int64(digit.asciiValue! - 48))
      guard !overflow1, !overflow2 else { return nil }
      nanoseconds = sum
    }
    let (scaled, overflow) = nanoseconds.multipliedReportingOverflow(by: nanosecondsPerUnit)
    guard !overflow else { return nil }
    var fraction: Int64 = 0
    var place = nanosecondsPerUnit
    for digit in fractionDigits ?? "" {
      place /= 10
      guard place > 0 else { break }
      fraction += Int64(digit.asciiValue! - 48) * place
    }
    let (total, overflowTotal) = scaled.addingReportingOverflow(fraction)
    guard !overflowTotal else { return nil }
    return .nanoseconds(total)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
