// The search bar and its delegate.

// https://developer.apple.com/documentation/uikit/uisearchbar (page not looked up)
@MainActor open class UISearchBar: UIView {
  // https://developer.apple.com/documentation/uikit/uisearchbar/delegate
  weak open var delegate: (any UISearchBarDelegate)?

  // https://developer.apple.com/documentation/uikit/uisearchbar/text (page not looked up)
  open var text: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton (page not
  // looked up)
  open var showsCancelButton: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// https://developer.apple.com/documentation/uikit/uibarpositioningdelegate
@MainActor public protocol UIBarPositioningDelegate: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uisearchbardelegate (page not looked up).
// The SDK's methods are `optional` requirements of an Objective-C protocol, which Linux cannot
// declare: here they are requirements with default implementations, which a conforming class
// satisfies (or nearly misses, with a warning) the same way.
@MainActor public protocol UISearchBarDelegate: UIBarPositioningDelegate {
  // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:textdidchange:)
  // (page not looked up)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)

  // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarsearchbuttonclicked(_:)
  // (page not looked up)
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)

  // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarcancelbuttonclicked(_:)
  // (page not looked up)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
