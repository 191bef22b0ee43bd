// Table views, their data source, and their cells.

// https://developer.apple.com/documentation/uikit/uitableview (page not looked up)
@MainActor open class UITableView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uitableview/datasource (page not looked up;
  // weak, as UISearchBar's delegate)
  weak open var dataSource: (any UITableViewDataSource)?

  // https://developer.apple.com/documentation/uikit/uitableview/backgroundview (page not looked
  // up)
  open var backgroundView: UIView? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/reloaddata() (page not looked
  // up)
  open func reloadData() { fatalError("stub") }

  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    fatalError("stub")
  }
}

// https://developer.apple.com/documentation/uikit/uitableviewdatasource (page not looked up)
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  // (page not looked up)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  // (page not looked up)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// https://developer.apple.com/documentation/uikit/uitableviewcell (page not looked up)
@MainActor open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  // (page not looked up)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init() }

  public required init?(coder: NSCoder) { fatalError("stub") }

  // Documentation page not found for UITableViewCell's; declared as
  // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()
  @MainActor @preconcurrency public func defaultContentConfiguration()
    -> UIListContentConfiguration
  {
    fatalError("stub")
  }

  // Documentation page not found for UITableViewCell's; declared as
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle (page not looked
  // up)
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
  // (page not looked up)
  public var text: String?
}

extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/row (page not looked up;
  // UIKit's extension of Foundation's IndexPath)
  public var row: Int { fatalError("stub") }
}
