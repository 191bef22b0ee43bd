import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization

/// The local HTTP server the example apps and `statekit-demo` talk to: an image-search API shaped
/// like Pixabay's, a login endpoint with a demo account, and echo, slow and status-code endpoints
/// for the request tester.
///
/// It runs in-process on 127.0.0.1, on an ephemeral port unless one is given, and needs no
/// network: the image catalog ships as a resource of this module.
///
/// ```swift
/// let server = try await DemoServer.start()
/// let api = server.url("api/")              // http://127.0.0.1:54321/api/
/// // …
/// await server.stop()
/// ```
///
/// Endpoints (see ``DemoRoutes``):
/// - `GET /api/?key=&q=&image_type=photo&page=&per_page=`: `{total, totalHits, hits: [...]}`.
/// - `POST /api/login` with `{"username", "password"}`: 200 `{token, username}` or 401.
/// - `/echo` (any method): the request as JSON.
/// - `/slow?delay=MS` (any method): answers after the delay (default 2000 ms).
/// - `/status/CODE` (any method): answers with that status code.
public final class DemoServer: Sendable {
  /// How to run the server.
  public struct Configuration: Sendable {
    /// The address to bind; loopback only by default.
    public var host: String
    /// The port; `0` picks a free one.
    public var port: Int
    /// Extra time the image-search and login endpoints take, to make loading states visible.
    public var latency: Duration
    /// The account the login endpoint accepts.
    public var account: DemoAccount
    /// Adds routes of the server's host (`statekit-demo`'s `/inspect` pages).
    public var routes: (@Sendable (Router<BasicRequestContext>) -> Void)?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - host: The address to bind (default `127.0.0.1`).
    ///   - port: The port (default `0`: an ephemeral port).
    ///   - latency: Added to image-search and login responses (default none).
    ///   - account: The account login accepts (default ``DemoAccount/demo``).
    ///   - routes: Adds more routes (default none).
    public init(
      host: String = "127.0.0.1", port: Int = 0, latency: Duration = .zero,
      account: DemoAccount = .demo,
      routes: (@Sendable (Router<BasicRequestContext>) -> Void)? = nil
    ) {
      self.host = host
      self.port = port
      self.latency = latency
      self.account = account
      self.routes = routes
    }
  }

  /// The address the server listens on, for example `http://127.0.0.1:54321/`.
  public let baseURL: URL
  /// The port it listens on.
  public let port: Int
  /// The configuration it runs with.
  public let configuration: Configuration
  private let group: ServiceGroup
  private let task: Mutex<Task<Void, any Error>?>

  private init(
    port: Int, configuration: Configuration, group: ServiceGroup, task: Task<Void, any Error>
  ) {
    self.port = port
    self.configuration = configuration
    self.baseURL = URL(string: "http://\(configuration.host):\(port)/")!
    self.group = group
    self.task = Mutex(task)
  }

  /// Starts a server and returns once it accepts connections.
  ///
  /// - Parameter configuration: Where and how to run.
  /// - Returns: The running server.
  /// - Throws: When the address cannot be bound.
  public static func start(_ configuration: Configuration = Configuration()) async throws
    -> DemoServer
  {
    let started = StartSignal()
    let routes = DemoRoutes(
      catalog: try ImageCatalog.bundled(), account: configuration.account,
      latency: configuration.latency)
    let logger = Logger(label: "statekit-demo-server") { _ in SwiftLogNoOpLogHandler() }
    let router = routes.router()
    configuration.routes?(router)
    let app = Application(
      router: router,
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      onServerRunning: { channel in started.succeed(channel.localAddress?.port ?? -1) },
      logger: logger)
    // Stopping is a graceful shutdown: open requests are cancelled (see DemoRoutes) and
    // answered, connections closed, then the group returns.
    let group = ServiceGroup(
      configuration: .init(services: [app], gracefulShutdownSignals: [], logger: logger))
    let task = Task {
      do {
        try await group.run()
        started.fail(CancellationError())
      } catch {
        started.fail(error)
        throw error
      }
    }
    let port = try await withTaskCancellationHandler {
      try await started.wait()
    } onCancel: {
      task.cancel()
    }
    return DemoServer(port: port, configuration: configuration, group: group, task: task)
  }

  /// An address on this server.
  ///
  /// - Parameter path: A path relative to the root, such as `"api/"` or `"status/500"`.
  /// - Returns: The absolute URL.
  public func url(_ path: String) -> URL {
    path.isEmpty ? baseURL : URL(string: path, relativeTo: baseURL)!.absoluteURL
  }

  /// Stops the server: closes the listening socket and ends open connections. Calling it again
  /// does nothing.
  public func stop() async {
    guard let task = task.withLock({ $0.take() }) else { return }
    await group.triggerGracefulShutdown()
    _ = await task.result
  }

  /// Waits until the server stops (for `statekit-demo serve`).
  public func waitUntilStopped() async {
    guard let task = task.withLock({ $0 }) else { return }
    _ = await task.result
  }

  deinit {
    task.withLock { $0?.cancel() }
  }
}

/// The one account the login endpoint accepts.
public struct DemoAccount: Sendable, Hashable {
  /// The username.
  public var username: String
  /// The password.
  public var password: String

  /// Creates an account.
  ///
  /// - Parameters:
  ///   - username: The username.
  ///   - password: The password.
  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }

  /// `appleseed` / `correct horse`: long enough for the login example's validation rules (8 characters).
  public static let demo = DemoAccount(username: "appleseed", password: "correct horse")
}

/// Resumes the starting task once, with the bound port or the error that stopped the server.
private final class StartSignal: Sendable {
  private enum State {
    case waiting(CheckedContinuation<Int, any Error>?)
    case done(Result<Int, any Error>)
  }
  private let state = Mutex(State.waiting(nil))

  func succeed(_ port: Int) { finish(.success(port)) }
  func fail(_ error: any Error) { finish(.failure(error)) }

  private func finish(_ result: Result<Int, any Error>) {
    let continuation = state.withLock { state -> CheckedContinuation<Int, any Error>? in
      guard case .waiting(let continuation) = state else { return nil }
      state = .done(result)
      return continuation
    }
    continuation?.resume(with: result)
  }

  func wait() async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
      let result = state.withLock { state -> Result<Int, any Error>? in
        switch state {
        case .done(let result): return result
        case .waiting:
          state = .waiting(continuation)
          return nil
        }
      }
      if let result { continuation.resume(with: result) }
    }
  }
}
