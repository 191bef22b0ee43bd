/// A two-way connection between a control and one field of an ``ObservableMachine``'s
/// context: reading ``value`` reads the field, tracked on its own; writing it sends the event
/// made of the new value. The machine decides: while it does not take the event, the field
/// keeps its value and a control that reads it again shows that value.
///
/// Made by ``ObservableMachine/contextBinding(_:sending:)``. In SwiftUI,
/// `binding(_:sending:)` gives the same connection as a `Binding`; in
/// UIKit, a text field's editing action writes ``value``; in tests, reading and writing it is
/// what a control does.
///
/// ```swift
/// let name = model.machine.contextBinding(\.username) { .enteringCredential(.username($0)) }
/// name.value = "ada"          // sends .enteringCredential(.username("ada"))
/// #expect(name.value == "ada")
/// ```
@MainActor
public final class ContextBinding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  init(read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Void) {
    self.read = read
    self.write = write
  }

  /// The field's value; setting it sends the event made of the new value.
  public var value: Value {
    get { read() }
    set { write(newValue) }
  }
}

extension ObservableMachine {
  /// Connects a control to one field of the context: it reads the field and sends an event for
  /// every edit (see ``ContextBinding``).
  ///
  /// - Parameters:
  ///   - field: The field's key path in the context.
  ///   - event: Makes the event to send from the edited value.
  /// - Returns: The connection.
  public func contextBinding<Value>(
    _ field: KeyPath<Context, Value>, sending event: @escaping (Value) -> Event
  ) -> ContextBinding<Value> {
    ContextBinding(
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
    /// new value (see ``ContextBinding``).
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

  extension ContextBinding {
    /// This connection as a SwiftUI `Binding`, for a control:
    /// `TextField("Username", text: model.username.binding)`.
    public var binding: Binding<Value> {
      Binding(get: { self.value }, set: { self.value = $0 })
    }
  }
#endif
