import StateKitMacrosImplementation

/// The compiler plugin that provides `@MachineState` and `@MachineEvent`.
///
/// It speaks the compiler plugin protocol itself and reads declarations with its own small
/// reader (`StateKitMacrosImplementation`), so it needs no package: an app that uses the macros
/// builds this one small executable, and no swift-syntax.
@main
struct StateKitMacrosPlugin {
  static func main() {
    PluginServer.serve(MessageChannel.standardIO())
  }
}
