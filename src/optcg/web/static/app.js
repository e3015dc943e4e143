// The optcg browser client: a lobby to start a game against the AI, then
// the board, the open decision and the log, all from the server's messages
// (docs/web/protocol.md). Every text goes through textContent: nothing the
// server or a user wrote is ever parsed as HTML.

const $ = (id) => document.getElementById(id);
const PASTE = "__paste__";
let socket = null;
let game = null;            // {id, token, seat}
let last = null;            // the newest state message
let focusCard = null;       // the card whose options are shown first

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function status(text) { $("status").textContent = text; }

// -- the lobby --------------------------------------------------------------
async function loadOptions() {
  const response = await fetch("/api/options");
  const options = await response.json();
  for (const name of options.decks) {
    $("deck-choice").append(new Option(name.toUpperCase(), name));
    $("ai-deck").append(new Option(name.toUpperCase(), name));
  }
  $("deck-choice").append(new Option("Paste a list…", PASTE));
  $("ai-deck").value = options.decks.includes("st02") ? "st02" : options.decks[0];
  for (const kind of options.ai) $("ai-kind").append(new Option(kind, kind));
  $("ai-kind").value = "greedy";
}

function showProblems(problems, error) {
  const list = $("deck-problems");
  list.replaceChildren();
  if (!problems.length) list.append(el("li", null, error));
  for (const p of problems) {
    const where = p.line ? `Line ${p.line}: ` : "";
    const rule = p.rule ? ` [CR ${p.rule}]` : "";
    const item = el("li", "problem", `${where}${p.message}${rule}`);
    if (p.line) item.dataset.line = p.line;
    list.append(item);
  }
}

function chosenDeck() {
  const choice = $("deck-choice");
  if (choice.value === PASTE) return $("deck-text").value;
  const option = choice.options[choice.selectedIndex];
  return option && option.dataset.saved ? option.dataset.text : choice.value;
}

// POST a JSON body; the answer, or null after showing the deck's problems
async function post(url, body) {
  $("deck-problems").replaceChildren();
  const response = await fetch(url, {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) {
    status("Refused");
    showProblems(answer.problems || [], answer.error || JSON.stringify(answer.detail));
    return null;
  }
  return answer;
}

function enter(seat, vsAI) {
  localStorage.setItem(`optcg-seat-${seat.game}`, seat.token);
  if (vsAI) localStorage.setItem(`optcg-ai-${seat.game}`, "1");
  history.replaceState(null, "", `/?game=${encodeURIComponent(seat.game)}`);
  connect(seat.game, seat.token);
}

async function startGame(event) {
  event.preventDefault();
  status("Starting a game…");
  const body = {deck: chosenDeck(), ai_deck: $("ai-deck").value, ai: $("ai-kind").value};
  if ($("clock").value) body.clock = Number($("clock").value) * 60;
  const seat = await post("/api/games", body);
  if (seat) enter(seat, true);
}

async function openRoom() {
  const body = {deck: chosenDeck()};
  if ($("clock").value) body.clock = Number($("clock").value) * 60;
  const room = await post("/api/rooms", body);
  if (!room) return;
  const link = `${location.origin}/?room=${encodeURIComponent(room.room)}`;
  $("room-code").textContent = room.room;
  $("room-link").textContent = link;
  $("room-link").href = link;
  $("room-info").hidden = false;
  status("Waiting for your friend…");
  const poll = async () => {
    const response = await fetch(`/api/rooms/${encodeURIComponent(room.room)}?secret=${encodeURIComponent(room.secret)}`);
    const answer = await response.json();
    if (!response.ok) { status(answer.error); return; }
    if (answer.game) enter(answer); else setTimeout(poll, 1000);
  };
  poll();
}

async function joinRoom(code) {
  const seat = await post(`/api/rooms/${encodeURIComponent(code)}/join`, {deck: chosenDeck()});
  if (seat) enter(seat);
}

// -- the connection ---------------------------------------------------------
function connect(id, token) {
  game = {id, token, seat: null, vsAI: localStorage.getItem(`optcg-ai-${id}`) === "1"};
  showPage("table");
  $("log").replaceChildren();
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws/games/${encodeURIComponent(id)}`);
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify(token ? {type: "join", token} : {type: "join"}));
  });
  socket.addEventListener("message", (m) => receive(JSON.parse(m.data)));
  socket.addEventListener("close", () => status("Disconnected: reload the page to resume"));
}

function receive(msg) {
  if (msg.type === "joined") {
    game.seat = msg.seat;
    status(msg.seat === null ? "Watching" : `You are P${msg.seat + 1}`);
    for (const [seat, left] of Object.entries(msg.away || {})) {
      if (Number(seat) !== msg.seat) showPresence({seat: Number(seat), connected: false, seconds_left: left});
    }
  } else if (msg.type === "state") {
    for (const [number, face] of Object.entries(msg.cards)) faces.set(number, face);
    last = msg;
    render();
    appendLog(msg.log);
  } else if (msg.type === "presence") {
    showPresence(msg);
  } else if (msg.type === "undone") {
    $("log").replaceChildren();
  } else if (msg.type === "error") {
    status(`Refused: ${msg.message}`);
  }
}

function showPresence(msg) {
  const who = `P${msg.seat + 1}`;
  $("presence-line").textContent = msg.forfeited ? `${who} did not come back in time: the game is conceded for them.`
    : msg.connected ? `${who} is back.`
    : `${who} lost the connection: they have ${Math.round(msg.seconds_left)} s to come back.`;
}

function minutes(seconds) {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function renderClock() {
  const c = last && last.clock;
  $("clock-line").hidden = !c;
  if (!c) return;
  const parts = [0, 1].map((p) => `P${p + 1} ${minutes(c.left[p])}${c.running === p ? " (running)" : ""}`);
  $("clock-line").textContent = `Clock: ${parts.join(" · ")}`;
}

function undo() {
  if (socket && last && !last.result) socket.send(JSON.stringify({type: "undo"}));
}

function act(option) {
  if (!socket || !last) return;
  socket.send(JSON.stringify({type: "act", seq: last.seq, option: option.index}));
  $("options").replaceChildren(el("p", null, "…"));
}

// -- the board ----------------------------------------------------------------
function powerText(card) {
  if (card.power === undefined) return null;
  const parts = card.power_parts;
  const extra = parts.don + parts.effects;
  return {text: String(card.power), mod: extra === 0 ? "" : (extra > 0 ? ` (+${extra})` : ` (${extra})`), down: extra < 0};
}

function optionsAbout(id) {
  const d = last && last.decision;
  if (!d || !d.yours) return [];
  return d.options.filter((o) => o.card === id || o.target === id);
}

function cardNode(card) {
  const face = faces.get(card.number) || {};
  const node = el("div", `card color-${(face.colors || [])[0] || "none"}`);
  node.dataset.id = card.id;
  node.tabIndex = 0;
  node.append(el("span", "name", card.name));
  node.append(el("span", "number", `${card.number} · ${face.category || ""}`));
  const stats = el("span", "stats");
  stats.append(el("span", "cost", face.category === "Leader" ? `Life ${face.life}` : `Cost ${card.cost}${card.cost !== face.cost ? ` (printed ${face.cost})` : ""}`));
  const power = powerText(card);
  if (power) {
    const p = el("span", "power", power.text);
    if (power.mod) p.append(el("span", power.down ? "mod down" : "mod", power.mod));
    stats.append(p);
  } else if (face.power) {
    stats.append(el("span", "power", face.power));
  }
  node.append(stats);
  if (face.counter) node.append(el("span", "counter", `Counter +${face.counter}`));
  if (card.don) node.append(el("span", "don", `DON!! ×${card.don}`));
  if (card.keywords && card.keywords.length) node.append(el("span", "keywords", card.keywords.join(", ")));
  if (card.rested) node.classList.add("rested");
  if (!face.automated) node.append(el("span", "unautomated", "not automated"));
  const picks = optionsAbout(card.id);
  if (picks.length) {
    node.classList.add("pick");
    const choose = () => {
      if (picks.length === 1) act(picks[0]);
      else { focusCard = card.id; renderDecision(); }
    };
    node.addEventListener("click", choose);
    node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); choose(); } });
  }
  const show = () => showDetail(card, face);
  node.addEventListener("mouseenter", show);
  node.addEventListener("focus", show);
  return node;
}

function showDetail(card, face) {
  const lines = [`${face.name} (${face.number})`, `${face.category} · ${(face.colors || []).join("/")}`];
  if (face.attributes && face.attributes.length) lines.push(`Attribute: ${face.attributes.join("/")}`);
  if (face.types && face.types.length) lines.push(`Types: ${face.types.join("/")}`);
  const stat = [];
  if (face.category === "Leader") stat.push(`Life ${face.life}`); else stat.push(`Cost ${face.cost}`);
  if (face.power) stat.push(`Power ${face.power}`);
  if (face.counter) stat.push(`Counter +${face.counter}`);
  lines.push(stat.join(" · "));
  if (card.power_parts) {
    const p = card.power_parts;
    lines.push(`Power now ${card.power}: printed ${p.printed}, DON!! ${p.don >= 0 ? "+" : ""}${p.don}, effects ${p.effects >= 0 ? "+" : ""}${p.effects}`);
  }
  if (face.text) lines.push("", face.text);
  if (!face.automated) lines.push("", "This card's effects are not automated yet.");
  $("detail-body").textContent = lines.join("\n");
}

function row(label, cards) {
  const r = el("div", "row");
  r.append(el("span", "label", label));
  for (const c of cards) r.append(c);
  return r;
}

function renderSide(p, data, mine, into) {
  const side = into || $(`side-${mine ? 0 : 1}`);
  side.replaceChildren();
  const seat = into ? null : game.seat;
  const who = seat === null ? `P${p + 1}` : (mine ? `You (P${p + 1})` : `Opponent (P${p + 1})`);
  const counts = el("div", "counts");
  counts.append(el("strong", null, who));
  counts.append(el("span", "life", `Life ${data.life_size}`));
  counts.append(el("span", "deck", `Deck ${data.deck_size}`));
  counts.append(el("span", "don", `DON!! active ${data.don_active} · rested ${data.don_rested} · deck ${data.don_deck}`));
  counts.append(el("span", "hand-size", `Hand ${data.hand_size}`));
  const trashButton = el("button", "quiet", `Trash ${data.trash.length}`);
  trashButton.type = "button";
  trashButton.addEventListener("click", () => {
    $("detail-body").textContent = data.trash.length
      ? data.trash.map((c) => `${c.name} (${c.number})`).join("\n") : "The trash is empty.";
  });
  counts.append(trashButton);
  side.append(counts);
  const field = [cardNode(data.leader), ...data.stage.map(cardNode)];
  side.append(row("Leader · Stage", field));
  side.append(row("Characters", data.characters.map(cardNode)));
  if (data.life_face_up.length) side.append(row("Life face up", data.life_face_up.map(cardNode)));
  const hand = Array.isArray(data.hand)
    ? data.hand.map(cardNode)
    : Array.from({length: data.hand}, () => el("div", "card back"));
  const handRow = row("Hand", hand);
  handRow.classList.add("hand");
  side.append(handRow);
}

function renderBattle(board) {
  const b = board.battle;
  const box = $("battle");
  box.replaceChildren();
  if (b) {
    const name = (id) => (findCard(board, id) || {name: "a card"}).name;
    box.textContent = `Battle: ${name(b.attacker)} (${b.attacker_power}) attacks ${name(b.target)} (${b.target_power})`;
  }
  if (board.looking_at.length) box.append(row("Looking at", board.looking_at.map(cardNode)));
}

function findCard(board, id) {
  for (const p of board.players) {
    for (const c of [p.leader, ...p.characters, ...p.stage]) if (c.id === id) return c;
  }
  return null;
}

function renderDecision() {
  const d = last.decision;
  const box = $("options");
  box.replaceChildren();
  $("decision").classList.toggle("mine", Boolean(d && d.yours));
  if (last.result) {
    const r = last.result;
    const won = game.seat !== null && r.winner === game.seat;
    const who = r.winner === null ? "A draw" : (game.seat === null ? `P${r.winner + 1} wins` : (won ? "You win" : "You lose"));
    $("purpose").replaceChildren(el("span", null, ""));
    const line = el("span", null, `${who} (${r.reason}, turn ${r.turns}).`);
    line.id = "result";
    $("purpose").replaceChildren(line);
    return;
  }
  if (!d) { $("purpose").textContent = ""; return; }
  if (!d.yours) { $("purpose").textContent = `Waiting for P${d.player + 1} (${d.kind.replace("_", " ")})…`; return; }
  $("purpose").textContent = d.purpose + (d.rule ? ` [CR ${d.rule}]` : "");
  let shown = d.options;
  if (focusCard !== null) {
    const about = d.options.filter((o) => o.card === focusCard || o.target === focusCard);
    if (about.length) shown = about;
  }
  for (const [k, o] of shown.entries()) {
    const b = el("button", "option", k < 9 ? `${k + 1}. ${o.text}` : o.text);
    b.type = "button";
    b.dataset.kind = o.kind;
    b.dataset.index = o.index;
    b.addEventListener("click", () => act(o));
    box.append(b);
  }
  if (shown !== d.options) {
    const all = el("button", "quiet", "All options");
    all.type = "button";
    all.addEventListener("click", () => { focusCard = null; renderDecision(); });
    box.append(all);
  }
}

function render() {
  focusCard = null;
  const board = last.board;
  const me = game.seat === null ? 0 : game.seat;
  renderSide(me, board.players[me], true);
  renderSide(1 - me, board.players[1 - me], false);
  renderBattle(board);
  renderDecision();
  renderClock();
  $("undo").hidden = !(game.seat !== null && game.vsAI && !last.result);
  $("watch-replay").hidden = !last.result;
  $("watch-replay").href = `/?replay=${encodeURIComponent(game.id)}&view=both`;
  status(last.result ? "The game is over" : `Turn ${board.turn}, P${board.turn_player + 1}'s ${board.phase} phase`);
}

function appendLog(entries) {
  const log = $("log");
  for (const e of entries) {
    const item = el("li", null, e.text);
    if (e.rule) item.append(el("span", "rule", `[CR ${e.rule}]`));
    log.append(item);
  }
  log.scrollTop = log.scrollHeight;
}

// -- pages -----------------------------------------------------------------------
const PAGES = ["lobby", "builder", "history", "replay", "table"];

function showPage(name) {
  for (const page of PAGES) $(page).hidden = page !== name;
  $("sign-in").hidden = true;
  for (const [tab, page] of [["tab-play", "lobby"], ["tab-builder", "builder"], ["tab-history", "history"]]) {
    $(tab).setAttribute("aria-current", page === name ? "page" : "false");
  }
}

async function getJSON(url) {
  const response = await fetch(url);
  return {ok: response.ok, body: await response.json()};
}

async function send(method, url, body) {
  const response = await fetch(url, {method, headers: {"Content-Type": "application/json"},
                                     body: body === undefined ? undefined : JSON.stringify(body)});
  return {ok: response.ok, status: response.status, body: await response.json()};
}

// -- accounts ------------------------------------------------------------------------
let me = null;

function showMe(user) {
  me = user;
  $("who").textContent = !user ? "" : (user.guest ? `Guest (${user.name})` : user.name);
  $("show-sign-in").hidden = Boolean(user && !user.guest);
  $("sign-out").hidden = !(user && !user.guest);
}

async function loadMe() {
  let answer = await getJSON("/api/me");
  if (!answer.body.user) answer = await send("POST", "/api/guest");   // play at once, as a guest
  showMe(answer.body.user);
}

async function signIn(path) {
  const answer = await send("POST", path, {name: $("user-name").value, password: $("user-password").value});
  if (!answer.ok) { $("sign-in-error").textContent = answer.body.error || "refused"; return; }
  $("sign-in-error").textContent = "";
  $("user-password").value = "";
  showMe(answer.body.user);
  $("sign-in").hidden = true;
  loadSavedDecks();
}

// -- the deck builder ------------------------------------------------------------------
let deckCounts = new Map();      // number -> copies, the Leader included
let leaderNumber = null;
let faces = new Map();           // number -> face, of the cards seen in searches
let searchOffset = 0;

function listText() {
  const lines = [];
  if (leaderNumber) lines.push(`1x${leaderNumber}`);
  for (const [number, n] of deckCounts) if (number !== leaderNumber) lines.push(`${n}x${number}`);
  return lines.join("\n") + (lines.length ? "\n" : "");
}

function readList(text) {
  deckCounts = new Map();
  leaderNumber = null;
  for (const line of text.split("\n")) {
    const m = line.trim().match(/^(\d+)\s*x\s*([A-Za-z0-9-]+)$/i);
    if (!m) continue;
    const number = m[2].toUpperCase();
    if (leaderNumber === null && faces.has(number) && faces.get(number).category === "Leader") leaderNumber = number;
    deckCounts.set(number, (deckCounts.get(number) || 0) + Number(m[1]));
  }
}

function faceLine(face) {
  const cost = face.category === "Leader" ? `Life ${face.life}` : `Cost ${face.cost}`;
  const power = face.power ? ` · ${face.power}` : "";
  return `${face.name} (${face.number}) · ${face.category} · ${face.colors.join("/")} · ${cost}${power}`;
}

function cardItem(face, label, onPick) {
  const item = el("li", `card-line color-${face.colors[0] || "none"}`);
  item.tabIndex = 0;
  item.dataset.number = face.number;
  item.append(el("span", null, label));
  if (!face.automated) item.append(el("span", "unautomated", " not automated: casual play only"));
  item.title = face.text || "";
  item.addEventListener("click", onPick);
  item.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onPick(); } });
  item.addEventListener("focus", () => { $("detail-body").textContent = face.text; });
  return item;
}

function addCard(face) {
  if (face.category === "Leader") {
    if (leaderNumber) deckCounts.delete(leaderNumber);
    leaderNumber = face.number;
    deckCounts.set(face.number, 1);
  } else {
    deckCounts.set(face.number, (deckCounts.get(face.number) || 0) + 1);
  }
  renderDeck(true);
}

function removeCard(number) {
  const n = (deckCounts.get(number) || 0) - 1;
  if (n > 0) deckCounts.set(number, n); else deckCounts.delete(number);
  if (n <= 0 && number === leaderNumber) leaderNumber = null;
  renderDeck(true);
}

function renderDeck(writeText) {
  const list = $("deck-cards");
  list.replaceChildren();
  let total = 0;
  for (const [number, n] of deckCounts) {
    const face = faces.get(number) || {number, name: number, category: "?", colors: [], automated: true, text: ""};
    if (number !== leaderNumber) total += n;
    const label = number === leaderNumber ? `Leader: ${faceLine(face)}` : `${n}× ${faceLine(face)}`;
    list.append(cardItem(face, label, () => removeCard(number)));
  }
  $("deck-count").textContent = `(${total} cards${leaderNumber ? "" : ", no Leader"})`;
  if (writeText) $("builder-text").value = listText();
}

async function searchCards(more) {
  searchOffset = more ? searchOffset + 60 : 0;
  const query = new URLSearchParams();
  for (const [key, id] of [["name", "search-name"], ["type", "search-type"], ["text", "search-text"],
                           ["color", "search-color"], ["category", "search-category"], ["cost", "search-cost"]]) {
    if ($(id).value) query.set(key, $(id).value);
  }
  query.set("offset", searchOffset);
  const answer = await getJSON(`/api/cards?${query}`);
  if (!answer.ok) { $("search-count").textContent = answer.body.error; return; }
  const results = $("results");
  if (!more) results.replaceChildren();
  for (const face of answer.body.cards) {
    faces.set(face.number, face);
    results.append(cardItem(face, faceLine(face), () => addCard(face)));
  }
  const shown = results.children.length;
  $("search-count").textContent = `${answer.body.total} cards found${shown < answer.body.total ? `, ${shown} shown` : ""}`;
  $("more-results").hidden = shown >= answer.body.total;
}

function showBuilderProblems(checked) {
  const list = $("builder-problems");
  list.replaceChildren();
  for (const p of checked.problems) {
    const item = el("li", "problem", `${p.line ? `Line ${p.line}: ` : ""}${p.message}${p.rule ? ` [CR ${p.rule}]` : ""}`);
    if (p.line) item.dataset.line = p.line;
    list.append(item);
  }
  for (const u of checked.unautomated) {
    const item = el("li", "warning", `Line ${u.line}: ${u.number} is not automated yet: refused in rated play (games between people)`);
    item.dataset.line = u.line;
    list.append(item);
  }
  if (!checked.problems.length) list.append(el("li", "fine", `The deck is legal (${checked.count} cards).`));
  $("export-text").value = checked.export || "";
}

async function checkDeck() {
  const text = $("builder-text").value;
  const answer = await send("POST", "/api/decks/check", {text});
  if (!answer.ok) { showBuilderProblems({problems: [{message: answer.body.error}], unautomated: []}); return null; }
  showBuilderProblems(answer.body);
  return answer.body;
}

async function saveDeck() {
  const name = $("deck-name").value.trim();
  if (!name) { $("deck-name").focus(); return; }
  const answer = await send("PUT", `/api/decks/${encodeURIComponent(name)}`, {text: $("builder-text").value});
  if (!answer.ok) { showBuilderProblems({problems: answer.body.problems || [{message: answer.body.error}], unautomated: []}); return; }
  showBuilderProblems(answer.body);
  loadSavedDecks();
}

async function loadSavedDecks() {
  const answer = await getJSON("/api/decks");
  const list = $("saved-decks");
  list.replaceChildren();
  const choice = $("deck-choice");
  for (const option of [...choice.options]) if (option.dataset.saved) option.remove();
  if (!answer.ok) return;
  for (const deck of answer.body.decks) {
    const item = el("li");
    const open = el("button", "quiet", deck.name);
    open.type = "button";
    open.addEventListener("click", () => { $("builder-text").value = deck.text; $("deck-name").value = deck.name; syncFromText(); });
    const remove = el("button", "quiet", "Delete");
    remove.type = "button";
    remove.addEventListener("click", async () => { await send("DELETE", `/api/decks/${encodeURIComponent(deck.name)}`); loadSavedDecks(); });
    item.append(open, remove);
    list.append(item);
    const option = new Option(`Saved: ${deck.name}`, `saved:${deck.name}`);
    option.dataset.saved = "1";
    option.dataset.text = deck.text;
    choice.append(option);
  }
}

async function syncFromText() {
  // the faces of the listed cards, so that the list shows names
  const text = $("builder-text").value;
  const numbers = [...text.matchAll(/x\s*([A-Za-z0-9]+-\d+)/gi)].map((m) => m[1].toUpperCase()).filter((n) => !faces.has(n));
  for (const number of new Set(numbers)) {
    const answer = await getJSON(`/api/cards?number=${encodeURIComponent(number)}`);
    if (answer.ok) for (const face of answer.body.cards) if (face.number === number) faces.set(number, face);
  }
  readList(text);
  renderDeck(false);
  checkDeck();
}

// -- my games ---------------------------------------------------------------------------
async function loadHistory() {
  const answer = await getJSON("/api/history");
  const list = $("history-list");
  list.replaceChildren();
  if (!answer.ok) { list.append(el("li", null, answer.body.error)); return; }
  if (!answer.body.games.length) list.append(el("li", null, "No games yet."));
  for (const g of answer.body.games) {
    const opponent = g.seats[1 - g.seat];
    const outcome = g.status !== "over" ? "in progress" : (g.winner === g.seat ? "won" : (g.winner === null ? "draw" : "lost"));
    const item = el("li", null, `${g.created.slice(0, 16).replace("T", " ")} · P${g.seat + 1} against ${opponent === "human" ? "a person" : `the AI (${opponent})`} · ${outcome}${g.reason ? ` (${g.reason}, turn ${g.turns})` : ""} `);
    const link = el("a", null, g.status === "over" ? "Replay" : "Resume");
    link.href = g.status === "over" ? `/?replay=${encodeURIComponent(g.game)}&view=both` : `/?game=${encodeURIComponent(g.game)}`;
    item.append(link);
    list.append(item);
  }
}

// -- the replay viewer -------------------------------------------------------------------
const replay = {id: null, step: 0, steps: 0, view: "spectator", turns: []};

async function showStep(step) {
  const query = new URLSearchParams({step: Math.max(0, step), view: replay.view});
  const token = localStorage.getItem(`optcg-seat-${replay.id}`);
  const response = await fetch(`/api/games/${encodeURIComponent(replay.id)}/frames?${query}`,
                               {headers: token ? {"X-Seat-Token": token} : {}});
  const body = await response.json();
  if (!response.ok) { status(body.error); return; }
  Object.assign(replay, {step: body.step, steps: body.steps, turns: body.turns});
  $("replay-step").max = body.steps;
  $("replay-step").value = body.step;
  const turnChoice = $("replay-turn");
  if (turnChoice.options.length !== body.turns.length) {
    turnChoice.replaceChildren(...body.turns.map(([turn, at]) => new Option(`Turn ${turn}`, at)));
  }
  let current = body.turns[0];
  for (const t of body.turns) if (t[1] <= body.step) current = t;
  turnChoice.value = current ? current[1] : 0;
  $("replay-where").textContent = `Step ${body.step} of ${body.steps}${body.over ? "" : " (in progress)"}`;
  const link = `${location.origin}/?replay=${encodeURIComponent(replay.id)}&step=${body.step}&view=${replay.view}`;
  $("replay-link").href = link;
  history.replaceState(null, "", link);
  const boards = $("replay-boards");
  boards.replaceChildren();
  const log = $("replay-log");
  log.replaceChildren();
  for (const frame of body.frames) {
    for (const [number, face] of Object.entries(frame.cards)) faces.set(number, face);
    last = {...frame, decision: null};       // the board's cards, without a decision to answer
    const box = el("div", "replay-frame");
    box.append(el("h3", null, frame.seat === null ? "Spectator" : `P${frame.seat + 1}'s view`));
    const me = frame.seat === null ? 0 : frame.seat;
    for (const p of [1 - me, me]) {
      const side = el("section", "side");
      renderSide(p, frame.board.players[p], p === me, side);
      box.append(side);
    }
    boards.append(box);
    if (frame === body.frames[0]) {
      for (const e of frame.log) {
        const item = el("li", null, e.text);
        if (e.rule) item.append(el("span", "rule", `[CR ${e.rule}]`));
        log.append(item);
      }
      if (frame.result) log.append(el("li", "result", `P${frame.result.winner + 1} wins (${frame.result.reason}, turn ${frame.result.turns}).`));
    }
  }
}

function openReplay(id, step, view) {
  replay.id = id;
  replay.view = ["0", "1", "spectator", "both"].includes(view) ? view : "spectator";
  $("replay-view").value = replay.view;
  showPage("replay");
  status("Replay");
  showStep(step);
}

function turnStep(delta) {
  const starts = replay.turns.map((t) => t[1]);
  let index = 0;
  for (const [k, at] of starts.entries()) if (at <= replay.step) index = k;
  if (delta < 0 && starts[index] === replay.step) index -= 1;
  else if (delta > 0) index += 1;
  return starts[Math.max(0, Math.min(starts.length - 1, index))] ?? 0;
}

// -- the keyboard ---------------------------------------------------------------------------
document.addEventListener("keydown", (e) => {
  const typing = ["INPUT", "TEXTAREA", "SELECT"].includes(document.activeElement.tagName);
  if (typing || e.ctrlKey || e.metaKey || e.altKey) return;
  if (!$("table").hidden) {
    if (/^[1-9]$/.test(e.key)) {
      const buttons = document.querySelectorAll("#options button.option");
      const b = buttons[Number(e.key) - 1];
      if (b) { e.preventDefault(); b.click(); }
    } else if (e.key === "u" || e.key === "U") {
      if (!$("undo").hidden) { e.preventDefault(); undo(); }
    }
  } else if (!$("replay").hidden) {
    const moves = {ArrowRight: replay.step + 1, ArrowLeft: replay.step - 1, Home: 0, End: replay.steps};
    if (e.key in moves) { e.preventDefault(); showStep(Math.min(replay.steps, Math.max(0, moves[e.key]))); }
    if (e.key === "PageDown") { e.preventDefault(); showStep(turnStep(1)); }
    if (e.key === "PageUp") { e.preventDefault(); showStep(turnStep(-1)); }
  }
});

// -- start ------------------------------------------------------------------------
$("deck-choice").addEventListener("change", () => {
  $("deck-text-label").hidden = $("deck-choice").value !== PASTE;
});
$("new-game").addEventListener("submit", startGame);
$("concede").addEventListener("click", () => {
  if (socket && confirm("Concede this game?")) socket.send(JSON.stringify({type: "concede"}));
});
$("undo").addEventListener("click", undo);
$("open-room").addEventListener("click", openRoom);
function joinByCode() {
  const code = $("room-code-input").value.trim().toUpperCase();
  if (code) joinRoom(code); else status("Type your friend's room code first");
}
$("join-code").addEventListener("click", joinByCode);
$("room-code-input").addEventListener("keydown", (e) => {
  if (e.key === "Enter") { e.preventDefault(); joinByCode(); }   // not the form's Play the AI
});
$("tab-play").addEventListener("click", () => { history.replaceState(null, "", "/"); showPage("lobby"); });
$("tab-builder").addEventListener("click", () => { showPage("builder"); loadSavedDecks(); });
$("tab-history").addEventListener("click", () => { showPage("history"); loadHistory(); });
$("show-sign-in").addEventListener("click", () => { $("sign-in").hidden = !$("sign-in").hidden; $("user-name").focus(); });
$("sign-in-form").addEventListener("submit", (e) => { e.preventDefault(); signIn("/api/login"); });
$("register").addEventListener("click", () => { if ($("sign-in-form").reportValidity()) signIn("/api/register"); });
$("sign-out").addEventListener("click", async () => { await send("POST", "/api/logout"); await loadMe(); loadSavedDecks(); });
$("card-search").addEventListener("submit", (e) => { e.preventDefault(); searchCards(false); });
$("more-results").addEventListener("click", () => searchCards(true));
$("check-deck").addEventListener("click", syncFromText);
$("save-deck").addEventListener("click", saveDeck);
$("play-deck").addEventListener("click", () => {
  $("deck-choice").value = PASTE;
  $("deck-text").value = $("builder-text").value;
  $("deck-text-label").hidden = false;
  showPage("lobby");
});
$("replay-step").addEventListener("input", () => showStep(Number($("replay-step").value)));
$("replay-turn").addEventListener("change", () => showStep(Number($("replay-turn").value)));
$("replay-view").addEventListener("change", () => { replay.view = $("replay-view").value; showStep(replay.step); });
$("replay-first").addEventListener("click", () => showStep(0));
$("replay-back").addEventListener("click", () => showStep(replay.step - 1));
$("replay-next").addEventListener("click", () => showStep(Math.min(replay.steps, replay.step + 1)));
$("replay-last").addEventListener("click", () => showStep(replay.steps));

Promise.all([loadOptions(), loadMe()]).then(() => {
  loadSavedDecks();
  const query = new URLSearchParams(location.search);
  const id = query.get("game");
  const code = query.get("room");
  if (query.get("replay")) {
    openReplay(query.get("replay"), Number(query.get("step") || 0), query.get("view") || "spectator");
  } else if (id) {
    connect(id, localStorage.getItem(`optcg-seat-${id}`));   // no seat here: watch
  } else if (code) {
    showPage("lobby");
    $("lobby-title").textContent = `Join room ${code}`;
    for (const hide of ["start", "open-room", "join-code", "room-code-label"]) $(hide).hidden = true;
    for (const label of [$("ai-deck").parentElement, $("ai-kind").parentElement, $("clock").parentElement]) label.hidden = true;
    $("join-room").hidden = false;
    $("join-room").addEventListener("click", () => joinRoom(code));
    status("Choose your deck and join");
  } else {
    showPage("lobby");
    status("Choose decks and press Play");
  }
});
