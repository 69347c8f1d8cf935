// BoardWidget front end (anywidget 0.11 ESM): shows the SVG drawn in Python, lists the options,
// and reports a click as the action's text form in `clicked`. No rule is decided here.
// Python validates every click (game.check) and answers through `svg`, `options` and `message`.

const COLUMNS = ["Market", "Cathedral", "Studio", "Workshop", "Theatre"];
const GROUPS = {
  wake: "Wake-up", plan: "Plan", buy: "Buy", close: "Close a stall", restore: "Restore",
  altar: "Altar", bishop: "Move the bishop", provost: "Provost", mix: "Mix", request: "Request",
  portrait: "Portrait", place: "Score painter", income: "Income", pass: "Pass", draw: "Draw",
};

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

function render({ model, el }) {
  const root = h("div", { class: "fresco-widget" });
  const board = h("div", { class: "fresco-svg" });
  const message = h("div", { class: "fresco-message", role: "status", "aria-live": "polite" });
  const options = h("div", { class: "fresco-options" });
  root.append(board, message, options);
  el.append(root);

  function send(text) {
    if (!text) return;
    root.classList.add("fresco-busy");
    model.set("clicked", text);
    model.save_changes();
  }

  function drawSvg() {
    board.innerHTML = model.get("svg");
    root.classList.remove("fresco-busy");
  }

  function drawMessage() {
    const text = model.get("message") || "";
    message.textContent = text;
    message.classList.toggle("fresco-ok", text.startsWith("✓"));
    message.classList.toggle("fresco-error", text !== "" && !text.startsWith("✓"));
    root.classList.remove("fresco-busy");
  }

  function lastRound() {
    const svg = board.querySelector("svg");
    return svg !== null && svg.getAttribute("data-last-round") === "1";
  }

  function planEditor(count) {
    const names = COLUMNS.slice();
    if (lastRound()) names[4] = "Cathedral II";
    const inputs = names.map((name) => h("input", { type: "number", min: "0", max: "3", value: "0", "aria-label": name }));
    const fields = names.map((name, i) => h("label", { class: "fresco-plan-field" }, [h("span", { text: name }), inputs[i]]));
    const button = h("button", { type: "button", class: "fresco-option fresco-primary", text: "Plan" });
    button.addEventListener("click", () => send("plan " + inputs.map((input) => String(Number(input.value) || 0)).join(" ")));
    return h("div", { class: "fresco-plan" }, [
      h("div", { class: "fresco-group-title", text: `Plan your apprentices (secret) · ${count} legal plans` }),
      h("div", { class: "fresco-plan-row" }, [...fields, button]),
    ]);
  }

  function drawOptions() {
    const list = model.get("options") || [];
    options.replaceChildren();
    if (list.length === 0) return;
    const plans = list.filter((o) => o.action.startsWith("plan "));
    if (plans.length > 0) options.append(planEditor(plans.length));
    const groups = new Map();
    for (const option of list) {
      if (option.action.startsWith("plan ")) continue;
      const word = option.action.split(" ")[0];
      if (!groups.has(word)) groups.set(word, []);
      groups.get(word).push(option);
    }
    for (const [word, items] of groups) {
      const row = h("div", { class: "fresco-group" }, [h("div", { class: "fresco-group-title", text: GROUPS[word] || word })]);
      for (const option of items) {
        const button = h("button", { type: "button", class: "fresco-option", title: option.action, "data-action": option.action }, [
          h("span", { class: "fresco-label", text: option.label }),
          h("code", { text: option.action }),
        ]);
        row.append(button);
      }
      options.append(row);
    }
  }

  // one listener for the whole board: any element carrying data-action is a legal click
  function onBoardClick(event) {
    const target = event.target.closest("[data-action]");
    if (target !== null && board.contains(target)) send(target.getAttribute("data-action"));
  }
  function onOptionClick(event) {
    const target = event.target.closest("button[data-action]");
    if (target !== null) send(target.getAttribute("data-action"));
  }
  board.addEventListener("click", onBoardClick);
  options.addEventListener("click", onOptionClick);

  drawSvg();
  drawMessage();
  drawOptions();
  model.on("change:svg", drawSvg);
  model.on("change:message", drawMessage);
  model.on("change:options", drawOptions);

  return () => {
    model.off("change:svg", drawSvg);
    model.off("change:message", drawMessage);
    model.off("change:options", drawOptions);
    board.removeEventListener("click", onBoardClick);
    options.removeEventListener("click", onOptionClick);
  };
}

export default { render };
