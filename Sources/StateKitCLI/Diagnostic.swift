/// A message about a place in a document, as one line of output: `file:line:column: severity:
/// message`. The message is put on one line, and every name or value it echoes is cut to
/// ``echoLimit`` characters, so that each line of output starts with its location, whatever the
/// document holds.
struct Diagnostic: CustomStringConvertible {
  let file: String
  let line: Int
  let column: Int
  let severity: String
  let message: String

  /// The longest run of non-space characters shown from a message; longer ones end in "…".
  static let echoLimit = 80

  var description: String {
    "\(file):\(line):\(column): \(severity): \(Self.shortened(message))"
  }

  /// `message` on one line, each run of more than ``echoLimit`` non-space characters cut.
  static func shortened(_ message: String) -> String {
    var result = ""
    var run = 0
    for character in message {
      if character.isWhitespace {
        result.append(" ")
        run = 0
      } else {
        run += 1
        if run <= echoLimit {
          result.append(character)
        } else if run == echoLimit + 1 {
          result.append("…")
        }
      }
    }
    return result
  }
}
