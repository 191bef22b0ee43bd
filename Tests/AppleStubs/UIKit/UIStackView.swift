// Stack views and their axis.

// https://developer.apple.com/documentation/uikit/uistackview (page not looked up)
@MainActor open class UIStackView: UIView {
  // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:) (page
  // not looked up)
  public init(arrangedSubviews views: [UIView]) { super.init() }

  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uistackview/axis (page not looked up)
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint (page not looked up)
@MainActor open class NSLayoutConstraint: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis (page not looked up)
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
