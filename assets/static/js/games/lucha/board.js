// lucha's table on a phone: every candidate with its loyalty (−5…25, office thresholds marked)
// and health (0…10) tracks, office, action marker and hospital; the own candidates' assigned
// cards face down (faces while the hand is open), others' as a count; the offices board; the
// specials in force with their duration; the candidacy counter; the history.

import { h } from "../../dom.js";
import { backEl, cardEl } from "./cards.js";

const LOYALTY = [-5, 25];
const HEALTH = [0, 10];

function track(label, value, [low, high], cls, ticks = [], zero = false) {
  const share = (v) => `${((v - low) / (high - low)) * 100}%`;
  return h("div", { class: `lu-track ${cls}`, role: "meter", "aria-label": label,
    "aria-valuemin": String(low), "aria-valuemax": String(high), "aria-valuenow": String(value) },
  h("span", { class: "lu-track-label" }, label),
  h("span", { class: "lu-track-bar" },
    h("span", { class: "lu-track-fill", style: `width:${share(Math.max(value, low))}` }),
    ticks.map((t) => h("span", { class: "lu-tick", style: `left:${share(t)}` })),
    zero ? h("span", { class: "lu-tick zero", style: `left:${share(0)}` }) : null),
  h("span", { class: "lu-track-value" }, String(value)));
}

/**
 * One candidate. `opts`: {mine, assigned (ids, own only), showFaces, lit, onTap, onCard,
 * litCards, selectedCard}. A lit candidate is a target: tapping it sends the move.
 */
export function candidateEl(view, words, cand, opts = {}) {
  const thresholds = view.public.offices.map((o) => o.threshold);
  const tags = [
    cand.office ? h("span", { class: "tag lu-office-tag" }, words.office(cand.office)) : null,
    cand.marker ? h("span", { class: "tag lu-marker", title: words.say("activated this candidacy") }, words.say("activated")) : null,
    cand.hospital ? h("span", { class: "tag lu-hospital" }, words.say("in hospital")) : null,
    cand.loyalty < 0 ? h("span", { class: "tag lu-disgrace" }, words.say("in disgrace")) : null,
  ];
  let assigned;
  if (opts.mine) {
    assigned = (opts.assigned || []).map((card) => (opts.showFaces
      ? cardEl(words, card, { small: true, lit: (opts.litCards || []).includes(card),
        selected: opts.selectedCard === card,
        onTap: opts.onCard ? () => opts.onCard(card) : null })
      : backEl()));
  } else {
    assigned = Array.from({ length: cand.assigned }, () => backEl());
  }
  const name = words.candidate(cand.id);
  const count = words.sayN("{n} assigned", "{n} assigned", cand.assigned, { n: cand.assigned });
  const body = [
    h("div", { class: "lu-cand-head" }, h("strong", {}, name), tags),
    track(words.say("Loyalty"), cand.loyalty, LOYALTY, "loyalty", thresholds, true),
    track(words.say("Health"), cand.health, HEALTH, "health"),
    h("div", { class: "lu-assigned", "aria-label": count }, assigned,
      !opts.mine && cand.assigned ? h("span", { class: "small muted" }, count) : null),
  ];
  const cls = ["lu-cand", opts.lit ? "lit" : "", cand.status !== "in" ? "out" : ""].filter(Boolean).join(" ");
  if (cand.status !== "in") {
    return h("div", { class: cls, dataset: { candidate: cand.id } },
      h("div", { class: "lu-cand-head" }, h("strong", {}, name),
        h("span", { class: "tag" }, cand.status === "siberia" ? words.say("in Siberia") : words.say("dead"))));
  }
  if (opts.lit && opts.onTap) {
    return h("div", { class: cls, dataset: { candidate: cand.id } },
      h("button", { type: "button", class: "lu-cand-tap", "aria-label": words.say("Target {name}", { name }),
        onclick: () => opts.onTap(cand.id) }, words.say("Target")), body);
  }
  return h("div", { class: cls, dataset: { candidate: cand.id } }, body);
}

/** The five offices, lowest first, with threshold and holder. */
export function officesCard(view, words) {
  const pub = view.public;
  const owner = (id) => pub.candidates.find((c) => c.id === id).owner;
  return h("section", { class: "card lu-offices", "aria-label": words.say("Offices") },
    h("h2", {}, words.say("Offices")),
    h("ol", { class: "lu-office-list" }, [...pub.offices].reverse().map((o) => h("li", { dataset: { office: o.id, holder: o.holder || "" } },
      h("span", { class: "lu-office-name" }, words.office(o.id)),
      h("span", { class: "lu-office-threshold" }, String(o.threshold)),
      h("span", { class: "lu-office-holder" }, o.holder
        ? `${words.candidate(o.holder)} · ${words.name(owner(o.holder))}` : words.say("vacant"))))));
}

/** The specials in force and how long each lasts. */
export function effectsCard(view, words) {
  const effects = view.public.effects;
  if (!effects.length) return null;
  return h("section", { class: "card lu-effects", "aria-label": words.say("In force") },
    h("h2", {}, words.say("In force")),
    h("ul", {}, effects.map((e) => h("li", {},
      cardEl(words, e.card, { small: true }),
      h("span", {}, e.candidate
        ? words.say("{candidate}, {lasts}", { candidate: words.candidate(e.candidate), lasts: words.lasts(e) })
        : words.say("{name}, {lasts}", { name: words.name(e.seat), lasts: words.lasts(e) }))))));
}

/** Candidacy, turn, deck and discard counts, hand sizes. */
export function counterLine(view, words) {
  const pub = view.public;
  return h("p", { class: "lu-counter small" },
    words.say("Candidacy {n}", { n: pub.candidacy }), " · ",
    words.say("turn of {name}", { name: words.name(pub.turn) }), " · ",
    words.say("deck {n}", { n: pub.deck }), " · ",
    words.say("discard {n}", { n: pub.discard.length }),
    pub.prearranged ? ` · ${words.say("prearranged deal")}` : "");
}

/** The last events, newest first. */
export function historyCard(view, words) {
  const lines = view.public.history.map((e) => words.event(e)).filter(Boolean).reverse().slice(0, 12);
  return h("details", { class: "card lu-history" },
    h("summary", {}, words.say("History")), h("ol", {}, lines.map((line) => h("li", {}, line))));
}
