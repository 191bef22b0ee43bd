import StateKit

/// What a ``TraceRecorder`` shares among the machines of the tree it records: the step
/// numbers, the clock, where captured steps go, and the subscriptions to cancel.
final class TreeRecording: Sendable {
  private let elapsed: @Sendable () -> Duration
  private let yield: @Sendable (Captured) -> Void
  /// Describes a child's context or event.
  let describeChild: @Sendable (any Sendable) -> String?
  /// The last step number given. Numbering and handing over happen under this lock, so that
  /// steps of machines on different threads reach the writer in the order they were numbered.
  private let numbering = Lock(0)
  private let subscriptions = Lock<(cancelled: Bool, list: [Subscription])>((false, []))

  init(
    elapsed: @escaping @Sendable () -> Duration,
    capture: @escaping @Sendable (Captured) -> Void,
    describeChild: @escaping @Sendable (any Sendable) -> String?
  ) {
    self.elapsed = elapsed
    self.yield = capture
    self.describeChild = describeChild
  }

  /// Numbers a step, times it and hands it to the writer; on the machine's thread.
  func capture(_ describe: @escaping @Sendable (Int, Double) -> TraceStep) {
    numbering.withLock { last in
      last += 1
      let number = last
      yield(Captured(step: number, time: elapsed()) { describe(number, $0) })
    }
  }

  /// Keeps a subscription until ``cancel()``; cancels it at once after that.
  func keep(_ subscription: Subscription) {
    let kept = subscriptions.withLock { state in
      guard !state.cancelled else { return false }
      state.list.append(subscription)
      return true
    }
    if !kept { subscription.cancel() }
  }

  /// Stops listening to every machine of the tree.
  func cancel() {
    let list = subscriptions.withLock { state in
      state.cancelled = true
      defer { state.list = [] }
      return state.list
    }
    for subscription in list { subscription.cancel() }
  }
}

/// A machine of a recorded tree, whatever its types: how the recorder follows a child.
protocol TraceFollowable: AnyObject, Sendable {
  func followAsChild(path: String, tree: TreeRecording)
}

extension Machine: TraceFollowable {
  func followAsChild(path: String, tree: TreeRecording) {
    follow(
      path: path, tree: tree, describeContext: { tree.describeChild($0) },
      describeEvent: { tree.describeChild($0) ?? "" }, isChild: true)
  }

  /// Records this machine's steps under `path`, and those of its children, as they start,
  /// under `path/id`.
  func follow(
    path: String, tree: TreeRecording,
    describeContext: @escaping @Sendable (Context) -> String?,
    describeEvent: @escaping @Sendable (Event) -> String, isChild: Bool = false
  ) {
    // Children that start from now on; those running already are listed below. A child that
    // starts in between is in both: the observer's wins.
    let seen = Lock<Set<ObjectIdentifier>>([])
    tree.keep(
      observeChildStarts { id, child in
        seen.withLock { _ = $0.insert(ObjectIdentifier(child)) }
        (child as? any TraceFollowable)?.followAsChild(path: path + "/" + id, tree: tree)
      })
    tree.keep(
      subscribe { update in
        tree.capture { number, time in
          var step = TraceStep(
            update, step: number, time: time, context: describeContext(update.snapshot.context),
            describeEvent: describeEvent, describeChild: tree.describeChild)
          step.machine = path
          if let event = update.event {
            step.event = describeEvent(event)
            // What the description hides stays out of the trace: a replay asks for a stand-in.
            if step.event != String(describing: event) {
              step.redacted = true
            } else {
              step.payload = TracePayload.encode(event)
            }
          }
          // A child's transitions index its own definition, which the header does not hold.
          if isChild { step.transitions = [] }
          return step
        }
      })
    for (id, child) in runningChildMachines
    where !seen.withLock({ $0.contains(ObjectIdentifier(child)) }) {
      (child as? any TraceFollowable)?.followAsChild(path: path + "/" + id, tree: tree)
    }
  }
}

/// A step as the machine's thread hands it over: its number and time, and how to describe it.
struct Captured: Sendable {
  let step: Int
  let time: Duration
  let describe: @Sendable (Double) -> TraceStep

  var seconds: Double {
    let (seconds, attoseconds) = time.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
