#if canImport(UIKit)
  import UIKit

  /// The UIKit search screen example's view controller, the article's `SearchVC`. The article's
  /// `didSet` switch becomes the render hook: ``SearchScreenUI/render(_:context:)`` gives every
  /// view's value for a state, and `render` applies them all. Built on Apple platforms only; its
  /// view model is tested on Linux.
  public final class SearchViewController: UIViewController, UISearchBarDelegate,
    UITableViewDataSource
  {
    private let model: SearchScreenViewModel
    private let searchBar = UISearchBar()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let table = UITableView()
    private let message = UILabel()
    private var rows: [SearchResultRow] = []

    /// Creates the screen.
    ///
    /// - Parameter model: The view model.
    public init(model: SearchScreenViewModel) {
      self.model = model
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      searchBar.showsCancelButton = true
      searchBar.delegate = self
      table.dataSource = self
      table.backgroundView = message
      message.textAlignment = .center
      let stack = UIStackView(arrangedSubviews: [searchBar, spinner, table])
      stack.axis = .vertical
      stack.frame = view.bounds
      stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(stack)
      model.machine.observe { [weak self] state in self?.render(state) }
    }

    /// Every view, from the state: the article's `didSet`.
    private func render(_ state: SearchScreenState) {
      let ui = model.render(state)
      view.isHidden = !ui.isSearchVisible
      if ui.isSpinnerAnimating { spinner.startAnimating() } else { spinner.stopAnimating() }
      searchBar.text = ui.searchBarText
      if ui.isSearchBarFocused {
        searchBar.becomeFirstResponder()
      } else {
        searchBar.resignFirstResponder()
      }
      rows = ui.rows
      message.text = ui.tableMessage
      table.reloadData()
    }

    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { model.cancelTapped() }

    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      model.typedText = searchBar.text ?? ""
      model.searchButtonTapped()
    }

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      model.typedText = searchText
      if searchText.isEmpty { model.clearTapped() }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      var content = cell.defaultContentConfiguration()
      content.text = rows[indexPath.row].title
      cell.contentConfiguration = content
      return cell
    }
  }
#endif
