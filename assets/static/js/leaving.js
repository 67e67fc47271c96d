// A player who leaves (docs/rules-decisions.md "A player who leaves", api.md): the line every
// phone and the table screen show naming the seats that left, the card a left seat's phone
// shows instead of the game, and the moderator's form that marks a seat as left (confirmed
// with a second tap, like undo).

import { api, clientId } from "./api.js";
import { confirmButton, h } from "./dom.js";
import { listNames, t, tn } from "./i18n.js";

/** The name of `seat` in `view.seats`, or "Seat n". */
function seatName(view, seat) {
  return view.seats.find((s) => s.seat === seat)?.name || t("Seat {n}", { n: seat + 1 });
}

/** "Bob has left the table." / "Bob and Ana have left the table.", or null when nobody left. */
export function leftNotice(view) {
  const left = view.left || [];
  if (!left.length) return null;
  const names = listNames(left.map((seat) => seatName(view, seat)));
  return h("p", { class: "card left-notice", role: "status" },
    tn("{names} has left the table.", "{names} have left the table.", left.length, { names }));
}

/** What a left seat's phone shows instead of the game: it has left, and why nothing more. */
export function youLeftCard() {
  return h("section", { class: "card you-left", "aria-label": t("You have left this table.") },
    h("p", {}, t("The moderator marked your seat as left. Your turns are played for you by the game's rule, and this phone no longer shows the game or your cards.")),
    h("p", { class: "small muted" }, t("If this was a mistake, ask the moderator to undo it.")));
}

/** The moderator's words for a way of leaving (Game.leave_modes). */
function modeLabel(mode) {
  return { stand_in: t("A stand-in plays their turns"), resign: t("Resign for them") }[mode] || mode;
}

/**
 * The moderator's "A player has left" form: the seats still at the table, and one button per
 * way of leaving the game offers; the first tap asks "Tap again: Bob has left", the second
 * sends it (`ctx.run`). Null when every seat has left or the game is not being played; while
 * the game is paused (no move is taken, a leave neither), a line saying to resume first.
 * `info`: the table's {status, paused}.
 */
export function leaveForm(view, ctx, info) {
  const left = view.left || [];
  const present = view.seats.filter((s) => !left.includes(s.seat));
  const modes = view.table.leave_modes || ["stand_in"];
  if (!present.length || info.status !== "playing") return null;
  if (info.paused) {
    return h("p", { class: "hint leave-form" }, t("To mark a player as left, resume the game first."));
  }
  const buttons = h("div", { class: "stack" });
  const select = h("select", { id: "leave-seat", onchange: () => fill() },
    present.map((seat) => h("option", { value: seat.seat }, seat.name)));
  const fill = () => {
    const seat = Number(select.value);
    const name = seatName(view, seat);
    buttons.replaceChildren(...modes.map((how) => confirmButton(modeLabel(how),
      t("Tap again: {name} has left", { name }), () => ctx.run(() => api("POST",
        `/api/tables/${ctx.code}/seats/${seat}/leave`, { how, id: clientId() })),
      { "data-mode": how })));
  };
  fill();
  return h("div", { class: "stack leave-form" },
    h("label", { for: "leave-seat" }, t("A player has left the table")),
    h("p", { class: "hint" }, t("The game goes on without them, by its rule; undo gives the seat back.")),
    select, buttons);
}
