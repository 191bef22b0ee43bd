import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Chromium, chromedriver and `statekit-demo serve`, started for the browser tests.
///
/// `Scripts/test` installs Debian's `chromium` and `chromium-driver`: the tests require them.
enum Browser {
  /// An executable on `PATH`.
  static func executable(_ names: String...) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      for name in names {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  static let chromium = executable("chromium", "chromium-browser", "google-chrome")
  static let chromedriver = executable("chromedriver")

  /// Where screenshots and other artifacts go: `.ci-artifacts/inspector` at the repository's
  /// root.
  static let artifacts: URL = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Browser
      .deletingLastPathComponent()  // StateKitDemoTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // Examples
      .deletingLastPathComponent()
    let url = root.appendingPathComponent(".ci-artifacts/inspector")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// Saves an artifact.
  static func keep(_ data: Data, as name: String) throws {
    try data.write(to: artifacts.appendingPathComponent(name))
  }

  /// A running child process whose standard output is read line by line.
  final class Child: @unchecked Sendable {
    let process = Process()
    private let output = Pipe()
    private var buffered = Data()

    /// Whether the child stops on SIGINT (else SIGTERM).
    var interruptible = true

    private let ended: AsyncStream<Void>

    init(_ executable: URL, _ arguments: [String]) throws {
      let (ended, finished) = AsyncStream.makeStream(of: Void.self)
      self.ended = ended
      process.terminationHandler = { _ in finished.finish() }
      process.executableURL = executable
      process.arguments = arguments
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
    }

    /// Reads output until a line contains `text` (blocking reads: the child writes it when
    /// it is ready), and returns that line; `nil` when the output ends first.
    func line(containing text: String) -> String? {
      while true {
        while let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: buffered[..<newline], as: UTF8.self)
          buffered = Data(buffered[(newline + 1)...])
          if line.contains(text) { return line }
        }
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { return nil }
        buffered += chunk
      }
    }

    /// Everything the child writes until it closes its output.
    func readToEnd() -> String {
      let rest = (try? output.fileHandleForReading.readToEnd()) ?? nil
      return String(decoding: buffered + (rest ?? Data()), as: UTF8.self)
    }

    /// Stops the child and waits until it has exited.
    func stop() async {
      Browser.trace("stop \(process.executableURL?.lastPathComponent ?? "")")
      // The demo stops on Ctrl-C (SIGINT); chromedriver is killed.
      kill(process.processIdentifier, interruptible ? SIGINT : SIGKILL)
      for await _ in ended {}
      Browser.trace("stopped")
    }
  }

  /// Writes a line to standard error when `WEBDRIVER_TRACE` is set.
  static func trace(_ line: String) {
    if ProcessInfo.processInfo.environment["WEBDRIVER_TRACE"] != nil {
      FileHandle.standardError.write(Data("browser: \(line)\n".utf8))
    }
  }

  /// Runs `body`, then stops the children, also when `body` throws.
  static func stopping<T>(_ children: Child..., body: () async throws -> T) async throws -> T {
    do {
      let result = try await body()
      for child in children.reversed() { await child.stop() }
      return result
    } catch {
      for child in children.reversed() { await child.stop() }
      throw error
    }
  }

  /// A free TCP port on the loopback interface.
  static func freePort() -> Int {
    let socket = Sockets.tcp()
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length)
      }
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socket, $0, &length)
      }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Starts chromedriver and returns it with its address, once it accepts sessions.
  ///
  /// chromedriver buffers its output when it is not a terminal, so readiness is polled on
  /// `GET /status`, every 50 ms until a deadline (a poll, not a wait for a fixed time).
  static func startDriver(timeout: Duration = .seconds(30)) async throws -> (Child, URL) {
    let driver = try #require(
      chromedriver, "chromedriver is not installed (apt-get install chromium-driver)")
    let port = freePort()
    let child = try Child(driver, ["--port=\(port)"])
    child.interruptible = false
    let url = URL(string: "http://127.0.0.1:\(port)/")!
    let deadline = ContinuousClock.now + timeout
    while true {
      do {
        let data = try await LoopbackHTTP.request(
          port: port, method: "GET", path: "/status", body: nil)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let value = object?["value"] as? [String: Any]
        if let ready = value?["ready"] as? Bool, ready { return (child, url) }
        trace("not ready: \(String(decoding: data, as: UTF8.self))")
      } catch {
        trace("status: \(error)")
      }
      guard ContinuousClock.now < deadline, child.process.isRunning else {
        await child.stop()
        throw WebDriver.Failure(description: "chromedriver did not start within \(timeout)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Starts `statekit-demo serve` and returns it with its address.
  static func startDemo() throws -> (Child, URL) {
    trace("start demo")
    let child = try Child(DemoBinaryTests.binary, ["serve"])
    let line = try #require(
      child.line(containing: "statekit-demo server on"), "the demo did not start")
    let address = try #require(
      line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
    return (child, URL(string: String(address))!)
  }
}
