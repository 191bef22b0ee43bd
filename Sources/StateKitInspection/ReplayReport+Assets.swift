extension ReplayReport {
  /// The page's styles: active states filled yellow, taken edges thick and orange.
  static let style = """
    body { font: 14px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif;
      margin: 0; color: #1d1d1f; background: #fafafa; }
    header { padding: 12px 20px; background: #24292f; color: #fff; }
    header h1 { margin: 0; font-size: 20px; }
    header p { margin: 4px 0 0; color: #c9d1d9; }
    main { display: flex; gap: 16px; padding: 16px 20px; align-items: flex-start; }
    #diagram { flex: 3; background: #fff; border: 1px solid #d0d7de; border-radius: 6px;
      padding: 8px; overflow: auto; }
    #diagram svg { max-width: 100%; height: auto; }
    main.wide { flex-direction: column; align-items: stretch; }
    main.wide #diagram, main.wide #details { flex: none; }
    main.wide #diagram svg { width: 100%; }
    #details { flex: 2; min-width: 280px; background: #fff; border: 1px solid #d0d7de;
      border-radius: 6px; padding: 12px 16px; }
    #controls { display: flex; gap: 8px; align-items: center; }
    #slider { flex: 1; }
    #position { font-variant-numeric: tabular-nums; min-width: 5em; text-align: right; }
    .hint { color: #57606a; font-size: 12px; margin: 4px 0 0; }
    h2 { font-size: 16px; margin: 16px 0 8px; }
    h3 { font-size: 14px; margin: 12px 0 4px; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
    dt { color: #57606a; }
    dd { margin: 0; word-break: break-word; }
    pre { background: #f6f8fa; padding: 8px; border-radius: 4px; white-space: pre-wrap;
      word-break: break-word; margin: 0; }
    #timeline { padding: 0 20px 20px; }
    #steps { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; margin: 0;
      padding: 6px 6px 6px 48px; max-height: 320px; overflow: auto; }
    #steps li { padding: 2px 6px; cursor: pointer; border-radius: 4px; }
    #steps li.ignored { color: #8c959f; }
    #steps li.runaway { color: #cf222e; }
    #steps li[aria-current="step"] { background: #fff2cc; font-weight: 600; }
    g[data-state][data-active="true"].node > path,
    g[data-state][data-active="true"].node > polygon,
    g[data-state][data-active="true"].node > ellipse { fill: #ffd966; }
    g[data-state][data-active="true"].cluster > path,
    g[data-state][data-active="true"].cluster > polygon { fill: #fff2cc; stroke-width: 2; }
    g[data-taken="true"] > path { stroke: #d9480f; stroke-width: 3; }
    g[data-taken="true"] > polygon { fill: #d9480f; stroke: #d9480f; }
    g[data-taken="true"] > text { fill: #d9480f; font-weight: bold; }
    """

  /// The page's script: reads the trace from `#trace-data` and shows one step at a time. It
  /// writes text with `textContent` only.
  static let script = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("trace-data").textContent);
      var steps = data.steps;
      var slider = document.getElementById("slider");
      var position = document.getElementById("position");
      var list = document.getElementById("steps");
      var current = 0;

      // A diagram much wider than high (a machine drawn left to right) gets the page's whole
      // width, with the step's details below it, instead of a column beside them.
      var box = document.querySelector("#diagram svg");
      box = box && box.viewBox && box.viewBox.baseVal;
      if (box && box.height > 0 && box.width > 2 * box.height) {
        document.querySelector("main").classList.add("wide");
      }

      function text(tag, value, className) {
        var element = document.createElement(tag);
        element.textContent = value;
        if (className) { element.className = className; }
        return element;
      }
      function machineOf(step) { return step.machine || data.machine; }
      function describe(step) {
        var what = step.event !== null && step.event !== undefined ? step.event : "(delayed transition)";
        what = machineOf(step) + ": " + what;
        var from = step.origin === "sent" ? "" : " (" + step.origin + (step.originID ? " " + step.originID : "") + ")";
        return what + from + (step.handled ? "" : ": ignored") + (step.runaway ? ": stopped" : "");
      }

      var start = text("li", "start: " + data.configuration.join(", "));
      start.dataset.index = "0";
      list.appendChild(start);
      steps.forEach(function (step, i) {
        var item = text("li", describe(step), step.runaway ? "runaway" : (step.handled ? "" : "ignored"));
        item.dataset.index = String(i + 1);
        list.appendChild(item);
      });
      list.addEventListener("click", function (event) {
        var item = event.target.closest("li");
        if (item) { show(Number(item.dataset.index)); }
      });

      function fact(facts, name, values) {
        if (values === null || values === undefined) { return; }
        var value = Array.isArray(values) ? values.join(", ") : String(values);
        if (value === "") { return; }
        facts.appendChild(text("dt", name));
        facts.appendChild(text("dd", value));
      }

      function show(index) {
        index = Math.max(0, Math.min(steps.length, index | 0));
        current = index;
        var step = index === 0 ? null : steps[index - 1];
        // The picture is the root's: a child's step leaves it as the root's last step left it.
        var rootStep = null;
        for (var i = index - 1; i >= 0; i--) {
          if (machineOf(steps[i]) === data.machine) { rootStep = steps[i]; break; }
        }
        var active = new Set(rootStep ? rootStep.configuration : data.configuration);
        document.querySelectorAll("[data-state]").forEach(function (element) {
          if (active.has(element.dataset.state)) {
            element.setAttribute("data-active", "true");
          } else {
            element.removeAttribute("data-active");
          }
        });
        var taken = new Set((step && step === rootStep ? step.transitions : []).map(String));
        document.querySelectorAll("[data-transition]").forEach(function (element) {
          if (taken.has(element.dataset.transition)) {
            element.setAttribute("data-taken", "true");
          } else {
            element.removeAttribute("data-taken");
          }
        });
        slider.value = String(index);
        position.textContent = index + " / " + steps.length;
        document.body.dataset.step = String(index);
        document.getElementById("step-title").textContent =
          step ? "Step " + step.step + ": " + describe(step) : "Start";
        var facts = document.getElementById("facts");
        facts.replaceChildren();
        if (step) {
          fact(facts, "machine", machineOf(step));
          fact(facts, "time", step.time.toFixed(3) + " s");
          fact(facts, "transitions", step.transitions.map(function (t) { return data.labels[t]; }));
          fact(facts, "exited", step.exited);
          fact(facts, "entered", step.entered);
          fact(facts, "actions", step.actions);
          fact(facts, "work started", step.workStarted);
          fact(facts, "work cancelled", step.workCancelled);
          fact(facts, "timers started", step.timersStarted);
          fact(facts, "timers cancelled", step.timersCancelled);
          fact(facts, "sent", step.sent);
          fact(facts, "stopped", step.runaway);
        }
        fact(facts, "configuration", step ? step.configuration : data.configuration);
        var context = step ? step.context : data.context;
        document.getElementById("context").textContent =
          context === null || context === undefined ? "(not recorded)" : context;
        list.querySelectorAll("li").forEach(function (item) {
          if (Number(item.dataset.index) === index) {
            item.setAttribute("aria-current", "step");
            item.scrollIntoView({ block: "nearest" });
          } else {
            item.removeAttribute("aria-current");
          }
        });
      }

      slider.addEventListener("input", function () { show(Number(slider.value)); });
      document.getElementById("prev").addEventListener("click", function () { show(current - 1); });
      document.getElementById("next").addEventListener("click", function () { show(current + 1); });
      document.addEventListener("keydown", function (event) {
        if (event.target === slider) { return; }
        if (event.key === "ArrowRight" || event.key === "ArrowDown") { show(current + 1); }
        else if (event.key === "ArrowLeft" || event.key === "ArrowUp") { show(current - 1); }
        else if (event.key === "Home") { show(0); }
        else if (event.key === "End") { show(steps.length); }
        else { return; }
        event.preventDefault();
      });
      var match = /step=(\\d+)/.exec(location.hash);
      show(match ? Number(match[1]) : 0);
    })();
    """
}
