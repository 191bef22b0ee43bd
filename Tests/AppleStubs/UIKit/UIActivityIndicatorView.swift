// The spinner.

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview (page not looked up)
@MainActor open class UIActivityIndicatorView: UIView {
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:) (page
  // not looked up)
  public init(style: UIActivityIndicatorView.Style) { super.init() }

  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  // (page not looked up)
  open func startAnimating() { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  // (page not looked up)
  open func stopAnimating() { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  // (page not looked up)
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }
}
