// What lucha asks of this phone now (docs/rules-decisions.md#lucha): the opening choice, the
// response to an attack (the cards that may answer lit, and a "No answer" button without a
// countdown: every attack waits, answer or not), a dying candidate, a tie for an office, the
// rescue before Siberia, the last call, the renewed hand and the Industria card.

import { h } from "../../dom.js";
import { actionCard, moveButtons } from "../../seat_screen.js";
import { cardEl } from "./cards.js";
import { cardType, printedId } from "./text.js";

const REDIRECTS = ["manipulador", "vengativo", "contraataque"];

function mine(view) {
  const seat = view.private.seat;
  return view.public.candidates.filter((c) => c.owner === seat && c.status === "in");
}

/** Where a redirecting answer may send the attack (the engine checks again). */
function redirectTargets(view, window, card) {
  const pub = view.public;
  const inPlay = pub.candidates.filter((c) => c.status === "in");
  if (printedId(card) === "manipulador") return inPlay.filter((c) => c.owner !== window.seat);
  const back = window.from_candidate && inPlay.some((c) => c.id === window.from_candidate)
    ? inPlay.filter((c) => c.id === window.from_candidate) : inPlay.filter((c) => c.owner === window.by);
  return back.filter((c) => !c.hospital);
}

/** The response prompt: the attack, the answers that fit lit, and "No answer". */
function responseCard(ctx, view, words, state, rerender) {
  const window = view.public.pending.at(-1);
  const priv = view.private;
  const answers = priv.answers || [];
  const chosen = state.answer;
  const by = window.from_candidate ? words.say("{name}, from {candidate}", { name: words.name(window.by), candidate: words.candidate(window.from_candidate) })
    : words.name(window.by);
  const parts = [
    h("p", {}, words.say("{by} plays {card} on your {candidate}.", { by, card: words.card(window.card), candidate: words.candidate(window.target) })),
    answers.length ? h("p", { class: "small muted" }, words.say("Tap a lit card to answer.")) : null,
    h("div", { class: "lu-row" }, answers.map((a) => cardEl(words, a.card, { lit: true, selected: chosen && chosen.card === a.card,
      note: a.from === "assigned" ? words.candidate(window.target) : words.say("hand"),
      onTap: () => { state.answer = chosen && chosen.card === a.card ? null : a; state.add = null; rerender(); } }))),
  ];
  if (chosen && REDIRECTS.includes(printedId(chosen.card))) {
    const adds = printedId(chosen.card) === "contraataque"
      ? (priv.hand || []).filter((c) => cardType(words.game, c) === "agresion") : [];
    if (adds.length) {
      parts.push(h("p", { class: "small" }, words.say("Add an Agresión from your hand (optional):")),
        h("div", { class: "lu-row" }, adds.map((c) => cardEl(words, c, { small: true, selected: state.add === c,
          onTap: () => { state.add = state.add === c ? null : c; rerender(); } }))));
    }
    parts.push(h("p", { class: "small" }, words.say("Send it to:")),
      moveButtons(ctx, redirectTargets(view, window, chosen.card).map((c) => ({
        move: "respond", label: words.candidate(c.id), sub: words.name(c.owner),
        args: { card: chosen.card, from: chosen.from, to: c.id, ...(state.add ? { add: state.add } : {}) } })), "stack"));
  } else if (chosen) {
    parts.push(moveButtons(ctx, [{ move: "respond", args: { card: chosen.card, from: chosen.from },
      label: words.say("Answer with {card}", { card: words.card(chosen.card) }), cls: "primary" }]));
  }
  parts.push(h("p", { class: "small muted" }, words.say("No answer: the attack lands.")),
    moveButtons(ctx, [{ move: "take", args: {}, label: words.say("No answer") }]));
  return actionCard("respond", words.say("An attack on {candidate}", { candidate: words.candidate(window.target) }), ...parts);
}

function dyingCard(ctx, view, words) {
  const window = view.public.pending.at(-1);
  const curas = (view.private.hand || []).filter((c) => printedId(c) === "cura");
  return actionCard("cure", words.say("{candidate} is dying", { candidate: words.candidate(window.candidate) }),
    h("p", {}, words.say("Health 0. A Cura from your hand saves him (+3 health).")),
    moveButtons(ctx, [
      ...curas.map((c) => ({ move: "cure", args: { card: c }, label: words.say("Play {card}", { card: words.card(c) }), cls: "primary" })),
      { move: "let_die", args: {}, label: words.say("Let him die") }]));
}

function chooseCard(ctx, view, words) {
  const window = view.public.pending.at(-1);
  return actionCard("choose_office_holder", words.say("Who takes {office}?", { office: words.office(window.office) }),
    h("p", {}, words.say("Two of your candidates tie for this office: you choose.")),
    moveButtons(ctx, window.candidates.map((c) => ({ move: "choose_office_holder", args: { candidate: c },
      label: words.candidate(c) })), "stack"));
}

function rescueCard(ctx, view, words) {
  const pub = view.public;
  const done = pub.rescue.done;
  const endangered = mine(view).filter((c) => c.loyalty < 0 && !done.includes(c.id));
  const demagogias = (view.private.hand || []).filter((c) => cardType(words.game, c) === "demagogia");
  const specs = [];
  for (const cand of endangered) {
    for (const card of demagogias) {
      specs.push({ move: "rescue", args: { card, candidate: cand.id },
        label: words.say("{card} on {candidate}", { card: words.card(card), candidate: words.candidate(cand.id) }),
        sub: words.say("loyalty {value}", { value: cand.loyalty }) });
    }
  }
  return actionCard("rescue", words.say("Rescue before Siberia"),
    h("p", {}, words.say("At the end of the candidacy every candidate gains 1 loyalty; those still below 0 go to Siberia. One Demagogia from your hand per candidate may save him.")),
    specs.length ? moveButtons(ctx, specs, "stack") : h("p", { class: "small muted" }, words.say("You hold no Demagogia.")),
    moveButtons(ctx, [{ move: "pass", args: {}, label: words.say("No rescue") }]));
}

function lastCallCard(ctx, view, words) {
  return actionCard("pass", words.say("Last call"),
    h("p", {}, words.say("{name} ended the turn. Play a card from a candidate or a special now, or pass.", { name: words.name(view.public.turn) })),
    moveButtons(ctx, [{ move: "pass", args: {}, label: words.say("Pass"), cls: "primary" }]));
}

function pickCards(words, cards, state, key, rerender, max) {
  const chosen = state[key] || [];
  return h("div", { class: "lu-row" }, cards.map((c) => cardEl(words, c, { selected: chosen.includes(c),
    onTap: () => {
      state[key] = chosen.includes(c) ? chosen.filter((x) => x !== c)
        : [...chosen, c].slice(-max);
      rerender();
    } })));
}

function renewCard(ctx, view, words, state, rerender) {
  const hand = view.private.hand || [];
  const chosen = (state.renew || []).filter((c) => hand.includes(c));
  return actionCard("renew_discard", words.say("Renewed hand: discard two"),
    pickCards(words, hand, state, "renew", rerender, 2),
    moveButtons(ctx, [{ move: "renew_discard", args: { cards: chosen }, disabled: chosen.length !== Math.min(2, hand.length),
      label: words.say("Discard these and end the turn"), cls: "primary" }]));
}

function industryCard(ctx, view, words, state, rerender) {
  const extra = view.private.industry;
  const others = (view.private.hand || []).filter((c) => c !== extra);
  const chosen = (state.keep || []).filter((c) => others.includes(c));
  return actionCard("industry", words.say("Minister of Industry: the extra card"),
    h("div", { class: "lu-row" }, cardEl(words, extra)),
    moveButtons(ctx, [{ move: "industry", args: { choice: "discard" }, label: words.say("Discard it") },
      { move: "industry", args: { choice: "return" }, label: words.say("Return it to the deck") }]),
    h("p", { class: "small" }, words.say("Or keep it and discard another card:")),
    pickCards(words, others, state, "keep", rerender, 1),
    moveButtons(ctx, [{ move: "industry", args: { choice: "keep", discard: chosen[0] }, disabled: !chosen.length,
      label: words.say("Keep it") }]));
}

function prepareCard(ctx, view, words, state, rerender) {
  const hand = view.private.hand || [];
  const plan = state.prepare || {};
  const own = mine(view);
  const rows = hand.map((card) => {
    const special = cardType(words.game, card) === null;
    const choices = [["keep", words.say("Keep")], ["discard", words.say("Discard")],
      ...(special ? [] : own.map((c) => [c.id, words.say("Assign to {candidate}", { candidate: words.candidate(c.id) })]))];
    return h("li", { class: "lu-prepare-row" }, cardEl(words, card, { small: true }),
      h("select", { "aria-label": words.card(card), onchange: (event) => { plan[card] = event.target.value; state.prepare = plan; } },
        choices.map(([value, label]) => h("option", { value, selected: (plan[card] || "keep") === value }, label))));
  });
  const args = () => {
    const assign = {};
    const discard = [];
    for (const card of hand) {
      const choice = plan[card] || "keep";
      if (choice === "discard") discard.push(card);
      else if (choice !== "keep") (assign[choice] ||= []).push(card);
    }
    return { assign, discard };
  };
  const error = h("p", { class: "error", role: "alert" });
  const ready = h("button", { type: "button", class: "btn big primary", onclick: async () => {
    ready.disabled = true;
    const refusal = await ctx.move("prepare", args());
    if (refusal) { error.textContent = refusal; ready.disabled = false; }
  } }, words.say("Ready"));
  void rerender;
  return actionCard("prepare", words.say("Your opening hand"),
    h("p", { class: "small" }, words.say("Keep, assign (face down, at most two per candidate; game cards only) or discard each card. Then everyone draws back to five.")),
    h("ul", { class: "lu-prepare" }, rows), ready, error);
}

/** The card of what this phone must do now (or null). */
export function promptCard(ctx, view, words, state, rerender) {
  const moves = (view.private || {}).moves || [];
  switch (view.phase) {
    case "prepare": return moves.includes("prepare") ? prepareCard(ctx, view, words, state, rerender) : null;
    case "response": return moves.includes("respond") ? responseCard(ctx, view, words, state, rerender) : null;
    case "dying": return moves.includes("cure") ? dyingCard(ctx, view, words) : null;
    case "choose_office": return moves.includes("choose_office_holder") ? chooseCard(ctx, view, words) : null;
    case "rescue": return moves.includes("rescue") ? rescueCard(ctx, view, words) : null;
    case "last_call": return moves.includes("pass") ? lastCallCard(ctx, view, words) : null;
    case "renew": return moves.includes("renew_discard") ? renewCard(ctx, view, words, state, rerender) : null;
    case "industry": return moves.includes("industry") ? industryCard(ctx, view, words, state, rerender) : null;
    default: return null;
  }
}
