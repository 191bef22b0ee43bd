// Table views, their data source, and their cells.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

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

// https://developer.apple.com/documentation/uikit/uitableviewcell (unverified: no page read for it)
@MainActor open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  // (unverified: no page read for it)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init() }

  public required init?(coder: NSCoder) { fatalError("stub") }

  // unverified: documentation page not found for UITableViewCell's; declared as
  // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()
  @MainActor @preconcurrency public func defaultContentConfiguration()
    -> UIListContentConfiguration
  {
    fatalError("stub")
  }

  // unverified: documentation page not found for UITableViewCell's; declared as
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
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

// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5 (its
// requirements, makeContentView() and updated(for:), are not used here)
public protocol UIContentConfiguration {}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  // (unverified: no page read for it)
  public var text: String?
}

extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/row (unverified: no page read
  // for it; UIKit's extension of Foundation's IndexPath)
  public var row: Int { fatalError("stub") }
}
