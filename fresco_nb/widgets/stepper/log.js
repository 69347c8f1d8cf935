// The stepper's log (anywidget ESM): lines drawn from `rows`, the rule ID of each line with its rule's text
// as a tooltip, and a click on a line (when `clickable`) sent back as `jump_to` = its decision.
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "fresco-log";
  box.setAttribute("role", "log");
  box.setAttribute("aria-label", model.get("label"));
  const inner = document.createElement("div");
  box.append(inner);
  el.append(box);

  function draw() {
    const size = model.get("font_px");
    const clickable = model.get("clickable");
    box.style.cssText = "height:" + (size > 14 ? 12 * size * 1.4 : 220) + "px;overflow-y:auto;display:flex;" +
      "flex-direction:column-reverse;border:1px solid #ddd;padding:4px;" +
      "font-family:ui-monospace,monospace;line-height:1.35;font-size:" + size + "px";
    inner.replaceChildren();
    const earlier = model.get("earlier_note");
    if (earlier) {
      const note = document.createElement("div");
      note.style.color = "#666";
      note.textContent = earlier;
      inner.append(note);
    }
    for (const row of model.get("rows")) {
      const line = document.createElement("div");
      line.className = "fresco-log-line" + (row.new ? " fresco-log-new" : "");
      if (row.new) line.style.background = "#fff3b0";
      line.append(row.head);
      if (row.rule) {
        const rule = document.createElement(row.title ? "abbr" : "span");
        rule.className = "fresco-rule";
        rule.textContent = row.rule;
        if (row.title) rule.title = row.title;
        line.append(rule);
      }
      line.append(row.tail);
      if (clickable) {
        line.style.cursor = "pointer";
        line.tabIndex = 0;
        line.setAttribute("aria-label", model.get("jump_label").replace("{decision}", row.decision) + row.head + row.rule
                          + row.tail);
        // a second click on this line must reach Python even before its reset of `jump_to` to -1 is back here
        // (else the model holds the same decision, no change is sent, and the click is lost)
        const jump = () => { model.set("jump_to", -1); model.set("jump_to", row.decision); model.save_changes(); };
        line.addEventListener("click", jump);
        line.addEventListener("keydown", (event) => { if (event.key === "Enter") jump(); });
      }
      inner.append(line);
    }
  }
  model.on("change:rows", draw);
  model.on("change:font_px", draw);
  model.on("change:clickable", draw);
  draw();
}
export default { render };
