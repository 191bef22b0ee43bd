import Foundation

/// A WebDriver client for `chromedriver`, with just what the browser tests use: a headless
/// session, navigation, elements, clicks, keys, scripts and screenshots.
///
/// Waiting happens in the browser (``waitUntil(_:timeout:)`` runs an asynchronous script that
/// a `MutationObserver` resolves), so the tests never sleep.
struct WebDriver {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let base: URL
  let session: String

  /// Opens a headless Chromium session.
  static func start(driver: URL) async throws -> WebDriver {
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": Browser.chromium?.path ?? "/usr/bin/chromium",
            "args": [
              "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1280,1000",
            ],
          ],
        ]
      ]
    ]
    let value = try await request(driver.appendingPathComponent("session"), "POST", capabilities)
    guard let object = value as? [String: Any], let id = object["sessionId"] as? String else {
      throw Failure(description: "no session: \(String(describing: value))")
    }
    return WebDriver(base: driver.appendingPathComponent("session/\(id)"), session: id)
  }

  func navigate(to url: URL) async throws {
    _ = try await call("url", "POST", ["url": url.absoluteString])
  }

  /// The id of the first element matching a CSS selector.
  func element(_ selector: String) async throws -> String {
    let value = try await call("element", "POST", ["using": "css selector", "value": selector])
    guard let object = value as? [String: Any],
      let id = object.first(where: { $0.key.hasPrefix("element-") })?.value as? String
    else { throw Failure(description: "no element \(selector)") }
    return id
  }

  func click(_ selector: String) async throws {
    let id = try await element(selector)
    _ = try await call("element/\(id)/click", "POST", [String: Any]())
  }

  func type(_ text: String, into selector: String) async throws {
    let id = try await element(selector)
    _ = try await call("element/\(id)/clear", "POST", [String: Any]())
    _ = try await call("element/\(id)/value", "POST", ["text": text])
  }

  /// Presses keys on the page (WebDriver key codes, such as `"\u{E014}"` for the right arrow).
  func press(_ keys: String) async throws {
    let id = try await element("body")
    _ = try await call("element/\(id)/value", "POST", ["text": keys])
  }

  /// Runs a script and returns its value.
  func script(_ source: String, _ arguments: [Any] = []) async throws -> Any? {
    try await call("execute/sync", "POST", ["script": source, "args": arguments])
  }

  /// Waits until a JavaScript condition holds: checks it at once and after every change of
  /// the page, until `timeout` (the browser's script timeout) passes.
  func waitUntil(_ condition: String, timeout: Duration = .seconds(20)) async throws {
    let milliseconds = Int(timeout.components.seconds * 1000)
    _ = try await call("timeouts", "POST", ["script": milliseconds])
    let source = """
      var done = arguments[arguments.length - 1];
      function check() { try { return Boolean(\(condition)); } catch (e) { return false; } }
      if (check()) { done(true); return; }
      var observer = new MutationObserver(function () {
        if (check()) { observer.disconnect(); done(true); }
      });
      observer.observe(document.documentElement,
        { subtree: true, attributes: true, childList: true, characterData: true });
      """
    do {
      _ = try await call("execute/async", "POST", ["script": source, "args": [Any]()])
    } catch {
      throw Failure(description: "timed out waiting for \(condition): \(error)")
    }
  }

  /// A PNG of the window.
  func screenshot() async throws -> Data {
    guard let text = try await call("screenshot", "GET", nil) as? String,
      let data = Data(base64Encoded: text)
    else { throw Failure(description: "no screenshot") }
    return data
  }

  func quit() async {
    _ = try? await Self.request(base, "DELETE", nil)
  }

  private func call(_ path: String, _ method: String, _ body: Any?) async throws -> Any? {
    try await Self.request(base.appendingPathComponent(path), method, body)
  }

  private static func request(_ url: URL, _ method: String, _ body: Any?) async throws -> Any? {
    Browser.trace("webdriver \(method) \(url.path)")
    let data = try await LoopbackHTTP.request(
      port: url.port ?? 80, method: method, path: url.path,
      body: try body.map { try JSONSerialization.data(withJSONObject: $0) })
    let json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let value = (json as? [String: Any])?["value"]
    if let object = value as? [String: Any], let error = object["error"] as? String {
      throw Failure(description: "\(error): \(object["message"] as? String ?? "")")
    }
    return value
  }
}
