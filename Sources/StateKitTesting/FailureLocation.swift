/// Where in a test a failed assertion was written.
///
/// Every assertion of StateKitTesting takes the caller's location as default arguments, so a
/// failure points at the line of the test, not inside the harness.
public struct FailureLocation: Sendable, CustomStringConvertible {
  /// The file, as `Module/File.swift`.
  public var fileID: String
  /// The file's full path, as XCTest wants it.
  public var file: StaticString
  /// The file's full path.
  public var filePath: String { "\(file)" }
  /// The line.
  public var line: Int
  /// The column.
  public var column: Int

  /// Creates a location; the defaults are the caller's.
  ///
  /// - Parameters:
  ///   - fileID: The file, as `Module/File.swift`.
  ///   - file: The file's full path.
  ///   - line: The line.
  ///   - column: The column.
  public init(
    fileID: String = #fileID, file: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.fileID = fileID
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(fileID):\(line)" }
}
