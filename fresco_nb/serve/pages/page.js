// The pages of `fresco-nb serve`. A table's page draws its board with the notebook widget's own front end
// (/static/<game>/board.js) on a small model: traits come from the server (live over a WebSocket that reconnects by
// itself), a click is posted to <page>/click and answered with the page's new traits. The teacher's page adds the
// controls; the teacher's home makes tables. No rule is decided here: the server answers everything. Every word
// comes from the server (data-words: the catalogue's [pages] in the widget language).

const body = document.body;
const BASE = body.dataset.base;
const ROLE = body.dataset.role;
const GAME = body.dataset.game;
const WORDS = JSON.parse(body.dataset.words);

// the text `key` with its {names} filled from `values`
function say(key, values = {}) {
  return WORDS[key].replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

// an element with its attributes (`text`: its text) and children
function h(tag, attrs = {}, children = []) {
  const { text, ...rest } = attrs;
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [key, value] of Object.entries(rest)) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

async function post(path, payload) {
  const answer = await fetch(BASE + path, { method: "POST", headers: { "Content-Type": "application/json" },
                                            body: JSON.stringify(payload || {}) });
  return { ok: answer.ok, status: answer.status, body: await answer.json() };
}

function said(error) {
  return error.reason + (error.rule ? ` (${error.rule})` : "");
}

// ---------------------------------------------------------------------------------------------------------
// a table's page
function tablePage() {
  const listeners = new Map();
  let traits = {};
  let info = {};
  const status = { moves: -1, updates: 0, connected: false };
  window.fresco = status;

  function fire(name) { for (const cb of listeners.get("change:" + name) || []) cb(); }
  const DEVICE_ONLY = new Set(["size", "clicked"]);     // the board's size and a click in flight stay this device's
  function take(message) {
    for (const [name, value] of Object.entries(message.traits || {})) {
      if (DEVICE_ONLY.has(name)) continue;
      if (JSON.stringify(traits[name]) !== JSON.stringify(value)) { traits[name] = value; fire(name); }
    }
    if (message.info) showInfo(message.info);
    status.updates += 1;
  }
  function answerError(error) {
    traits.answer = { kind: "illegal", reason: error.reason, rule: error.rule, rule_title: "", rule_text: error.rule_text };
    fire("answer");
  }
  const model = {
    get: (name) => traits[name],
    set: (name, value) => { traits[name] = value; },
    on: (event, cb) => { if (!listeners.has(event)) listeners.set(event, []); listeners.get(event).push(cb); },
    off: (event, cb) => { listeners.set(event, (listeners.get(event) || []).filter((x) => x !== cb)); },
    send: () => {},
    save_changes: async () => {
      const clicked = traits.clicked;
      traits.clicked = "";
      if (!clicked) { fire("size"); return; }       // the size control: kept on this device only
      const answer = await post("/click", { clicked });
      if (answer.ok) { take(answer.body); fire("answer"); }    // the answer is redrawn even when unchanged
      else answerError(answer.body.error);
    },
  };

  function showInfo(next) {
    info = next;
    status.moves = info.moves;
    status.info = info;
    document.getElementById("summary").textContent = info.summary;
    const banner = document.getElementById("banner");
    const words = info.ended ? say("ended") : info.paused ? say("paused") : "";
    banner.hidden = !words;
    banner.textContent = words;
    if (ROLE === "teacher") showControls();
  }

  // the teacher's controls: undo, pause, end; per seat: team or bot, release the link, its join code
  function showControls() {
    const box = document.getElementById("controls");
    box.hidden = false;
    const buttons = [[say("undo"), "/undo", {}], [say(info.paused ? "go_on" : "pause"), "/pause", { paused: !info.paused }],
                     [say("end"), "/end", {}]];
    const row = h("div", { class: "fresco-control-row" });
    for (const [text, path, payload] of buttons) {
      const button = h("button", { type: "button", text, "data-control": path });
      button.addEventListener("click", async () => {
        if (path === "/end" && !confirm(say("end_question"))) return;
        const answer = await post(path, payload);
        if (!answer.ok) answerError(answer.body.error);
      });
      row.append(button);
    }
    const seats = h("div", { class: "fresco-seat-rows" });
    info.names.forEach((name, seat) => {
      const controller = info.controllers[seat];
      const choose = h("select", { "aria-label": say("who_plays", { name }), "data-seat": seat });
      for (const option of ["team", ...info.bot_names]) {
        const item = h("option", { value: option, text: option === "team" ? say("team") : say("bot", { bot: option }) });
        if (option === controller) item.selected = true;
        choose.append(item);
      }
      choose.addEventListener("change", () => post(`/seats/${seat}`, { controller: choose.value }));
      const release = h("button", { type: "button", text: say("release"), "data-release": seat });
      release.disabled = !info.claimed[seat];
      release.addEventListener("click", () => post(`/seats/${seat}/release`, {}));
      const join = h("button", { type: "button", text: say("show_join"), "data-join": seat });
      join.disabled = controller !== "team";
      join.addEventListener("click", () => showJoin(seat));
      const mark = info.deciding.includes(seat) ? say("deciding") : "";
      seats.append(h("div", { class: "fresco-seat-row" }, [
        h("strong", { text: `${seat + 1}. ${name}${mark}` }), choose,
        h("span", { class: "fresco-claimed", text: say(info.claimed[seat] ? "link_in_use" : "link_free") }), release, join]));
    });
    box.replaceChildren(row, seats);
  }

  // one seat's join code at a time: showing another replaces it, Hide removes it
  async function showJoin(seat) {
    const box = document.getElementById("join");
    const answer = await (await fetch(`${BASE}/seats/${seat}/join`)).json();
    const hide = h("button", { type: "button", text: say("hide_join") });
    hide.addEventListener("click", () => { box.hidden = true; box.replaceChildren(); });
    const qr = h("div", { class: "fresco-qr" });
    qr.innerHTML = answer.qr;                     // an SVG made by the server from the link
    box.replaceChildren(h("h2", { text: say("join_code", { name: answer.name, seat: seat + 1 }) }), qr,
                        h("code", { class: "fresco-join-url", text: answer.url }), hide);
    box.dataset.seat = seat;
    box.hidden = false;
  }

  // live updates: one WebSocket, reconnected with a growing pause; the server sends where the page is now
  let delay = 250;
  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(scheme + location.host + BASE + "/live");
    const link = document.getElementById("link");
    socket.addEventListener("open", () => { delay = 250; status.connected = true; link.textContent = ""; });
    socket.addEventListener("message", (event) => take(JSON.parse(event.data)));
    socket.addEventListener("close", (event) => {
      status.connected = false;
      if (event.code >= 4400 && event.code < 4500) { link.textContent = event.reason; return; }
      link.textContent = say("reconnecting");
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 4000);
    });
    status.socket = socket;
  }

  (async () => {
    const first = await fetch(BASE + "/live.json");
    const message = await first.json();
    if (!first.ok) { document.getElementById("summary").textContent = said(message.error); return; }
    traits = { ...message.traits, size: 0, clicked: "" };
    showInfo(message.info);
    const widget = (await import(`/static/${GAME}/board.js`)).default;
    widget.render({ model, el: document.getElementById("widget") });
    connect();
    status.ready = true;
  })();
}

// ---------------------------------------------------------------------------------------------------------
// the teacher's home: the tables, and a form that makes one
function homePage() {
  const form = document.getElementById("new-table");
  let games = {};

  function fields() {
    const game = games[form.game.value];
    const players = Number(form.players.value || game.players[game.players.length - 1]);
    const seats = document.getElementById("seats");
    const rows = [h("legend", { text: say("seats") })];
    for (let seat = 0; seat < players; seat++) {
      const choose = h("select", { name: `controller${seat}`, "aria-label": say("seat_played_by", { seat: seat + 1 }) });
      for (const option of ["team", ...game.bots]) {
        choose.append(h("option", { value: option, text: option === "team" ? say("team") : say("bot", { bot: option }) }));
      }
      rows.push(h("label", { class: "fresco-seat-field" }, [
        say("seat_field", { seat: seat + 1 }), h("input", { name: `name${seat}`, value: say("team_name", { seat: seat + 1 }), maxlength: "24" }),
        choose]));
    }
    seats.replaceChildren(...rows);
    const modules = document.getElementById("modules");
    modules.replaceChildren(h("legend", { text: say("modules") }), ...game.modules.map((name) =>
      h("label", {}, [h("input", { type: "checkbox", name: "module", value: name }), ` ${game.module_labels[name]}`])));
    modules.hidden = !game.modules.length;
    const options = document.getElementById("options");
    options.replaceChildren(h("legend", { text: say("options") }), ...Object.entries(game.options).map(([name, value]) =>
      h("label", {}, [`${name} `, h("input", { name: "option", "data-option": name, value })])));
    options.hidden = !Object.keys(game.options).length;
    const rulings = document.getElementById("rulings");      // one box per ruling switch, ticked as its default
    rulings.replaceChildren(h("legend", { text: say("rulings") }), ...Object.entries(game.rulings).map(([name, on]) =>
      h("label", {}, [h("input", { type: "checkbox", name: "ruling", value: name, ...(on ? { checked: "" } : {}) }),
                      ` ${game.ruling_labels[name]}`])));
    rulings.hidden = !Object.keys(game.rulings).length;
  }

  function players() {      // the chosen game's player counts, the most chosen
    const counts = games[form.game.value].players;
    form.players.replaceChildren(...counts.map((n) => h("option", { value: n, text: n })));
    form.players.value = counts[counts.length - 1];
    fields();
  }

  async function list() {
    const answer = await (await fetch(BASE + "/tables")).json();
    games = answer.games;
    if (!form.game.options.length) {
      for (const [name, game] of Object.entries(games)) form.game.append(h("option", { value: name, text: game.title }));
      players();
    }
    document.getElementById("tables").replaceChildren(...answer.tables.map((t) => h("li", {}, [
      h("strong", { text: say("table_line", { game: t.game, table: t.table, names: t.names.join(", ") }) }), ` — ${t.summary} `,
      h("a", { href: t.teacher, text: say("teacher_page") }), " · ", h("a", { href: t.projector, text: say("projector_link") })])));
  }

  form.players.addEventListener("change", fields);
  form.game.addEventListener("change", players);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const players = Number(form.players.value);
    const spec = { game: form.game.value, players, names: [], seats: [],
                   modules: [...form.querySelectorAll("input[name=module]:checked")].map((box) => box.value),
                   options: Object.fromEntries([...form.querySelectorAll("input[name=option]")].map((box) =>
                     [box.dataset.option, box.value.trim()])),
                   rulings: Object.fromEntries([...form.querySelectorAll("input[name=ruling]")].map((box) =>
                     [box.value, box.checked])) };
    for (let seat = 0; seat < players; seat++) {
      spec.names.push(form[`name${seat}`].value.trim());
      spec.seats.push(form[`controller${seat}`].value);
    }
    const answer = await fetch(BASE + "/tables", { method: "POST", headers: { "Content-Type": "application/json" },
                                                   body: JSON.stringify(spec) });
    const made = await answer.json();
    document.getElementById("form-answer").textContent = answer.ok ? say("ready", { table: made.table }) : said(made.error);
    list();
  });
  list();
}

if (ROLE === "home") homePage(); else tablePage();
