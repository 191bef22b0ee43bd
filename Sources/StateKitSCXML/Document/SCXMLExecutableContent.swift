/// One element of executable content, in a transition, a handler or a branch of an `<if>`.
///
/// With the null data model only ``raise(_:)``, ``send(_:)``, ``cancel(_:)``, ``log(_:)`` and
/// ``if(_:)`` with `In()` conditions can run. ``foreach(_:)``, ``assign(_:)`` and ``script(_:)`` only
/// appear in documents parsed with ``SCXMLParser/Options/allowsExpressions``.
package enum SCXMLExecutableContent: Sendable, Equatable {
  /// `<raise>`: puts an event on the internal queue.
  case raise(SCXMLRaise)
  /// `<send>`: sends an event, possibly delayed, to this or another session.
  case send(SCXMLSend)
  /// `<cancel>`: cancels a delayed `<send>`.
  case cancel(SCXMLCancel)
  /// `<log>`: writes a message.
  case log(SCXMLLog)
  /// `<if>` with its `<elseif>` and `<else>` branches.
  case `if`(SCXMLIf)
  /// `<foreach>`: runs its content once per item of a collection (needs expressions).
  case foreach(SCXMLForeach)
  /// `<assign>`: changes a data model location (needs expressions).
  case assign(SCXMLAssign)
  /// `<script>`: runs a script (needs expressions).
  case script(SCXMLScript)

  /// Where the element starts.
  package var sourceLocation: SCXMLSourceLocation {
    switch self {
    case .raise(let element): element.sourceLocation
    case .send(let element): element.sourceLocation
    case .cancel(let element): element.sourceLocation
    case .log(let element): element.sourceLocation
    case .if(let element): element.sourceLocation
    case .foreach(let element): element.sourceLocation
    case .assign(let element): element.sourceLocation
    case .script(let element): element.sourceLocation
    }
  }

  /// The element name, such as `raise` or `send`.
  package var elementName: String {
    switch self {
    case .raise: "raise"
    case .send: "send"
    case .cancel: "cancel"
    case .log: "log"
    case .if: "if"
    case .foreach: "foreach"
    case .assign: "assign"
    case .script: "script"
    }
  }
}
