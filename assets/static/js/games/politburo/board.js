// Politburo's public board on a phone: ministry levels −3..+3, each seat's influence and what it
// is doing, the public history, and at the end every member card revealed.

import { h } from "../../dom.js";
import { endHeadline } from "../../result_card.js";
import { lang, t, tn } from "../../i18n.js";
import { LEVELS, MAX_INFLUENCE, MINISTRIES, signed } from "./text.js";

function levelClass(value) {
  if (value > 0) return "pos";
  if (value < 0) return "neg";
  return "zero";
}

function meter(level) {
  return h("div", { class: "meter", "aria-hidden": "true" }, LEVELS.map((value) => h("span", {
    class: [value === level ? `on ${levelClass(value)}` : "", value === 0 ? "zero-mark" : ""].join(" ").trim(),
  }, signed(value))));
}

function ministryTag(pub, id) {
  if (pub.plan === id) return h("span", { class: "tag plan" }, t("Plan"));
  if (pub.proposal === id) return h("span", { class: "tag plan" }, t("Proposed"));
  if ((pub.rejected || []).includes(id)) return h("span", { class: "tag rejected" }, t("Rejected"));
  return null;
}

/** The three ministries with their level meters, and the totals the victory conditions use. */
export function ministriesCard(pub, words) {
  const total = MINISTRIES.reduce((sum, id) => sum + pub.ministries[id], 0);
  return h("section", { class: "card", "aria-labelledby": "ministries-title" },
    h("h2", { id: "ministries-title" }, t("Ministries")),
    MINISTRIES.map((id) => {
      const level = pub.ministries[id];
      const label = level > 0 ? t("repressing {level}", { level: signed(level) })
        : level < 0 ? t("reforming {level}", { level: signed(level) }) : t("level 0");
      return h("div", { class: "ministry", role: "group",
        "aria-label": `${words.ministry(id)}: ${label}` },
      h("div", { class: "head" },
        h("span", { class: "mname" }, words.ministry(id)), ministryTag(pub, id),
        h("span", { class: `level ${levelClass(level)}`, "aria-hidden": "true" }, signed(level))),
      meter(level));
    }),
    h("div", { class: "scale", "aria-hidden": "true" },
      h("span", { class: "neg" }, t("← reform")), h("span", { class: "pos" }, t("repress →"))),
    h("p", { class: "totals" },
      h("span", {}, t("Sum of levels: {total}", { total: signed(total) })),
      h("span", {}, t("Lost influence: {lost} (half the players: {half})",
        { lost: pub.lost_influence, half: (pub.players / 2).toLocaleString(lang) }))));
}

function pips(value) {
  return h("span", { class: "pips", role: "img",
    "aria-label": t("influence {n} of {max}", { n: value, max: MAX_INFLUENCE }) },
  Array.from({ length: MAX_INFLUENCE }, (_, i) => h("i", { class: i < value ? "full" : "" })));
}

function seatMark(phase, pub, seat, awaiting) {
  const isExecutor = pub.executors.includes(seat);
  const waiting = awaiting.includes(seat);
  if (phase === "vote" && seat !== pub.general_secretary) {
    return waiting ? h("span", { class: "mark waiting" }, t("voting…"))
      : h("span", { class: "mark done" }, t("voted"));
  }
  if (phase === "execute" && isExecutor) {
    return waiting ? h("span", { class: "mark waiting" }, t("choosing…"))
      : h("span", { class: "mark done" }, t("chose"));
  }
  if (phase === "purge" && isExecutor) {
    return waiting ? h("span", { class: "mark waiting" }, t("pointing…"))
      : h("span", { class: "mark done" }, t("pointed"));
  }
  if (waiting) return h("span", { class: "mark waiting" }, t("to act"));
  return null;
}

/** In the appointment, who executed last time; in the third attempt, each executor's card. */
function executorMark(phase, pub, seat) {
  const card = pub.executors.indexOf(seat);
  if (card < 0) return null;
  if (phase === "appoint") return h("span", { class: "mark exec" }, t("executor"));
  if (pub.attempt === 3 && (phase === "execute" || phase === "purge")) {
    return h("span", { class: "mark exec" }, t("card {n}", { n: card + 1 }));
  }
  return null;
}

/** Every seat in table order: name, General Secretary star, influence, executor and progress. */
export function playersCard(view, words) {
  const pub = view.public;
  const you = view.you || {};
  return h("section", { class: "card", "aria-labelledby": "players-title" },
    h("h2", { id: "players-title" },
      t("Turn {turn} of {turns}", { turn: pub.turn, turns: pub.turns })),
    h("ol", { class: "players" }, view.seats.map(({ seat }) => {
      const isGs = seat === pub.general_secretary;
      return h("li", { class: isGs ? "gs" : "" },
        h("span", { class: "name" }, words.name(seat),
          seat === you.seat ? h("span", { class: "you" }, ` ${t("(you)")}`) : null,
          isGs ? h("span", { class: "visually-hidden" }, `, ${t("General Secretary")}`) : null),
        h("span", { class: "marks" },
          executorMark(view.phase, pub, seat),
          seatMark(view.phase, pub, seat, view.awaiting || []),
          pips(pub.influence[seat])));
    })),
    h("p", { class: "small muted" }, t("★ General Secretary. Table order: the next seat is on your left.")));
}

function historyItem(e, words) {
  const text = words.event(e);
  if (text === null) return null;
  return h("li", {}, text,
    e.type === "purge" ? h("ul", { class: "small" }, words.purgeCards(e).map((line) => h("li", {}, line))) : null);
}

function turnGroup(turn, events, words) {
  return h("li", { class: "turn-group" },
    h("h3", {}, t("Turn {turn}", { turn })),
    h("ul", { class: "history" }, [...events].reverse().map((e) => historyItem(e, words))));
}

/** The public history by turn, newest first; turns before the current one folded away. */
export function historyCard(pub, words) {
  const turns = new Map();
  for (const e of pub.history) {
    if (!turns.has(e.turn)) turns.set(e.turn, []);
    turns.get(e.turn).push(e);
  }
  const groups = [...turns.entries()].reverse().map(([turn, events]) => turnGroup(turn, events, words));
  const [current, ...older] = groups;
  return h("section", { class: "card", "aria-labelledby": "history-title" },
    h("h2", { id: "history-title" }, t("What happened")),
    h("ul", { class: "turns" }, current),
    older.length ? h("details", { class: "more" },
      h("summary", {}, t("Earlier turns ({n})", { n: older.length })),
      h("ul", { class: "turns" }, older)) : null);
}

/** The end: winners, and every seat's member card and whether its condition holds. */
export function endCard(view, words) {
  const outcome = view.outcome;
  const winners = outcome.winners || [];
  const headline = winners.length === 0 ? t("No winner: no victory condition holds.")
    : tn("The winner is {names}.", "The winners are {names}.", winners.length, { names: words.list(winners) });
  return h("section", { class: "card", "aria-labelledby": "end-title" },
    h("h2", { id: "end-title" }, t("Game over")),
    endHeadline(view.you?.seat, winners),
    h("p", { class: "big" }, h("strong", {}, headline)),
    h("ul", { class: "results" }, view.seats.map(({ seat }) => {
      const memberId = outcome.members[String(seat)];
      const member = words.member(memberId);
      const won = winners.includes(seat);
      const ok = outcome.fulfilled[String(seat)];
      return h("li", { class: won ? "winner" : "" },
        h("div", { class: "line1" },
          h("span", { class: "pname" }, words.name(seat)),
          won ? h("span", { class: "badge-win" }, t("Winner")) : null,
          h("span", { style: "margin-left:auto" }, pips(view.public.influence[seat]))),
        h("div", { class: "mname", dataset: { member: memberId } }, words.memberLabel(memberId)),
        h("div", { class: "cond" },
          h("span", { class: ok ? "yes" : "no" }, ok ? `✓ ${t("Fulfilled")}` : `✗ ${t("Not fulfilled")}`),
          " · ", member.victory));
    })));
}
