// The melds on a RummiDrez table and the cards of a hand, drawn as the printed cards (the
// kit's card buttons, games/kit/card_button.js). While a seat composes its turn a tap picks
// a card and the lit places take it: a meld ("Put here"), a new meld, or the hand again.
//
//   meldsList({groups, names, words, picked, onPick, onPut, problems, changed}) -> <ol> of melds
//   cardRow(cards, {names, picked, onPick, label, arrived}) -> a wrapping row of card buttons
//   (`changed`: the last play of another seat, its melds marked "new" or "changed" and the
//   cards that arrived outlined, so every phone sees what the turn did)
//   placeButtons({draft, words, onPut}) -> the "New meld" / "Back to hand" buttons (or null)
//   handOrder(cards) -> the cards by figure (Joker first, neutral cards last), then number

import { h } from "../../dom.js";
import { baseId } from "../../widgets/art.js";
import { cardButton } from "../kit/card_button.js";

/** The figures from the strongest, as the cards print them; neutral cards after them. */
const FIGURES = ["joker", "queen", "rook", "bishop", "knight", "pawn", "neutral"];

/** `cards` sorted for a hand (R5): by figure, then by number; a second deck's copy beside the first. */
export function handOrder(cards) {
  const key = (id) => {
    const [figure, number] = baseId(id).split("-");
    return FIGURES.indexOf(figure) * 10 + Number(number || 0);
  };
  return [...cards].sort((a, b) => key(a) - key(b) || a.localeCompare(b));
}

/** A wrapping row of cards; with `onPick` each is a toggle button, else a plain picture. */
export function cardRow(cards, { names, picked = null, onPick = null, label = "", arrived = new Set() }) {
  return h("div", { class: "rd-cards", role: "group", "aria-label": label || null },
    cards.map((card) => cardButton(card, names, {
      class: [card === picked ? "picked" : "", arrived.has(card) ? "arrived" : ""].filter(Boolean).join(" "),
      pressed: onPick ? card === picked : undefined,
      disabled: !onPick,
      onclick: onPick ? () => onPick(card) : undefined,
    })));
}

/**
 * The melds in table order (`groups`, each a list of ids; empty ones skipped but counted, so
 * `onPut(index)` names the group as the draft knows it). `problems` marks groups by index.
 */
export function meldsList({ groups, names, words, picked = null, onPick = null, onPut = null, problems = new Set(),
  changed = null }) {
  const changes = new Map(((changed && changed.changes) || []).map((change) => [change.meld - 1, change]));
  const items = groups.map((group, index) => {
    if (!group.length) return null;
    const change = changes.get(index);
    const number = words.say("Meld {n}", { n: index + 1 });
    const tag = change ? h("span", { class: "rd-tag" }, change.new ? words.say("new") : words.say("changed")) : null;
    const target = picked !== null && onPut && !group.includes(picked)
      ? h("button", { type: "button", class: "btn rd-put", dataset: { meld: String(index) },
        onclick: () => onPut(index) }, words.say("Put here"))
      : null;
    return h("li", { class: `rd-meld${problems.has(index) ? " bad" : ""}${target ? " lit" : ""}${change ? " changed" : ""}`,
      dataset: { meld: String(index) } },
    h("span", { class: "rd-num" }, number, tag ? " " : null, tag),
    cardRow(group, { names, picked, onPick, label: number, arrived: new Set(change ? change.cards : []) }), target);
  });
  const shown = items.filter(Boolean);
  return shown.length ? h("ol", { class: "rd-melds" }, shown)
    : h("p", { class: "hint rd-empty" }, words.say("No meld on the table yet."));
}

/** With a card picked: "New meld", and "Back to hand" for a card of this turn's hand. */
export function placeButtons({ draft, words, onPut }) {
  if (draft.picked === null) return null;
  return h("div", { class: "row rd-places" },
    h("button", { type: "button", class: "btn rd-new", onclick: () => onPut("new") }, words.say("New meld")),
    draft.canReturn ? h("button", { type: "button", class: "btn rd-back", onclick: () => onPut("hand") },
      words.say("Back to hand")) : null);
}
