import StateKitInspection

/// The `/inspect` page: every machine drawn by Graphviz, its state, its last steps, and
/// buttons for the events it can handle now. Server-sent events keep it live.
enum InspectorPage {
  /// The page.
  ///
  /// - Parameters:
  ///   - machines: The machines, drawn.
  ///   - statuses: Their statuses, in the same order.
  /// - Returns: The HTML.
  static func html(machines: [InspectedMachine], statuses: [MachineStatus]) -> String {
    var sections = ""
    for (machine, status) in zip(machines, statuses) {
      let id = escape(machine.id)
      sections += """
        <section class="machine" id="machine-\(id)" data-machine="\(id)">
        <h2>\(escape(machine.title)) <code>\(id)</code></h2>
        <div class="body">
        <div class="diagram">\(markActive(machine.svg, status.configuration))</div>
        <div class="panel">
        <p><b>Configuration:</b> <span class="configuration">\(escape(status.configuration.joined(separator: ", ")))</span></p>
        <p><b>Context</b></p><pre class="context">\(escape(status.context ?? ""))</pre>
        <p><b>Enabled events</b> <input class="text" type="text" placeholder="payload text" aria-label="Payload text"></p>
        <div class="events"></div>
        <p class="other"><input class="event-name" type="text" placeholder="any event" aria-label="Event name"> <button class="send-named" type="button">Send</button></p>
        <p class="message" role="status"></p>
        <p><b>Last steps</b></p><ol class="recent"></ol>
        </div>
        </div>
        </section>

        """
    }
    let initial = Inspector.json(statuses).replacingOccurrences(of: "<", with: "\\u003c")
      .replacingOccurrences(of: ">", with: "\\u003e").replacingOccurrences(of: "&", with: "\\u0026")
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>StateKit inspector</title>
      <style>\(style)</style>
      </head>
      <body>
      <header><h1>StateKit inspector</h1><p>The example apps' machines: <span id="connection">connecting…</span></p></header>
      <main>
      \(sections)</main>
      <script type="application/json" id="initial">\(initial)</script>
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  /// Marks the states named in `active` with `data-active="true"`.
  static func markActive(_ svg: String, _ active: [String]) -> String {
    var result = svg
    for name in Set(active) {
      let attribute = "data-state=\"\(escape(name))\""
      result = result.replacingOccurrences(of: attribute, with: attribute + " data-active=\"true\"")
    }
    return result
  }

  /// Text safe in HTML text and quoted attributes.
  static func escape(_ text: String) -> String { InspectableDiagram.escapingHTML(text) }

  static let style = """
    body { font: 14px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif;
      margin: 0; background: #fafafa; color: #1d1d1f; }
    header { background: #24292f; color: #fff; padding: 10px 20px; }
    header h1 { margin: 0; font-size: 20px; }
    header p { margin: 2px 0 0; color: #c9d1d9; }
    main { padding: 12px 20px; display: grid; gap: 16px; }
    .machine { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 8px 16px; }
    .machine h2 { font-size: 16px; margin: 4px 0 8px; }
    .machine h2 code { color: #57606a; font-weight: normal; font-size: 12px; }
    .body { display: flex; gap: 16px; align-items: flex-start; }
    .diagram { flex: 3; overflow: auto; }
    .diagram svg { max-width: 100%; height: auto; }
    .panel { flex: 2; min-width: 260px; }
    .panel p { margin: 4px 0; }
    pre { background: #f6f8fa; padding: 6px; border-radius: 4px; white-space: pre-wrap;
      word-break: break-word; margin: 0; max-height: 120px; overflow: auto; }
    .events button { margin: 2px 4px 2px 0; }
    .message { min-height: 1.4em; color: #0a3069; }
    .message.refused { color: #cf222e; }
    .recent { margin: 0; padding-left: 24px; max-height: 140px; overflow: auto; font-size: 12px; }
    g[data-state][data-active="true"].node > path,
    g[data-state][data-active="true"].node > polygon,
    g[data-state][data-active="true"].node > ellipse { fill: #ffd966; }
    g[data-state][data-active="true"].cluster > path,
    g[data-state][data-active="true"].cluster > polygon { fill: #fff2cc; stroke-width: 2; }
    """

  static let script = """
    (function () {
      "use strict";
      function section(id) { return document.querySelector('section[data-machine="' + CSS.escape(id) + '"]'); }
      function send(id, name, text) {
        var element = section(id);
        var message = element.querySelector(".message");
        fetch("/inspect/machines/" + encodeURIComponent(id) + "/events", {
          method: "POST", headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ event: name, text: text })
        }).then(function (response) { return response.json(); }).then(function (reply) {
          message.textContent = reply.message;
          message.className = reply.accepted ? "message" : "message refused";
        }).catch(function (error) {
          message.textContent = "could not send: " + error;
          message.className = "message refused";
        });
      }
      function show(status) {
        var element = section(status.id);
        if (!element) { return; }
        var active = new Set(status.configuration);
        element.querySelectorAll("[data-state]").forEach(function (state) {
          if (active.has(state.dataset.state)) { state.setAttribute("data-active", "true"); }
          else { state.removeAttribute("data-active"); }
        });
        element.querySelector(".configuration").textContent = status.configuration.join(", ");
        element.querySelector(".context").textContent = status.context || "";
        var events = element.querySelector(".events");
        events.replaceChildren();
        status.enabled.forEach(function (name) {
          var button = document.createElement("button");
          button.type = "button";
          button.dataset.event = name;
          button.textContent = name + (status.takesText.indexOf(name) >= 0 ? "(text)" : "");
          button.addEventListener("click", function () {
            send(status.id, name, element.querySelector(".text").value);
          });
          events.appendChild(button);
        });
        if (status.enabled.length === 0) { events.textContent = "(none)"; }
        var recent = element.querySelector(".recent");
        recent.replaceChildren();
        status.recent.forEach(function (line) {
          var item = document.createElement("li");
          item.textContent = line;
          recent.appendChild(item);
        });
        element.dataset.version = String(Number(element.dataset.version || 0) + 1);
      }
      document.querySelectorAll("section[data-machine]").forEach(function (element) {
        element.querySelector(".send-named").addEventListener("click", function () {
          send(element.dataset.machine, element.querySelector(".event-name").value,
            element.querySelector(".text").value);
        });
      });
      JSON.parse(document.getElementById("initial").textContent).forEach(show);
      var connection = document.getElementById("connection");
      var source = new EventSource("/inspect/events");
      source.addEventListener("open", function () {
        connection.textContent = "live";
        document.body.dataset.live = "true";
      });
      source.addEventListener("error", function () { connection.textContent = "reconnecting…"; });
      source.addEventListener("status", function (event) { show(JSON.parse(event.data)); });
    })();
    """
}
