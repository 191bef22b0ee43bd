// Stack views and their axis.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/uikit/uistackview (unverified: no page read for it)
@MainActor open class UIStackView: UIView {
  // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  // (unverified: no page read for it)
  public init(arrangedSubviews views: [UIView]) { super.init() }

  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uistackview/axis (unverified: no page read for
  // it)
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint (unverified: no page read for
// it)
@MainActor open class NSLayoutConstraint: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis (unverified: no page
  // read for it)
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
