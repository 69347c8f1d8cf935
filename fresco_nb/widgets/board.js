// BoardWidget front end (anywidget 0.11 ESM): shows the SVG drawn in Python, answers every click on it,
// and reports a click as the part's text (`data-click`) in `clicked`. No rule is decided here:
// Python checks every click (game.check) and answers through `svg`, `options`, `answer` and `draft`.
// Every word it shows comes from Python too (`words`: the catalogue's [board] front_* texts, in the widget language).

const SIZE_STEP = 1.15;

function h(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

// a rule ID that shows its text as a tooltip, and the text itself under it
function ruleLine(answer) {
  if (!answer.rule) return [];
  const head = answer.rule + (answer.rule_title ? " · " + answer.rule_title : "");
  const parts = [h("abbr", { class: "fresco-rule", title: answer.rule_text || answer.rule, text: head })];
  if (answer.rule_text) parts.push(h("div", { class: "fresco-rule-text", text: answer.rule_text }));
  return parts;
}

function render({ model, el }) {
  const words = () => model.get("words") || {};
  const root = h("div", { class: "fresco-widget" });
  const tools = h("div", { class: "fresco-tools", role: "group", "aria-label": words().size_tools || "" });
  const board = h("div", { class: "fresco-svg" });
  const answer = h("div", { class: "fresco-answer", role: "status", "aria-live": "polite" });
  const draft = h("div", { class: "fresco-draft" });
  const options = h("div", { class: "fresco-options" });
  root.append(tools, board, draft, answer, options);
  el.append(root);

  function send(text) {
    if (!text) return;
    root.classList.add("fresco-busy");
    // a click on the part clicked last must reach Python even before its reset of `clicked` to "" is back here
    // (else the model holds the same text, no change is sent, and the click is lost)
    model.set("clicked", "");
    model.set("clicked", text);
    model.save_changes();
  }

  // the size control: smaller, larger, or the output's whole width
  function resize(factor) {
    const now = model.get("size") || Math.round(board.getBoundingClientRect().width) || 960;
    model.set("size", factor === 0 ? 0 : Math.max(320, Math.round(now * factor)));
    model.save_changes();
    drawSize();
  }
  for (const [text, key, factor] of [["A−", "smaller", 1 / SIZE_STEP], ["A+", "larger", SIZE_STEP], ["⤢", "wider", 0]]) {
    const label = words()[key] || "";
    const button = h("button", { type: "button", class: "fresco-tool", "aria-label": label, title: label, text });
    button.addEventListener("click", () => resize(factor));
    tools.append(button);
  }
  function drawSize() {
    const size = model.get("size") || 0;
    root.style.maxWidth = size > 0 ? size + "px" : "none";
    root.classList.toggle("fresco-projector", model.get("print_layout") === "projector");
  }

  function drawSvg() {
    const focused = document.activeElement && board.contains(document.activeElement)
      ? document.activeElement.getAttribute("data-click") : null;
    board.innerHTML = model.get("svg");
    root.classList.remove("fresco-busy");
    if (focused !== null) {          // keyboard users keep their place across a redraw
      const again = [...board.querySelectorAll("[data-click]")].find((n) => n.getAttribute("data-click") === focused);
      if (again) again.focus();
    }
  }

  function drawAnswer() {
    const a = model.get("answer") || {};
    answer.replaceChildren();
    answer.className = "fresco-answer" + (a.kind ? " fresco-" + a.kind : "");
    root.classList.remove("fresco-busy");
    if (!a.kind) return;
    const mark = { done: "✓ ", illegal: words().not_allowed, info: "ℹ " }[a.kind] || "";
    answer.append(h("div", { class: "fresco-reason", text: mark + a.reason }), ...ruleLine(a));
  }

  function drawDraft() {
    const d = model.get("draft") || {};
    draft.replaceChildren();
    if (!d.title) return;
    const confirm = h("button", { type: "button", class: "fresco-option fresco-primary", "data-send": "confirm",
                                  text: words().confirm });
    if (!d.legal) confirm.disabled = true;
    const clear = h("button", { type: "button", class: "fresco-option", "data-send": "clear", text: words().clear });
    const said = h("span", { class: d.legal ? "fresco-draft-ok" : "fresco-draft-no", text: d.label || "" });
    if (d.rule) said.append(" ", h("abbr", { class: "fresco-rule", title: d.rule_text || d.rule, text: "(" + d.rule + ")" }));
    draft.append(h("strong", { text: d.title }), said, confirm, clear);
  }

  function drawOptions() {
    const list = model.get("options") || [];
    options.replaceChildren();
    if (list.length === 0) return;
    const plans = list.filter((o) => o.action.startsWith("plan "));
    if (plans.length > 0) {
      options.append(h("div", { class: "fresco-group-title", text: words().plan_hint }));
      return;
    }
    const groups = new Map();
    for (const option of list) {
      const word = option.action.split(" ")[0];
      if (!groups.has(word)) groups.set(word, []);
      groups.get(word).push(option);
    }
    for (const [word, items] of groups) {
      const row = h("div", { class: "fresco-group" }, [h("div", { class: "fresco-group-title", text: words()["group_" + word] || word })]);
      for (const option of items) {
        row.append(h("button", { type: "button", class: "fresco-option", title: option.action, "data-action": option.action }, [
          h("span", { class: "fresco-label", text: option.label }),
          h("code", { text: option.action }),
        ]));
      }
      options.append(row);
    }
  }

  // one listener for the whole board: every part carrying data-click answers (legal ones carry data-action)
  function partOf(event) {
    const target = event.target.closest("[data-click]");
    return target !== null && board.contains(target) ? target : null;
  }
  function onBoardClick(event) {
    const target = partOf(event);
    if (target !== null) send(target.getAttribute("data-click"));
  }
  function onBoardKey(event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = partOf(event);
    if (target === null) return;
    event.preventDefault();
    send(target.getAttribute("data-click"));
  }
  function onButton(event) {
    const target = event.target.closest("button[data-action], button[data-send]");
    if (target !== null && !target.disabled) send(target.getAttribute("data-action") || target.getAttribute("data-send"));
  }
  board.addEventListener("click", onBoardClick);
  board.addEventListener("keydown", onBoardKey);
  options.addEventListener("click", onButton);
  draft.addEventListener("click", onButton);

  drawSize();
  drawSvg();
  drawAnswer();
  drawDraft();
  drawOptions();
  const events = [["change:svg", drawSvg], ["change:answer", drawAnswer],
                  ["change:draft", drawDraft], ["change:options", drawOptions], ["change:size", drawSize],
                  ["change:print_layout", drawSize]];
  for (const [name, callback] of events) model.on(name, callback);

  return () => {
    for (const [name, callback] of events) model.off(name, callback);
    board.removeEventListener("click", onBoardClick);
    board.removeEventListener("keydown", onBoardKey);
    options.removeEventListener("click", onButton);
    draft.removeEventListener("click", onButton);
  };
}

export default { render };
