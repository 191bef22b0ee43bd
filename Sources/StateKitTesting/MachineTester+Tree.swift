import StateKit

// One tester for the tree: send to, and receive from, any machine under this tester's machine,
// named by its typed handle, without a tester per child.
extension MachineTester {
  /// Sends an event to a running child of the tree and asserts how it changed the child.
  ///
  /// ```swift
  /// await app.send(.submit, to: login) { $0.state = .finished }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The child's event.
  ///   - child: The child, as its parent's definition declares it.
  ///   - assert: Describes the child's change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: What the child did with the event; `nil` when it does not run.
  @discardableResult
  public func send<S, E, C>(
    _ event: E, to child: ChildMachine<S, E, C>,
    assert: MachineTester<S, E, C>.Assertion? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> SendResult? {
    guard
      let tester = self.child(
        child, fileID: fileID, filePath: filePath, line: line, column: column)
    else { return nil }
    return await tester.send(
      event, assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends an event to the child running under `id` in a collection of the tree and asserts
  /// how it changed that child.
  ///
  /// ```swift
  /// await app.send(.pause, to: downloads, id: url) { $0.state = .paused }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The child's event.
  ///   - children: The collection, as its parent's definition declares it.
  ///   - id: The child's id.
  ///   - assert: Describes the child's change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  /// - Returns: What the child did with the event; `nil` when no child runs under `id`.
  @discardableResult
  public func send<ID, S, E, C>(
    _ event: E, to children: ChildMachines<ID, S, E, C>, id: ID,
    assert: MachineTester<S, E, C>.Assertion? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> SendResult? {
    guard
      let tester = child(
        children, id: id, fileID: fileID, filePath: filePath, line: line, column: column)
    else { return nil }
    return await tester.send(
      event, assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts the tree's next step: the child receiving an event (from its work, its timers, or
  /// its parent), and how it changed the child.
  ///
  /// ```swift
  /// answers.answer()
  /// await app.receive(.answered, from: login) { $0.state = .answered }
  /// await app.receive(.signedIn("ada")) { $0.state = .home }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The child's event, compared structurally.
  ///   - child: The child, as its parent's definition declares it.
  ///   - assert: Describes the child's change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func receive<S, E, C>(
    _ event: E, from child: ChildMachine<S, E, C>,
    assert: MachineTester<S, E, C>.Assertion? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    guard
      let tester = self.child(
        child, fileID: fileID, filePath: filePath, line: line, column: column)
    else { return }
    await tester.receive(
      event, assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts the tree's next step: the child running under `id` in a collection receiving an
  /// event, and how it changed that child.
  ///
  /// ```swift
  /// await app.receive(.progress(0.5), from: downloads, id: url) { $0.context.done = 0.5 }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The child's event, compared structurally.
  ///   - children: The collection, as its parent's definition declares it.
  ///   - id: The child's id.
  ///   - assert: Describes the child's change.
  ///   - fileID: Where a failure is reported: the file, as `Module/File.swift` (the caller's).
  ///   - filePath: Where a failure is reported: the file's full path (the caller's).
  ///   - line: Where a failure is reported: the line (the caller's).
  ///   - column: Where a failure is reported: the column (the caller's).
  public func receive<ID, S, E, C>(
    _ event: E, from children: ChildMachines<ID, S, E, C>, id: ID,
    assert: MachineTester<S, E, C>.Assertion? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    guard
      let tester = child(
        children, id: id, fileID: fileID, filePath: filePath, line: line, column: column)
    else { return }
    await tester.receive(
      event, assert: assert, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sets the exhaustivity of the subtree whose top machine lies at `path`: a lone child and
  /// the machines under it (`app/downloads`), or every child of a collection
  /// (`app/downloads` also covers `app/downloads[a]`). The rest of the tree keeps its own.
  ///
  /// ```swift
  /// app.setExhaustivity(.off, at: "app/analytics")  // its steps need not be received
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: Whether every change of the subtree must be asserted.
  ///   - path: The path of the subtree's top machine, or of a collection.
  public func setExhaustivity(_ exhaustivity: Exhaustivity, at path: String) {
    tree.subtreeExhaustivity[path] = exhaustivity
  }

  /// Sets the exhaustivity of every child of a collection of this tester's machine, and of the
  /// machines under them, those running now and those spawned later.
  ///
  /// ```swift
  /// board.setExhaustivity(.off, for: requests)  // the requests are tested on their own
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: Whether every change of the children must be asserted.
  ///   - children: A collection this tester's machine holds.
  public func setExhaustivity<ID, S, E, C>(
    _ exhaustivity: Exhaustivity, for children: ChildMachines<ID, S, E, C>
  ) {
    setExhaustivity(exhaustivity, at: path + "/" + children.id)
  }

  /// Sets the exhaustivity of a lone child of this tester's machine and of the machines under
  /// it, whenever it runs.
  ///
  /// - Parameters:
  ///   - exhaustivity: Whether every change of the child must be asserted.
  ///   - child: A child this tester's machine runs.
  public func setExhaustivity<S, E, C>(
    _ exhaustivity: Exhaustivity, for child: ChildMachine<S, E, C>
  ) {
    setExhaustivity(exhaustivity, at: path + "/" + child.id)
  }
}
