import StateKit

/// A value written out as indented lines, from its `Mirror`: the input of a diff
/// (``LineDiff``; StateKitTesting's `diff(_:_:)`) and of replay messages.
///
/// Structs and classes print as `Type(label: value, …)`, enums as `Type.case(payload)`,
/// collections as `[…]`, dictionaries and sets sorted so their order does not matter, strings
/// quoted. A value without children prints with `String(describing:)`. Nested values are
/// indented by two spaces, one line per field, so that a line diff points at the field that
/// differs.
package enum StructuralDump {
  /// The lines of `value`.
  package static func lines(_ value: Any) -> [String] {
    var out: [String] = []
    write(value, label: nil, indent: 0, trailingComma: false, into: &out)
    return out
  }

  /// `value` on one line, enum cases with a leading dot: `.search("cats")`,
  /// `.authenticationFailed(.invalidCredentials)`.
  package static func inline(_ value: Any) -> String {
    if let string = value as? String { return string.debugDescription }
    if let name = nameLiteral(value) { return name }
    let mirror = Mirror(reflecting: value)
    func list(_ children: Mirror.Children) -> String {
      children.map { child in
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        return (label.map { "\($0): " } ?? "") + inline(child.value)
      }.joined(separator: ", ")
    }
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { inline($0.value) } ?? "nil"
    case .enum:
      guard let payload = mirror.children.first else { return ".\(caseName(of: value))" }
      let inner = Mirror(reflecting: payload.value)
      let arguments =
        inner.displayStyle == .tuple ? list(inner.children) : inline(payload.value)
      return ".\(payload.label ?? caseName(of: value))(\(arguments))"
    case .struct, .class:
      if mirror.children.isEmpty { return describedLeaf(value, typeName: typeName(value)) }
      return "\(typeName(value))(\(list(mirror.children)))"
    case .tuple:
      return "(\(list(mirror.children)))"
    case .collection, .set:
      return "[\(mirror.children.map { inline($0.value) }.joined(separator: ", "))]"
    default:
      return describedLeaf(value, typeName: nil)
    }
  }

  /// `value` as the Swift that makes it: `LoginEvent.search("cats")`, `EventName("start")`,
  /// `Field(name: "a")` (best effort: a struct prints as its memberwise initializer).
  package static func code(_ value: Any) -> String {
    if let event = value as? EventName { return "EventName(\(event.rawValue.debugDescription))" }
    if let state = value as? StateName { return "StateName(\(state.rawValue.debugDescription))" }
    let text = inline(value)
    return text.hasPrefix(".") ? typeName(value) + text : text
  }

  private static func typeName(_ value: Any) -> String {
    // `Login.LoginState.Case` → `LoginState.Case`; generic and local types by their own name.
    let reflected = String(reflecting: type(of: value))
    guard !reflected.contains("<"), !reflected.contains("("),
      let dot = reflected.firstIndex(of: ".")
    else { return String(describing: type(of: value)) }
    return String(reflected[reflected.index(after: dot)...])
  }

  private static func write(
    _ value: Any, label: String?, indent: Int, trailingComma: Bool, into out: inout [String]
  ) {
    let pad = String(repeating: " ", count: indent)
    let prefix = pad + (label.map { "\($0): " } ?? "")
    let comma = trailingComma ? "," : ""
    func leaf(_ text: String) { out.append(prefix + text + comma) }
    func children(
      open: String, close: String, _ items: [(label: String?, value: Any)], folds: Bool = true
    ) {
      if items.isEmpty {
        leaf(open + close)
        return
      }
      var inner: [String] = []
      for (offset, item) in items.enumerated() {
        write(
          item.value, label: item.label, indent: indent + 2,
          trailingComma: offset < items.count - 1, into: &inner)
      }
      // Short values of one-line parts stay on one line: `LoginError.networkError("offline")`.
      if inner.count == items.count, folds {
        let joined = inner.map { $0.drop { $0 == " " } }.joined(separator: " ")
        if joined.count + open.count + close.count <= 60 {
          out.append(prefix + open + joined + close + comma)
          return
        }
      }
      out.append(prefix + open)
      out.append(contentsOf: inner)
      out.append(pad + close + comma)
    }

    if let string = value as? String {
      leaf(string.debugDescription)
      return
    }
    if let name = nameLiteral(value) {
      leaf(name)
      return
    }
    if let character = value as? Character {
      leaf(String(character).debugDescription)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first?.value {
        write(wrapped, label: label, indent: indent, trailingComma: trailingComma, into: &out)
      } else {
        leaf("nil")
      }
    case .enum:
      let name = typeName(value)
      guard let payload = mirror.children.first else {
        leaf("\(name).\(caseName(of: value))")
        return
      }
      let caseName = payload.label ?? "\(value)"
      let inner = Mirror(reflecting: payload.value)
      let items: [(label: String?, value: Any)]
      if inner.displayStyle == .tuple {
        items = inner.children.map { child in
          (child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, child.value)
        }
      } else {
        items = [(nil, payload.value)]
      }
      children(open: "\(name).\(caseName)(", close: ")", items)
    case .struct, .class:
      if mirror.children.isEmpty {
        leaf(describedLeaf(value, typeName: typeName(value)))
        return
      }
      // A struct at the top stays unfolded, field by field, so that two of different lengths
      // (an `ExpectedState` with a short and a long state) still differ by line.
      children(
        open: "\(typeName(value))(", close: ")",
        mirror.children.map { ($0.label, $0.value) }, folds: indent > 0)
    case .tuple:
      children(
        open: "(", close: ")",
        mirror.children.map { child in
          (child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, child.value)
        })
    case .collection:
      children(open: "[", close: "]", mirror.children.map { (nil, $0.value) })
    case .set:
      let sorted = mirror.children.map(\.value).sorted {
        lines($0).joined(separator: "\n") < lines($1).joined(separator: "\n")
      }
      children(open: "Set([", close: "])", sorted.map { (nil, $0) })
    case .dictionary:
      var entries: [(key: String, value: Any)] = []
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        entries.append((lines(pair[0].value).joined(separator: " "), pair[1].value))
      }
      entries.sort { $0.key < $1.key }
      children(open: "[", close: "]", entries.map { ($0.key, $0.value) })
    default:
      leaf(describedLeaf(value, typeName: nil))
    }
  }

  /// A state or event named by a string (`StateName`, `EventName`, as SCXML machines and
  /// generated code have them) as the string literal that makes it: `"answered"`.
  private static func nameLiteral(_ value: Any) -> String? {
    if let state = value as? StateName { return state.rawValue.debugDescription }
    if let event = value as? EventName { return event.rawValue.debugDescription }
    return nil
  }

  /// The name of a payload-free enum case, even when the enum has its own `description`.
  private static func caseName(of value: Any) -> String {
    func open<T>(_ value: T) -> String {
      guard let name = _enumCaseName(value) else { return "\(value)" }
      return String(cString: name)
    }
    return _openExistential(value, do: open)
  }

  private static func describedLeaf(_ value: Any, typeName: String?) -> String {
    let text = String(describing: value)
    if let typeName, text == String(reflecting: type(of: value)) { return "\(typeName)()" }
    return text
  }
}

/// The runtime's name of an enum value's case (what `print` shows without a `description`).
@_silgen_name("swift_EnumCaseName")
private func _enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
