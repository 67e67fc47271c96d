// The lobby, before the start: the moderator's join QR, seats as they are claimed, table order,
// lock and start; a seated phone's "waiting for the start"; each seat's side in a board game whose
// options fix it (the view's `sides`: White/Black, or the colour and pair of PokerDrez for 4).

import { api, hasSeat } from "./api.js";
import { confirmButton, h, Slot } from "./dom.js";
import { t } from "./i18n.js";

/** The pairs of a game of two pairs by colour (PokerDrez for 4). */
const PAIRS = { light: ["yellow", "red"], dark: ["green", "blue"] };

/** A seat's side in words ("White"; "Yellow · light pair"), from the view's `sides`. */
function sideName(side) {
  const names = { white: t("White"), black: t("Black"), yellow: t("Yellow"), green: t("Green"),
    red: t("Red"), blue: t("Blue") };
  if (PAIRS.light.includes(side)) return `${names[side]} · ${t("light pair")}`;
  if (PAIRS.dark.includes(side)) return `${names[side]} · ${t("dark pair")}`;
  return names[side] || side;
}

/** Who plays with whom, when the seats play in two pairs: "Light pair: seats 1 and 3 …". */
function pairsNote(sides) {
  if (!sides || !sides.some((side) => PAIRS.light.includes(side))) return null;
  const seats = (pair) => sides.map((side, index) => (PAIRS[pair].includes(side) ? index + 1 : null))
    .filter((n) => n !== null);
  const [a, b] = seats("light");
  const [c, d] = seats("dark");
  return h("p", { class: "notice" }, t("Seats {a} and {b} (light pair) play against seats {c} and {d} (dark pair): sit so that partners face each other.", { a, b, c, d }));
}

function seatList(info, tools, sides) {
  const side = (index) => (sides && sides[index] ? h("span", { class: "side" }, sideName(sides[index])) : null);
  const items = info.seats.map((seat, index) => h("li", {},
    h("span", { class: "pos", "aria-hidden": "true" }, index + 1),
    h("span", { class: "name" }, seat.name, side(index)),
    tools ? tools(seat, index) : null));
  for (let free = info.seats.length; free < info.players; free += 1) {
    items.push(h("li", { class: "empty" },
      h("span", { class: "pos", "aria-hidden": "true" }, free + 1),
      h("span", { class: "name" }, t("Free seat"), side(free))));
  }
  return h("ol", { class: "seatlist", "aria-label": t("Seats in table order") }, items);
}

/** True when `url` points at the computer the browser runs on (no phone can reach that). */
function isLoopback(url) {
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "[::1]" || host.startsWith("127.");
  } catch {
    return false;
  }
}

/** The table screen's QR, folded so that no player scans it instead of the join QR. */
function screenCard(code) {
  const path = `/table/${code}/screen`;
  const box = h("div", { class: "qr-box" });
  const details = h("details", { class: "more card" },
    h("summary", {}, t("Table screen (a tablet or TV)")),
    h("p", { class: "small" }, t("Open this on a tablet or TV in the middle of the table: it shows the public board and every result, and no secret.")),
    box, h("p", { class: "screenurl" }, h("a", { href: path, target: "_blank", rel: "noopener" }, path)));
  details.addEventListener("toggle", () => {
    if (details.open && !box.firstChild) {
      box.append(h("img", { src: `${path}.svg`, alt: t("QR code of the table screen"), width: 320, height: 320 }));
    }
  });
  return details;
}

export class Lobby {
  /** @param {HTMLElement} root @param {{code: string, report: Function, refresh: Function}} ctx */
  constructor(root, ctx) {
    this.ctx = ctx;
    this.controls = new Slot(root); // Start first: the moderator need not scroll past the QR
    this.qr = new Slot(root);
    this.screenQr = new Slot(root);
    this.seats = new Slot(root);
    this.own = new Slot(root);
  }

  update(info, view) {
    const you = view.you || {};
    const moderator = Boolean(you.moderator);
    this.qr.show([moderator, info.code, info.join_url], () => (moderator ? this.joinCard(info) : null));
    this.screenQr.show([moderator, info.code], () => (moderator ? screenCard(info.code) : null));
    this.seats.show([info.seats, info.players, moderator, you.seat, view.sides],
      () => this.seatsCard(info, moderator, you, view.sides));
    const needsOwnSeat = moderator && info.moderator_plays === true && you.seat === null;
    this.own.show([needsOwnSeat], () => (needsOwnSeat ? this.ownSeatCard() : null));
    this.controls.show([moderator, info.locked, info.seats.length, info.players],
      () => (moderator ? this.controlsCard(info) : null));
  }

  joinCard(info) {
    return h("section", { class: "card", "aria-labelledby": "join-title" },
      h("h2", { id: "join-title" }, t("Scan to join")),
      h("div", { class: "qr-box" },
        h("img", { src: `/table/${info.code}/join.svg`, alt: t("QR code to join the table"),
          width: 320, height: 320 })),
      h("p", { class: "bigcode", "aria-label": t("Table code {code}", { code: info.code.split("").join(" ") }) },
        info.code),
      h("p", { class: "joinurl" }, info.join_url),
      isLoopback(info.join_url) ? h("p", { class: "notice" },
        t("Phones cannot open this address: it means “this computer”. Open this page at the address the server printed when it started.")) : null);
  }

  /** The seats in table order, each with its side when the options fix it (`sides`, P4-4). */
  seatsCard(info, moderator, you, sides) {
    const move = async (index, delta) => {
      const order = info.seats.map((seat) => seat.seat);
      const [taken] = order.splice(index, 1);
      order.splice(index + delta, 0, taken);
      await this.ctx.run(() => api("POST", `/api/tables/${info.code}/order`, { seats: order }));
    };
    const tools = moderator ? (seat, index) => h("span", { class: "tools" },
      h("button", { type: "button", class: "btn small", disabled: index === 0,
        "aria-label": t("Move {name} up", { name: seat.name }), onclick: () => move(index, -1) }, "↑"),
      h("button", { type: "button", class: "btn small", disabled: index === info.seats.length - 1,
        "aria-label": t("Move {name} down", { name: seat.name }), onclick: () => move(index, 1) }, "↓"),
      confirmButton("✕", t("Remove?"), () => this.ctx.run(
        () => api("POST", `/api/tables/${info.code}/seats/${seat.seat}/remove`)),
      { class: "btn small", "aria-label": t("Remove {name}", { name: seat.name }) })) : null;
    const mine = hasSeat(you) ? info.seats.find((seat) => seat.seat === you.seat) : null;
    return h("section", { class: "card", "aria-labelledby": "seats-title" },
      h("h2", { id: "seats-title" },
        t("Seats: {taken} of {players}", { taken: info.seats.length, players: info.players })),
      mine ? h("p", {}, t("You are seated as {name}.", { name: mine.name })) : null,
      moderator ? h("p", { class: "small muted" },
        t("Table order: each player's left-hand neighbour is the next one in the list, and the last one's is the first. Sort the list the way you sit.")) : null,
      pairsNote(sides), seatList(info, tools, sides));
  }

  ownSeatCard() {
    const input = h("input", { id: "own-name", type: "text", maxlength: document.body.dataset.nameMax,
      autocomplete: "nickname", autocapitalize: "words" });
    const form = h("form", { class: "card stack", onsubmit: async (event) => {
      event.preventDefault();
      const name = input.value.trim();
      if (name) await this.ctx.run(() => api("POST", `/api/tables/${this.ctx.code}/seats`, { name }));
    } },
    h("label", { for: "own-name" }, t("Your name")), input,
    h("button", { type: "submit", class: "btn primary wide" }, t("Take my seat")));
    return form;
  }

  controlsCard(info) {
    const full = info.seats.length === info.players;
    return h("section", { class: "card stack", "aria-label": t("Start") },
      h("button", { type: "button", class: "btn wide", "aria-pressed": String(Boolean(info.locked)),
        onclick: () => this.ctx.run(() => api("POST", `/api/tables/${info.code}/lock`, { locked: !info.locked })) },
      info.locked ? t("Locked: no new seats (tap to unlock)") : t("Lock the table")),
      h("button", { type: "button", class: "btn primary wide big", disabled: !full,
        onclick: () => this.ctx.run(() => api("POST", `/api/tables/${info.code}/start`)) },
      t("Start the game")),
      full ? null : h("p", { class: "hint" },
        t("The game starts when every seat is taken.")));
  }
}
