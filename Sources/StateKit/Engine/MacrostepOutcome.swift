/// How ``MachineDefinition/quickStepOrLend(_:_:taken:lending:)`` ended.
@usableFromInline
enum MacrostepOutcome: Sendable, Equatable {
  /// The quick step decided the event without working memory: it took a plain transition
  /// (`handled`), or no transition takes the event.
  case quick(handled: Bool)
  /// The macrostep ran with the working memory the caller lent: a fast path that needs it, or
  /// the general algorithm.
  case stepped(handled: Bool)
  /// The event needs working memory, and the caller lent none: nothing changed, and the caller
  /// takes the macrostep with ``MachineDefinition/stepWithWorkingMemory(_:_:_:)`` where it belongs.
  case declined

  /// Whether the event enabled a transition; `false` when the macrostep was declined.
  @inlinable var isHandled: Bool {
    switch self {
    case .quick(let handled), .stepped(let handled): handled
    case .declined: false
    }
  }
}
