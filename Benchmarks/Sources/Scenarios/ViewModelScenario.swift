import Observation
import StateKit
import Synchronization

// The view-model scenario: what a SwiftUI view does with an `ObservableMachine`, without
// SwiftUI. A view reads the state inside `withObservationTracking`; a change marks it for
// re-rendering, and the next "render" reads the state again and tracks anew. The baseline is
// the same screen as an `@Observable` class holding its state and a `switch`.

/// What a view does: renders (reads the model's state, tracked) when the last change asked
/// for it, and counts its renders.
final class RenderLoop: Sendable {
  let dirty = Atomic<Bool>(true)
  let renders = Atomic<Int>(0)

  /// Renders if a change arrived since the last render.
  ///
  /// - Parameter read: Reads what the view shows, inside the tracking.
  @inline(__always) func renderIfNeeded(_ read: () -> Void) {
    guard dirty.exchange(false, ordering: .relaxed) else { return }
    withObservationTracking(read) { [self] in dirty.store(true, ordering: .relaxed) }
    renders.add(1, ordering: .relaxed)
  }
}

/// StateKit: an `ObservableMachine` of the image search machine, sent the search cycle, with
/// a view re-rendering after each event.
///
/// `ObservableMachine` belongs to the main actor, as a view does, so this driver must be made
/// and run there: `count-instructions` runs it from its top-level code, which is the main
/// actor's; anywhere else it traps.
public final class ObservableMachineDriver: Driver {
  let screen = MainActor.assumeIsolated { ObservedScreen() }

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    let screen = self.screen
    return MainActor.assumeIsolated { screen.run(count) }
  }

  /// How many times the view rendered.
  public var renders: Int { screen.view.renders.load(ordering: .relaxed) }
}

/// The model and its view, on the main actor.
@MainActor final class ObservedScreen {
  let model = ObservableMachine(searchDefinition)
  nonisolated let view = RenderLoop()
  var position = 0
  var shown = SearchState.start

  func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    for _ in 0..<count {
      if model.send(searchCycle[i]) == .handled { handled &+= 1 }
      view.renderIfNeeded { shown = model.state }
      i &+= 1
      if i == searchCycle.count { i = 0 }
    }
    position = i
    return handled
  }
}

/// The baseline: the image search screen as an `@Observable` model with a `switch`.
@Observable public final class SwitchSearchViewModel: @unchecked Sendable {
  public private(set) var state: SearchState = .start

  public init() {}

  @inline(never) @discardableResult
  public func send(_ event: SearchEvent) -> Bool {
    let (next, handled) = switchSearchTransition(state, event)
    if handled { state = next }
    return handled
  }
}

/// The baseline driver: the `@Observable` model and the same view.
public final class ObservableSwitchDriver: Driver {
  let model = SwitchSearchViewModel()
  let view = RenderLoop()
  var position = 0
  var shown = SearchState.start

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var handled = 0
    var i = position
    for _ in 0..<count {
      if model.send(searchCycle[i]) { handled &+= 1 }
      view.renderIfNeeded { shown = model.state }
      i &+= 1
      if i == searchCycle.count { i = 0 }
    }
    position = i
    return handled
  }

  /// How many times the view rendered.
  public var renders: Int { view.renders.load(ordering: .relaxed) }
}
