// The dominance check form (seed 002 "Comprobación de dominio"): the blocks of each coalition,
// then for every player the loyalty, influence and cylinders in play, and whether this is the
// final check. It starts from the last check's figures (blocks only when that check failed:
// after a success the blocks leave the board) and says, as the blocks are entered, whether the
// check succeeds. The referee's answer has the last word.

import { h } from "../../dom.js";
import { actionCard, moveForm } from "../../seat_screen.js";
import { stepper } from "../../widgets/stepper.js";
import { COALITIONS, dominant } from "./text.js";

const LIMITS = { blocks: 12, influence: 50, cylinders: 10 };

function startingFigures(pub) {
  const last = pub.checks[pub.checks.length - 1];
  const blocks = Object.fromEntries(COALITIONS.map((c) => [c, last && !last.success ? last.blocks[c] : 0]));
  const players = Object.fromEntries(pub.in_game.map((p) => {
    const before = last?.entries?.[p];
    return [p, before ? { ...before } : { loyalty: null, influence: 1, cylinders: 0 }];
  }));
  return { blocks, players, final: pub.next_is_final };
}

function loyaltyButtons(figures, player, words, sync) {
  const buttons = COALITIONS.map((c) => h("button", {
    type: "button", class: "btn small", "aria-pressed": String(figures.loyalty === c),
    dataset: { coalition: c },
    onclick: () => {
      figures.loyalty = c;
      for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.coalition === c));
      sync();
    },
  }, words.coalition(c)));
  return h("div", { class: "pp-loyalty", role: "group",
    "aria-label": words.say("Loyalty of {name}", { name: words.name(player) }) }, buttons);
}

function playerFieldset(figures, player, words, sync) {
  const name = words.name(player);
  return h("fieldset", { class: "pp-player", dataset: { player } },
    h("legend", {}, name),
    loyaltyButtons(figures, player, words, sync),
    stepper({ label: words.say("Influence"), value: figures.influence, min: 1, max: LIMITS.influence,
      fewer: words.say("Less influence for {name}", { name }),
      more: words.say("More influence for {name}", { name }),
      onChange: (v) => { figures.influence = v; }, cls: "influence" }),
    stepper({ label: words.say("Cylinders in play"), value: figures.cylinders, min: 0, max: LIMITS.cylinders,
      fewer: words.say("Fewer cylinders for {name}", { name }),
      more: words.say("More cylinders for {name}", { name }),
      onChange: (v) => { figures.cylinders = v; }, cls: "cylinders" }));
}

/** The card with the check form for the next check. */
export function checkCard(ctx, view, words) {
  const pub = view.public;
  const figures = startingFigures(pub);
  const preview = h("p", { class: "pp-preview", "aria-live": "polite" });
  const missing = h("p", { class: "hint", "aria-live": "polite" });
  const error = h("p", { class: "error", role: "alert" });
  const submit = h("button", { type: "submit", class: "btn primary big wide" },
    words.say("Score check {n}", { n: pub.next_check }));
  const sync = () => {
    const winner = dominant(figures.blocks);
    preview.textContent = winner
      ? words.say("Success: {coalition} leads each other one by 4 or more. Its loyal players score by influence.",
        { coalition: words.coalitionInText(winner) })
      : words.say("Failure so far: no coalition leads each other one by 4. Everybody scores by cylinders.");
    preview.dataset.success = String(Boolean(winner));
    const unset = pub.in_game.filter((p) => !figures.players[p].loyalty);
    missing.textContent = unset.length ? words.say("Choose the loyalty of {names}.", { names: words.list(unset) }) : "";
    submit.disabled = unset.length > 0;
  };
  const blocks = COALITIONS.map((c) => stepper({
    label: words.coalition(c), value: figures.blocks[c], min: 0, max: LIMITS.blocks,
    fewer: words.say("{coalition}: one block fewer", { coalition: words.coalition(c) }),
    more: words.say("{coalition}: one block more", { coalition: words.coalition(c) }),
    onChange: (v) => { figures.blocks[c] = v; sync(); }, cls: `block ${c}`,
  }));
  const final = h("input", { type: "checkbox", id: "pp-final", checked: figures.final,
    onchange: () => { figures.final = final.checked; } });
  sync();
  const form = moveForm(ctx, "stack pp-check", {
    move: "dominance_check",
    args: () => ({ blocks: { ...figures.blocks }, players: structuredClone(figures.players), final: figures.final }),
    submit, error, refused: sync,
    sent: () => window.scrollTo({ top: 0, behavior: "smooth" }), // the result shows at the top
  },
  h("fieldset", { class: "pp-blocks" }, h("legend", {}, words.say("Coalition blocks on the board")), blocks),
  preview,
  pub.in_game.map((p) => playerFieldset(figures.players[p], p, words, sync)),
  h("label", { class: "choice", for: "pp-final" }, final,
    h("span", {}, h("span", { class: "title" }, words.say("Final check")),
      h("span", { class: "sub" }, words.say("Points are doubled; the game ends after it.")))),
  missing, error, submit);
  return actionCard("dominance_check", words.checkTitle(pub.next_check, pub.next_is_final),
    h("p", { class: "small muted" }, words.say("Enter what is on the board when the check comes up. Any phone may enter it.")),
    form);
}
