/// What a ``Machine`` reaches outside with, apart from its actions' own closures: the scheduler
/// its timers run on, and the handler of its log lines.
///
/// One reference in the machine instead of an existential and a closure stored inline (56
/// bytes). Every machine made with the defaults (the continuous clock, log lines ignored) shares
/// ``standard``, so it costs them no allocation.
@usableFromInline
final class MachineEnvironment: Sendable {
  /// Runs the machine's timers.
  @usableFromInline let scheduler: any TimerScheduler
  /// Receives ``Action/log(_:_:)`` lines.
  @usableFromInline let log: @Sendable (_ label: String, _ message: String) -> Void
  /// Receives ``Action/emit(_:)`` events: the parent's link, for a child machine; `nil` for a
  /// machine without a parent, which drops them.
  @usableFromInline let emit: (@Sendable (any Sendable) -> Void)?
  /// Whether the machine replays a recorded session (StateKitTesting's replay): its work does
  /// not run, and the replay delivers what the work sent when it was recorded. Work that runs a
  /// child machine or a collection of them still runs: the children are replayed too. A child
  /// inherits its parent's.
  @usableFromInline let replaysWork: Bool

  @inlinable init(
    scheduler: any TimerScheduler, log: @escaping @Sendable (String, String) -> Void,
    emit: (@Sendable (any Sendable) -> Void)? = nil, replaysWork: Bool = false
  ) {
    self.scheduler = scheduler
    self.log = log
    self.emit = emit
    self.replaysWork = replaysWork
  }

  /// The environment of the machines made with the defaults.
  @usableFromInline static let standard = MachineEnvironment(
    scheduler: ClockScheduler(clock: ContinuousClock()), log: { _, _ in })

  /// The environment for a machine on `clock` whose log lines go to `log` (ignored when `nil`):
  /// ``standard`` for the defaults, otherwise a new one.
  @inlinable static func make<C: Clock<Duration>>(
    clock: C, log: (@Sendable (String, String) -> Void)?
  ) -> MachineEnvironment {
    if C.self == ContinuousClock.self, log == nil { return standard }
    return MachineEnvironment(scheduler: makeScheduler(clock), log: log ?? standard.log)
  }
}
