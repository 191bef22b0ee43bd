/// An `<if>` element with its `<elseif>` and `<else>` branches.
///
/// The branches are tried in order; the first whose condition holds (or the `<else>` branch, which has
/// none) runs its content, and the others are skipped.
package struct SCXMLIf: Sendable, Equatable {
  /// One branch: the `<if>` itself, an `<elseif>` or the `<else>`.
  package struct Branch: Sendable, Equatable {
    /// The branch's condition; `nil` only for the `<else>` branch.
    package var condition: SCXMLCondition?

    /// The executable content run when the branch is chosen.
    package var content: [SCXMLExecutableContent]

    /// Where the `<if>`, `<elseif>` or `<else>` element starts.
    package var sourceLocation: SCXMLSourceLocation

    /// Creates a branch.
    ///
    /// - Parameters:
    ///   - condition: The condition, `nil` for `<else>`.
    ///   - content: The executable content.
    ///   - sourceLocation: Where the element starts.
    package init(
      condition: SCXMLCondition?,
      content: [SCXMLExecutableContent],
      sourceLocation: SCXMLSourceLocation
    ) {
      self.condition = condition
      self.content = content
      self.sourceLocation = sourceLocation
    }
  }

  /// The branches in document order: the `<if>` first, then each `<elseif>`, then the `<else>` if any.
  package var branches: [Branch]

  /// Where the `<if>` element starts.
  package var sourceLocation: SCXMLSourceLocation

  /// Creates an `<if>` element.
  ///
  /// - Parameters:
  ///   - branches: The branches, the `<if>` first.
  ///   - sourceLocation: Where the `<if>` element starts.
  package init(branches: [Branch], sourceLocation: SCXMLSourceLocation) {
    self.branches = branches
    self.sourceLocation = sourceLocation
  }
}
