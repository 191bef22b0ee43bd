// View controllers.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/uikit/uiviewcontroller (unverified: no page read for
// it). Its isolation is confirmed indirectly: the iOS 26.0 UIKit.swiftinterface prints
// `@_Concurrency.MainActor @preconcurrency public var traitOverrides: UIKit.UITraitOverrides`, no
// requirement of a protocol, in `extension UIViewController : UIKit.UITraitChangeObservable`: the
// isolation it gets from the class (which also says `@preconcurrency`, not declared here).
@MainActor open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (unverified: no
  // page read for it)
  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view (unverified: no page read
  // for it)
  open var view: UIView! {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() (unverified: no
  // page read for it)
  open func viewDidLoad() { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  // (unverified: no page read for it)
  open func viewWillAppear(_ animated: Bool) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  // (unverified: no page read for it)
  open func viewDidDisappear(_ animated: Bool) { fatalError("stub") }
}
