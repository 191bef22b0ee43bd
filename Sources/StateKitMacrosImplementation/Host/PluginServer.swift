#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The plugin's message loop: each request of the compiler decoded, answered by a
/// ``PluginHost``, and the answer sent back.
package enum PluginServer {
  /// Answers the messages of `channel` until the compiler closes it.
  package static func serve(_ channel: MessageChannel) {
    var host = PluginHost()
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    while let message = channel.receive() {
      let response: PluginResponse
      do {
        response = host.respond(to: try decoder.decode(HostMessage.self, from: Data(message)))
      } catch {
        response = PluginHost.failure(
          "StateKitMacrosPlugin could not read the compiler's request: \(error)")
      }
      // Encoding these plain values cannot fail.
      channel.send(Array(try! encoder.encode(response)))
    }
  }
}
