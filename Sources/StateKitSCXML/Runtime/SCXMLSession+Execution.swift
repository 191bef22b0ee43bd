import StateKit

/// Executable content with a data model: the blocks of a document run by the session, one element
/// after another, inside the engine's step. The first element that fails raises `error.execution`
/// and ends its block, as the SCXML specification requires.
extension SCXMLSession {
  /// Runs a block of executable content for the event being processed.
  func execute(_ content: [SCXMLExecutableContent], event: EventName?) {
    guard let data else { return }
    data.with(event) { instance in
      do throws(BlockError) {
        try run(content, instance, data)
      } catch {
        data.raiseError(
          "error.execution", message: error.message, sendID: error.sendID,
          element: error.element, location: error.location)
      }
    }
  }

  /// Evaluates a transition's `cond`; a failure is false and raises `error.execution`.
  func condition(
    _ expression: String, event: EventName?, at location: SCXMLSourceLocation? = nil
  ) -> Bool {
    guard let data else { return false }
    return data.with(event) { instance in
      do throws(SCXMLExecutionError) {
        return try instance.condition(expression)
      } catch {
        data.raiseError(
          "error.execution", message: error.message, element: "transition", location: location)
        return false
      }
    } ?? false
  }

  /// Evaluates a final state's `<donedata>` and keeps it for the `done.state` (or `done.invoke`)
  /// event that follows.
  func evaluateDoneData(_ doneData: SCXMLDoneData, parent: String?, event: EventName?) {
    guard let data else { return }
    data.with(event) { instance in
      do throws(BlockError) {
        let value = try eventData(
          nameList: [], params: doneData.params, content: doneData.content, instance)
        data.setDoneData(value, parent: parent)
      } catch {
        data.setDoneData(.undefined, parent: parent)
        data.raiseError("error.execution", message: error.message)
      }
    }
  }

  // MARK: Elements

  private func run(
    _ content: [SCXMLExecutableContent], _ instance: any SCXMLDataModelInstance,
    _ data: SCXMLSessionData
  ) throws(BlockError) {
    for item in content {
      do throws(BlockError) {
        try run(item, instance, data)
      } catch {
        var located = error
        if located.element == nil {
          located.element = item.elementName
          located.location = item.sourceLocation
        }
        throw located
      }
    }
  }

  private func run(
    _ item: SCXMLExecutableContent, _ instance: any SCXMLDataModelInstance,
    _ data: SCXMLSessionData
  ) throws(BlockError) {
    switch item {
    case .raise(let raise):
      let event = SCXMLEvent(name: raise.event, type: .internal)
      data.raise(EventName(raise.event, payload: SCXMLEventPayload(event)))
    case .log(let element):
      var message = ""
      if let expression = element.expression {
        message = Self.text(
          of: try BlockError.wrap { () throws(SCXMLExecutionError) in
            try instance.evaluate(expression)
          })
      }
      log(element.label ?? "", message)
    case .assign(let assign):
      try BlockError.wrap { () throws(SCXMLExecutionError) in
        if let expression = assign.expression {
          try instance.assign(assign.location, expression: expression)
        } else {
          try instance.assign(
            assign.location, value: Self.inlineValue(assign.inlineValue, instance))
        }
      }
    case .script(let script):
      try BlockError.wrap { () throws(SCXMLExecutionError) in
        try instance.run(script: try data.text(of: script))
      }
    case .if(let element):
      for branch in element.branches {
        if try holds(branch.condition, instance, data) {
          try run(branch.content, instance, data)
          break
        }
      }
    case .foreach(let element):
      var failure: BlockError?
      try BlockError.wrap { () throws(SCXMLExecutionError) in
        try instance.forEach(element.array, item: element.item, index: element.index) {
          () throws(SCXMLExecutionError) in
          do throws(BlockError) {
            try run(element.content, instance, data)
          } catch {
            failure = error
            throw SCXMLExecutionError(error.message)
          }
        }
      }
      if let failure { throw failure }
    case .send(let send):
      try self.send(send, instance, data)
    case .cancel(let cancel):
      var id = cancel.sendID
      if id == nil, let expression = cancel.sendIDExpression {
        id = Self.text(
          of: try BlockError.wrap { () throws(SCXMLExecutionError) in
            try instance.evaluate(expression)
          })
      }
      if let id {
        data.cancelPending(id)
        perform(.cancelRemote(id))
      }
    }
  }

  private func holds(
    _ condition: SCXMLCondition?, _ instance: any SCXMLDataModelInstance,
    _ data: SCXMLSessionData
  ) throws(BlockError) -> Bool {
    switch condition {
    case nil: return true
    case .inState(let id)?: return data.isActive(id)
    case .expression(let text)?:
      return try BlockError.wrap { () throws(SCXMLExecutionError) in try instance.condition(text) }
    }
  }

  // MARK: Values

  /// The value of `<assign>` or `<data>` inline content.
  static func inlineValue(
    _ body: SCXMLContent.Body?, _ instance: any SCXMLDataModelInstance
  ) -> SCXMLValue {
    switch body {
    case .text(let text)?, .expression(let text)?:
      return SCXMLSessionData.contentValue(text, in: instance)
    case .markup(let text)?: return .string(text)
    case .document?, nil: return .undefined
    }
  }

  /// The data of an event from `namelist`, `<param>` and `<content>`.
  func eventData(
    nameList: [String], params: [SCXMLParam], content: SCXMLContent?,
    _ instance: any SCXMLDataModelInstance
  ) throws(BlockError) -> SCXMLValue {
    if let content {
      switch content.body {
      case .expression(let expression):
        return try BlockError.wrap { () throws(SCXMLExecutionError) in
          try instance.evaluate(expression)
        }
      default: return Self.inlineValue(content.body, instance)
      }
    }
    if nameList.isEmpty && params.isEmpty { return .undefined }
    var members: [String: SCXMLValue] = [:]
    for name in nameList {
      members[name] = try BlockError.wrap { () throws(SCXMLExecutionError) in
        try instance.evaluate(name)
      }
    }
    for param in params {
      guard let source = param.expression ?? param.location else { continue }
      members[param.name] = try BlockError.wrap { () throws(SCXMLExecutionError) in
        try instance.evaluate(source)
      }
    }
    return .object(members)
  }

  /// A value as text: a string without quotes, anything else as its description.
  static func text(of value: SCXMLValue) -> String {
    if case .string(let string) = value { return string }
    return value.description
  }
}

/// The failure that ends a block: the message of `error.execution`, and the send id when a
/// `<send>` failed.
struct BlockError: Error {
  var message: String
  var sendID: String?
  /// The element that failed and where it is (filled in by the block that runs it).
  var element: String?
  var location: SCXMLSourceLocation?

  static func wrap<T>(_ body: () throws(SCXMLExecutionError) -> T) throws(BlockError) -> T {
    do {
      return try body()
    } catch {
      throw BlockError(message: error.message)
    }
  }
}
