// Edges and insets, for padding and image caps (pages not looked up; only the members the
// default arguments name).

// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, Sendable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all = Set(rawValue: 15)
  }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
@frozen public struct EdgeInsets: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/edgeinsets/init()
  public init() {}
}
