import Foundation
import Login
import StateKit
import StateKitInspection
import StateKitTooling
import Testing

@testable import StateKitDemo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live inspector and the replay report in a real, headless Chromium (Debian's
/// `chromium` and `chromium-driver`, which `Scripts/test` installs). Screenshots go to
/// `.ci-artifacts/inspector`.
@Suite(.serialized)
struct InspectorBrowserTests {
  static let apps = ["image-search", "search-screen", "request-tester", "login"]

  /// `--dump-dom`: the page as Chromium built it, with every machine and its states.
  @Test func theInspectorPageShowsTheFourMachinesWithTheirStates() async throws {
    let chromium = try #require(Browser.chromium, "chromium is not installed")
    let (demo, address) = try Browser.startDemo()
    let dom = try await Browser.stopping(demo) {
      let dump = try Browser.Child(
        chromium,
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
          address.appendingPathComponent("inspect").absoluteString,
        ])
      return dump.readToEnd()
    }
    try Browser.keep(Data(dom.utf8), as: "inspect-dom.html")
    for app in Self.apps {
      #expect(dom.contains("data-machine=\"\(app)\""), "\(app) is listed")
    }
    for state in ["start", "searching", "loading", "searchResults", "error"] {
      #expect(dom.contains("data-state=\"\(state)\""), "image search's \(state) is drawn")
    }
    #expect(dom.contains("data-state=\"start\" data-active=\"true\""))
    #expect(dom.contains("data-state=\"emptyView\" data-active=\"true\""))
    #expect(dom.contains("data-state=\"idle\" data-active=\"true\""))
    #expect(dom.contains("data-state=\"ready\" data-active=\"true\""), "no request was sent yet")
  }

  /// A scripted session drives the image search machine over HTTP; the page follows it live.
  /// Then the page sends an enabled event, and refuses one that is not enabled.
  @Test func thePageFollowsTheMachineAndSendsEvents() async throws {
    let (demo, address) = try Browser.startDemo()
    let (driver, driverURL) = try await Browser.startDriver()
    try await Browser.stopping(demo, driver) {
      let browser = try await WebDriver.start(driver: driverURL)
      do {
        try await browser.navigate(to: address.appendingPathComponent("inspect"))
        try await browser.waitUntil("document.body.dataset.live === 'true'")
        let search = "section[data-machine='image-search']"
        func isActive(_ state: String) -> String {
          "document.querySelector(\"\(search) [data-state='\(state)'][data-active='true']\") !== null"
        }
        try await browser.waitUntil(isActive("start"))

        // The scripted session.
        try await Self.send("startSearch", to: "image-search", at: address)
        try await browser.waitUntil(isActive("searching") + " && !(" + isActive("start") + ")")
        try await Self.send("search", text: "coffee", to: "image-search", at: address)
        try await browser.waitUntil(isActive("searchResults"))
        try await browser.waitUntil(
          "document.querySelector(\"\(search) .context\").textContent.indexOf('14 images') >= 0")
        try Browser.keep(try await browser.screenshot(), as: "inspect-live.png")

        // From the page: an enabled event …
        try await browser.click("\(search) button[data-event='startSearch']")
        try await browser.waitUntil(isActive("searching"))
        let statuses = try await Self.statuses(at: address)
        #expect(statuses.first { $0.id == "image-search" }?.configuration == ["searching"])

        // … and one that is not: refused with a message, the machine unchanged.
        try await browser.type("success", into: "\(search) .event-name")
        try await browser.click("\(search) .send-named")
        try await browser.waitUntil(
          "document.querySelector(\"\(search) .message.refused\") !== null")
        let message =
          try await browser.script(
            "return document.querySelector(\"\(search) .message\").textContent") as? String
        #expect(message?.contains("'success' is not enabled in searching") == true)
        #expect(
          try await Self.statuses(at: address).first { $0.id == "image-search" }?.configuration == [
            "searching"
          ])
        try Browser.keep(try await browser.screenshot(), as: "inspect-refused.png")
      } catch {
        await browser.quit()
        throw error
      }
      await browser.quit()
    }
  }

  /// A recorded login session, replayed by the report: the arrow keys step through it.
  @Test func theReportStepsThroughARecordedLoginTrace() async throws {
    let trace = Browser.artifacts.appendingPathComponent("login.jsonl")
    let machine = Machine(loginDefinition())
    let recorder = TraceRecorder(
      machine, to: try .file(trace),
      describeContext: {
        "username: \($0.username)\npassword: \($0.password.isEmpty ? "" : "••••")"
      },
      describeEvent: { event in
        if case .enteringCredential(.password) = event {
          return "enteringCredential(password: ••••)"
        }
        return "\(event)"
      })
    machine.send(.enteringCredential(.username("appleseed")))
    machine.send(.enteringCredential(.password("correct horse")))
    machine.send(.authenticate)
    machine.send(.authenticationFailed(.invalidCredentials))
    machine.send(.ackError)
    await recorder.finish()
    let report = Browser.artifacts.appendingPathComponent("login-report.html")
    try ReplayReport.html(for: try Trace(contentsOf: trace), layout: .dotProcess).write(
      to: report, atomically: true, encoding: .utf8)

    let (driver, driverURL) = try await Browser.startDriver()
    try await Browser.stopping(driver) {
      let browser = try await WebDriver.start(driver: driverURL)
      do {
        try await browser.navigate(to: report)
        // The login machine is drawn left to right: its diagram takes the page's width.
        try await browser.waitUntil("document.querySelector('main.wide') !== null")
        let widths =
          try await browser.script(
            "return [document.getElementById('diagram').getBoundingClientRect().width, document.querySelector('main').getBoundingClientRect().width]"
          ) as? [Double]
        let (diagram, page) = (widths?.first ?? 0, widths?.last ?? 1)
        #expect(diagram > 0.9 * page, "the diagram is \(diagram) of \(page) pixels wide")
        let expected = [
          "idle", "validatingCredentials", "validCredentials", "authenticating", "error", "idle",
        ]
        for (step, state) in expected.enumerated() {
          if step > 0 { try await browser.press("\u{E014}") }  // the right arrow
          try await browser.waitUntil(
            "document.body.dataset.step === '\(step)' && document.querySelector(\"[data-state='\(state)'][data-active='true']\") !== null && document.querySelectorAll('[data-active]').length === 1"
          )
          let position =
            try await browser.script(
              "return document.getElementById('position').textContent") as? String
          #expect(position == "\(step) / 5")
          if step == 2 {
            // The typed password is in no text of the page.
            let text =
              try await browser.script("return document.documentElement.outerHTML") as? String
            #expect(text?.contains("correct horse") == false)
          }
          if step == 4 {
            // The transition taken into `error` is highlighted, the context shown.
            try await browser.waitUntil("document.querySelector('[data-taken=\"true\"]') !== null")
            let context =
              try await browser.script(
                "return document.getElementById('context').textContent") as? String
            #expect(context?.contains("username: appleseed") == true)
            try Browser.keep(try await browser.screenshot(), as: "report-login.png")
          }
        }
        try await browser.press("\u{E011}")  // Home
        try await browser.waitUntil("document.body.dataset.step === '0'")
      } catch {
        await browser.quit()
        throw error
      }
      await browser.quit()
    }
  }

  struct Status: Decodable {
    var id: String
    var configuration: [String]
  }

  static func send(
    _ event: String, text: String? = nil, to machine: String, at address: URL
  ) async throws {
    var request = URLRequest(
      url: address.appendingPathComponent("inspect/machines/\(machine)/events"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    var body = ["event": event]
    body["text"] = text
    request.httpBody = try JSONEncoder().encode(body)
    let (data, response) = try await URLSession.shared.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode
    #expect(status == 200, "\(event): \(String(decoding: data, as: UTF8.self))")
  }

  static func statuses(at address: URL) async throws -> [Status] {
    let (data, _) = try await URLSession.shared.data(
      from: address.appendingPathComponent("inspect/machines"))
    return try JSONDecoder().decode([Status].self, from: data)
  }
}
