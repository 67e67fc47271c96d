// Inside Job's public board on a phone (seed 003, docs/rules-decisions.md#inside-job): missions and thresholds,
// each seat's briefcases, who leads, the revealed roles, the special roles in play, the last
// trick and why it was won, the history, and at the end every role with the winners.

import { h } from "../../dom.js";
import { endHeadline } from "../../result_card.js";

const SVG = "http://www.w3.org/2000/svg";

/** A small briefcase drawing (decorative: the text next to it says what it means). */
export function briefcaseIcon() {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "ij-icon");
  svg.setAttribute("aria-hidden", "true");
  for (const [tag, attrs] of [
    ["path", { d: "M8.5 7V5.2c0-.7.5-1.2 1.2-1.2h4.6c.7 0 1.2.5 1.2 1.2V7", fill: "none", stroke: "currentColor", "stroke-width": "2" }],
    ["rect", { x: "2.5", y: "7", width: "19", height: "13", rx: "2.2", fill: "currentColor" }],
    ["rect", { x: "10.5", y: "11.5", width: "3", height: "3", rx: "0.6", fill: "var(--ij-clasp, #fff)" }],
  ]) {
    const el = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    svg.append(el);
  }
  return svg;
}

/** A card as a chip: value and suit name on the suit's colour (never the colour alone). */
export function cardChip(words, card) {
  return h("span", { class: "ij-card", dataset: { suit: card.suit, value: card.value } },
    h("b", {}, String(card.value)), " ", words.suit(card.suit));
}

/** A suit as a chip: its name on its colour. */
export function suitChip(words, suit) {
  return h("span", { class: "ij-card", dataset: { suit } }, words.suit(suit));
}

function briefcases(words, count) {
  const label = words.sayN("{n} briefcase", "{n} briefcases", count);
  return h("span", { class: "ij-cases", role: "img", "aria-label": label }, briefcaseIcon(), String(count));
}

function pips(count, total, label) {
  return h("span", { class: "ij-pips", role: "img", "aria-label": label },
    Array.from({ length: total }, (_, i) => h("i", { class: i < count ? "full" : "" })));
}

function seatMarks(view, words, seat) {
  const pub = view.public;
  const marks = [];
  if (view.phase === "vote" && pub.voters.includes(seat)) {
    marks.push(pub.voted.includes(seat)
      ? h("span", { class: "mark done" }, words.say("voted"))
      : h("span", { class: "mark waiting" }, words.say("voting…")));
  } else if (view.phase === "peek" && (view.awaiting || []).includes(seat)) {
    marks.push(h("span", { class: "mark waiting" }, words.say("looking…")));
  }
  if (pub.accomplice && pub.accomplice.partner === seat) {
    marks.push(h("span", { class: "mark" }, words.say("{name}'s partner", { name: words.name(pub.accomplice.seat) })));
  }
  return marks;
}

/** The table: missions, thresholds, cards left, and every seat in table order. */
export function tableCard(view, words) {
  const pub = view.public;
  const you = view.you || {};
  const th = pub.thresholds;
  const playing = view.phase === "tricks" || view.phase === "peek";
  const title = playing
    ? words.say("Trick {n} of {total}", { n: Math.min(pub.tricks + 1, pub.tricks_in_hand), total: pub.tricks_in_hand })
    : view.phase === "vote" ? words.say("The final vote")
      : words.say("Tricks played: {n}", { n: pub.tricks });
  return h("section", { class: "card", "aria-labelledby": "ij-table-title" },
    h("h2", { id: "ij-table-title" }, title),
    h("div", { class: "ij-missions" },
      h("span", {}, words.say("Missions completed: {n} of {total}", { n: pub.missions, total: th.missions })),
      pips(pub.missions, th.missions, words.say("Missions completed: {n} of {total}", { n: pub.missions, total: th.missions }))),
    h("ul", { class: "ij-facts small" },
      th.insider_briefcases !== null
        ? h("li", {}, words.say("The Insider wins at {n} briefcases. Anyone who reaches them reveals.", { n: th.insider_briefcases }))
        : h("li", {}, words.say("Anyone reaching {n} briefcases reveals; if it is Professor No, the agents win.", { n: th.reveal })),
      // only while the hand is played: once it is over (its end, or cut short by a seat
      // leaving) the count would be stale
      playing ? h("li", {}, words.say("Cards left in each hand: {n}. The final vote comes at {end}.",
        { n: pub.cards_left, end: pub.cards_at_hand_end })) : null),
    h("ol", { class: "players ij-players" }, view.seats.map(({ seat }) => {
      const role = pub.revealed[String(seat)];
      const leads = playing && seat === pub.leader;
      return h("li", { class: leads ? "ij-leader" : "", dataset: { seat } },
        h("span", { class: "name" },
          leads ? h("span", { class: "ij-lead", title: words.say("leads") }, "▶ ") : null,
          words.name(seat),
          seat === you.seat ? h("span", { class: "you" }, ` ${words.say("(you)")}`) : null,
          leads ? h("span", { class: "visually-hidden" }, `, ${words.say("leads")}`) : null),
        h("span", { class: "marks" },
          role ? h("span", { class: "ij-role-tag", dataset: { role, seat } }, words.role(role)) : null,
          seatMarks(view, words, seat),
          briefcases(words, pub.briefcases[seat])));
    })),
    h("p", { class: "small muted" }, words.say("▶ leads the trick. Play goes to the left: the next seat in the list.")));
}

/** The special roles in play, with what each does (the rules, public to everyone). */
export function rolesCard(pub, words) {
  const special = pub.special_roles || [];
  return h("section", { class: "card", "aria-labelledby": "ij-roles-title" },
    h("h2", { id: "ij-roles-title" }, words.say("Roles in play")),
    h("p", { class: "small" }, special.length
      ? words.say("One Insider, agents, and these special roles:")
      : words.say("One Insider and agents, no special roles.")),
    special.length ? h("ul", { class: "ij-rolelist" }, special.map((id) => h("li", { dataset: { role: id } },
      h("b", {}, words.role(id)), h("span", { class: "small" }, words.rule(id))))) : null);
}

/** The last trick: trump, the cards in play order, the winner and why, the mission. */
export function lastTrickCard(pub, words) {
  const trick = pub.last_trick;
  if (!trick) return null;
  return h("section", { class: "card ij-last", "aria-labelledby": "ij-last-title",
    dataset: { number: trick.number } },
    h("h2", { id: "ij-last-title" }, words.say("Last trick ({n} of {total})", { n: trick.number, total: pub.tricks_in_hand })),
    h("p", { class: "ij-trump" }, words.say("Trump:"), " ", suitChip(words, trick.trump)),
    h("ol", { class: "ij-plays" }, trick.plays.map((play, i) => h("li", {
      class: play.seat === trick.winner ? "won" : "", dataset: { seat: play.seat } },
    h("span", { class: "ij-pos" }, String(i + 1)),
    h("span", { class: "ij-who" }, h("span", { class: "name" }, words.name(play.seat)),
      play.briefcase ? h("span", { class: "ij-placed", title: words.say("with a briefcase") },
        briefcaseIcon(), h("span", { class: "visually-hidden" }, words.say("with a briefcase"))) : null,
      play.trump ? h("span", { class: "mark" }, words.say("trump")) : null),
    cardChip(words, play)))),
    h("p", { class: "ij-reason" }, h("strong", {}, words.trickReason(trick))),
    h("p", { class: trick.mission ? "yes" : "no" },
      trick.mission ? `✓ ${words.say("Mission completed.")}` : `✗ ${words.say("Mission failed.")}`));
}

/** The public history, newest first; only the latest few unfolded. */
export function historyCard(pub, words) {
  const lines = pub.history.map((e) => words.event(e)).filter((line) => line !== null).reverse();
  if (!lines.length) return null;
  const recent = lines.slice(0, 5);
  const older = lines.slice(5);
  return h("section", { class: "card", "aria-labelledby": "ij-history-title" },
    h("h2", { id: "ij-history-title" }, words.say("What happened")),
    h("ul", { class: "history" }, recent.map((line) => h("li", {}, line))),
    older.length ? h("details", { class: "more" },
      h("summary", {}, words.say("Earlier ({n})", { n: older.length })),
      h("ul", { class: "history" }, older.map((line) => h("li", {}, line)))) : null);
}

/** What a ballot said: "voted for Ana and Bob", "voted twice for Ana". */
export function ballotText(words, ballot) {
  if (!ballot || !ballot.length) return "";
  if (ballot.length === 2 && ballot[0] === ballot[1]) {
    return words.say("voted twice for {name}", { name: words.name(ballot[0]) });
  }
  return words.say("voted for {names}", { names: words.list(ballot) });
}

/** The end: who won and why, every role revealed, and the vote if there was one. */
export function endCard(view, words) {
  const outcome = view.outcome;
  const vote = view.public.vote;
  const winners = outcome.winners || [];
  return h("section", { class: "card", "aria-labelledby": "end-title" },
    h("h2", { id: "end-title" }, words.say("Game over")),
    endHeadline(view.you?.seat, winners),
    h("p", { class: "big" }, h("strong", {}, words.side(outcome))),
    h("p", {}, words.endReason(outcome, view.public)),
    h("p", { class: "small" }, winners.length
      ? words.sayN("Winner: {names}", "Winners: {names}", winners.length, { names: words.list(winners) })
      : words.say("Nobody wins.")),
    h("ul", { class: "results" }, view.seats.map(({ seat }) => {
      const role = outcome.roles[String(seat)];
      const won = winners.includes(seat);
      return h("li", { class: won ? "winner" : "", dataset: { seat } },
        h("div", { class: "line1" },
          h("span", { class: "pname" }, words.name(seat)),
          won ? h("span", { class: "badge-win" }, words.say("Winner")) : null,
          h("span", { style: "margin-left:auto" }, briefcases(words, view.public.briefcases[seat]))),
        h("div", { class: "mname", dataset: { role } }, words.role(role)),
        vote ? h("div", { class: "cond" },
          words.sayN("{n} vote", "{n} votes", vote.tally[seat]),
          vote.ballots[String(seat)] ? ` · ${ballotText(words, vote.ballots[String(seat)])}` : "") : null);
    })));
}

