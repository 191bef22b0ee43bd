// Read-only text, the keys that localize it, and its fonts.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: View {
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S>(_ content: S) where S: StringProtocol {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/text/font(_:)
  nonisolated public func font(_ font: Font?) -> Text {
    fatalError("stub")
  }

  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
@frozen public struct LocalizedStringKey: ExpressibleByStringInterpolation {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) {
    fatalError("stub")
  }

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) {
    fatalError("stub")
  }

  // unverified: no page read for `init(stringInterpolation:)` and
  // `LocalizedStringKey.StringInterpolation`; only a `String` can be interpolated here (the SDK
  // also takes numbers, formatters, `Text` and `Image`).
  public init(stringInterpolation: StringInterpolation) {
    fatalError("stub")
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
  }
}

// https://developer.apple.com/documentation/swiftui/font (unverified: no page read for it)
@frozen public struct Font: Hashable, Sendable {
  // unverified: documentation page not found for `caption`; the declaration follows
  // https://developer.apple.com/documentation/swiftui/font/caption2
  public static let caption = Font()

  private init() {}
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View {
    fatalError("stub")
  }
}
