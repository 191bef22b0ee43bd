// The search bar and its delegate.
//
// Unverified for Xcode 26.0: the pages cited show a later SDK, and no header of the iOS 26.0
// SDK's UIKit was found in a public mirror (see README.md).

// https://developer.apple.com/documentation/uikit/uisearchbar (unverified: no page read for it)
@MainActor open class UISearchBar: UIView {
  // https://developer.apple.com/documentation/uikit/uisearchbar/delegate
  weak open var delegate: (any UISearchBarDelegate)?

  // https://developer.apple.com/documentation/uikit/uisearchbar/text (unverified: no page read for
  // it)
  open var text: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  // https://developer.apple.com/documentation/uikit/uisearchbar/showscancelbutton (unverified: no
  // page read for it)
  open var showsCancelButton: Bool {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

// https://developer.apple.com/documentation/uikit/uibarpositioningdelegate
@MainActor public protocol UIBarPositioningDelegate: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uisearchbardelegate (unverified: no page read for
// it). The SDK's methods are `optional` requirements of an Objective-C protocol, which Linux cannot
// declare: here they are requirements with default implementations, which a conforming class
// satisfies (or nearly misses, with a warning) the same way.
@MainActor public protocol UISearchBarDelegate: UIBarPositioningDelegate {
  // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbar(_:textdidchange:)
  // (unverified: no page read for it)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)

  // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarsearchbuttonclicked(_:)
  // (unverified: no page read for it)
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)

  // https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbarcancelbuttonclicked(_:)
  // (unverified: no page read for it)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
