// Views, and the scroll view that tables are.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/uikit/uiview (unverified: no page read for it). Its
// isolation is confirmed indirectly: the iOS 26.0 UIKit.swiftinterface prints members of its
// extensions of UIView, such as `@_Concurrency.MainActor @preconcurrency public var
// cornerConfiguration: UIKit.UICornerConfiguration`, with the isolation they get from the class
// (which also says `@preconcurrency`, not declared here).
@MainActor open class UIView: UIResponder {
  override public init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:) (unverified: no page read
  // for it)
  public init(frame: CGRect) { super.init() }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (unverified: no page read
  // for it)
  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor (unverified: no page
  // read for it)
  open var backgroundColor: UIColor? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/ishidden (unverified: no page read for
  // it)
  open var isHidden: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/bounds (unverified: no page read for it)
  open var bounds: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/frame (unverified: no page read for it)
  open var frame: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask (unverified: no page
  // read for it)
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) (unverified: no page read
  // for it)
  open func addSubview(_ view: UIView) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  // (unverified: no page read for it)
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
}

// https://developer.apple.com/documentation/uikit/uiscrollview (unverified: no page read for it;
// the superclass of UITableView)
@MainActor open class UIScrollView: UIView {}
