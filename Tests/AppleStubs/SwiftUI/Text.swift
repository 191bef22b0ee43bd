// Read-only text, the keys that localize it, and its fonts.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct Text : Swift.Equatable,
// Swift.Sendable {` (View in an extension of its own, so it does not infer View's `@MainActor`)
@frozen public struct Text: Equatable, Sendable {
  // iOS 26.0 SwiftUICore.swiftinterface: `@_disfavoredOverload public init<S>(_ content: S) where
  // S : Swift.StringProtocol`
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `@_semantics("swiftui.init_with_localization") public
  // init(_ key: SwiftUICore.LocalizedStringKey, tableName: Swift.String? = nil, bundle:
  // Foundation.Bundle? = nil, comment: Swift.StaticString? = nil)`, in an extension of Text
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `nonisolated public func font(_ font:
  // SwiftUICore.Font?) -> SwiftUICore.Text`, in an extension of Text
  nonisolated public func font(_ font: Font?) -> Text {
    fatalError("stub")
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `extension SwiftUICore.Text : SwiftUICore.View {`
extension Text: View {
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct LocalizedStringKey :
// Swift.Equatable, Swift.ExpressibleByStringInterpolation {`
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // iOS 26.0 SwiftUICore.swiftinterface: `public init(_ value: Swift.String)`
  public init(_ value: String) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface:
  // `@_semantics("swiftui.localized_string_key.init_literal") public init(stringLiteral value:
  // Swift.String)`
  public init(stringLiteral value: String) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface:
  // `@_semantics("swiftui.localized_string_key.init_interpolation") public
  // init(stringInterpolation: SwiftUICore.LocalizedStringKey.StringInterpolation)`
  public init(stringInterpolation: StringInterpolation) {
    fatalError("stub")
  }

  // iOS 26.0 SwiftUICore.swiftinterface: `public struct StringInterpolation :
  // Swift.StringInterpolationProtocol {`, with `public init(literalCapacity: Swift.Int, interpolationCount:
  // Swift.Int)`, `public mutating func appendLiteral(_ literal: Swift.String)` and `public
  // mutating func appendInterpolation(_ string: Swift.String)` (and more `appendInterpolation`
  // overloads, for numbers, formatters, `Text` and `Image`, that are not used here)
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
  }
}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore.LocalizedStringKey : Swift.Sendable {}`
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@available(*, unavailable) extension
// SwiftUICore.LocalizedStringKey.StringInterpolation : Swift.Sendable {}`
@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

// iOS 26.0 SwiftUICore.swiftinterface: `@frozen public struct Font : Swift.Hashable,
// Swift.Sendable {`
@frozen public struct Font: Hashable, Sendable {
  // iOS 26.0 SwiftUICore.swiftinterface: `public static let caption: SwiftUICore.Font`, in an
  // extension of Font
  public static let caption = Font()

  private init() {}
}

extension View {
  // iOS 26.0 SwiftUICore.swiftinterface: `@inlinable nonisolated public func font(_ font:
  // SwiftUICore.Font?) -> some SwiftUICore.View {` (without its body)
  nonisolated public func font(_ font: Font?) -> some View {
    fatalError("stub")
  }
}
