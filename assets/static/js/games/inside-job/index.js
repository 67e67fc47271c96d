// Inside Job's seat screen (seed 003, docs/rules-decisions.md#inside-job): the secret role card behind a
// press-and-hold control, exactly the action this seat can take now (the accomplice's peek,
// the leader's trick entry, the final vote), the public board (missions, thresholds,
// briefcases, who leads, revealed roles, the last trick and why it was won), the history, and
// the end with every role revealed. A moderator who does not play gets the same board plus
// every secret behind a toggle. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { resultCard } from "../../result_card.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { ownVote, peekCard, secretCard, secretsTable, voteCard } from "./actions.js";
import { endCard, historyCard, lastTrickCard, rolesCard, tableCard } from "./board.js";
import { insideJobResult } from "./result.js";
import { Words } from "./text.js";
import { trickCard } from "./trick.js";

const STYLESHEET = new URL("../../../css/inside-job.css", import.meta.url).href;

function actions(ctx, view, words) {
  const move = (view.private.moves || [])[0];
  if (move === "peek") return peekCard(ctx, view, words);
  if (move === "trick") return trickCard(ctx, view, words);
  if (move === "vote") return voteCard(ctx, view, words);
  return ownVote(view, words);
}

function status(view, words, info) {
  const pub = view.public;
  if (view.outcome) {
    return { text: words.say("Game over"), kind: "over", sub: words.side(view.outcome) };
  }
  const leader = words.name(pub.leader);
  const step = {
    peek: words.say("The accomplice looks at another player's role card."),
    tricks: words.say("{name} leads trick {n} and records it when it has been played.",
      { name: leader, n: pub.tricks + 1 }),
    vote: words.say("The final vote: who is the Insider?"),
  }[view.phase] || "";
  const mine = {
    peek: words.say("Look at another player's role card"),
    tricks: words.say("You lead trick {n}: play it at the table, then record it here.", { n: pub.tricks + 1 }),
  }[view.phase] || step;
  return turnStatus(view, info, { yourTurn: words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {names}.", { names: words.list(seats) }) }, step, mine);
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEET);
  const slots = {
    result: new Slot(root), end: new Slot(root), secret: new Slot(root), actions: new Slot(root), omniscient: new Slot(root),
    last: new Slot(root), table: new Slot(root), roles: new Slot(root), history: new Slot(root),
  };
  return {
    update(info, view) {
      const words = new Words(ctx.game, view.seats);
      const priv = view.private || {};
      const pub = view.public;
      const seated = hasSeat(view.you);
      const over = Boolean(view.outcome);
      const result = over ? null : insideJobResult(pub, words, view.you.seat);
      slots.result.show([result], () => resultCard(result));
      slots.end.show([over, view.outcome, view.seats, pub.vote, pub.briefcases],
        () => (over ? endCard(view, words) : null));
      slots.secret.show([seated && !over, priv.role, priv.goal, priv.peek, pub.revealed, view.seats],
        () => (seated && !over && priv.role ? secretCard(priv, pub, words) : null));
      slots.actions.show([view.phase, priv.moves, info.paused, pub.tricks, pub.leader, pub.may_place_briefcase,
        priv.vote, view.seats],
      () => (info.paused || over ? null : actions(ctx, view, words)));
      const omniscient = !seated && priv.roles;
      slots.omniscient.show([omniscient, over, priv.roles, priv.goals, priv.ballots, view.seats],
        () => (omniscient && !over ? secretsTable(view, words) : null));
      slots.last.show([pub.last_trick, view.seats], () => lastTrickCard(pub, words));
      slots.table.show([view.phase, pub, view.awaiting, view.seats, view.you],
        () => tableCard(view, words));
      slots.roles.show([pub.special_roles], () => rolesCard(pub, words));
      slots.history.show([pub.history, view.seats], () => historyCard(pub, words));
      return status(view, words, info);
    },
  };
}

/**
 * The table screen's layout (screen.js): the last result large, the missions and every seat's
 * briefcases with who leads, the last trick, the roles in play; at the end every role
 * revealed. Only the public view: `view` has no `private` and no `you`. Returns the status line.
 */
export function renderPublic(view, el, game) {
  useStylesheet(el, STYLESHEET);
  const words = new Words(game, view.seats);
  const pub = view.public;
  const shown = { ...view, you: { seat: null } };
  if (view.outcome) { // every role, briefcase and vote, beside the last trick
    el.replaceChildren(h("div", { class: "screen-columns screen-fit" },
      h("div", { class: "screen-wide" }, endCard(shown, words)),
      h("div", {}, lastTrickCard(pub, words))));
    return status(shown, words, { paused: view.table.paused });
  }
  const history = historyCard(pub, words);
  history?.classList.add("screen-feed");
  el.replaceChildren(
    resultCard(insideJobResult(pub, words, null), { large: true }),
    h("div", { class: "screen-columns screen-fit ij-screen" },
      h("div", {}, tableCard(shown, words)),
      h("div", {}, lastTrickCard(pub, words)),
      h("div", {}, rolesCard(pub, words), history)));
  return status(shown, words, { paused: view.table.paused });
}
