#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The socket calls the browser tests make, spelled for each C library: Glibc types
/// `SOCK_STREAM` as an enum, Darwin as an `Int32`, and a method named `send` hides the C
/// function of that name unless the call names its module.
enum Sockets {
  /// A new IPv4 TCP socket, or -1.
  static func tcp() -> Int32 {
    #if canImport(Glibc)
      Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  /// Sends bytes on a connected socket: how many went, or -1.
  static func send(_ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.send(socket, bytes, count, 0)
    #else
      Darwin.send(socket, bytes, count, 0)
    #endif
  }
}
