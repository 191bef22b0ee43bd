import DemoServer
import Foundation

/// Runs `body` with a demo server on 127.0.0.1 and an ephemeral port, and stops it after.
func withDemoServer<T>(
  _ configuration: DemoServer.Configuration = .init(),
  isolation: isolated (any Actor)? = #isolation,
  _ body: (DemoServer) async throws -> T
) async throws -> T {
  let server = try await DemoServer.start(configuration)
  do {
    let result = try await body(server)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}

/// The address of a server that was started and stopped: nothing listens there any more.
func deadServerURL(_ path: String) async throws -> URL {
  let server = try await DemoServer.start()
  let url = server.url(path)
  await server.stop()
  return url
}
