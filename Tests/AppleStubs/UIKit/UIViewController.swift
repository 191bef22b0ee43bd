// View controllers.

// https://developer.apple.com/documentation/uikit/uiviewcontroller (page not looked up)
@MainActor open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (page not
  // looked up)
  public required init?(coder: NSCoder) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view (page not looked up)
  open var view: UIView! {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() (page not
  // looked up)
  open func viewDidLoad() { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) (page
  // not looked up)
  open func viewWillAppear(_ animated: Bool) { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:) (page
  // not looked up)
  open func viewDidDisappear(_ animated: Bool) { fatalError("stub") }
}
