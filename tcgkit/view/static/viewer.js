// tcgkit view: draws one step of a game from the viewer's JSON API.
// Every text from the game goes into the page through textContent, never as markup.
"use strict";

// How each game's players lay out their zones. A row holds cards side by side; a pile
// is a zone shown as its count and, when the viewer may see it, its cards' names.
const LAYOUTS = {
  mtg: {
    life: "Life",
    pending: "Stack (top first)",
    rows: [
      { zone: "battlefield", title: "Creatures and other permanents", test: (k) => k !== "land" },
      { zone: "battlefield", title: "Lands", test: (k) => k === "land" },
    ],
    piles: [["library", "Library"], ["graveyard", "Graveyard"], ["exile", "Exile"]],
  },
  ygo: {
    life: "LP",
    pending: "Chain (next to resolve first)",
    rows: [
      { zone: "monster_zone", title: "Monster Zones", slots: 5 },
      { zone: "spell_trap_zone", title: "Spell & Trap Zones", slots: 5 },
    ],
    left: [["field_zone", "Field Zone"], ["extra_deck", "Extra Deck"]],
    piles: [["deck", "Deck"], ["graveyard", "GY"], ["banished", "Banished"],
            ["overlay", "Xyz Materials"]],
    shared: ["extra_monster_zone", "Extra Monster Zones", 2],
  },
  dm: {
    life: null,
    pending: "Waiting abilities (in order)",
    rows: [
      { zone: "battle", title: "Battle Zone" },
      { zone: "shield", title: "Shields" },
      { zone: "mana", title: "Mana Zone" },
    ],
    piles: [["deck", "Deck"], ["graveyard", "Graveyard"], ["hyperspatial", "Hyperspatial Zone"],
            ["super_gr", "Super GR"], ["under", "Under evolution creatures"],
            ["castle", "Castles"]],
  },
};

// Step names as each game's players say them.
const STEP_WORDS = {
  mtg: { main1: "precombat main phase", main2: "postcombat main phase" },
  ygo: { main1: "Main Phase 1", main2: "Main Phase 2" },
  dm: {},
};
const STEP_SUFFIX = { mtg: " step", ygo: " Phase", dm: " step" };

let game = null;        // the /api/game summary
let cards = {};         // the printed facts of the cards the step shows, by name
let current = 0;        // the step shown
let wanted = 0;         // the step asked for last (keys pressed fast run ahead of drawing)
const cache = new Map();  // step number -> its JSON

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

async function getJSON(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(url + ": " + r.status);
  return r.json();
}

async function step(n) {
  if (!cache.has(n)) cache.set(n, await getJSON("/api/step/" + n));
  return cache.get(n);
}

function playerName(i) {
  return (game && game.names[i]) || "Player " + (i + 1);
}

// ------------------------------------------------------------------ cards and zones

function cardEl(o) {
  const c = el("div", "card");
  if (!("name" in o)) {
    c.classList.add("back");
    c.title = "a face-down card";
    return c;
  }
  const facts = cards[o.name] || {};
  if (facts.kind) c.classList.add("kind-" + facts.kind);
  c.appendChild(el("span", "name", o.name));
  const stats = [];
  if ("atk" in o) stats.push(o.atk + " / " + o.def);
  if ("power" in o && "toughness" in o) stats.push(o.power + "/" + o.toughness);
  else if ("power" in o) stats.push(String(o.power));
  if ("loyalty" in o) stats.push("loyalty " + o.loyalty);
  if (o.counters) {
    for (const [k, v] of Object.entries(o.counters)) stats.push(v + " " + k);
  }
  if (stats.length) c.appendChild(el("span", "stats", stats.join(" · ")));
  if (o.tapped) c.classList.add("tapped");
  if (o.position === "defense") c.classList.add("defense");
  if (o.face_down) {
    c.classList.add("set");
    c.appendChild(el("span", "flag", "face-down"));
  }
  const lines = [o.name];
  if (facts.jp) lines.push(facts.jp);
  if (facts.line) lines.push(facts.line);
  for (const t of facts.text || []) lines.push(t);
  c.title = lines.join("\n");
  return c;
}

function zoneCards(obs, label) {
  const z = obs.zones[label];
  return z === undefined ? null : z;
}

function row(title, list, slots) {
  const r = el("div", "row");
  r.appendChild(el("div", "row-title", title));
  const body = el("div", "cards");
  for (const o of list) body.appendChild(cardEl(o));
  for (let i = list.length; i < (slots || 0); i++) body.appendChild(el("div", "card slot"));
  if (!list.length && !slots) body.appendChild(el("span", "empty", "empty"));
  r.appendChild(body);
  return r;
}

function pile(title, z, zoneLabel) {
  const p = el("div", "pile");
  p.dataset.zone = zoneLabel;
  const count = Array.isArray(z) ? z.length : z;
  p.appendChild(el("div", "pile-title", title + " " + count));
  if (Array.isArray(z) && z.length) {
    const list = el("ol", "pile-list");
    // The top card (the list's last) first, as the players see the pile.
    for (const o of [...z].reverse()) {
      const item = el("li", null, "name" in o ? o.name : "face-down card");
      item.title = cardEl(o).title;
      list.appendChild(item);
    }
    p.appendChild(list);
  }
  return p;
}

function handEl(obs, who, own) {
  const label = "p" + (who + 1) + ".hand";
  const z = zoneCards(obs, label);
  const h = el("div", "hand");
  h.id = "hand-p" + (who + 1);
  if (z === null) return h;
  if (Array.isArray(z)) {
    h.appendChild(el("div", "row-title", "Hand (" + z.length + ")"));
    const body = el("div", "cards");
    for (const o of z) body.appendChild(cardEl(o));
    h.appendChild(body);
  } else {
    h.appendChild(el("div", "row-title", "Hand (" + z + ", hidden from you)"));
    const body = el("div", "cards");
    for (let i = 0; i < Math.min(z, 40); i++) body.appendChild(cardEl({}));
    h.appendChild(body);
  }
  if (own) h.classList.add("own");
  return h;
}

function boardEl(obs, who) {
  const layout = LAYOUTS[obs.game];
  const prefix = "p" + (who + 1) + ".";
  const b = el("section", "board");
  b.dataset.player = String(who + 1);
  if (who !== obs.you) b.classList.add("opponent");
  const info = obs.players[who];
  const head = el("div", "board-head");
  head.appendChild(el("span", "player-name", playerName(who) + (who === obs.you ? " (you)" : "")));
  if (obs.active === who) head.appendChild(el("span", "badge", "turn"));
  if (layout && layout.life && info.life !== undefined) {
    head.appendChild(el("span", "life", layout.life + " " + info.life));
  }
  if (info.poison) head.appendChild(el("span", "life", "poison " + info.poison));
  if (info.pool) head.appendChild(el("span", "stat", "mana pool " + info.pool));
  if (obs.game === "dm") head.appendChild(el("span", "life", "shields " + info.shields));
  if (info.left) {
    for (const [k, v] of Object.entries(info.left)) head.appendChild(el("span", "stat", k + " left: " + v));
  }
  if (info.lost) head.appendChild(el("span", "badge lost", "lost"));
  b.appendChild(head);

  const used = new Set([prefix + "hand"]);
  const field = el("div", "field");
  const rows = el("div", "rows");
  if (layout) {
    if (layout.left) {
      const left = el("div", "side-piles");
      for (const [zone, title] of layout.left) {
        const z = zoneCards(obs, prefix + zone);
        used.add(prefix + zone);
        if (z === null) continue;
        if (zone === "field_zone") left.appendChild(row(title, z, 1));
        else left.appendChild(pile(title, z, prefix + zone));
      }
      field.appendChild(left);
    }
    for (const spec of layout.rows) {
      const z = zoneCards(obs, prefix + spec.zone);
      used.add(prefix + spec.zone);
      if (z === null) continue;
      if (!Array.isArray(z)) {
        // A hidden zone (Duel Masters' shields): face-down cards, counted.
        const backs = [];
        for (let i = 0; i < Math.min(z, 40); i++) backs.push({});
        rows.appendChild(row(spec.title + " (" + z + ")", backs));
        continue;
      }
      const shown = spec.test ? z.filter((o) => spec.test((cards[o.name] || {}).kind)) : z;
      rows.appendChild(row(spec.title, shown, spec.slots));
    }
    if (layout.shared) used.add(prefix + layout.shared[0]);
  }
  field.appendChild(rows);
  const piles = el("div", "side-piles");
  for (const [zone, title] of (layout ? layout.piles : [])) {
    const z = zoneCards(obs, prefix + zone);
    used.add(prefix + zone);
    if (z === null) continue;
    const empty = Array.isArray(z) ? z.length === 0 : z === 0;
    // The zones every game has are always shown; the rarer ones only when in use.
    if (empty && !["library", "deck", "graveyard", "exile", "banished"].includes(zone)) continue;
    piles.appendChild(pile(title, z, prefix + zone));
  }
  for (const [label, z] of Object.entries(obs.zones)) {
    if (!label.startsWith(prefix) || used.has(label)) continue;
    const empty = Array.isArray(z) ? z.length === 0 : z === 0;
    if (!empty) piles.appendChild(pile(label.slice(prefix.length), z, label));
  }
  if (info.extra_deck_face_up && info.extra_deck_face_up.length) {
    piles.appendChild(pile("Face-up in the Extra Deck", info.extra_deck_face_up.map((n) => ({ name: n })), prefix + "extra_face_up"));
  }
  field.appendChild(piles);
  b.appendChild(field);
  b.appendChild(handEl(obs, who, who === obs.you));
  return b;
}

function sharedEl(obs) {
  const layout = LAYOUTS[obs.game];
  if (!layout || !layout.shared) return null;
  const [zone, title, slots] = layout.shared;
  const wrap = el("section", "shared");
  const placed = [];
  for (let p = 0; p < obs.players.length; p++) {
    const z = zoneCards(obs, "p" + (p + 1) + "." + zone);
    if (Array.isArray(z)) for (const o of z) placed.push([p, o]);
  }
  const r = el("div", "row");
  r.appendChild(el("div", "row-title", title));
  const body = el("div", "cards");
  for (const [p, o] of placed) {
    const c = cardEl(o);
    c.appendChild(el("span", "owner", playerName(p)));
    body.appendChild(c);
  }
  for (let i = placed.length; i < slots; i++) body.appendChild(el("div", "card slot"));
  r.appendChild(body);
  wrap.appendChild(r);
  return wrap;
}

// ------------------------------------------------------------------ side panels

function statusText(obs) {
  if (obs.over) {
    return "Game over: " + (obs.winner === null ? "a draw" : playerName(obs.winner) + " wins");
  }
  const words = STEP_WORDS[obs.game] || {};
  let stepName = words[obs.step];
  if (!stepName) {
    const plain = String(obs.step).replace(/_/g, " ");
    stepName = obs.game === "ygo" ? plain[0].toUpperCase() + plain.slice(1) : plain;
    stepName += STEP_SUFFIX[obs.game] || "";
  }
  return "Turn " + obs.turn + " · " + playerName(obs.active) + "'s turn · " + stepName;
}

function showPending(obs) {
  const layout = LAYOUTS[obs.game];
  document.getElementById("pending-title").textContent = layout ? layout.pending : "Pending";
  const list = document.getElementById("pending");
  list.replaceChildren();
  const items = obs.pending.map((it, i) => [i, it]);
  // Magic's stack and the chain resolve last in first out: the next to resolve on top.
  if (obs.game !== "dm") items.reverse();
  for (const [i, it] of items) {
    let text = obs.game === "ygo" ? "Chain Link " + (i + 1) + ": " : "";
    text += (it.source || "a hidden card's ability") + " (" + it.kind + ", " + playerName(it.controller) + ")";
    if (it.choice) text += ": " + it.choice;
    list.appendChild(el("li", null, text));
  }
  if (!items.length) list.appendChild(el("li", "empty", "nothing waits to resolve"));
}

function showDecision(obs) {
  const box = document.getElementById("decision");
  box.replaceChildren();
  const d = obs.decision;
  if (!d) {
    box.appendChild(el("div", "empty", obs.over ? "the game is over" : "none"));
    return;
  }
  if (d.kind === undefined) {
    box.appendChild(el("div", null, playerName(d.player) + " is deciding."));
    return;
  }
  box.appendChild(el("div", null, playerName(d.player) + " chooses (" + d.kind.replace(/_/g, " ") + "):"));
  const list = el("ul", "options");
  for (const o of d.options) list.appendChild(el("li", null, o));
  box.appendChild(list);
}

async function showRule(rule) {
  const panel = document.getElementById("rule-panel");
  const text = document.getElementById("rule-text");
  document.getElementById("rule-name").textContent = rule;
  text.replaceChildren(el("span", "empty", "…"));
  panel.hidden = false;
  const info = await getJSON("/api/rule?id=" + encodeURIComponent(rule));
  text.replaceChildren();
  if (info.ours) {
    for (const r of info.requirements) {
      const p = el("p", "requirement");
      p.appendChild(el("strong", null, r.id + ": "));
      p.appendChild(document.createTextNode(r.text));
      text.appendChild(p);
    }
  } else {
    text.appendChild(el("p", "not-ours", info.text));
  }
}

function showLog(s) {
  const log = document.getElementById("log");
  log.replaceChildren();
  for (const entry of s.log) {
    const li = el("li");
    li.appendChild(el("span", "text", entry.text));
    const b = el("button", "rule", entry.rule);
    b.type = "button";
    b.title = "show this rule";
    b.addEventListener("click", () => showRule(entry.rule));
    li.appendChild(b);
    log.appendChild(li);
  }
  if (!s.log.length) log.appendChild(el("li", "empty", "no log line at this step"));
}

function showSteps() {
  const list = document.getElementById("steps");
  list.replaceChildren();
  game.labels.forEach((label, i) => {
    const li = el("li", i === current ? "current" : null);
    const b = el("button", "step-link", i + ": " + label);
    b.type = "button";
    b.addEventListener("click", () => go(i));
    li.appendChild(b);
    list.appendChild(li);
  });
  const cur = list.querySelector(".current");
  if (cur) cur.scrollIntoView({ block: "nearest" });
}

// ------------------------------------------------------------------ drawing a step

async function go(n) {
  if (!game) return;
  n = Math.max(0, Math.min(game.count - 1, n));
  wanted = n;
  const s = await step(n);
  if (wanted !== n) return;  // a later step was asked for meanwhile: draw that one only
  current = n;
  cards = s.cards;
  const obs = s.observation;
  document.getElementById("step-counter").textContent = "Step " + n + " of " + (game.count - 1);
  document.getElementById("step-label").textContent = s.label;
  document.getElementById("step-note").textContent = s.note || "";
  document.getElementById("status").textContent = statusText(obs);
  const boards = document.getElementById("boards");
  boards.replaceChildren();
  // The viewer's board at the bottom, as they sit at the table; the others above.
  const others = obs.players.map((_, i) => i).filter((i) => i !== obs.you);
  for (const p of others) boards.appendChild(boardEl(obs, p));
  const shared = sharedEl(obs);
  if (shared) boards.appendChild(shared);
  boards.appendChild(boardEl(obs, obs.you));
  showPending(obs);
  showDecision(obs);
  showLog(s);
  showSteps();
  document.getElementById("prev").disabled = n === 0;
  document.getElementById("first").disabled = n === 0;
  document.getElementById("next").disabled = n === game.count - 1;
  document.getElementById("last").disabled = n === game.count - 1;
  document.body.dataset.step = String(n);
}

async function start() {
  game = await getJSON("/api/game");
  document.title = game.title + " · tcgkit view";
  document.getElementById("title").textContent = game.title;
  const gameNames = { mtg: "Magic: The Gathering", ygo: "Yu-Gi-Oh! OCG", dm: "Duel Masters" };
  document.getElementById("subtitle").textContent = (gameNames[game.game] || game.game) +
    " · " + game.kind + " " + game.file + " · seen by " + playerName(game.player);
  if (game.stopped) {
    const s = document.getElementById("stopped");
    s.textContent = game.stopped;
    s.hidden = false;
  }
  document.getElementById("first").addEventListener("click", () => go(0));
  document.getElementById("prev").addEventListener("click", () => go(wanted - 1));
  document.getElementById("next").addEventListener("click", () => go(wanted + 1));
  document.getElementById("last").addEventListener("click", () => go(game.count - 1));
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === "ArrowRight") go(wanted + 1);
    else if (e.key === "ArrowLeft") go(wanted - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(game.count - 1);
    else return;
    e.preventDefault();
  });
  await go(0);
  document.body.dataset.ready = "true";
}

start().catch((err) => {
  const s = document.getElementById("stopped");
  s.textContent = "The viewer could not load the game: " + err.message;
  s.hidden = false;
});
