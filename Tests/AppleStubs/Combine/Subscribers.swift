// Demand and completion, the values subscribers exchange with subscriptions.

// https://developer.apple.com/documentation/combine/subscribers (page not looked up)
public enum Subscribers {
  // https://developer.apple.com/documentation/combine/subscribers/demand (page not looked up)
  @frozen public struct Demand: Equatable, Comparable, Hashable, Sendable {
    private let value: Int

    private init(_ value: Int) { self.value = value }

    // https://developer.apple.com/documentation/combine/subscribers/demand/none (page not
    // looked up)
    public static let none = Demand(0)

    public static func < (lhs: Demand, rhs: Demand) -> Bool { fatalError("stub") }

    // https://developer.apple.com/documentation/combine/subscribers/demand/+=(_:_:)-3ccb2 (page
    // not looked up)
    public static func += (lhs: inout Demand, rhs: Demand) { fatalError("stub") }

    // https://developer.apple.com/documentation/combine/subscribers/demand/-=(_:_:)-8ya7b (page
    // not looked up)
    public static func -= (lhs: inout Demand, rhs: Int) { fatalError("stub") }

    // https://developer.apple.com/documentation/combine/subscribers/demand/>(_:_:)-5ae2c (page
    // not looked up)
    public static func > (lhs: Demand, rhs: Int) -> Bool { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/combine/subscribers/completion (page not looked
  // up)
  @frozen public enum Completion<Failure> where Failure: Error {
    case finished
    case failure(Failure)
  }
}
