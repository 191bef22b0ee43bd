/// Runs the demo full-screen: raw keys in, a frame out after every key and every change.
@MainActor
struct FullScreen {
  let app: DemoApp

  func run() async {
    Terminal.enterFullScreen()
    defer { Terminal.restore() }
    let send = app.send
    Terminal.startReadingKeys { send.yield(.key($0)) }
    var size = Terminal.size
    draw(size)
    for await input in app.inputs {
      if case .key(let key) = input { app.handle(key) }
      if app.isDone { break }
      let now = Terminal.size
      if now != size {
        size = now
        Terminal.write("\u{1B}[2J")
      }
      draw(size)
    }
  }

  private func draw(_ size: (width: Int, height: Int)) {
    Terminal.write(
      app.frame(width: size.width, height: size.height).ansi(width: size.width, height: size.height)
    )
  }
}
