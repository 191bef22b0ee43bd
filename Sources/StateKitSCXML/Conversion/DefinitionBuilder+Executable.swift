import StateKit

extension DefinitionBuilder {
  /// The actions of a block of executable content.
  mutating func actions(_ content: [SCXMLExecutableContent]) throws(SCXMLError) -> [Act] {
    if hasDataModel { return try dataActions(content) }
    var result: [Act] = []
    for item in content {
      switch item {
      case .raise(let raise):
        result.append(.raise(EventName(raise.event)))
      case .send(let send):
        result.append(try self.send(send))
      case .cancel(let cancel):
        guard let id = cancel.sendID else {
          throw needsExpressions("sendidexpr", element: "cancel", at: cancel.sourceLocation)
        }
        result.append(.cancel(id))
        if remoteDelayedIDs.contains(id) {
          result.append(run(.cancelRemote(id), name: "cancel \(id) (sends to other sessions)"))
        }
      case .log(let log):
        // The expression is kept in the document but never evaluated.
        result.append(.log(log.label ?? "", ""))
      case .if(let element):
        throw unsupported(
          "<if> (the engine has no conditional actions)", element: "if", at: element.sourceLocation)
      case .foreach(let element):
        throw needsExpressions("<foreach>", element: "foreach", at: element.sourceLocation)
      case .assign(let element):
        throw needsExpressions("<assign>", element: "assign", at: element.sourceLocation)
      case .script(let element):
        throw needsExpressions("<script>", element: "script", at: element.sourceLocation)
      }
    }
    return result
  }

  private static let scxmlProcessorTypes: Set<String> = [
    "http://www.w3.org/TR/scxml/#SCXMLEventProcessor", "scxml",
  ]

  private mutating func send(_ send: SCXMLSend) throws(SCXMLError) -> Act {
    let location = send.sourceLocation
    for (name, present) in [
      ("eventexpr", send.eventExpression != nil), ("targetexpr", send.targetExpression != nil),
      ("typeexpr", send.typeExpression != nil), ("idlocation", send.idLocation != nil),
      ("delayexpr", send.delayExpression != nil), ("namelist", !send.nameList.isEmpty),
      ("<param>", !send.params.isEmpty),
    ] where present {
      throw needsExpressions(name, element: "send", at: location)
    }
    if case .expression? = send.content?.body {
      throw needsExpressions("<content expr>", element: "content", at: location)
    }
    guard let name = send.event else {
      throw unsupported("a <send> without an event name", element: "send", at: location)
    }
    if let type = send.type, !Self.scxmlProcessorTypes.contains(type) {
      throw unsupported("the event I/O processor \"\(type)\"", element: "send", at: location)
    }
    // Literal <content> is event data: events are names only here, and reading data needs
    // expressions, so dropping it changes nothing a runnable document can observe.
    let event = EventName(name)
    let delay = send.delay.flatMap { $0 > .zero ? $0 : nil }
    switch send.target {
    case nil:
      if let delay { return .send(event, after: delay, id: send.id) }
      return .send(event)
    case "#_internal"?:
      if delay != nil {
        throw unsupported("a delayed <send> to #_internal", element: "send", at: location)
      }
      return .raise(event)
    case "#_parent"?:
      return remote(
        SCXMLProgram.RemoteSend(event: name, target: .parent, delay: delay, id: send.id))
    case let target? where target.hasPrefix(SCXMLSession.sessionTargetPrefix):
      throw unsupported("a <send> to a session by id (\(target))", element: "send", at: location)
    case let target? where target.hasPrefix("#_") && target.count > 2:
      let id = String(target.dropFirst(2))
      return remote(
        SCXMLProgram.RemoteSend(event: name, target: .child(id), delay: delay, id: send.id))
    case let target?:
      throw unsupported("the send target \"\(target)\"", element: "send", at: location)
    }
  }

  private mutating func remote(_ send: SCXMLProgram.RemoteSend) -> Act {
    var name = "send \(send.event) to \(send.target)"
    if let delay = send.delay { name += " after \(delay)" }
    if let id = send.id { name += " id \(id)" }
    return run(.send(send), name: name)
  }

  /// A run action of the program, registered under its name for export.
  mutating func run(_ action: SCXMLProgram.RunAction, name: String) -> Act {
    program.runActions[name] = action
    return .run(name) { session, _ in session.perform(action) }
  }

  /// Finds the ids of delayed sends to other sessions, so that `<cancel>` cancels them too.
  mutating func collectRemoteDelayedIDs() {
    func visit(_ content: [SCXMLExecutableContent], into ids: inout Set<String>) {
      for item in content {
        switch item {
        case .send(let send):
          if let id = send.id,
            send.target == "#_parent"
              || (send.target?.hasPrefix("#_") == true
                && send.target != "#_internal")
          {
            ids.insert(id)
          }
        case .if(let element): for branch in element.branches { visit(branch.content, into: &ids) }
        case .foreach(let element): visit(element.content, into: &ids)
        default: break
        }
      }
    }
    var ids: Set<String> = []
    for node in document.allNodes {
      switch node {
      case .state(let state):
        visit(state.initial?.transition.content ?? [], into: &ids)
        for t in state.transitions { visit(t.content, into: &ids) }
        for block in state.onEntry + state.onExit { visit(block.content, into: &ids) }
      case .parallel(let parallel):
        for t in parallel.transitions { visit(t.content, into: &ids) }
        for block in parallel.onEntry + parallel.onExit { visit(block.content, into: &ids) }
      case .final(let final):
        for block in final.onEntry + final.onExit { visit(block.content, into: &ids) }
      case .history(let history):
        visit(history.transition?.content ?? [], into: &ids)
      }
    }
    remoteDelayedIDs = ids
  }
}
