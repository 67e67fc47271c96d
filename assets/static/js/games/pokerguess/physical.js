// The showdown with the printed deck (⚙ cards = "physical", docs/rules-decisions.md#pokerguess):
// a player still in enters the 5 common cards and every player's two (folded players' too,
// their cards count); the app judges the predictions it recorded and pays. A card entered twice
// is refused here before it is sent.

import { h } from "../../dom.js";
import { actionCard, moveForm } from "../../seat_screen.js";
import { cardNames } from "../../widgets/art.js";
import { COLOURS, FIGURES } from "./words.js";

const DECK = FIGURES.flatMap((figure) => COLOURS.map((n) => `${figure}-${n}`));

function cardSelect(label, names, onChange) {
  const select = h("select", { "aria-label": label, onchange: onChange },
    h("option", { value: "" }, "—"), DECK.map((id) => h("option", { value: id }, names[id] || id)));
  return select;
}

export function physicalCard(ctx, view, words) {
  const pub = view.public;
  const slots = [];
  const submit = h("button", { type: "submit", class: "btn big primary wide", disabled: true }, words.say("Judge the showdown"));
  const error = h("p", { class: "error", role: "alert" });
  const body = h("div", { class: "pg-entry" });
  const check = () => {
    const ids = slots.map((s) => s.select.value);
    const filled = ids.filter(Boolean);
    const twice = filled.length !== new Set(filled).size;
    error.textContent = twice ? words.say("A card is entered twice.") : "";
    submit.disabled = twice || filled.length !== ids.length;
  };
  const slot = (label, group) => {
    const entry = { group, select: null, label };
    slots.push(entry);
    return entry;
  };
  const groups = [{ title: words.say("Common cards"), key: "common", count: 5 },
    ...pub.in_hand.map((seat) => ({ title: words.name(seat), key: String(seat), count: 2 }))];
  const entries = groups.map((g) => ({ g, items: Array.from({ length: g.count }, (_, i) => slot(`${g.title} ${i + 1}`, g.key)) }));
  cardNames("pokerdrez").then((names) => {
    body.replaceChildren(...entries.map(({ g, items }) => h("fieldset", { class: "pg-entry-group" },
      h("legend", {}, g.title), items.map((item) => {
        item.select = cardSelect(item.label, names, check);
        return item.select;
      }))));
  });
  const args = () => {
    const hands = {};
    for (const s of slots.filter((x) => x.group !== "common")) (hands[s.group] ||= []).push(s.select.value);
    return { common: slots.filter((s) => s.group === "common").map((s) => s.select.value), hands };
  };
  return actionCard("showdown", words.say("Showdown: enter the cards"),
    h("p", { class: "small" }, words.say("Everyone turns their cards face up, folded players too. Enter them; the app checks the predictions and pays.")),
    moveForm(ctx, "stack", { move: "showdown", args, submit, error, refused: check }, body, error, submit));
}
