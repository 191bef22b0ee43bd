import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 client for `127.0.0.1`, over a plain socket: one request per connection
/// (`Connection: close`).
///
/// chromedriver writes headers without a space after the colon (`Content-Length:249`), which
/// corelibs' URLSession refuses ("Failed writing header"), so the WebDriver client speaks HTTP
/// itself. Blocking calls run on a thread of their own, never on the concurrency pool.
enum LoopbackHTTP {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Sends a request and returns the response's body.
  static func request(
    port: Int, method: String, path: String, body: Data?
  ) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread {
        continuation.resume(
          with: Result { try send(port: port, method: method, path: path, body: body) })
      }
      thread.start()
    }
  }

  private static func send(port: Int, method: String, path: String, body: Data?) throws -> Data {
    let socket = Sockets.tcp()
    guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connect to port \(port): \(errno)") }
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    if let body {
      head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
    }
    var request = Data((head + "\r\n").utf8)
    if let body { request += body }
    try request.withUnsafeBytes { buffer in
      var sent = 0
      while sent < buffer.count {
        let count = Sockets.send(socket, buffer.baseAddress! + sent, buffer.count - sent)
        guard count > 0 else { throw Failure(description: "send: \(errno)") }
        sent += count
      }
    }
    // Reads the head, then as many bytes as Content-Length says (chromedriver keeps the
    // connection open), or up to the end when there is no length.
    var response = Data()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var expected: Int?
    var bodyStart: Int?
    while true {
      if let start = bodyStart, let expected, response.count - start >= expected { break }
      let count = recv(socket, &chunk, chunk.count, 0)
      if count < 0 { throw Failure(description: "recv: \(errno)") }
      if count == 0 { break }
      response.append(contentsOf: chunk[0..<count])
      if bodyStart == nil, let split = response.range(of: Data("\r\n\r\n".utf8)) {
        bodyStart = split.upperBound - response.startIndex
        let head = String(decoding: response[..<split.lowerBound], as: UTF8.self)
        for line in head.split(separator: "\r\n") {
          let parts = line.split(separator: ":", maxSplits: 1)
          if parts.count == 2, parts[0].lowercased() == "content-length" {
            expected = Int(parts[1].trimmingCharacters(in: .whitespaces))
          }
        }
      }
    }
    guard let start = bodyStart else {
      throw Failure(description: "no HTTP response from port \(port)")
    }
    return Data(response.dropFirst(start))
  }
}
