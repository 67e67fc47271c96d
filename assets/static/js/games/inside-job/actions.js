// Inside Job's private parts of a phone (seed 003; docs/rules-decisions.md#inside-job): the secret role card
// behind a press-and-hold control (with the accomplice's peek, shown only to the accomplice),
// the accomplice's peek, the final vote (one vote, or two for the paranoid agent), what this
// seat has voted, and a non-playing moderator's list of every secret.

import { h } from "../../dom.js";
import { actionCard, chosenCard, heldSecret, holdToSee, moveButtons, moveForm, secretsCard } from "../../seat_screen.js";
import { ballotText } from "./board.js";

/** This seat's role card: hidden until the button is held, hidden again on release. */
export function secretCard(priv, pub, words) {
  const revealed = String(priv.seat) in pub.revealed;
  const peek = priv.peek;
  return heldSecret({ hold: words.say("Hold to see your role"), region: words.say("Your secret role"),
    hint: peek ? words.say("Whose card you looked at, and what it says, is on your role card: hold to see it.")
      : words.say("Nobody else sees it. It hides again when you let go.") },
  () => h("div", { class: "member ij-role", dataset: { role: priv.role, seat: priv.seat } },
    h("div", { class: "role" }, words.say("Your role")),
    h("div", { class: "who" }, words.role(priv.role)),
    h("p", { class: "victory" }, words.say("Goal: {goal}", { goal: words.goal(priv.goal) })),
    h("p", { class: "quote" }, words.rule(priv.role)),
    peek ? h("p", { class: "ij-peek", dataset: { seat: peek.seat, role: peek.role } },
      words.say("You looked at {name}'s card: {role}. {name} is your partner.",
        { name: words.name(peek.seat), role: words.role(peek.role) })) : null,
    revealed ? h("p", { class: "small" }, words.say("Your role has been revealed: everyone knows it.")) : null));
}

/** The accomplice chooses whose role card to look at (before the first trick). */
export function peekCard(ctx, view, words) {
  const others = view.seats.map((s) => s.seat).filter((seat) => seat !== view.you.seat);
  return actionCard("peek", words.say("Look at another player's role card"),
    h("p", {}, words.say("That player becomes your partner: you win if they win. The table sees whose card you look at, never what it says.")),
    moveButtons(ctx, others.map((seat) => ({ move: "peek", args: { seat }, cls: "wide", label: words.name(seat) })),
      "stack"));
}

/** The final vote: choose one player (the paranoid agent: up to two), then cast it. */
export function voteCard(ctx, view, words) {
  const vote = view.private.vote;
  const counts = new Map();
  const total = () => [...counts.values()].reduce((a, b) => a + b, 0);
  const error = h("p", { class: "error", role: "alert" });
  const submit = h("button", { type: "submit", class: "btn primary big wide" }, words.say("Cast my vote"));
  const toggles = vote.targets.map((seat) => h("button", {
    type: "button", class: "btn wide ij-target", "aria-pressed": "false", dataset: { seat },
    onclick: () => {
      const now = counts.get(seat) || 0;
      if (vote.votes === 1) {
        counts.clear();
        if (!now) counts.set(seat, 1);
      } else if (now === 0 && total() < vote.votes) counts.set(seat, 1);
      else if (now === 1 && vote.repeat && total() < vote.votes) counts.set(seat, 2);
      else counts.delete(seat);
      sync();
    },
  }, words.name(seat), h("span", { class: "ij-times" })));
  function sync() {
    toggles.forEach((b) => {
      const count = counts.get(Number(b.dataset.seat)) || 0;
      b.setAttribute("aria-pressed", String(count > 0));
      b.querySelector(".ij-times").textContent = count === 2 ? ` ×2` : "";
    });
    submit.disabled = total() === 0;
  }
  sync();
  // Every voter's card looks the same (the paranoid agent's two votes would betray it): how
  // many votes this seat has shows only while held.
  const detail = vote.votes === 1 ? words.say("Choose one player.")
    : vote.repeat ? words.say("You have two votes: give them to two players or both to one (tap the name twice), or cast only one.")
      : words.say("You have two votes: give them to two different players, or cast only one.");
  const ballot = () => {
    const seats = [...counts.entries()].flatMap(([seat, count]) => Array(count).fill(seat));
    return { for: seats.length === 1 ? seats[0] : seats };
  };
  const form = moveForm(ctx, "stack", { move: "vote", args: ballot, submit, error, refused: sync },
  h("div", { class: "stack", role: "group", "aria-label": words.say("Players") }, toggles), error, submit);
  return actionCard("vote", words.say("The final vote: who is the Insider?"),
    h("p", {}, words.say("Tap the player you vote for, then cast your vote.")),
    holdToSee(words.say("Hold to see how many votes you have"), () => detail),
    h("p", { class: "small" }, words.say("Your vote is secret and final. Every ballot is shown when everybody has voted; the Insider is caught only with strictly the most votes.")),
    form);
}

/** What this seat has done or may not do in the vote (its own secret, shown only to it). */
export function ownVote(view, words) {
  const priv = view.private;
  if (view.phase !== "vote" || priv.seat === undefined) return null;
  const ballot = priv.vote?.ballot;
  if (ballot) {
    const text = ballot.length === 2 && ballot[0] === ballot[1]
      ? words.say("You voted twice for {name}.", { name: words.name(ballot[0]) })
      : words.say("You voted for {names}.", { names: words.list(ballot) });
    return chosenCard({ title: words.say("Your vote is in ✓"), hold: words.say("Hold to see what you chose") },
      () => `${text} ${words.say("The result comes when everybody has voted.")}`);
  }
  if (!priv.vote) {
    const barred = priv.role === "accomplice" || String(priv.seat) in view.public.revealed;
    return h("p", { class: "notice" }, barred
      ? words.say("You do not vote: revealed players and the accomplice do not vote.")
      : words.say("You do not vote: every other player has been revealed."));
  }
  return null;
}

/** A moderator who does not play: every role, goal and pending ballot behind a toggle. */
export function secretsTable(view, words) {
  const priv = view.private;
  return secretsCard({ intro: words.say("You moderate without playing: you may see every role and pending vote."),
    show: words.say("Show every secret"), hide: words.say("Hide the secrets"), region: words.say("Secrets") },
  view.seats.map(({ seat }) => {
    const key = String(seat);
    const ballot = (priv.ballots || {})[key];
    return h("li", { dataset: { seat } },
      h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat)),
        ballot ? h("span", { class: "small" }, ballotText(words, ballot)) : null),
      h("div", { class: "mname", dataset: { role: priv.roles[key], seat } }, words.role(priv.roles[key])),
      h("div", { class: "cond" }, words.goal(priv.goals[key])));
  }));
}
