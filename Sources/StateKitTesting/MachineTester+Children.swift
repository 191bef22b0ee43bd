@_spi(Testing) import StateKit

extension MachineTester {
  /// The tester of a running child of the tree (see `Invoke(_:input:…)`): a view of this
  /// tester's tree that sends to the child, receives what it does, and asserts its states, in
  /// the tree's order and with the tree's settings.
  ///
  /// The child may run anywhere under this tester's machine; it is found by its id. Where two
  /// running machines have a child of that id, name it by its path
  /// (``child(at:as:fileID:filePath:line:column:)``).
  ///
  /// What the child emits and reports reaches its parent as the parent's events: receive them
  /// on the parent's tester, after the child's step.
  ///
  /// ```swift
  /// let app = MachineTester(appDefinition)
  /// let login = try #require(app.child(loginChild))
  /// await login.send(.submit) { $0.state = .finished }
  /// await app.receive(.signedIn("ada")) { $0.state = .home; $0.context.user = "ada" }
  /// await app.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - child: The child, as its parent's definition declares it.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: The child's tester; `nil`, with a failure, when the child is not running.
  public func child<ChildState, ChildEvent, ChildContext>(
    _ child: ChildMachine<ChildState, ChildEvent, ChildContext>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> MachineTester<ChildState, ChildEvent, ChildContext>? {
    descendant(
      suffix: child.id,
      orFail: "The child machine \"\(child.id)\" is not running under \(path): the state that "
        + "runs it is not active.",
      at: FailureLocation(fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    )
  }

  /// The tester of the child running under `id` in a collection of the tree (see
  /// `Invoke(_:emitted:done:failed:)` with `ChildMachines`): it drives and asserts that child
  /// as ``child(_:fileID:filePath:line:column:)`` does a lone child.
  ///
  /// ```swift
  /// let list = MachineTester(listDefinition)
  /// await list.send(.add(url)) { $0.context.added = 1 }
  /// let download = try #require(list.child(downloads, id: url))
  /// await download.send(.finish) { $0.state = .done }
  /// await list.receive(.finished(url))
  /// ```
  ///
  /// - Parameters:
  ///   - children: The collection, as its parent's definition declares it.
  ///   - id: The child's id.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: The child's tester; `nil`, with a failure, when no child runs under `id`.
  public func child<ID, ChildState, ChildEvent, ChildContext>(
    _ children: ChildMachines<ID, ChildState, ChildEvent, ChildContext>, id: ID,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> MachineTester<ChildState, ChildEvent, ChildContext>? {
    descendant(
      suffix: "\(children.id)[\(id)]",
      orFail: "No child of \"\(children.id)\" runs under the id \(id) under \(path).",
      at: FailureLocation(fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    )
  }

  /// The tester of the machine of the tree at `path`, as traces name it
  /// (`app/downloads/items[a]`); `handle` gives its types.
  ///
  /// ```swift
  /// let item = try #require(app.child(at: "app/downloads/items[a]", as: items))
  /// ```
  ///
  /// - Parameters:
  ///   - path: The machine's path, the root's name first.
  ///   - handle: The child or collection the machine runs as, for its types.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: Its tester; `nil`, with a failure, when no machine of those types runs there.
  public func child<Handle: ChildMachineTypes>(
    at path: String, as handle: Handle, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> MachineTester<Handle.ChildState, Handle.ChildEvent, Handle.ChildContext>? {
    let location = FailureLocation(
      fileID: "\(fileID)", file: filePath, line: Int(line), column: Int(column))
    guard
      let (machine, path) = tree.running(
        path: path, as: Machine<Handle.ChildState, Handle.ChildEvent, Handle.ChildContext>.self)
    else {
      reporter.fail("No machine of \"\(handle.id)\" runs at \(path).", at: location)
      return nil
    }
    return tree.tester(of: machine, path: path)
  }

  /// The tester of the machine of the tree under this one whose path ends in `/suffix`: the
  /// running one, else the last one that ran there (a child that finished still has steps to
  /// receive); `nil`, reporting `failure`, when none did, or when several run.
  private func descendant<ChildState, ChildEvent, ChildContext>(
    suffix: String, orFail failure: String, at location: FailureLocation
  ) -> MachineTester<ChildState, ChildEvent, ChildContext>? {
    let candidates = log.nodes.filter { node in
      node.isInSubtree(path) && node.path.hasSuffix("/" + suffix)
        && node.machine is Machine<ChildState, ChildEvent, ChildContext>
    }
    let running = Set(candidates.filter { !$0.isStopped() }.map(\.path))
    guard running.count <= 1 else {
      reporter.fail(
        "Several running machines match \"\(suffix)\": " + running.sorted().joined(separator: ", ")
          + ". Name one by its path: child(at:as:).", at: location)
      return nil
    }
    guard let found = candidates.last(where: { !$0.isStopped() }) ?? candidates.last,
      let machine = found.machine as? Machine<ChildState, ChildEvent, ChildContext>
    else {
      reporter.fail(failure, at: location)
      return nil
    }
    return tree.tester(of: machine, path: found.path)
  }
}
