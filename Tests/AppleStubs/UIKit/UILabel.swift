// Labels and their text alignment.

// https://developer.apple.com/documentation/uikit/uilabel (page not looked up)
@MainActor open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text (page not looked up)
  open var text: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uilabel/textalignment (page not looked up)
  open var textAlignment: NSTextAlignment {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// https://developer.apple.com/documentation/uikit/nstextalignment (page not looked up)
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
