import Foundation
import Hummingbird

extension Inspector {
  /// What a page posts to send an event.
  struct SendRequest: Decodable {
    /// The event's case name.
    var event: String
    /// The payload, as text, for events that take one.
    var text: String?
  }

  /// Adds the inspector's routes:
  /// - `GET /inspect`: the page (every machine drawn, the active states marked);
  /// - `GET /inspect/events`: server-sent events, one `status` event per change;
  /// - `GET /inspect/machines`: every machine's status as JSON;
  /// - `POST /inspect/machines/ID/events` with `{"event": NAME, "text": TEXT}`: sends an
  ///   enabled event; a disabled one is refused with 409 and a message.
  func addRoutes(to router: Router<BasicRequestContext>) {
    router.get("inspect") { _, _ in
      let statuses = await self.statuses()
      return Self.response(
        InspectorPage.html(machines: self.all, statuses: statuses), type: "text/html; charset=utf-8"
      )
    }
    router.get("inspect/machines") { _, _ in
      Self.response(Self.json(await self.statuses()), type: "application/json")
    }
    router.post("inspect/machines/:id/events") { request, context in
      guard let id = context.parameters.get("id"), let machine = self.machine(id) else {
        return Self.reply(SendReply(accepted: false, message: "no such machine"), status: .notFound)
      }
      guard let body = try? await request.decode(as: SendRequest.self, context: context) else {
        return Self.reply(
          SendReply(accepted: false, message: "send {\"event\": NAME, \"text\": TEXT}"),
          status: .badRequest)
      }
      let reply = await machine.send(body.event, body.text)
      return Self.reply(reply, status: reply.accepted ? .ok : .conflict)
    }
    router.get("inspect/events") { _, _ in
      let stream = self.listen()
      let initial = await self.statuses()
      var headers = HTTPFields()
      headers[.contentType] = "text/event-stream"
      headers[.cacheControl] = "no-cache"
      return Response(
        status: .ok, headers: headers,
        body: ResponseBody { writer in
          for status in initial {
            try await writer.write(
              ByteBuffer(string: "event: status\ndata: \(Self.json(status))\n\n"))
          }
          for await message in stream { try await writer.write(ByteBuffer(string: message)) }
          try await writer.finish(nil)
        })
    }
  }

  /// Every machine's status, in registration order.
  func statuses() async -> [MachineStatus] {
    var result: [MachineStatus] = []
    for machine in all { result.append(await machine.status()) }
    return result
  }

  private static func response(_ text: String, type: String, status: HTTPResponse.Status = .ok)
    -> Response
  {
    var headers = HTTPFields()
    headers[.contentType] = type
    headers[.cacheControl] = "no-store"
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  private static func reply(_ reply: SendReply, status: HTTPResponse.Status) -> Response {
    response(json(reply), type: "application/json", status: status)
  }
}
