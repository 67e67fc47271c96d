// Pax Pamir's screen (seed 002, docs/rules-decisions.md#pax-pamir): a score keeper for players who own the
// game. Nothing is secret, so every phone shows the same board: the check form (any phone, or
// the moderator, may enter a check), the last check explained, the score table, the clean-up
// aid, the tie-break and the winner. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { h, Slot } from "../../dom.js";
import { useStylesheet } from "../../stylesheet.js";
import { earlierCard, endCard, lastCheckCard, scoreCard } from "./board.js";
import { checkCard } from "./check_form.js";
import { cleanupCard } from "./cleanup.js";
import { Words } from "./text.js";
import { stillTiedCard, tiebreakCard } from "./tiebreak.js";

const STYLESHEET = new URL("../../../css/pax-pamir.css", import.meta.url).href;

function action(ctx, view, words, moves) {
  if (view.phase === "play" && moves.includes("dominance_check")) return checkCard(ctx, view, words);
  if (view.phase === "tiebreak" && moves.includes("tiebreak")) return tiebreakCard(ctx, view, words);
  if (view.phase === "still_tied") return stillTiedCard(ctx, view, words);
  return null;
}

function enteredBy(pub, words) {
  const check = pub.checks[pub.checks.length - 1];
  if (!check) return "";
  return check.by === null
    ? words.say("Entered by the moderator.")
    : words.say("Entered by {name}.", { name: words.name(check.by) });
}

function status(view, words, moves) {
  const pub = view.public;
  if (view.outcome) {
    const winners = view.outcome.winners.map(String);
    return { text: words.say("Game over"), kind: "over",
      sub: winners.length > 1 ? words.say("{names} share the win.", { names: words.list(winners) })
        : words.say("{name} wins.", { name: words.name(winners[0]) }) };
  }
  if (view.phase === "tiebreak") {
    return { text: words.say("Tie for the win"), kind: moves.length ? "act" : "wait",
      sub: words.say("Enter the tied players' military stars and rupees.") };
  }
  if (view.phase === "still_tied") {
    return view.you && view.you.moderator
      ? { text: words.say("Still tied"), sub: words.say("Name the winner, or let them share the win."), kind: "act" }
      : { text: words.say("Still tied"), sub: words.say("Waiting for the moderator."), kind: "wait" };
  }
  return { text: pub.next_is_final ? words.say("Next: the final check") : words.say("Next: check {n}", { n: pub.next_check }),
    sub: words.say("Enter it on any phone when it comes up at the table."), kind: moves.length ? "act" : "wait" };
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEET);
  const slots = {
    end: new Slot(root), last: new Slot(root), scores: new Slot(root), action: new Slot(root),
    cleanup: new Slot(root), earlier: new Slot(root),
  };
  return {
    update(info, view) {
      const words = new Words(ctx.game, view.seats);
      const pub = view.public;
      const moves = (view.private && view.private.moves) || [];
      const over = Boolean(view.outcome);
      const winners = over ? view.outcome.winners.map(String) : [];
      slots.end.show([over, view.outcome, view.seats], () => (over ? endCard(view, words) : null));
      slots.action.show([view.phase, pub.next_check, pub.next_is_final, pub.player_ids, pub.tied, moves,
        view.you && view.you.moderator, info.paused, view.seats],
      () => (info.paused || over ? null : action(ctx, view, words, moves)));
      slots.last.show([pub.checks.length, view.seats], () => lastCheckCard(pub, words, enteredBy(pub, words)));
      slots.scores.show([pub.scores, pub.checks.length, winners, view.seats], () => scoreCard(pub, words, winners));
      slots.cleanup.show([view.phase, pub.cleanups.length, moves, view.seats], () => (view.phase === "play"
        ? cleanupCard(ctx, view, words, moves.includes("cleanup_check")) : null));
      slots.earlier.show([pub.checks.length, view.seats], () => earlierCard(pub, words));
      return status(view, words, moves);
    },
  };
}

/**
 * The table screen's layout (screen.js): the score table large beside the last check's points
 * and the checks so far; at the end the winner above them. Only the public view (no `private`,
 * no `you`), so no check form. Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: null };
  const pub = view.public;
  const winners = view.outcome ? view.outcome.winners.map(String) : [];
  const earlier = earlierCard(pub, words);
  if (earlier) {
    earlier.open = true;
    earlier.classList.add("screen-feed");
  }
  useStylesheet(el, STYLESHEET);
  el.replaceChildren(h("div", { class: "screen-columns screen-fit" },
    h("div", {}, view.outcome ? endCard(shown, words) : null, scoreCard(pub, words, winners)),
    h("div", {}, lastCheckCard(pub, words, enteredBy(pub, words))),
    earlier ? h("div", {}, earlier) : null));
  return status(shown, words, []);
}
