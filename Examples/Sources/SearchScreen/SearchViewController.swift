#if canImport(UIKit)
  import StateKit
  import UIKit

  /// The UIKit search screen example's view controller, the article's `SearchVC`. The article's
  /// `didSet` switch is the render hook: while the screen shows, `machine.observe` calls
  /// ``render(_:)`` with the state at once and after every change, on the main actor. Built on
  /// Apple platforms only; its machine is tested on Linux.
  public final class SearchViewController: UIViewController, UISearchBarDelegate,
    UITableViewDataSource
  {
    private let machine: ObservableMachine<SearchScreenState, SearchScreenEvent, [String]>
    private let searchBar = UISearchBar()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let table = UITableView()
    private let message = UILabel()
    private var rows: [String] = []
    private var renderHook: RenderHook?
    /// The reuse identifier of the result rows' cells.
    private static let cellIdentifier = "result"

    /// Creates the screen.
    ///
    /// - Parameter load: Loads the results' titles for a query.
    public convenience init(load: @escaping SearchResultsLoader) {
      self.init(machine: ObservableMachine(searchScreenDefinition(load: load)))
    }

    /// Creates the screen over a search screen machine that already runs, such as the child an
    /// app gets from `ObservableMachine.child(_:)`: the screen drives that machine, and its
    /// parent decides when it stops.
    ///
    /// - Parameter machine: A running machine of ``searchScreenDefinition(load:)``.
    public init(machine: ObservableMachine<SearchScreenState, SearchScreenEvent, [String]>) {
      self.machine = machine
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
    }

    // The hook renders while the screen shows: the machine may outlive the screen (an app's
    // child), so the screen removes its hook when it goes.
    public override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      renderHook = machine.observe { [weak self] state in self?.render(state) }
    }

    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      renderHook?.cancel()
    }

    /// Every view, from the state: the article's `didSet`.
    private func render(_ state: SearchScreenState) {
      view.isHidden = state == .hidden
      if case .startSearch = state { spinner.startAnimating() } else { spinner.stopAnimating() }
      switch state {
      case .hidden:
        searchBar.text = nil
        searchBar.resignFirstResponder()
      case .visible, .emptyView:
        searchBar.text = nil
        searchBar.becomeFirstResponder()
      case .startSearch, .showingResults, .failed:
        searchBar.resignFirstResponder()
      }
      rows = state == .showingResults ? machine.context : []
      message.text = state.failed.map { "Search failed: \($0)" }
      table.reloadData()
    }

    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { machine.send(.cancel) }

    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      machine.send(.search(searchBar.text))
    }

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      if searchText.isEmpty { machine.send(.clear) }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
        ?? UITableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
      var content = cell.defaultContentConfiguration()
      content.text = rows[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }
  }
#endif
