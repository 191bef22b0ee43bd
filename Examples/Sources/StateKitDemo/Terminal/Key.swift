/// A key the user pressed, or a script named.
enum Key: Hashable, Sendable, CustomStringConvertible {
  case char(Character)
  case enter, escape, backspace, tab, up, down, left, right
  case ctrlC, ctrlU

  /// Parses a script's key name: `enter`, `esc`, `backspace`, `tab`, `up`, `down`, `left`,
  /// `right`, `space`, `ctrl-c`, `ctrl-u`, or one character.
  init?(name: String) {
    switch name.lowercased() {
    case "enter", "return": self = .enter
    case "esc", "escape": self = .escape
    case "backspace", "bs": self = .backspace
    case "tab": self = .tab
    case "up": self = .up
    case "down": self = .down
    case "left": self = .left
    case "right": self = .right
    case "space": self = .char(" ")
    case "ctrl-c": self = .ctrlC
    case "ctrl-u": self = .ctrlU
    default:
      guard name.count == 1, let character = name.first else { return nil }
      self = .char(character)
    }
  }

  var description: String {
    switch self {
    case .char(let c): c == " " ? "space" : String(c)
    case .enter: "enter"
    case .escape: "esc"
    case .backspace: "backspace"
    case .tab: "tab"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .ctrlC: "ctrl-c"
    case .ctrlU: "ctrl-u"
    }
  }

  /// A printable character, if the key is one.
  var printable: Character? {
    if case .char(let c) = self, !c.isNewline,
      c.unicodeScalars.allSatisfy({ $0.value >= 32 && $0.value != 127 })
    {
      return c
    }
    return nil
  }
}

/// Turns the bytes a terminal sends in raw mode into keys.
struct KeyDecoder {
  private var pending: [UInt8] = []

  /// Feeds bytes; returns the keys they complete. `escapeTimedOut` says that no byte followed a
  /// lone ESC in time, so it is the Escape key.
  mutating func feed(_ bytes: [UInt8], escapeTimedOut: Bool = false) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    while let first = pending.first {
      if first == 0x1B {
        if pending.count == 1 {
          if escapeTimedOut {
            keys.append(.escape)
            pending.removeFirst()
          }
          break
        }
        if pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") {
          guard pending.count >= 3 else { break }
          // CSI: parameters, then a final byte in 0x40...0x7E.
          guard let end = pending.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) })
          else {
            break
          }
          switch pending[end] {
          case UInt8(ascii: "A"): keys.append(.up)
          case UInt8(ascii: "B"): keys.append(.down)
          case UInt8(ascii: "C"): keys.append(.right)
          case UInt8(ascii: "D"): keys.append(.left)
          default: break
          }
          pending.removeFirst(end + 1)
        } else {
          keys.append(.escape)
          pending.removeFirst()
        }
        continue
      }
      switch first {
      case 3:
        keys.append(.ctrlC)
        pending.removeFirst()
      case 21:
        keys.append(.ctrlU)
        pending.removeFirst()
      case 9:
        keys.append(.tab)
        pending.removeFirst()
      case 10, 13:
        keys.append(.enter)
        pending.removeFirst()
      case 8, 127:
        keys.append(.backspace)
        pending.removeFirst()
      case 0..<32: pending.removeFirst()
      default:
        // A UTF-8 sequence: its length comes from the first byte.
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        guard pending.count >= length else { return keys }
        let scalarBytes = Array(pending.prefix(length))
        pending.removeFirst(length)
        if let text = String(bytes: scalarBytes, encoding: .utf8), let c = text.first {
          keys.append(.char(c))
        }
      }
    }
    return keys
  }
}
