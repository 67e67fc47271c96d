// Inside Job: the leader records the trick just played at the real table (seed 003, Estructura
// de un turno, Colocar maletines; docs/rules-decisions.md#inside-job). Made for one thumb: the seats come
// pre-filled in play order from the leader (the engine takes the leader's card first, then
// each seat to the left), so the leader only taps a suit and a value per card; the suit stays
// chosen for the next card (following suit is the common case). A briefcase toggle per card,
// the trump suit, the mission, and an undo of any step before the trick is sent. A draft
// survives a page reload (sessionStorage of this tab) until it is sent.

import { h } from "../../dom.js";
import { actionCard, moveForm } from "../../seat_screen.js";
import { briefcaseIcon, cardChip } from "./board.js";
import { SUITS, VALUES } from "./text.js";

const STORE = "tapete-inside-job-trick";

function emptyDraft(players) {
  return { trump: null, cards: Array(players).fill(null), cases: Array(players).fill(false),
    mission: null, active: 0 };
}

function loadDraft(key, players) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORE) || "null");
    if (saved && saved.key === key && saved.draft.cards.length === players) return saved;
  } catch {
    // A damaged or foreign draft is simply not used.
  }
  return { key, draft: emptyDraft(players), undo: [], suit: null };
}

function saveDraft(entry) {
  try {
    sessionStorage.setItem(STORE, JSON.stringify(entry));
  } catch {
    // Private browsing without storage: the draft lives as long as the page.
  }
}

function forgetDraft() {
  try {
    sessionStorage.removeItem(STORE);
  } catch {
    // Nothing was stored.
  }
}

function suitButton(words, suit, onclick, cls) {
  return h("button", { type: "button", class: `btn ij-suit ${cls}`, dataset: { suit },
    "aria-pressed": "false", onclick }, words.suit(suit));
}

/**
 * The leader's trick form: `{trump, plays: [{seat, suit, value, briefcase}], mission}` sent as
 * the move "trick". `view` is the leader's own view (its `public` gives the leader, the seats
 * that may place a briefcase and the last trick's cards, already played this hand).
 */
export function trickCard(ctx, view, words) {
  const pub = view.public;
  const n = pub.players;
  const order = Array.from({ length: n }, (_, i) => (pub.leader + i) % n);
  const number = pub.tricks + 1;
  const entry = loadDraft(`${ctx.code}:${number}:${pub.leader}`, n);
  const draft = entry.draft;
  const played = new Set((pub.last_trick?.plays || []).map((p) => `${p.suit}:${p.value}`));

  const led = () => draft.cards[0]?.suit ?? null;
  const canCase = (i) => Boolean(pub.may_place_briefcase[order[i]] && draft.cards[i] && led()
    && draft.cards[i].suit === led());
  const taken = (suit, value, except) => played.has(`${suit}:${value}`)
    || draft.cards.some((c, i) => i !== except && c && c.suit === suit && c.value === value);

  /** Record the state before a change, so that Undo can go back to it. */
  const step = (change) => {
    entry.undo.push(JSON.stringify(draft));
    change();
    draft.cases = draft.cases.map((on, i) => on && canCase(i));
    sync();
  };

  const error = h("p", { class: "error", role: "alert" });
  const trumpButtons = SUITS.map((suit) => suitButton(words, suit,
    () => step(() => { draft.trump = suit; }), "ij-trump-pick"));

  const rows = order.map((seat, i) => {
    const cardButton = h("button", { type: "button", class: "ij-slot",
      onclick: () => {
        draft.active = i;
        if (draft.cards[i]) entry.suit = draft.cards[i].suit;
        sync();
      } });
    const caseButton = h("button", { type: "button", class: "btn small ij-case", "aria-pressed": "false",
      "aria-label": words.say("Briefcase on {name}'s card", { name: words.name(seat) }),
      onclick: () => step(() => { draft.cases[i] = !draft.cases[i]; }) }, briefcaseIcon());
    const row = h("li", { dataset: { seat } },
      h("span", { class: "ij-pos" }, String(i + 1)),
      h("span", { class: "name" }, words.name(seat),
        seat === view.you.seat ? h("span", { class: "you" }, ` ${words.say("(you)")}`) : null),
      cardButton, caseButton);
    return { row, cardButton, caseButton, seat };
  });

  const padLabel = h("p", { class: "ij-pad-label", "aria-live": "polite" });
  const padSuits = SUITS.map((suit) => suitButton(words, suit, () => {
    entry.suit = suit;
    sync();
  }, "ij-pad-suit"));
  const padValues = VALUES.map((value) => h("button", { type: "button", class: "btn ij-value",
    dataset: { value }, onclick: () => step(() => {
      const i = draft.active;
      draft.cards[i] = { suit: entry.suit, value };
      const next = draft.cards.findIndex((c, j) => j > i && !c);
      draft.active = next >= 0 ? next : draft.cards.findIndex((c) => !c);
    }) }, String(value)));
  const undoButton = h("button", { type: "button", class: "btn ij-undo", onclick: () => {
    const previous = entry.undo.pop();
    if (previous) Object.assign(draft, JSON.parse(previous));
    sync();
  } }, words.say("Undo"));
  const pad = h("div", { class: "ij-pad" },
    padLabel,
    h("div", { class: "ij-suits", role: "group", "aria-label": words.say("Suit") }, padSuits),
    h("div", { class: "ij-values", role: "group", "aria-label": words.say("Value") }, padValues, undoButton));

  const missionButtons = [true, false].map((ok) => h("button", { type: "button",
    class: "btn ij-mission", "aria-pressed": "false", dataset: { mission: String(ok) },
    onclick: () => step(() => { draft.mission = ok; }) },
  ok ? `✓ ${words.say("Completed")}` : `✗ ${words.say("Failed")}`));

  const missing = h("p", { class: "hint", "aria-live": "polite" });
  const submit = h("button", { type: "submit", class: "btn primary big wide" },
    words.say("Record trick {n}", { n: number }));

  function sync() {
    saveDraft(entry);
    trumpButtons.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.suit === draft.trump)));
    rows.forEach(({ row, cardButton, caseButton, seat }, i) => {
      const card = draft.cards[i];
      row.classList.toggle("active", i === draft.active);
      cardButton.replaceChildren(card ? cardChip(words, card) : h("span", { class: "ij-empty" }, "—"));
      cardButton.setAttribute("aria-label", card
        ? words.say("Card of {name}: {card}. Tap to change it.", { name: words.name(seat), card: words.card(card) })
        : words.say("Card of {name}: not entered yet.", { name: words.name(seat) }));
      const allowed = canCase(i);
      caseButton.disabled = !allowed;
      caseButton.title = pub.may_place_briefcase[seat] ? words.say("Only on a card of the suit led.")
        : words.say("This player cannot place a briefcase.");
      caseButton.setAttribute("aria-pressed", String(draft.cases[i]));
    });
    const active = draft.active;
    if (active >= 0) {
      padLabel.textContent = words.say("Card of {name}:", { name: words.name(order[active]) });
    } else {
      padLabel.textContent = words.say("Every card is entered. Tap a card above to change it.");
    }
    padSuits.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.suit === entry.suit)));
    padValues.forEach((b) => {
      b.disabled = active < 0 || !entry.suit || taken(entry.suit, Number(b.dataset.value), active);
    });
    undoButton.disabled = entry.undo.length === 0;
    missionButtons.forEach((b) => b.setAttribute("aria-pressed", String(String(draft.mission) === b.dataset.mission)));
    const needs = [];
    if (!draft.trump) needs.push(words.say("the trump"));
    const cardsMissing = draft.cards.filter((c) => !c).length;
    if (cardsMissing) needs.push(words.sayN("{n} card", "{n} cards", cardsMissing));
    if (draft.mission === null) needs.push(words.say("the mission"));
    missing.textContent = needs.length ? words.say("Still missing: {list}.", { list: needs.join(", ") }) : "";
    submit.disabled = needs.length > 0;
  }

  const plays = () => order.map((seat, i) => ({ seat, suit: draft.cards[i].suit, value: draft.cards[i].value,
    briefcase: draft.cases[i] }));
  const form = moveForm(ctx, "stack ij-trick", { move: "trick", submit, error, refused: sync, sent: forgetDraft,
    args: () => ({ trump: draft.trump, plays: plays(), mission: draft.mission }) },
  h("fieldset", {}, h("legend", {}, words.say("Trump suit of your mission")),
    h("div", { class: "ij-suits" }, trumpButtons)),
  h("fieldset", {}, h("legend", {}, words.say("Cards in play order")),
    h("ol", { class: "ij-entry" }, rows.map((r) => r.row)), pad),
  h("fieldset", {}, h("legend", {}, words.say("Mission")),
    h("div", { class: "row" }, missionButtons)),
  error, missing, submit);
  sync();
  return actionCard("trick", words.say("Record trick {n}", { n: number }),
    h("p", { class: "small" }, words.say("Enter the cards as they were played: yours first, then to your left. Choose a suit, then tap the value.")),
    form);
}
