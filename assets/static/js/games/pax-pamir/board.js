// What every phone shows of a Pax Pamir table: the score table (the points each check gave and
// the totals), the last check explained (who ranked where, how ties were split, the reminder
// to remove the blocks after a success), earlier checks, and the end with the winner.

import { h } from "../../dom.js";

/** The score table: one row per player, one column per check, the total last (highest first). */
export function scoreCard(pub, words, winners = []) {
  const checks = pub.checks;
  const order = [...pub.player_ids].sort((a, b) => pub.scores[b] - pub.scores[a]);
  const head = h("tr", {}, h("th", { scope: "col" }, words.say("Player")),
    checks.map((c) => h("th", { scope: "col", title: words.checkTitle(c.n, c.final) },
      c.final ? words.say("C{n}×2", { n: c.n }) : words.say("C{n}", { n: c.n }))),
    h("th", { scope: "col", class: "total" }, words.say("Total")));
  const rows = order.map((p) => h("tr", { class: winners.includes(p) ? "winner" : null, dataset: { player: p } },
    h("th", { scope: "row" }, words.name(p)),
    checks.map((c) => h("td", {}, String(c.points[p]))),
    h("td", { class: "total" }, String(pub.scores[p]))));
  return h("section", { class: "card", "aria-labelledby": "pp-scores-title" },
    h("h2", { id: "pp-scores-title" }, words.say("Score")),
    h("div", { class: "pp-table-wrap" },
      h("table", { class: "pp-scores" }, h("thead", {}, head), h("tbody", {}, rows))),
    checks.length ? null : h("p", { class: "hint" }, words.say("No check yet. Scores start at 0.")));
}

function placesList(check, words) {
  if (!check.places.length) {
    return h("p", {}, words.say("Nobody is loyal to {coalition}: nobody scores.",
      { coalition: words.coalitionInText(check.coalition) }));
  }
  const what = check.ranked_by === "influence" ? words.say("influence") : words.say("cylinders");
  return h("ol", { class: "pp-places" }, check.places.map((group) => {
    const tied = group.players.length > 1;
    return h("li", {},
      h("span", { class: "pp-where" }, words.places(group.first, group.players.length)),
      h("span", { class: "pp-who" }, words.list(group.players)),
      h("b", { class: "pp-points" }, tied
        ? words.say("{points} each", { points: group.points })
        : words.sayN("{n} point", "{n} points", group.points)),
      h("span", { class: "pp-value" }, `${what} ${group.value}`));
  }));
}

function checkBody(check, words) {
  return [
    h("p", { class: "pp-result", dataset: { success: String(check.success) } }, words.checkResult(check)),
    h("p", { class: "small muted" }, {
      "true,false": words.say("Its loyal players are ranked by influence: 5 / 3 / 1 points."),
      "true,true": words.say("Final check: its loyal players are ranked by influence, doubled: 10 / 6 / 2 points."),
      "false,false": words.say("Everybody is ranked by cylinders in play: 3 / 1 points."),
      "false,true": words.say("Final check: everybody is ranked by cylinders in play, doubled: 6 / 2 points."),
    }[`${check.success},${check.final}`]),
    placesList(check, words),
    check.places.some((group) => group.players.length > 1)
      ? h("p", { class: "small muted" }, words.say("Tied players share the points of their places, rounded down."))
      : null,
  ];
}

/** The last check: its result, the ranking with the ties split, and the block reminder. */
export function lastCheckCard(pub, words, by) {
  const check = pub.checks[pub.checks.length - 1];
  if (!check) return null;
  return h("section", { class: "card pp-last", "aria-labelledby": "pp-last-title" },
    h("h2", { id: "pp-last-title" }, words.checkTitle(check.n, check.final)),
    checkBody(check, words),
    check.success
      ? h("p", { class: "pp-reminder", role: "note" }, words.say("Remove every coalition block from the board."))
      : h("p", { class: "small muted" }, words.say("The blocks stay on the board: the check failed.")),
    h("p", { class: "small muted" }, by));
}

/** Every check before the last one, folded. */
export function earlierCard(pub, words) {
  const earlier = pub.checks.slice(0, -1);
  if (!earlier.length) return null;
  return h("details", { class: "card pp-earlier" },
    h("summary", {}, words.say("Earlier checks ({n})", { n: earlier.length })),
    earlier.slice().reverse().map((check) => h("section", {},
      h("h3", {}, words.checkTitle(check.n, check.final)), checkBody(check, words))));
}

/** The end: the winner(s), why, and the final scores. */
export function endCard(view, words) {
  const outcome = view.outcome;
  const winners = outcome.winners.map(String);
  const headline = winners.length > 1
    ? words.say("{names} share the win.", { names: words.list(winners) })
    : words.say("{name} wins.", { name: words.name(winners[0]) });
  return h("section", { class: "card pp-end", "aria-labelledby": "pp-end-title" },
    h("h2", { id: "pp-end-title" }, words.say("Game over")),
    h("p", { class: "pp-winner" }, headline),
    h("p", {}, words.endReason(outcome)));
}
