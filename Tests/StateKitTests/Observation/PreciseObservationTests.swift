import Observation
import StateKit
import Synchronization
import Testing

/// `ObservableMachine` invalidates a reader only when what it read changed: the state, the
/// context, one field of the context, or the answers of `canHandle` and `enabledEvents`.
@MainActor
struct PreciseObservationTests {
  /// A form: a name and a note the user types, 100 rows, and a counter.
  struct Form: Equatable, Sendable {
    var name = ""
    var note = ""
    var items = (0..<100).map { "item \($0)" }
    var edits = 0
  }

  /// `edit` appends to the name, `bump` only counts, `noop` is a self-transition that changes
  /// nothing, `submit` needs a name.
  static let form = try! MachineDefinition<S, E, Form>(initial: "editing", context: Form()) {
    StateNode("editing") {
      On("edit", to: "editing", actions: [.assign("type") { form, _ in form.name += "a" }])
      On("bump", to: "editing", actions: [.assign("count") { form, _ in form.edits += 1 }])
      On("noop", to: "editing")
      On("submit", to: "sent", guard: .init("named") { form, _ in !form.name.isEmpty })
    }
    StateNode("sent") { On("back", to: "editing") }
  }

  @Test func eachReaderIsInvalidatedOnlyByWhatItRead() {
    let model = ObservableMachine(Self.form)
    let state = View { _ = model.state }
    let name = View { _ = model.name }
    let note = View { _ = model.note }
    let context = View { _ = model.context }
    let rows = (0..<100).map { index in View { _ = model.items[index] } }
    let views = [state, name, note, context] + rows
    for _ in 0..<10 {
      for event: E in ["edit", "bump"] {
        #expect(model.send(event) == .handled)
        for view in views { view.renderIfInvalidated() }
      }
    }
    #expect(state.invalidations == 0, "self-transitions never changed the state")
    #expect(name.invalidations == 10, "the name changed 10 times")
    #expect(note.invalidations == 0)
    #expect(context.invalidations == 20, "every event changed the context")
    #expect(rows.map(\.invalidations).reduce(0, +) == 0, "no row changed")
    #expect(model.name == String(repeating: "a", count: 10))
  }

  @Test func aMacrostepThatChangesNothingInvalidatesNothing() {
    let model = ObservableMachine(Self.form)
    var renders = 0
    model.observe { _ in renders += 1 }
    let reads: [() -> Void] = [
      { _ = model.state }, { _ = model.context }, { _ = model.snapshot }, { _ = model.isDone },
      { _ = model.matches("editing") }, { _ = model.canHandle("submit") },
      { _ = model.enabledEvents }, { _ = model.name },
    ]
    let views = reads.map { View($0) }
    #expect(model.send("noop") == .handled)
    #expect(views.map(\.invalidations) == Array(repeating: 0, count: reads.count))
    #expect(renders == 1, "the render hook ran once, when it was added")
  }

  @Test func canHandleIsInvalidatedWhenItsAnswerCanChange() {
    let model = ObservableMachine(Self.form)
    let canSubmit = View { _ = model.canHandle("submit") }
    let enabled = View { _ = model.enabledEvents }
    #expect(!model.canHandle("submit"))
    model.send("noop")
    #expect(canSubmit.invalidations == 0)
    model.send("edit")
    #expect(canSubmit.invalidations == 1, "the guard reads the context, which changed")
    #expect(enabled.invalidations == 1)
    #expect(model.canHandle("submit"))
    canSubmit.renderIfInvalidated()
    model.send("submit")
    #expect(canSubmit.invalidations == 2, "the state changed")
  }

  @Test func aContextThatIsNotEquatableInvalidatesItsReadersOnEveryMacrostep() {
    struct Opaque: Sendable {
      var count = 0
      var title = "t"
    }
    let definition = try! MachineDefinition<S, E, Opaque>(initial: "a", context: Opaque()) {
      StateNode("a") { On("noop", to: "a") }
    }
    let model = ObservableMachine(definition)
    let context = View { _ = model.context }
    let title = View { _ = model.title }
    let state = View { _ = model.state }
    model.send("noop")
    #expect(context.invalidations == 1, "without Equatable, any macrostep may change it")
    #expect(title.invalidations == 0, "an Equatable field is still compared")
    #expect(state.invalidations == 0)
  }

  /// A contact whose fields lie in different places: inline (`name`), inside an inline struct
  /// (`address.city`), behind a class reference (`tags.list`), or computed (`greeting`).
  struct Contact: Equatable, Sendable {
    struct Address: Equatable, Sendable {
      var street = "Main"
      var city = "Oslo"
    }
    final class Tags: Equatable, Sendable {
      let list: [String]
      init(_ list: [String]) { self.list = list }
      static func == (lhs: Tags, rhs: Tags) -> Bool { lhs.list == rhs.list }
    }
    var name = "Ada"
    var address = Address()
    var tags = Tags(["a"])
    var greeting: String { "Hello, \(name)" }
  }

  @Test func aFieldIsComparedWhereverItLiesInTheContext() {
    let definition = try! MachineDefinition<S, E, Contact>(initial: "a", context: Contact()) {
      StateNode("a") {
        On("street", to: "a", actions: [.assign("street") { c, _ in c.address.street += "!" }])
        On("city", to: "a", actions: [.assign("city") { c, _ in c.address.city += "!" }])
        On(
          "tag", to: "a", actions: [.assign("tag") { c, _ in c.tags = .init(c.tags.list + ["b"]) }])
        On("name", to: "a", actions: [.assign("name") { c, _ in c.name += "!" }])
      }
    }
    let model = ObservableMachine(definition)
    let name = View { _ = model.name }
    let city = View { _ = model[field: \.address.city] }
    let tags = View { _ = model[field: \.tags.list] }
    let greeting = View { _ = model.greeting }
    let views = [name, city, tags, greeting]
    for event: E in ["street", "city", "tag", "name"] {
      model.send(event)
      for view in views { view.renderIfInvalidated() }
    }
    #expect(views.map(\.invalidations) == [1, 1, 1, 1], "each changed once, by its own event")
    #expect(model[field: \.address.city] == "Oslo!")
    #expect(model[field: \.tags.list] == ["a", "b"])
    #expect(model.greeting == "Hello, Ada!")
  }

  @Test func aPayloadThatChangesIsAChangeOfState() {
    let definition = try! MachineDefinition<Loaded, E, Void>(initial: .idle) {
      StateNode(.idle) {
        On("one", to: .loaded, with: { _, _ in .loaded(1) })
      }
      StateNode(.loaded) {
        On("one", to: .loaded, with: { _, _ in .loaded(1) })
        On("two", to: .loaded, with: { _, _ in .loaded(2) })
      }
    }
    let model = ObservableMachine(definition)
    model.send("one")
    let state = View { _ = model.state }
    model.send("one")
    #expect(state.invalidations == 0, "the same payload")
    model.send("two")
    #expect(state.invalidations == 1, "another payload")
    #expect(model.state == .loaded(2))
  }

  @Test func aSendFromARenderHookIsVisibleWhenItReturns() {
    let definition = try! MachineDefinition<S, E, Void>(initial: "idle") {
      StateNode("idle") { On("enqueue", to: "queued") }
      StateNode("queued") { On("start", to: "running") }
      StateNode("running") {}
    }
    let model = ObservableMachine(definition)
    var sends = 0
    var rendered: [S] = []
    model.observe { state in
      rendered.append(state)
      while model.matches("queued") && sends < 3 {
        sends += 1
        model.send("start")
      }
    }
    model.send("enqueue")
    #expect(sends == 1, "the hook saw its send's change when send returned")
    #expect(model.state == "running")
    #expect(rendered == ["idle", "queued", "running"], "every state once, in order")
  }

  /// A state with a payload.
  enum Loaded: MachineState, Equatable {
    case idle
    case loaded(Int)
    enum Case: Hashable, Sendable { case idle, loaded }
    var stateCase: Case { if case .loaded = self { .loaded } else { .idle } }
    init?(stateCase: Case) { if stateCase == .idle { self = .idle } else { return nil } }
    static func payloadType(of stateCase: Case) -> Any.Type? {
      stateCase == .loaded ? Int.self : nil
    }
  }
}

/// What a SwiftUI view does with what it reads: it tracks its reads, is invalidated at most
/// once per render, and renders again (tracking anew) only after an invalidation.
@MainActor
private final class View {
  private let read: () -> Void
  private let count = Invalidations()
  private var rendered = 0

  init(_ read: @escaping () -> Void) {
    self.read = read
    render()
  }

  /// How many times a change invalidated what the view read.
  var invalidations: Int { count.value }

  func renderIfInvalidated() {
    if invalidations > rendered { render() }
  }

  private func render() {
    rendered = invalidations
    withObservationTracking(read) { [count] in count.add() }
  }
}

/// A count that Observation's `@Sendable` change callback bumps.
private final class Invalidations: Sendable {
  private let count = Mutex(0)
  func add() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

/// A control bound to a context field reads the field and sends an event for every edit.
@MainActor
struct MachineBindingTests {
  static let login = try! MachineDefinition<S, Named, Credentials>(
    initial: "editing", context: Credentials()
  ) {
    StateNode("editing") {
      On(\.typed, to: "editing") { credentials, name in credentials.name = name }
      On(.lock, to: "locked")
    }
    StateNode("locked") {}
  }

  @Test func writingTheBindingSendsTheEventAndReadingItReadsTheField() {
    let model = ObservableMachine(Self.login)
    let name = model.contextBinding(\.name) { .typed($0) }
    let other = View { _ = model.password }
    let reader = View { _ = name.value }
    name.value = "ada"
    #expect(model.context.name == "ada", "the edit was sent as `typed`")
    #expect(name.value == "ada")
    #expect(reader.invalidations == 1)
    #expect(other.invalidations == 0, "the binding reads its own field only")
    model.send(.lock)
    name.value = "bob"
    #expect(name.value == "ada", "a machine that does not take the edit keeps the field")
  }

  struct Credentials: Equatable, Sendable {
    var name = ""
    var password = ""
  }

  /// `typed(String)` carries the edited name; `lock` refuses further edits.
  enum Named: MachineEvent, Equatable {
    case typed(String)
    case lock
    enum Case: Hashable, Sendable { case typed, lock }
    var eventCase: Case { if case .typed = self { .typed } else { .lock } }
    var typed: String? { if case .typed(let name) = self { name } else { nil } }
    static func payloadCase(of accessor: PartialKeyPath<Named>) -> Case? {
      accessor == \Named.typed ? .typed : nil
    }
  }
}

/// A context field named like a member of `ObservableMachine` is read with `[field:]`, which
/// the member cannot hide, and which tracks that field alone.
@MainActor
struct FieldNamedLikeAMemberTests {
  struct Order: Equatable, Sendable {
    var state = "packing"
    var isDone = false
    var note = ""
  }

  static let order = try! MachineDefinition<S, E, Order>(initial: "open", context: Order()) {
    StateNode("open") {
      On("ship", to: "open", actions: [.assign("ship") { order, _ in order.state = "shipped" }])
      On("write", to: "open", actions: [.assign("write") { order, _ in order.note += "a" }])
    }
  }

  @Test func theFieldSubscriptReadsTheContextsFieldWhereAMemberHidesIt() {
    let model = ObservableMachine(Self.order)
    #expect(model.state == "open", "the member: the machine's state")
    #expect(model[field: \.state] == "packing", "the context's field")
    #expect(model[field: \.isDone] == false)
    #expect(model.send("ship") == .handled)
    #expect(model[field: \.state] == "shipped")
    #expect(model.context.state == "shipped")
  }

  @Test func theFieldSubscriptTracksThatFieldAlone() {
    let model = ObservableMachine(Self.order)
    let field = View { _ = model[field: \.state] }
    for _ in 0..<5 {
      #expect(model.send("write") == .handled)
      field.renderIfInvalidated()
    }
    #expect(field.invalidations == 0, "another field changed")
    #expect(model.send("ship") == .handled)
    #expect(field.invalidations == 1)
  }
}

/// `canHandle` and `enabledEvents` invalidate a reader only when their answer changes: the
/// readers of a hand-written model's `canSubmit` are invalidated as often.
@MainActor
struct AnswerObservationTests {
  typealias Form = PreciseObservationTests.Form

  @Test func aSubmitButtonReRendersOnlyWhenItsAnswerChanges() {
    let model = ObservableMachine(PreciseObservationTests.form)
    let submit = View { _ = model.canHandle("submit") }
    for _ in 0..<10 {
      #expect(model.send("bump") == .handled)
      submit.renderIfInvalidated()
    }
    #expect(submit.invalidations == 0, "an unrelated field changed 10 times")
    for _ in 0..<10 {
      #expect(model.send("edit") == .handled)
      submit.renderIfInvalidated()
    }
    #expect(submit.invalidations == 1, "the name became non-empty once")
    #expect(model.canHandle("submit"))
    #expect(model.send("submit") == .handled)
    #expect(submit.invalidations == 2, "in `sent`, submit is not handled")
    #expect(!model.canHandle("submit"))
  }

  @Test func enabledEventsIsInvalidatedOnlyWhenTheListChanges() {
    let model = ObservableMachine(PreciseObservationTests.form)
    let enabled = View { _ = model.enabledEvents }
    for _ in 0..<10 {
      #expect(model.send("bump") == .handled)
      enabled.renderIfInvalidated()
    }
    #expect(enabled.invalidations == 0)
    #expect(model.send("edit") == .handled)
    #expect(enabled.invalidations == 1, "submit became enabled")
    #expect(Set(model.enabledEvents) == ["edit", "bump", "noop", "submit"])
  }

  @Test func aGuardFreeEventNeverInvalidatesThroughTheContext() {
    let model = ObservableMachine(PreciseObservationTests.form)
    let bump = View { _ = model.canHandle("bump") }
    for _ in 0..<10 {
      #expect(model.send("bump") == .handled)
      #expect(model.send("edit") == .handled)
      bump.renderIfInvalidated()
    }
    #expect(bump.invalidations == 0)
  }

  @Test func questionsAboutDifferentPayloadsAreTrackedApart() {
    let definition = try! MachineDefinition<S, Pick, Int>(initial: "open", context: 0) {
      StateNode("open") {
        On(\.pick, guard: .init("free") { taken, event in event?.pick != taken }) { taken, n in
          taken = n
        }
      }
    }
    let model = ObservableMachine(definition)
    let one = View { _ = model.canHandle(.pick(1)) }
    let two = View { _ = model.canHandle(.pick(2)) }
    #expect(model.send(.pick(1)) == .handled)
    #expect(one.invalidations == 1, "1 is taken now")
    #expect(two.invalidations == 0, "2 is still free")
    #expect(!model.canHandle(.pick(1)) && model.canHandle(.pick(2)))
  }

  @Test func anEventTypeThatIsNotHashableIsInvalidatedByEveryChange() {
    let definition = try! MachineDefinition<S, Opaque, Int>(initial: "open", context: 0) {
      StateNode("open") {
        On(.tick, to: "open", actions: [.assign("count") { count, _ in count += 1 }])
      }
    }
    let model = ObservableMachine(definition)
    let tick = View { _ = model.canHandle(.tick(Opaque.Note())) }
    #expect(model.send(.tick(Opaque.Note())) == .handled)
    #expect(tick.invalidations == 1, "questions about such events cannot be told apart")
  }

  enum Pick: MachineEvent, Hashable {
    case pick(Int)
    enum Case: Hashable, Sendable { case pick }
    var eventCase: Case { .pick }
    var pick: Int? { if case .pick(let n) = self { n } else { nil } }
    static func payloadCase(of accessor: PartialKeyPath<Pick>) -> Case? {
      accessor == \Pick.pick ? .pick : nil
    }
  }

  /// An event type that is not `Hashable`: its payload is not.
  enum Opaque: MachineEvent {
    case tick(Note)
    struct Note: Sendable {}
    enum Case: Hashable, Sendable { case tick }
    var eventCase: Case { .tick }
  }
}
