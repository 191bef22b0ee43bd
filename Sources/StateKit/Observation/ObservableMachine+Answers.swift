import Observation

extension ObservableMachine {
  /// Whether `event` would enable a transition now: what a button's `disabled` reads.
  ///
  /// A view that reads it is invalidated only when the answer changes: a Submit button that
  /// reads `canHandle(.submit)` re-renders when submitting becomes possible or impossible, not
  /// on every keystroke in a field its guard does not read. The answer is asked again after
  /// every macrostep that changed the state or the context, and compared with the last one.
  /// For an event type that is not `Hashable` the reader is invalidated by every change of
  /// the state or the context instead, since two questions about such events cannot be told
  /// apart.
  ///
  /// A guard that reads something other than the state, the context and the event (a
  /// ``Guard/children(_:_:_:)`` guard reads the running children) is asked again only when the
  /// state or the context changes.
  ///
  /// - Parameter event: The event, with its payload.
  /// - Returns: `true` when sending it would take a transition.
  public func canHandle(_ event: Event) -> Bool {
    let machine = machine
    guard let hashable = event as? any Hashable else {
      track(.state, stateKey)
      track(.context, contextKey)
      let current = current
      return machine.readingCollections { machine.definition.canHandle(event, in: current) }
    }
    return ask(AnyHashable(hashable)) { snapshot in
      .handles(machine.readingCollections { machine.definition.canHandle(event, in: snapshot) })
    }.handles
  }

  /// The events that would enable a transition now.
  ///
  /// A view that reads it is invalidated only when the list changes, as with
  /// ``canHandle(_:)``.
  public var enabledEvents: [Event.Case] {
    let machine = machine
    return ask(AnyHashable(EnabledEventsQuestion())) { snapshot in
      .enabled(machine.readingCollections { machine.definition.enabledEvents(in: snapshot) })
    }.enabled
  }

  /// The answer to a question about the current snapshot, registering the reader under the
  /// question's own key: added on its first reader, asked again by ``answersWillChange(to:)``.
  func ask(
    _ question: AnyHashable, _ answer: @escaping (Snapshot<State, Event, Context>) -> Answer
  ) -> Answer {
    let position: Int
    if let known = questionPositions[question] {
      position = known
    } else {
      position = questions.count
      questions.append(
        Question(
          key: \ObservableMachine.[question: position], answer: answer, last: answer(current)))
      questionPositions[question] = position
    }
    registrar.access(self, keyPath: questions[position].key)
    return questions[position].last
  }

  /// An answer a view read: whether an event is handled, the enabled events, or which roster
  /// runs a collection (``children(_:)``).
  enum Answer: Equatable {
    case handles(Bool)
    case enabled([Event.Case])
    case collection(ObjectIdentifier?)

    var handles: Bool {
      if case .handles(let value) = self { return value }
      return false
    }

    var enabled: [Event.Case] {
      if case .enabled(let value) = self { return value }
      return []
    }
  }

  /// A question some view has asked, with its own observation key and the last answer.
  @usableFromInline struct Question {
    /// The key its readers register under: `\.[question: position]`.
    let key: KeyPath<ObservableMachine, Int>
    /// Answers it for a snapshot.
    let answer: (Snapshot<State, Event, Context>) -> Answer
    /// The answer for ``current``.
    var last: Answer
  }

  /// The observation key of a question, by its position. Never read: views read the answer
  /// through ``canHandle(_:)`` or ``enabledEvents``, which register under this key.
  nonisolated subscript(question position: Int) -> Int { 0 }

  /// Asks every question again for `next`, calls `willSet` for each whose answer changed, and
  /// remembers them for ``answersDidChange()``.
  @usableFromInline func answersWillChange(to next: Snapshot<State, Event, Context>) {
    changedQuestions.removeAll(keepingCapacity: true)
    for position in questions.indices {
      let answer = questions[position].answer(next)
      guard answer != questions[position].last else { continue }
      questions[position].last = answer
      changedQuestions.append(position)
      registrar.willSet(self, keyPath: questions[position].key)
    }
  }

  /// Calls `didSet` for the questions ``answersWillChange(to:)`` found changed.
  @usableFromInline func answersDidChange() {
    for position in changedQuestions {
      registrar.didSet(self, keyPath: questions[position].key)
    }
    changedQuestions.removeAll(keepingCapacity: true)
  }
}

/// The key of the ``ObservableMachine/enabledEvents`` question among the events asked about.
private struct EnabledEventsQuestion: Hashable {}
