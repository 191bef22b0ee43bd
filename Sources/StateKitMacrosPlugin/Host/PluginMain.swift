#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The compiler plugin that provides `@MachineState` and `@MachineEvent`.
///
/// It speaks the compiler plugin protocol itself and reads declarations with its own small
/// reader, so it needs no package: an app that uses the macros builds this one small
/// executable, and no swift-syntax.
@main
struct StateKitMacrosPlugin {
  static func main() {
    serve(MessageChannel.standardIO())
  }

  /// Answers the messages of `channel` until the compiler closes it.
  static func serve(_ channel: MessageChannel) {
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
