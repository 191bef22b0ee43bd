// Views, and the scroll view that tables are.

// https://developer.apple.com/documentation/uikit/uiview (page not looked up)
@MainActor open class UIView: UIResponder {
  override public init() { super.init() }

  // https://developer.apple.com/documentation/uikit/uiview/init(frame:) (page not looked up)
  public init(frame: CGRect) { super.init() }

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:) (page not looked up)
  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor (page not looked up)
  open var backgroundColor: UIColor? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/ishidden (page not looked up)
  open var isHidden: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/bounds (page not looked up)
  open var bounds: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/frame (page not looked up)
  open var frame: CGRect {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask (page not looked up)
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) (page not looked up)
  open func addSubview(_ view: UIView) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (page
  // not looked up)
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
}

// https://developer.apple.com/documentation/uikit/uiscrollview (page not looked up; the
// superclass of UITableView)
@MainActor open class UIScrollView: UIView {}
