// After the final check, a tie for the most points (seed 002 "Fin del juego"): the tied
// players' military (red) stars, then rupees; if they are still tied the moderator names the
// winner (the seed's optional cookery contest) or lets them share the win.

import { h } from "../../dom.js";
import { actionCard, moveButtons, moveForm } from "../../seat_screen.js";
import { stepper } from "../../widgets/stepper.js";

/** The tie-break form: military stars and rupees of each tied player. */
export function tiebreakCard(ctx, view, words) {
  const pub = view.public;
  const military = Object.fromEntries(pub.tied.map((p) => [p, 0]));
  const rupees = Object.fromEntries(pub.tied.map((p) => [p, 0]));
  const error = h("p", { class: "error", role: "alert" });
  const submit = h("button", { type: "submit", class: "btn primary big wide" }, words.say("Break the tie"));
  const rows = pub.tied.map((p) => {
    const name = words.name(p);
    return h("fieldset", { class: "pp-player", dataset: { player: p } }, h("legend", {}, name),
      stepper({ label: words.say("Military (red) stars"), value: 0, min: 0, max: 20,
        fewer: words.say("Fewer military stars for {name}", { name }),
        more: words.say("More military stars for {name}", { name }),
        onChange: (v) => { military[p] = v; }, cls: "military" }),
      stepper({ label: words.say("Rupees"), value: 0, min: 0, max: 200,
        fewer: words.say("Fewer rupees for {name}", { name }),
        more: words.say("More rupees for {name}", { name }),
        onChange: (v) => { rupees[p] = v; }, cls: "rupees" }));
  });
  return actionCard("tiebreak", words.say("Tie for the win: {names}", { names: words.list(pub.tied) }),
    h("p", {}, words.say("Most military stars wins; if still tied, most rupees.")),
    moveForm(ctx, "stack", {
      move: "tiebreak", args: () => ({ military: { ...military }, rupees: { ...rupees } }),
      submit, error, refused: () => { submit.disabled = false; },
    }, rows, error, submit));
}

function entered(pub, words) {
  const tiebreak = pub.tiebreak;
  if (!tiebreak) return null;
  return h("ul", { class: "pp-tiebreak" }, Object.keys(tiebreak.military).map((p) => h("li", {},
    words.say("{name}: military stars {military}, rupees {rupees}",
      { name: words.name(p), military: tiebreak.military[p], rupees: tiebreak.rupees[p] }))));
}

/** Still tied: the moderator's choice, or a note for everyone else. */
export function stillTiedCard(ctx, view, words) {
  const pub = view.public;
  const names = words.list(pub.tied);
  if (!view.you || !view.you.moderator) {
    return h("section", { class: "card" }, h("h2", {}, words.say("Still tied: {names}", { names })),
      h("p", {}, words.say("The moderator names the winner, or lets them share the win.")),
      entered(pub, words));
  }
  const [buttons, error] = moveButtons(ctx, [
    ...pub.tied.map((p) => ({ move: "declare_winner", args: { seat: /^\d+$/.test(p) ? Number(p) : p },
      label: words.say("{name} wins", { name: words.name(p) }) })),
    { move: "declare_winner", args: { seat: null }, cls: "ok", label: words.say("They share the win") },
  ], "stack");
  return actionCard("declare_winner", words.say("Still tied: {names}", { names }),
    h("p", {}, words.say("Same points, military stars and rupees. As moderator you name the winner (the rules suggest a cookery contest), or they share the win.")),
    entered(pub, words), buttons, error);
}
