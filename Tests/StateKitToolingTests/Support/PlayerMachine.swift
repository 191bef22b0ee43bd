import StateKit

/// A media player: nested, parallel, history and final states, eventless, completion,
/// targetless and top-level transitions, entry and exit actions — one of each thing a diagram
/// must show.
enum PlayerState: MachineState {
  case off, on, onHistory, player, transport, stopped, playing, paused, ended
  case sound, soundHistory, audible, muted
}

enum PlayerEvent: MachineEvent, CaseIterable {
  case power, play, pause, stop, finish, mute, volumeUp, resume, resumeSound, reset
}

let playerDefinition: MachineDefinition<PlayerState, PlayerEvent, Void> = {
  let idleTooLong = Guard<PlayerState, PlayerEvent, Void>("idle too long") { _, _ in false }
  do {
    return try MachineDefinition(name: "Player", initial: .off) {
      StateNode(.off) {
        On(.power, to: .on)
        On(.resume, to: .onHistory)
        On(.resumeSound, to: .soundHistory)
      }
      StateNode(.on, initial: .player) {
        Entry(.run("lights on") { _, _ in })
        Exit(.run("lights off") { _, _ in })
        History(.onHistory, .deep)
        Parallel(.player) {
          StateNode(.transport, initial: .stopped) {
            StateNode(.stopped) { On(.play, to: .playing) }
            StateNode(.playing) {
              On(.pause, to: .paused)
              On(.stop, to: .stopped)
              On(.finish, to: .ended)
            }
            StateNode(.paused) {
              On(.play, to: .playing)
              Always(to: .stopped, guard: idleTooLong)
            }
            Final(.ended)
          }
          StateNode(.sound, initial: .audible) {
            History(.soundHistory)
            StateNode(.audible) { On(.mute, to: .muted) }
            StateNode(.muted) {
              On(.mute, to: .audible)
              On(.volumeUp, actions: [.run("beep") { _, _ in }])
            }
          }
        }
        OnDone(of: .transport, to: .off)
        On(.power, to: .off)
      }
      On(.reset, to: .off)
    }
  } catch {
    fatalError("\(error)")
  }
}()
