// Table views, their data source, and their cells.
//
// Unverified for Xcode 26.0, unless its comment cites the iOS 26.0 UIKit.swiftinterface (UIKit's
// Swift overlay, see README.md): the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror.

// https://developer.apple.com/documentation/uikit/uitableview (unverified: no page read for it)
@MainActor open class UITableView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uitableview/datasource (unverified: no page
  // read for it; weak, as UISearchBar's delegate)
  weak open var dataSource: (any UITableViewDataSource)?

  // https://developer.apple.com/documentation/uikit/uitableview/backgroundview (unverified: no page
  // read for it)
  open var backgroundView: UIView? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/reloaddata() (unverified: no page
  // read for it)
  open func reloadData() { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/uikit/uitableviewdatasource (unverified: no page read
// for it)
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  // (unverified: no page read for it)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  // (unverified: no page read for it)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// https://developer.apple.com/documentation/uikit/uitableviewcell (unverified: no page read for
// it). Its isolation is confirmed indirectly: the iOS 26.0 UIKit.swiftinterface prints the
// members of its `extension UITableViewCell` `@_Concurrency.MainActor @preconcurrency` (below),
// the isolation they get from the class.
@MainActor open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  // (unverified: no page read for it)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init() }

  public required init?(coder: NSCoder) { fatalError("stub") }

  // iOS 26.0 UIKit.swiftinterface: `@_Concurrency.MainActor @preconcurrency public func
  // defaultContentConfiguration() -> UIKit.UIListContentConfiguration`, in `extension
  // UITableViewCell` (`@available(iOS 14.0, tvOS 14.0, *)`)
  @MainActor @preconcurrency public func defaultContentConfiguration()
    -> UIListContentConfiguration
  {
    fatalError("stub")
  }

  // iOS 26.0 UIKit.swiftinterface: `@_Concurrency.MainActor @preconcurrency public var
  // contentConfiguration: (any UIKit.UIContentConfiguration)? { get set(config) }`, in the same
  // extension
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle (unverified: no page
  // read for it)
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }
}

// iOS 26.0 UIKit.swiftinterface: `public protocol UIContentConfiguration {` (no isolation
// attribute). Its requirements, `@_Concurrency.MainActor func makeContentView() -> any UIView &
// UIKit.UIContentView` and `func updated(for state: any UIKit.UIConfigurationState) -> Self`, are
// not used here, and left out. Page:
// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
public protocol UIContentConfiguration {}

// iOS 26.0 UIKit.swiftinterface: `public struct UIListContentConfiguration :
// UIKit.UIContentConfiguration, Swift.Hashable {` (its other members are not used here). Page:
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  // iOS 26.0 UIKit.swiftinterface: `public var text: Swift.String? { get set }` (under `#if
  // compiler(>=5.3) && $NonescapableTypes`)
  public var text: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

extension IndexPath {
  // iOS 26.0 UIKit.swiftinterface: `public var row: Swift.Int { get set }`, in `extension
  // Foundation.IndexPath` (`@available(iOS 7.0, watchOS 2.0, *)`)
  public var row: Int {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}
