// Colors.

// https://developer.apple.com/documentation/uikit/uicolor (page not looked up)
open class UIColor: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/systembackground (page not looked
  // up; declared as https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill)
  open class var systemBackground: UIColor { fatalError("stub") }
}
