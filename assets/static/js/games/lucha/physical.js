// lucha with the printed cards (⚙ cards = "physical"): the phones keep the public tracks only.
// Any seat changes a candidate's loyalty or health by steps, turns its action marker on or off,
// sends it to Siberia or marks its death (a second tap confirms: it cannot be undone), and sets
// an office after an office special; the turn player ends the turn. The app settles the
// offices, ends the candidacy and declares the win.

import { confirmButton, h } from "../../dom.js";
import { moveButtons } from "../../seat_screen.js";

function step(ctx, words, cand, field, delta) {
  const label = `${delta > 0 ? "+" : "−"}1`;
  const name = field === "loyalty" ? words.say("Loyalty") : words.say("Health");
  return h("button", { type: "button", class: "btn lu-step", "aria-label": `${words.candidate(cand.id)}: ${name} ${label}`,
    onclick: () => ctx.move("adjust", { candidate: cand.id, [field]: delta }) }, label);
}

/** The tracks panel of the physical mode (null in app mode or without moves). */
export function physicalCard(ctx, view, words) {
  const moves = (view.private || {}).moves || [];
  if (view.public.mode !== "physical" || !moves.includes("adjust")) return null;
  const inPlay = view.public.candidates.filter((c) => c.status === "in");
  const rows = inPlay.map((cand) => h("li", { class: "lu-phys-row", dataset: { candidate: cand.id } },
    h("strong", {}, words.candidate(cand.id)),
    h("span", { class: "lu-phys-pair" }, words.say("Loyalty"), step(ctx, words, cand, "loyalty", -1),
      h("b", {}, String(cand.loyalty)), step(ctx, words, cand, "loyalty", 1)),
    h("span", { class: "lu-phys-pair" }, words.say("Health"), step(ctx, words, cand, "health", -1),
      h("b", {}, String(cand.health)), step(ctx, words, cand, "health", 1)),
    h("span", { class: "lu-phys-pair" },
      h("button", { type: "button", class: `btn${cand.marker ? " primary" : ""}`, "aria-pressed": String(cand.marker),
        onclick: () => ctx.move("mark", { candidate: cand.id, activated: !cand.marker }) }, words.say("activated")),
      confirmButton(words.say("in Siberia"), words.say("Tap again: Siberia"),
        () => ctx.move("eliminate", { candidate: cand.id, how: "siberia" }), { class: "btn" }),
      confirmButton(words.say("dead"), words.say("Tap again: dead"),
        () => ctx.move("eliminate", { candidate: cand.id, how: "dead" }), { class: "btn" }))));
  const offices = view.public.offices.filter((o) => o.id !== "secretario-general").map((o) => h("label", { class: "lu-phys-office" },
    words.office(o.id),
    h("select", { onchange: (event) => ctx.move("set_office", { office: o.id, candidate: event.target.value || null }) },
      h("option", { value: "", selected: !o.holder }, words.say("vacant")),
      inPlay.map((c) => h("option", { value: c.id, selected: o.holder === c.id }, words.candidate(c.id))))));
  return h("section", { class: "card lu-physical", dataset: { move: moves.includes("end_turn") ? "end_turn" : "adjust" } },
    h("h2", {}, words.say("Tracks (printed cards)")),
    h("p", { class: "small muted" }, words.say("Change the tracks as the cards are played at the table; the app settles the offices.")),
    h("ul", { class: "lu-phys" }, rows),
    h("h3", {}, words.say("Offices after a special")), offices,
    moves.includes("end_turn") ? moveButtons(ctx, [{ move: "end_turn", args: {}, label: words.say("End my turn"), cls: "primary" }]) : null);
}
