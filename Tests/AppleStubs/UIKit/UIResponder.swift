// The root of the responder chain.

// https://developer.apple.com/documentation/uikit/uiresponder (page not looked up; UIKit's
// classes are `@MainActor class`, as
// https://developer.apple.com/documentation/uikit/uinavigationitem shows)
@MainActor open class UIResponder: NSObject {
  override public init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() (page
  // not looked up; Objective-C methods import with a discardable result)
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder() (page
  // not looked up; as becomeFirstResponder())
  @discardableResult open func resignFirstResponder() -> Bool { fatalError("stub") }
}
