// statekit-demo: the four example apps in a full-screen terminal UI, on a local server started in
// this process. See `statekit-demo --help`.

import DemoServer
import Foundation

let usage = """
  statekit-demo: the four apps of the articles, running on StateKit against local servers.

  USAGE
    statekit-demo                  full-screen UI on a terminal; without one, a scripted tour
    statekit-demo --script FILE    runs a script (one command a line) and prints its frames
    statekit-demo --tour           runs the built-in tour
    statekit-demo serve [--port N] [--latency MS]
                                   runs the local server and the four apps, until Ctrl-C;
                                   http://127.0.0.1:N/inspect shows their machines live

  OPTIONS
    --size WxH       frame size for scripts and the tour (default 100x30)
    --latency MS     delay the image search and login endpoints (default: 300 on a terminal,
                     0 otherwise) to make loading states visible
    -h, --help       shows this help

  The full-screen UI serves the inspector too: its address is in the status line.

  Without a terminal, a script is read from standard input when it has one; otherwise the tour
  runs. Script commands: open NAME, type TEXT, key NAME..., wait STATE [SECONDS], frame,
  expect TEXT, echo TEXT, quit. Set PIXABAY_API_KEY to search the real Pixabay API.
  """

enum Mode {
  case interactive, tour
  case script(String)
  case serve
}

struct Options {
  var mode: Mode?
  var port = 0
  var latency: Int?
  var width = 100
  var height = 30
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("statekit-demo: \(message)\n".utf8))
  exit(2)
}

func parse(_ arguments: [String]) -> Options {
  var options = Options()
  var rest = arguments[...]
  func value(_ name: String) -> String {
    guard let value = rest.popFirst() else { fail("\(name) needs a value") }
    return value
  }
  while let argument = rest.popFirst() {
    switch argument {
    case "-h", "--help":
      print(usage)
      exit(0)
    case "serve": options.mode = .serve
    case "--tour": options.mode = .tour
    case "--script":
      let path = value(argument)
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        fail("cannot read \(path)")
      }
      options.mode = .script(text)
    case "--port":
      guard let port = Int(value(argument)), (0...65535).contains(port) else { fail("bad --port") }
      options.port = port
    case "--latency":
      guard let latency = Int(value(argument)), latency >= 0 else { fail("bad --latency") }
      options.latency = latency
    case "--size":
      let parts = value(argument).split(separator: "x").compactMap { Int($0) }
      guard parts.count == 2, parts[0] >= 60, parts[1] >= 20 else {
        fail("bad --size (at least 60x20)")
      }
      (options.width, options.height) = (parts[0], parts[1])
    default:
      fail("unknown argument \(argument) (see --help)")
    }
  }
  if options.mode == nil {
    if Terminal.isInteractive {
      options.mode = .interactive
    } else if !Terminal.stdinIsTTY, Terminal.stdinIsReadable(within: 500),
      let data = try? FileHandle.standardInput.readToEnd(),
      let text = String(data: data, encoding: .utf8),
      !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      options.mode = .script(text)
    } else {
      options.mode = .tour
    }
  }
  return options
}

let options = parse(Array(CommandLine.arguments.dropFirst()))
let mode = options.mode ?? .tour
let isInteractive = if case .interactive = mode { true } else { false }
let latency = Duration.milliseconds(options.latency ?? (isInteractive ? 300 : 0))

do {
  let inspector = Inspector()
  let server = try await DemoServer.start(
    .init(port: options.port, latency: latency, routes: { inspector.addRoutes(to: $0) }))
  switch mode {
  case .serve:
    let app = DemoApp(server: server, inspector: inspector)
    app.openAll()
    // Written unbuffered, so a program reading a pipe sees the address at once.
    Terminal.write(
      """
      statekit-demo server on \(server.baseURL.absoluteString) (Ctrl-C stops it)
        GET  /inspect                                          the four apps' machines, live
        GET  /api/?key=&q=&image_type=photo&page=&per_page=   image search (Pixabay's shape)
        POST /api/login {"username","password"}                demo account appleseed / correct horse
        ANY  /echo   /slow?delay=MS   /status/CODE

      """)
    let stop = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
    signal(SIGINT, SIG_IGN)
    stop.setEventHandler {
      inspector.close()
      Task { await server.stop() }
    }
    stop.resume()
    await server.waitUntilStopped()
    withExtendedLifetime(app) {}
    Terminal.write("stopped\n")
  case .interactive:
    let app = DemoApp(server: server, inspector: inspector)
    app.openAll()
    await FullScreen(app: app).run()
    inspector.close()
  case .tour, .script:
    let app = DemoApp(server: server)
    let script = if case .script(let text) = mode { text } else { ScriptRunner.tour }
    let runner = ScriptRunner(app: app, width: options.width, height: options.height)
    do {
      let frames = try await runner.run(script)
      print("done: \(frames) frames")
    } catch {
      fail("script failed at \(error)")
    }
  }
  // The process ends here, and with it the server and any request still open. (Stopping the
  // server first would answer requests the apps just cancelled; corelibs' URLSession can crash
  // when an answer races with the cancel.)
  exit(0)
} catch {
  fail("\(error)")
}
