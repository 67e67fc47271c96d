// Politburo's seat screen (seed 001, docs/rules-decisions.md#politburo): the secret member card behind a
// press-and-hold control, exactly the actions this seat can take now, the public board and
// history, the end with every card revealed. A moderator who does not play gets the same board
// plus every secret behind a toggle. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { t, tn } from "../../i18n.js";
import { actionCard, chosenCard, heldSecret, holdToSee, moveButtons, moveForm, secretsCard, turnStatus } from "../../seat_screen.js";
import { resultCard } from "../../result_card.js";
import { endCard, historyCard, ministriesCard, playersCard } from "./board.js";
import { politburoResult } from "./result.js";
import { ATTEMPTS, MINISTRIES, signed, Words } from "./text.js";

function appointForm(ctx, view, words) {
  const pub = view.public;
  const chosen = new Set(pub.executors);
  const count = h("p", { class: "hint", "aria-live": "polite" });
  const error = h("p", { class: "error", role: "alert" });
  const submit = h("button", { type: "submit", class: "btn primary big wide" }, t("Appoint"));
  const toggles = view.seats.map(({ seat }) => h("button", {
    type: "button", class: "btn wide", "aria-pressed": String(chosen.has(seat)), dataset: { seat },
    onclick: (event) => {
      if (chosen.has(seat)) chosen.delete(seat);
      else if (chosen.size >= 3) {
        sync(t("Three are chosen already: tap one of them to free a place."));
        return;
      } else chosen.add(seat);
      event.currentTarget.setAttribute("aria-pressed", String(chosen.has(seat)));
      sync();
    },
  }, seat === view.you.seat ? `${words.name(seat)} ${t("(you)")}` : words.name(seat)));
  const sync = (why = "") => {
    count.textContent = why || t("{n} of 3 chosen", { n: chosen.size });
    submit.disabled = chosen.size !== 3;
  };
  sync();
  return moveForm(ctx, "stack",
    { move: "appoint", args: () => ({ players: [...chosen] }), submit, error, refused: () => sync() },
    h("div", { class: "stack", role: "group", "aria-label": t("Players") }, toggles), count, error, submit);
}

function actions(ctx, view, words) {
  const pub = view.public;
  const priv = view.private || {};
  const move = (priv.moves || [])[0];
  const gs = words.name(pub.general_secretary);
  const plan = pub.plan ? words.ministry(pub.plan) : "";
  const proposal = pub.proposal ? words.ministry(pub.proposal) : "";
  switch (move) {
    case "propose":
      return actionCard(move, t("Propose a ministry for the five-year plan"),
        h("p", {}, t("The others then vote on it in secret. You decide a tie.")),
        moveButtons(ctx, MINISTRIES.map((id) => {
          const rejected = pub.rejected.includes(id);
          return { move: "propose", args: { ministry: id }, disabled: rejected,
            label: rejected ? t("{ministry} (rejected)", { ministry: words.ministry(id) }) : words.ministry(id),
            sub: t("level {level}", { level: signed(pub.ministries[id]) }) };
        })));
    case "vote":
      return actionCard(move, t("{gs} proposes {ministry}", { gs, ministry: proposal }),
        h("p", {}, t("Your vote stays secret until everybody has voted.")),
        moveButtons(ctx, [
          { move: "vote", args: { approve: true }, cls: "ok", label: t("Approve") },
          { move: "vote", args: { approve: false }, cls: "repress", label: t("Reject") }]));
    case "casting_vote":
      return actionCard(move, t("Tie on {ministry}: your casting vote", { ministry: proposal }),
        moveButtons(ctx, [
          { move: "casting_vote", args: { approve: true }, cls: "ok", label: t("Approve") },
          { move: "casting_vote", args: { approve: false }, cls: "repress", label: t("Reject") }]));
    case "appoint":
      return actionCard(move, t("Appoint three players to execute {ministry}", { ministry: plan }),
        h("p", {}, t("Attempt {attempt} of {attempts}. You may appoint yourself.", { attempt: pub.attempt, attempts: ATTEMPTS })),
        pub.attempt === ATTEMPTS ? h("p", { class: "notice" },
          t("Last attempt: the cards go by seat, from your left. If it is not unanimous, the three will purge.")) : null,
        appointForm(ctx, view, words));
    case "execute":
      return actionCard(move, t("Execute the plan: {ministry}", { ministry: plan }),
        h("p", {}, t("Choose in secret. Unanimous repress: +2; unanimous reform: −2.")),
        pub.attempt === ATTEMPTS ? h("p", { class: "notice" },
          t("Attempt 3 is traceable: the cards are laid by seat, from the General Secretary's left. If it is not unanimous, the three purge and every card is shown.")) : null,
        moveButtons(ctx, [
          { move: "execute", args: { choice: "repress" }, cls: "repress", label: t("Repress") },
          { move: "execute", args: { choice: "reform" }, cls: "reform", label: t("Reform") }]));
    case "point":
      return actionCard(move, t("Purge: who did not go with the majority?"),
        h("p", {}, t("Point at one of the other two. Everything is revealed when all three have pointed.")),
        priv.choice ? holdToSee(t("Hold to see what you chose"),
          () => (priv.choice === "repress" ? t("You chose: repress.") : t("You chose: reform."))) : null,
        moveButtons(ctx, pub.executors.filter((s) => s !== view.you.seat).map((seat) => (
          { move: "point", args: { at: seat }, label: words.name(seat) }))));
    default:
      return ownPending(priv, words);
  }
}

/**
 * What this seat has already done in the current step: "Your vote is in ✓" / "Your choice is
 * in ✓", the choice itself only while held (every seat that has chosen sees the same card).
 */
function ownPending(priv, words) {
  let text = null;
  let title = t("Your choice is in ✓");
  if (priv.vote === true || priv.vote === false) {
    title = t("Your vote is in ✓");
    text = priv.vote ? t("You voted: approve.") : t("You voted: reject.");
  } else if (priv.pointed_at !== null && priv.pointed_at !== undefined) {
    text = t("You pointed at {name}.", { name: words.name(priv.pointed_at) });
  } else if (priv.choice === "repress") text = t("You chose: repress.");
  else if (priv.choice === "reform") text = t("You chose: reform.");
  return text ? chosenCard({ title }, () => text) : null;
}

function secretCard(id, member) {
  return heldSecret({ hold: t("Hold to see your card"), region: t("Your secret card"),
    hint: t("Nobody else sees it. It hides again when you let go.") },
  () => h("div", { class: "member", dataset: { member: id } },
    h("div", { class: "role" }, member.title || t("Politburo member")),
    h("div", { class: "who" }, member.name),
    member.quote ? h("p", { class: "quote" }, `“${member.quote}”`) : null,
    h("p", { class: "victory" }, t("Victory: {condition}", { condition: member.victory }))));
}

function secretsTable(view, words) {
  const priv = view.private;
  const pending = (seat) => {
    const key = String(seat);
    if (key in (priv.votes || {})) return priv.votes[key] ? t("approve") : t("reject");
    if (key in (priv.choices || {})) return priv.choices[key] === "repress" ? t("repress") : t("reform");
    if (key in (priv.pointing || {})) return t("points at {name}", { name: words.name(priv.pointing[key]) });
    return "";
  };
  return secretsCard({ intro: t("You moderate without playing: you may see every card and pending choice."),
    show: t("Show every secret"), hide: t("Hide the secrets"), region: t("Secrets") },
  view.seats.map(({ seat }) => h("li", {},
    h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat)),
      h("span", { class: "small" }, pending(seat))),
    h("div", { class: "mname", dataset: { member: priv.members[String(seat)] } },
      words.memberLabel(priv.members[String(seat)])))));
}

function status(view, words, info) {
  const pub = view.public;
  if (view.outcome) {
    return { text: t("Game over"), kind: "over",
      sub: view.outcome.winners.length ? tn("Winner: {names}", "Winners: {names}", view.outcome.winners.length,
        { names: words.list(view.outcome.winners) }) : t("No winner") };
  }
  const gs = words.name(pub.general_secretary);
  const ministry = words.ministry(pub.plan || pub.proposal || "");
  const step = {
    plan: t("{gs} proposes a ministry.", { gs }),
    vote: t("Vote on {ministry}.", { ministry }),
    casting_vote: t("Tie: {gs} decides.", { gs }),
    appoint: t("{gs} appoints three players (attempt {attempt} of {attempts}).", { gs, attempt: pub.attempt, attempts: ATTEMPTS }),
    execute: pub.attempt === ATTEMPTS
      ? t("Execution of {ministry}: attempt {attempt} of {attempts}, traceable (cards by seat).", { ministry, attempt: pub.attempt, attempts: ATTEMPTS })
      : t("Execution of {ministry} (attempt {attempt} of {attempts}).", { ministry, attempt: pub.attempt, attempts: ATTEMPTS }),
    purge: t("Purge after {ministry}.", { ministry }),
  }[view.phase] || "";
  return turnStatus(view, info, { yourTurn: t("Your turn."),
    waitingFor: (seats) => t("Waiting for {names}.", { names: words.list(seats) }) }, step);
}

export function mount(root, ctx) {
  const slots = {
    result: new Slot(root), end: new Slot(root), secret: new Slot(root), actions: new Slot(root), omniscient: new Slot(root),
    ministries: new Slot(root), players: new Slot(root), history: new Slot(root),
  };
  return {
    update(info, view) {
      const words = new Words(ctx.game, view.seats, view.you);
      const priv = view.private || {};
      const pub = view.public;
      const seated = hasSeat(view.you);
      const over = Boolean(view.outcome);
      const result = over ? null : politburoResult(pub, words, view.you.seat);
      slots.result.show([result], () => resultCard(result));
      slots.end.show([over, view.outcome, view.seats, pub.influence], () => (over ? endCard(view, words) : null));
      slots.secret.show([seated && !over, priv.member], () => (seated && !over && priv.member
        ? secretCard(priv.member, words.member(priv.member)) : null));
      slots.actions.show([view.phase, priv.moves, info.paused, pub.proposal, pub.plan, pub.attempt,
        pub.rejected, pub.executors, priv.vote, priv.choice, priv.pointed_at, view.seats],
      () => (info.paused || over ? null : actions(ctx, view, words)));
      const omniscient = !seated && priv.members;
      slots.omniscient.show([omniscient, over, priv.members, priv.votes, priv.choices, priv.pointing, view.seats],
        () => (omniscient && !over ? secretsTable(view, words) : null));
      slots.ministries.show([pub.ministries, pub.plan, pub.proposal, pub.rejected, pub.lost_influence],
        () => ministriesCard(pub, words));
      slots.players.show([view.phase, pub, view.awaiting, view.seats, view.you],
        () => playersCard(view, words));
      slots.history.show([pub.history, view.seats], () => historyCard(pub, words));
      return status(view, words, info);
    },
  };
}

/**
 * The table screen's layout (screen.js): the last result large, the ministries' levels, every
 * member's influence and whose turn it is, the history; at the end every card revealed. Only
 * the public view: `view` has no `private` and no `you`. Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats, null);
  const pub = view.public;
  const shown = { ...view, you: { seat: null } };
  if (view.outcome) { // every member card and its condition, under the ministries it was judged on
    const end = endCard(shown, words);
    for (const told of end.querySelectorAll(":scope > h2, :scope > .big")) {
      told.classList.add("visually-hidden"); // the status line says it
    }
    const ministries = ministriesCard(pub, words);
    ministries.classList.add("screen-strip");
    el.replaceChildren(h("div", { class: "screen-fit" }, h("div", {}, ministries, end)));
    return status(shown, words, { paused: view.table.paused });
  }
  const history = historyCard(pub, words);
  history.classList.add("screen-feed");
  history.querySelector("details")?.setAttribute("open", ""); // the fade hides the oldest
  el.replaceChildren(
    resultCard(politburoResult(pub, words, null), { large: true }),
    h("div", { class: "screen-columns screen-fit" },
      h("div", {}, ministriesCard(pub, words)),
      h("div", {}, playersCard(shown, words)),
      h("div", {}, history)));
  return status(shown, words, { paused: view.table.paused });
}
