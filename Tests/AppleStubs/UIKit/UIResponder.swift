// The root of the responder chain.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/uikit/uiresponder (unverified: no page read for it;
// UIKit's classes are `@MainActor class`, as
// https://developer.apple.com/documentation/uikit/uinavigationitem shows)
@MainActor open class UIResponder: NSObject {
  override public init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() (unverified:
  // no page read for it; Objective-C methods import with a discardable result)
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder() (unverified:
  // no page read for it; as becomeFirstResponder())
  @discardableResult open func resignFirstResponder() -> Bool { fatalError("stub") }
}
