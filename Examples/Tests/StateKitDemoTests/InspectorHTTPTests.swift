import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `/inspect`'s HTTP side: what the page may send, and what it is refused.
@Suite(.serialized)
struct InspectorHTTPTests {
  static func post(_ path: String, _ body: String, to address: URL) async throws -> (Int, String) {
    var request = URLRequest(url: address.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(body.utf8)
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  @Test func eventsThatAreNotEnabledOrCannotBeMadeAreRefusedAndTheMachineGoesOn() async throws {
    let (demo, address) = try Browser.startDemo()
    try await Browser.stopping(demo) {
      let path = "inspect/machines/image-search/events"
      // Not enabled in `start`.
      let (status, body) = try await Self.post(path, #"{"event":"cancel"}"#, to: address)
      #expect(status == 409)
      #expect(body.contains("'cancel' is not enabled in start; enabled: startSearch"))
      // Unknown events, unknown machines, bodies that are not a request.
      #expect(try await Self.post(path, #"{"event":"<script>"}"#, to: address).0 == 409)
      #expect(try await Self.post("inspect/machines/nowhere/events", "{}", to: address).0 == 404)
      #expect(try await Self.post(path, "not json", to: address).0 == 400)
      #expect(try await Self.post(path, #"{"event":42}"#, to: address).0 == 400)
      // The server and the machines go on.
      let (ok, sent) = try await Self.post(
        "inspect/machines/login/events", #"{"event":"enteringCredential","text":"username=ada"}"#,
        to: address)
      #expect(ok == 200, "\(sent)")
      let (data, _) = try await URLSession.shared.data(
        from: address.appendingPathComponent("inspect/machines"))
      let text = String(decoding: data, as: UTF8.self)
      #expect(text.contains(#""configuration":["validatingCredentials"]"#))
      #expect(text.contains("username: ada"))
    }
  }

  @Test func theOneAppShowsItsTreeOfRunningMachines() async throws {
    let (demo, address) = try Browser.startDemo()
    try await Browser.stopping(demo) {
      let (data, _) = try await URLSession.shared.data(
        from: address.appendingPathComponent("inspect/machines"))
      let text = String(decoding: data, as: UTF8.self)
      #expect(text.contains(#""context":"app: signedOut\n  login: idle""#), "\(text)")
      // Signing out needs a session.
      let (status, _) = try await Self.post(
        "inspect/machines/app/events", #"{"event":"signOut"}"#, to: address)
      #expect(status == 409)
    }
  }
}
