// The clean-up aid (seed 002 "Límites de corte y mano", docs/rules-decisions.md#pax-pamir): at the end of a
// turn, how many cards a player must discard. Court limit 3 + political (purple) stars, hand
// limit 2 + intelligence (blue) stars; the score does not change.

import { h } from "../../dom.js";
import { moveForm } from "../../seat_screen.js";
import { stepper } from "../../widgets/stepper.js";

// Open or folded: kept across rebuilds of the card (a page shows one table).
let open = false;

function lastLine(pub, words) {
  const last = pub.cleanups[pub.cleanups.length - 1];
  if (!last) return null;
  const params = { name: words.name(last.player), court: last.court_discard, hand: last.hand_discard,
    courtLimit: last.court_limit, handLimit: last.hand_limit };
  const text = last.court_discard || last.hand_discard
    ? words.say("{name} discards {court} from the court and {hand} from the hand (limits: court {courtLimit}, hand {handLimit}).", params)
    : words.say("{name} keeps every card (limits: court {courtLimit}, hand {handLimit}).", params);
  return h("p", { class: "pp-cleanup-result", role: "status" }, text);
}

/** The folded clean-up card; `mayEnter` says whether this phone may send the move. */
export function cleanupCard(ctx, view, words, mayEnter) {
  const pub = view.public;
  const counts = { court: 0, hand: 0, political_stars: 0, intelligence_stars: 0 };
  let player = view.you && view.you.seat !== null && view.you.seat !== undefined ? String(view.you.seat) : pub.in_game[0];
  const who = pub.in_game.map((p) => h("button", {
    type: "button", class: "btn small", "aria-pressed": String(p === player), dataset: { player: p },
    onclick: () => {
      player = p;
      for (const b of who) b.setAttribute("aria-pressed", String(b.dataset.player === p));
    },
  }, words.name(p)));
  const step = (key, label, max) => stepper({ label, value: 0, min: 0, max,
    fewer: words.say("{what}: one fewer", { what: label }), more: words.say("{what}: one more", { what: label }),
    onChange: (v) => { counts[key] = v; } });
  const error = h("p", { class: "error", role: "alert" });
  const submit = h("button", { type: "submit", class: "btn primary wide" }, words.say("How many to discard?"));
  const form = mayEnter ? moveForm(ctx, "stack", {
    move: "cleanup_check", args: () => ({ seat: player, ...counts }), submit, error,
    refused: () => { submit.disabled = false; },
  },
  h("div", { class: "pp-who-row", role: "group", "aria-label": words.say("Player") }, who),
  step("court", words.say("Cards in court"), 50),
  step("political_stars", words.say("Political (purple) stars"), 20),
  step("hand", words.say("Cards in hand"), 50),
  step("intelligence_stars", words.say("Intelligence (blue) stars"), 20),
  error, submit) : null;
  const details = h("details", { class: "card pp-cleanup", open,
    ontoggle: () => { open = details.open; } },
  h("summary", {}, words.say("Clean-up: cards to discard")),
  h("p", { class: "small muted" }, words.say("Court: 3 + political stars. Hand: 2 + intelligence stars.")),
  lastLine(pub, words), form);
  return details;
}
