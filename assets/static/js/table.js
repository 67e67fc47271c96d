// The table page: one controller for every phone at a table. It shows this phone's view as
// the live stream carries it whenever the table changes (live.js), or as it fetches it from
// the API when the page loads or the stream is down, then shows the lobby, the
// game's seat screen (one module per game under games/), and the moderator's panel as the
// phone's role asks. Nothing secret is in the HTML: all comes from the view of this phone.

import { api, hasSeat } from "./api.js";
import { h } from "./dom.js";
import { gameData, seatsTaken, t } from "./i18n.js";
import { leftNotice, youLeftCard } from "./leaving.js";
import { followRematch, Live } from "./live.js";
import { Lobby } from "./lobby.js";
import { ModeratorPanel } from "./moderator.js";
import { Outbox } from "./offline.js";
import { rejoinCard } from "./rejoin.js";
import { RefusalRules, showRulesLink } from "./rule_links.js";
import { TurnAlert } from "./turn_alert.js";
import { withUndo } from "./undo_notice.js";
import { LastEvent } from "./widgets/last_event.js";

const code = document.body.dataset.code;
/** How long the page waits for its own move's view on the stream before it fetches it. */
const PUSHED_VIEW_MS = 2000;
const statusBox = document.getElementById("status");
const problem = document.getElementById("problem");
const app = document.getElementById("app");
const conn = document.getElementById("conn");
const where = document.getElementById("where");
const rulesLink = document.getElementById("rules-link");
const refusalRules = new RefusalRules(document.getElementById("main"));
const lastEvent = new LastEvent();
statusBox.after(lastEvent.el);

const lobbyRoot = h("div");
const noticeRoot = h("div");
const gameRoot = h("div");
const moderatorRoot = h("div");
const rejoinRoot = h("div");
app.append(lobbyRoot, noticeRoot, gameRoot, moderatorRoot, rejoinRoot);

let lobby = null;
let screen = null;
let panel = null;
let handingOver = false;
let goneShown = false; // this phone's seat has left: the game is not shown
let lastStatus = "";
const outbox = new Outbox(code, statusBox, {
  sent: () => {
    problem.textContent = "";
    if (!live.pushing()) {
      refresh();
      return;
    }
    // The move's view comes on the stream; should it not (a stream that died unnoticed),
    // fetch it.
    const before = shown;
    setTimeout(() => {
      if (shown === before) refresh();
    }, PUSHED_VIEW_MS);
  },
  refused: (message) => { problem.textContent = message; },
  answered: (error) => refusalRules.refused(error),
});
const alert = new TurnAlert();

const ctx = {
  code,
  /** Run an API call from a control; show its error; refresh after success. */
  async run(call) {
    problem.textContent = "";
    try {
      const result = await call();
      refresh();
      return result || {};
    } catch (error) {
      problem.textContent = error.message;
      return null;
    }
  },
  /** Send a game move; resolve to null, or to the refusal's message (in the phone's language).
   *  Without a connection the move waits in the outbox and the promise resolves once it went. */
  async move(move, args) {
    const refusal = await outbox.send(move, args);
    if (refusal) refresh();
    return refusal;
  },
  handOver(flag) {
    handingOver = flag;
  },
  refresh: () => refresh(),
};

function setStatus({ text, sub = "", kind = "wait", last = null }) {
  lastEvent.update(last);
  const key = `${kind}|${text}|${sub}`;
  if (key === lastStatus) return;
  lastStatus = key;
  statusBox.dataset.kind = kind;
  statusBox.replaceChildren(text, sub ? h("span", { class: "sub" }, sub) : "");
}

/** A table of one seat, played by its moderator on this phone (SoloDrez, SokuDrez, a solitaire):
 * no other player to wait for, replace or hand anything to (UX finding A-N12). */
function alone(info, you) {
  return info.players === 1 && Boolean(you.moderator) && hasSeat(you);
}

async function mountGame(info) {
  if (screen) return screen;
  let module;
  try {
    module = await import(`./games/${info.game}/index.js`);
  } catch {
    throw new Error(t("This page cannot show the game {game} yet.", { game: info.game }));
  }
  screen = module.mount(gameRoot, { ...ctx, game: gameData(info.game) });
  return screen;
}

function render(info, view) {
  const you = view.you || { seat: null, moderator: false };
  const game = gameData(info.game);
  const seatName = you.name ? ` · ${you.name}` : "";
  where.textContent = `${info.code}${seatName}`;
  showRulesLink(rulesLink, info.game);
  const title = `${game ? game.name : info.game} · ${info.code}`;
  document.title = title;
  if (info.status === "lobby") {
    lobby = lobby || new Lobby(lobbyRoot, ctx);
    lobby.update(info, view);
    if (you.moderator) {
      const full = info.seats.length === info.players;
      setStatus(full
        ? { text: t("Every seat is taken."), sub: t("Check the order, then start."), kind: "act" }
        : { text: t("Waiting for players to join."), sub: seatsTaken(info.seats.length, info.players) });
    } else if (hasSeat(you)) {
      setStatus({ text: t("You are in."), sub: t("Waiting for the moderator to start the game.") });
    }
    return Promise.resolve();
  }
  lobbyRoot.replaceChildren();
  lobby = null;
  if (hasSeat(you) && !you.moderator && (view.left || []).includes(you.seat)) {
    showGone();
    return Promise.resolve();
  }
  if (goneShown) { // the moderator's undo gave the seat back
    goneShown = false;
    gameRoot.replaceChildren();
  }
  noticeRoot.replaceChildren(leftNotice(view) || "");
  return mountGame(info).then((gameScreen) => {
    const status = gameScreen.update(info, view);
    const paused = info.paused && info.status !== "over";
    if (paused) {
      setStatus({ text: t("The game is paused."), sub: t("The moderator will resume it."), kind: "paused", last: withUndo(view, status.last) });
    } else {
      setStatus({ ...status, last: withUndo(view, status.last) });
    }
    alert.update({ title, mine: !paused && status.kind === "act" && hasSeat(you),
      playing: info.status === "playing" });
    if (you.moderator) {
      if (!panel && !hasSeat(you)) {
        gameRoot.before(moderatorRoot); // a moderator who does not play: tools first
      }
      panel = panel || new ModeratorPanel(moderatorRoot, ctx);
      panel.update(info, view, { alone: alone(info, you), ownUndo: Boolean(gameScreen.ownUndo) });
    }
    if (hasSeat(you) && !rejoinRoot.firstChild && info.status !== "over") {
      rejoinRoot.append(rejoinCard(code, alone(info, you)));
    }
  });
}

/** This phone's seat has left the table: say so instead of showing the game. */
function showGone() {
  goneShown = true;
  screen = null;
  noticeRoot.replaceChildren();
  rejoinRoot.replaceChildren();
  gameRoot.replaceChildren(youLeftCard());
  setStatus({ text: t("You have left this table."), kind: "paused" });
  alert.update({ title: document.title, mine: false, playing: false });
}

async function load() {
  let info;
  let view;
  try {
    [info, view] = await Promise.all([
      api("GET", `/api/tables/${code}`),
      api("GET", `/api/tables/${code}/view`),
    ]);
  } catch (error) {
    if (error.status === 404) {
      setStatus({ text: t("There is no table with this code."), kind: "paused" });
      live.stop();
    } else if (error.code === "seat_moved") {
      // This phone's seat now lives on another phone: say so, and stop listening.
      live.stop();
      setStatus({ text: error.message, kind: "paused" });
      app.replaceChildren(h("a", { class: "btn wide", href: `/join/${code}` }, t("Go to the join page")));
    } else if ((error.status === 401 || error.status === 403) && !handingOver) {
      window.location.replace(`/join/${code}`);
    } else if (error.status === 0) {
      showConnection("offline");
    } else if (!handingOver) {
      problem.textContent = error.message;
    }
    return;
  }
  live.reached();
  if (info.version !== view.version) {
    // The table changed between the two reads (the start, say, came between them): read both
    // again rather than show one version's table with another's view, and do not take the
    // newer version as seen, or its event would not fetch it.
    refresh();
    return;
  }
  joinUrl = info.join_url;
  live.holder(view.you);
  await show(info, view);
}

/** A view the live stream carried: shown as a fetched one, the table's public part (what
 *  GET /api/tables/CODE gives) taken from it. Before the first fetch, fetch instead. */
async function showPushed(view) {
  if (joinUrl === null || !live.holds(view.you)) {
    again = true; // before the first fetch, or carried by a stream opened for whom it was before
    return;
  }
  if (view.version <= shown) return; // nothing new: a fetch showed this version already
  await show({ ...view.table, seats: view.seats, version: view.version, join_url: joinUrl }, view);
}

async function show(info, view) {
  if (view.version < shown) return; // a fetch that answered after a newer pushed view
  shown = view.version;
  live.seen(view.version);
  outbox.moves.holder(view.you);
  if (info.rematch) {
    // The game was played again: follow the table even if the SSE "rematch" event was missed.
    followRematch(info.rematch);
    return;
  }
  try {
    await render(info, view);
  } catch (error) {
    problem.textContent = error.message;
  }
}

let joinUrl = null; // the table's join link, from the first fetch (it never changes)
let shown = -1; // the version on screen
let loading = false;
let again = false;
let waiting = null; // a view the stream carried, not shown yet

/** Fetch and show the table now; calls made while a fetch runs fold into one more fetch. */
function refresh() {
  again = true;
  return drain();
}

/** Show a view the live stream carried, in turn with the fetches (a fetch wanted meanwhile
 *  reads the newest anyway, so it replaces the view waiting). */
function pushed(view) {
  waiting = view;
  return drain();
}

async function drain() {
  if (loading) return;
  loading = true;
  try {
    while (again || waiting) {
      if (again) {
        again = false;
        waiting = null;
        await load();
      } else {
        const view = waiting;
        waiting = null;
        await showPushed(view);
      }
    }
  } finally {
    loading = false;
  }
}

const connLabels = {
  connecting: () => t("Connecting…"),
  live: () => t("Live"),
  polling: () => t("Reconnecting… (checking every few seconds)"),
  offline: () => t("No connection"),
};

function showConnection(state) {
  outbox.connection(state);
  if (conn.dataset.state === state) return;
  conn.dataset.state = state;
  conn.setAttribute("aria-label", connLabels[state]());
  conn.title = connLabels[state]();
}

const live = new Live(code, { refresh, view: pushed, rematch: followRematch, state: showConnection });

refresh();
live.start();
