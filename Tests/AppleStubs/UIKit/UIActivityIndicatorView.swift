// The spinner.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview (unverified: no page read
// for it)
@MainActor open class UIActivityIndicatorView: UIView {
  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  // (unverified: no page read for it)
  public init(style: UIActivityIndicatorView.Style) { super.init() }

  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  // (unverified: no page read for it)
  open func startAnimating() { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  // (unverified: no page read for it)
  open func stopAnimating() { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  // (unverified: no page read for it)
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }
}
