/// A two-way connection between a control and what an ``ObservableMachine`` shows: reading
/// ``value`` reads the machine, tracked on its own; writing it sends the events that bring the
/// machine into agreement. The machine decides: while it does not take the event, the value
/// stays as it was and a control that reads it again shows that.
///
/// Made by ``ObservableMachine/contextBinding(_:sending:)`` for a field of the context, and by
/// ``ObservableMachine/presentation(of:dismiss:)``,
/// ``ObservableMachine/presentation(_:dismiss:)``,
/// ``ObservableMachine/navigationPath(_:back:push:)`` and
/// ``ObservableMachine/selectedChild(_:selection:back:push:)`` for the screens the state shows. In
/// SwiftUI, `binding` gives it as a `Binding`; in UIKit, a control's action or a navigation
/// controller's delegate writes ``value``; in tests, reading and writing it is what a control
/// does.
///
/// ```swift
/// let name = model.machine.contextBinding(\.username) { .enteringCredential(.username($0)) }
/// name.value = "ada"          // sends .enteringCredential(.username("ada"))
/// #expect(name.value == "ada")
/// ```
@MainActor
public final class MachineBinding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  init(read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Void) {
    self.read = read
    self.write = write
  }

  /// What the machine shows; setting it sends the events that make the machine show the new
  /// value.
  public var value: Value {
    get { read() }
    set { write(newValue) }
  }
}

extension ObservableMachine {
  /// Connects a control to one field of the context: it reads the field and sends an event for
  /// every edit (see ``MachineBinding``).
  ///
  /// - Parameters:
  ///   - field: The field's key path in the context.
  ///   - event: Makes the event to send from the edited value.
  /// - Returns: The connection.
  public func contextBinding<Value>(
    _ field: KeyPath<Context, Value>, sending event: @escaping (Value) -> Event
  ) -> MachineBinding<Value> {
    MachineBinding(
      read: { [self] in self[dynamicMember: field] },
      write: { [self] in send(event($0)) })
  }
}

#if canImport(SwiftUI)
  import SwiftUI

  extension ObservableMachine {
    /// A SwiftUI binding to one field of the context that sends an event for every edit, in
    /// one expression:
    ///
    /// ```swift
    /// TextField("Username", text: model.machine.binding(\.username) {
    ///   .enteringCredential(.username($0))
    /// })
    /// ```
    ///
    /// Reading it reads the field, tracked on its own; writing it sends the event made of the
    /// new value (see ``MachineBinding``).
    ///
    /// - Parameters:
    ///   - field: The field's key path in the context.
    ///   - event: Makes the event to send from the edited value.
    /// - Returns: The binding.
    public func binding<Value>(
      _ field: KeyPath<Context, Value>, sending event: @escaping (Value) -> Event
    ) -> Binding<Value> {
      contextBinding(field, sending: event).binding
    }
  }

  extension MachineBinding {
    /// This connection as a SwiftUI `Binding`, for a control or a presentation:
    /// `TextField("Username", text: model.username.binding)`.
    public var binding: Binding<Value> {
      // Binding's closures are @Sendable: without @MainActor they could not touch `value`.
      Binding(get: { @MainActor in self.value }, set: { @MainActor in self.value = $0 })
    }
  }
#endif
