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
  const choice = $("deck-choice").value;
  return choice === PASTE ? $("deck-text").value : choice;
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

function enter(seat) {
  localStorage.setItem(`optcg-seat-${seat.game}`, seat.token);
  history.replaceState(null, "", `/?game=${encodeURIComponent(seat.game)}`);
  connect(seat.game, seat.token);
}

async function startGame(event) {
  event.preventDefault();
  status("Starting a game…");
  const seat = await post("/api/games", {deck: chosenDeck(), ai_deck: $("ai-deck").value, ai: $("ai-kind").value});
  if (seat) enter(seat);
}

async function openRoom() {
  const room = await post("/api/rooms", {deck: chosenDeck()});
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
  game = {id, token, seat: null};
  $("lobby").hidden = true;
  $("table").hidden = false;
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
  } else if (msg.type === "state") {
    last = msg;
    render();
    appendLog(msg.log);
  } else if (msg.type === "error") {
    status(`Refused: ${msg.message}`);
  }
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
  const face = last.cards[card.number] || {};
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

function renderSide(p, data, mine) {
  const side = $(`side-${mine ? 0 : 1}`);
  side.replaceChildren();
  const who = game.seat === null ? `P${p + 1}` : (mine ? `You (P${p + 1})` : `Opponent (P${p + 1})`);
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
  side.append(row("Hand", hand));
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
  for (const o of shown) {
    const b = el("button", "option", o.text);
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

// -- start ------------------------------------------------------------------------
$("deck-choice").addEventListener("change", () => {
  $("deck-text-label").hidden = $("deck-choice").value !== PASTE;
});
$("new-game").addEventListener("submit", startGame);
$("concede").addEventListener("click", () => {
  if (socket && confirm("Concede this game?")) socket.send(JSON.stringify({type: "concede"}));
});

$("open-room").addEventListener("click", openRoom);

loadOptions().then(() => {
  const query = new URLSearchParams(location.search);
  const id = query.get("game");
  const code = query.get("room");
  if (id) {
    connect(id, localStorage.getItem(`optcg-seat-${id}`));   // no seat here: watch
  } else if (code) {
    $("lobby-title").textContent = `Join room ${code}`;
    for (const hide of ["start", "open-room"]) $(hide).hidden = true;
    for (const label of [$("ai-deck").parentElement, $("ai-kind").parentElement]) label.hidden = true;
    $("join-room").hidden = false;
    $("join-room").addEventListener("click", () => joinRoom(code));
    status("Choose your deck and join");
  } else {
    status("Choose decks and press Play");
  }
});
