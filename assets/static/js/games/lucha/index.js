// lucha's seat screen (seed 000 Politburó, lucha de poder; docs/rules-decisions.md#lucha): what
// this phone must do now (the opening choice, an attack to answer, a dying candidate, the last
// call, the rescue…), the own candidates with their tracks and face-down assigned cards, the
// hand behind the press-and-hold control, the other players' candidates, the offices, the
// specials in force and the candidacy counter; a moderator who does not play also gets every
// secret behind a show/hide toggle (moderator.js). Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { NewestView, turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { candidateEl, counterLine, effectsCard, historyCard, officesCard } from "./board.js";
import { moderatorCard } from "./moderator.js";
import { physicalCard } from "./physical.js";
import { looksCard, Play } from "./play.js";
import { promptCard } from "./prompts.js";
import { Words } from "./text.js";

const STYLESHEET = new URL("../../../css/lucha.css", import.meta.url).href;

function step(view, words) {
  const pub = view.public;
  switch (view.phase) {
    case "prepare": return words.say("Opening hands: keep, assign or discard.");
    case "response": return words.say("{name} answers an attack.", { name: words.name(pub.pending.at(-1).seat) });
    case "dying": return words.say("A candidate is dying.");
    case "choose_office": return words.say("A tie for an office.");
    case "last_call": return words.say("Last call before the next turn.");
    case "rescue": return words.say("Rescue before Siberia.");
    default: return words.say("Candidacy {n}, {name}'s turn.", { n: pub.candidacy, name: words.name(pub.turn) });
  }
}

function status(view, words, info) {
  const outcome = view.outcome;
  if (outcome) {
    const seat = view.you ? view.you.seat : null;
    const text = !outcome.winners.length ? words.say("Nobody won")
      : outcome.winners.includes(seat) ? words.say("You won") : words.won(outcome.winners);
    return { text, sub: reason(outcome, words), kind: "over" };
  }
  return turnStatus(view, info, { yourTurn: words.say("Your move."),
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, step(view, words));
}

function reason(outcome, words) {
  if (outcome.reason === "general_secretary") {
    const winner = Object.entries(outcome.candidates).find(([, c]) => c.office === "secretario-general");
    return words.say("{candidate} is General Secretary of the Party.", { candidate: winner ? words.candidate(winner[0]) : "" });
  }
  if (outcome.reason === "last_player") return words.say("The last player with candidates in play wins.");
  return words.say("No candidate is left in play.");
}

function played(outcome, words) {
  return words.say("Candidacies played: {n}", { n: outcome.candidacies });
}

function endCard(view, words) {
  const outcome = view.outcome;
  return h("section", { class: "card lu-end" }, h("h2", {}, status(view, words, {}).text),
    h("p", {}, reason(outcome, words)), h("p", { class: "small muted" }, played(outcome, words)));
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEET);
  const state = {};
  const newest = new NewestView();
  const slots = {
    end: new Slot(root), secrets: new Slot(root), prompt: new Slot(root), own: new Slot(root), hand: new Slot(root),
    turn: new Slot(root), physical: new Slot(root), looks: new Slot(root), others: new Slot(root), offices: new Slot(root),
    effects: new Slot(root), counter: new Slot(root), history: new Slot(root),
  };
  const play = new Play(ctx, () => newest.again(render, true));

  function render(info, view, force = false) {
    const words = new Words(ctx.game, view.seats);
    const seated = hasSeat(view.you) && view.private && view.private.seat !== undefined;
    const local = [play.sel, play.open, play.nkvd, play.error, state];
    const key = (...parts) => (force ? [Math.random()] : [view.public, view.private, view.phase, view.outcome, info.paused, ...local, ...parts]);
    const again = () => render(info, view, true);
    slots.end.show(key("end"), () => (view.outcome ? endCard(view, words) : null));
    const omniscient = !seated && view.private && view.private.hands;
    slots.secrets.show([omniscient, view.private, view.outcome, view.seats],
      () => (omniscient && !view.outcome ? moderatorCard(view, words) : null));
    slots.prompt.show(key("prompt"), () => (seated && !view.outcome && !info.paused ? promptCard(ctx, view, words, state, again) : null));
    slots.own.show(key("own"), () => (seated ? play.candidatesCard(view, words, true) : null));
    slots.hand.show(key("hand"), () => (seated && !view.outcome && view.public.mode === "app" ? play.handCard(view, words) : null));
    slots.turn.show(key("turn"), () => (seated && !info.paused ? play.turnCard(ctx, view, words, state, again) : null));
    slots.physical.show(key("physical"), () => (seated && !view.outcome ? physicalCard(ctx, view, words) : null));
    slots.looks.show(key("looks"), () => (seated ? looksCard(view, words) : null));
    slots.others.show(key("others"), () => play.candidatesCard(view, words, false));
    slots.offices.show(key("offices"), () => officesCard(view, words));
    slots.effects.show(key("effects"), () => effectsCard(view, words));
    slots.counter.show(key("counter"), () => counterLine(view, words));
    slots.history.show([view.public.history], () => historyCard(view, words));
  }

  return {
    update: (info, view) => newest.update(info, view, (shownInfo, shown) => {
      if (shown.private) play.sync(shown);
      render(shownInfo, shown);
    }, (shownInfo, shown) => status(shown, new Words(ctx.game, shown.seats), shownInfo)),
  };
}

/** Every player's candidates for the table screen: tracks, office, and assigned cards as backs. */
function playersCard(view, words) {
  const pub = view.public;
  const owners = [...new Set(pub.candidates.map((c) => c.owner))];
  const moving = new Set(view.awaiting || []);
  const columns = owners.length <= 3 ? owners.length : Math.ceil(owners.length / 2);
  return h("div", { class: "lu-screen-players", style: `grid-template-columns: repeat(${columns}, minmax(0, 1fr))` }, owners.map((owner) => h("section", {
    class: `card lu-player${moving.has(owner) ? " moving" : ""}`, dataset: { seat: owner } },
  h("h2", {}, words.name(owner),
    h("span", { class: "small muted" }, ` · ${words.say("hand {n}", { n: pub.hand_sizes[owner] })}`)),
  h("div", { class: "lu-cands" }, pub.candidates.filter((c) => c.owner === owner)
    .map((c) => candidateEl(view, words, c, {}))))));
}

/**
 * The table screen's layout (screen.js): every player's candidates with their loyalty and health
 * tracks and the count of face-down assigned cards (never a face), beside them the offices, the
 * specials in force, the candidacy counter and the last events; at the end the candidacies
 * played in the counter's place (the status line says who won and why). Only the public view
 * (no `private`, no `you`). Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: null };
  const history = historyCard(shown, words);
  history.open = true;
  history.classList.add("screen-feed");
  useStylesheet(el, STYLESHEET);
  el.replaceChildren(h("div", { class: "lu-screen screen-fit" },
    playersCard(shown, words),
    h("div", {}, view.outcome ? h("p", { class: "lu-counter small" }, played(view.outcome, words))
      : counterLine(shown, words),
      officesCard(shown, words), effectsCard(shown, words), history)));
  return status(shown, words, { paused: view.table.paused });
}
