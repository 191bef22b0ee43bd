// Colors.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/uikit/uicolor (unverified: no page read for it)
open class UIColor: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/systembackground (unverified: no page
  // read for it; declared as
  // https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill)
  open class var systemBackground: UIColor { fatalError("stub") }
}
