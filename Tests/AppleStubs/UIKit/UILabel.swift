// Labels and their text alignment.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/uikit/uilabel (unverified: no page read for it)
@MainActor open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text (unverified: no page read for it)
  open var text: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uilabel/textalignment (unverified: no page read
  // for it)
  open var textAlignment: NSTextAlignment {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// https://developer.apple.com/documentation/uikit/nstextalignment (unverified: no page read for it)
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
