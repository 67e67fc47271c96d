// The table screen (/table/<code>/screen): a tablet or TV in the middle of the table shows the
// public board to everyone. It holds no seat and no token: it reads the public view
// (/api/tables/<code>/public) whenever the public event stream announces a change. Each game
// draws its public layout through the optional `renderPublic(view, el, game)` export of its
// screen module (games/<id>/index.js), which returns the status line like `update` does.

import { api } from "./api.js";
import { h } from "./dom.js";
import { gameData, seatsTaken, t } from "./i18n.js";
import { leftNotice } from "./leaving.js";
import { followRematch, Live } from "./live.js";
import { withUndo } from "./undo_notice.js";
import { LastEvent } from "./widgets/last_event.js";

const code = document.body.dataset.code;
const statusBox = document.getElementById("status");
const problem = document.getElementById("problem");
const board = document.getElementById("board");
const notice = h("div", { class: "screen-notice" }); // who has left the table
board.before(notice);
const conn = document.getElementById("conn");
const title = document.getElementById("screen-title");
const where = document.getElementById("where"); // the top bar: the game and the table, in view
const offline = document.getElementById("screen-offline");
const lastEvent = new LastEvent();
statusBox.after(lastEvent.el);

const modules = new Map();

async function gameModule(id) {
  if (!modules.has(id)) {
    modules.set(id, import(`./games/${id}/index.js`).catch(() => null));
  }
  return modules.get(id);
}

function setStatus({ text, sub = "", kind = "wait", last = null }) {
  lastEvent.update(last);
  statusBox.dataset.kind = kind;
  statusBox.replaceChildren(text, sub ? h("span", { class: "sub" }, sub) : "");
}

/** Before the start: the join QR, large, and the seats taken so far, fitting the screen. */
function lobby(view) {
  const table = view.table;
  setStatus({ text: t("Waiting for players to join."),
    sub: seatsTaken(view.seats.length, table.players) });
  board.replaceChildren(h("div", { class: "screen-lobby screen-fit" },
    h("section", { class: "card", "aria-labelledby": "join-title" },
      h("h2", { id: "join-title" }, t("Scan to join")),
      h("div", { class: "qr-box" }, h("img", { src: `/table/${code}/join.svg`,
        alt: t("QR code to join the table"), width: 320, height: 320 })),
      h("p", { class: "bigcode" }, code)),
    h("section", { class: "card", "aria-labelledby": "seats-title" },
      h("h2", { id: "seats-title" }, t("Seats: {taken} of {players}", { taken: view.seats.length, players: table.players })),
      h("ol", { class: "seatlist" }, view.seats.map((seat, i) => h("li", {},
        h("span", { class: "pos", "aria-hidden": "true" }, i + 1), h("span", { class: "name" }, seat.name)))))));
}

async function render(view) {
  const game = gameData(view.table.game);
  const name = game ? game.name : view.table.game;
  title.textContent = t("{game} · table {code}", { game: name, code });
  where.textContent = title.textContent;
  document.title = `${name} · ${code}`;
  if (view.phase === "lobby") {
    notice.replaceChildren();
    lobby(view);
    return;
  }
  const module = await gameModule(view.table.game);
  if (!module || typeof module.renderPublic !== "function") {
    setStatus({ text: t("This screen cannot show {game} yet.", { game: name }), kind: "paused" });
    board.replaceChildren();
    return;
  }
  const status = module.renderPublic(view, board, game);
  notice.replaceChildren(leftNotice(view) || "");
  if (view.table.paused && !view.outcome) {
    setStatus({ text: t("The game is paused."), sub: t("The moderator will resume it."), kind: "paused", last: withUndo(view, status.last) });
  } else {
    setStatus({ ...status, last: withUndo(view, status.last) });
  }
}

let loading = false;
let again = false;

async function refresh() {
  if (loading) {
    again = true;
    return;
  }
  loading = true;
  try {
    do {
      again = false;
      try {
        const view = await api("GET", `/api/tables/${code}/public`);
        problem.textContent = "";
        live.seen(view.version);
        live.reached();
        if (view.table.rematch) followRematch(view.table.rematch, "/screen");
        else await render(view);
      } catch (error) {
        if (error.status === 404) {
          setStatus({ text: t("There is no table with this code."), kind: "paused" });
          live.stop();
        } else if (error.status === 0) {
          showConnection("offline");
        } else {
          problem.textContent = error.message;
        }
      }
    } while (again);
  } finally {
    loading = false;
  }
}

function showConnection(state) {
  conn.dataset.state = state;
  const label = { connecting: t("Connecting…"), live: t("Live"),
    polling: t("Live updates lost: checking the table every few seconds."),
    offline: t("No connection to the table.") }[state];
  conn.setAttribute("aria-label", label);
  conn.title = label;
  offline.hidden = state !== "offline" && state !== "polling";
  offline.textContent = label;
}

const live = new Live(code, {
  refresh, rematch: (next) => followRematch(next, "/screen"), state: showConnection,
}, `/api/tables/${code}/public/events`);

refresh();
live.start();
