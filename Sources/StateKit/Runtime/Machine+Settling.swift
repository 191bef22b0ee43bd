/// An object that shows a machine's steps on the main actor, later than the machine takes them:
/// an ``ObservableMachine``. Test harnesses ask it whether it shows every step taken so far.
@usableFromInline protocol MachineMirror: AnyObject, Sendable {
  /// Whether steps the machine took wait to be shown.
  var hasUndeliveredChanges: Bool { get }
}

/// A mirror, held weakly: a machine does not keep its view models alive.
struct WeakMirror {
  weak var mirror: (any MachineMirror)?
}

extension Machine {
  /// Registers an observable machine that mirrors this one (its initializer does).
  @usableFromInline func addMirror(_ mirror: any MachineMirror) {
    withCore { core in
      let handles = core.ensureHandles()
      handles.mirrors.removeAll { $0.mirror == nil }
      handles.mirrors.append(WeakMirror(mirror: mirror))
    }
  }

  /// Whether the machine is at rest and every observable machine that mirrors it shows all of
  /// its steps, for test harnesses: no thread is processing an event (so every listener of
  /// every step taken has returned), and no step waits to be delivered to the main actor.
  ///
  /// Read on the main actor, `true` means that a view model over this machine reads what the
  /// machine did; StateKitTesting's `MachineTester` waits for it across a tree of machines
  /// after each step.
  @_spi(Testing) public var isSettled: Bool {
    let (busy, mirrors) = withCore { core in
      (
        core.phase == .processing || core.phase == .steppingOutside,
        core.handles?.mirrors.compactMap(\.mirror) ?? []
      )
    }
    return !busy && !mirrors.contains { $0.hasUndeliveredChanges }
  }
}
