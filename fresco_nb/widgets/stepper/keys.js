// Presenter keys (anywidget ESM): a focusable strip; while it has the focus, Space / Page Down, the arrows and
// Page Up are sent to Python (see keys.py) and kept from JupyterLab. Its words come from Python (`label`, `hint`).
const KEYS = [" ", "PageDown", "ArrowRight", "ArrowLeft", "PageUp"];

function render({ model, el }) {
  const strip = document.createElement("div");
  strip.className = "fresco-presenter-keys";
  strip.tabIndex = 0;
  strip.setAttribute("role", "button");
  strip.setAttribute("aria-label", model.get("label"));
  strip.style.cssText = "display:inline-block;padding:4px 10px;border:1px dashed #888;border-radius:6px;" +
    "font:13px sans-serif;color:#444;cursor:pointer;user-select:none";
  strip.textContent = model.get("hint");
  strip.addEventListener("focus", () => { strip.style.borderColor = "#0072B2"; strip.style.background = "#e8f2fa"; });
  strip.addEventListener("blur", () => { strip.style.borderColor = "#888"; strip.style.background = ""; });
  strip.addEventListener("keydown", (event) => {
    if (!KEYS.includes(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    model.send({ key: event.key });
  });
  el.append(strip);
}
export default { render };
