// Inside Job's last result for the shared result card (result_card.js): the newest trick (with
// the briefcases, reveals and end of the hand it caused), and what it did to this seat.

import { latestResult } from "../../result_card.js";

const RESULTS = ["trick"]; // the end of the hand ("vote") follows a trick: one of its lines

function forYou(e, after, seat, words) {
  if (seat === null || seat === undefined || e.type !== "trick") return { you: null, tone: "" };
  const lines = [];
  let tone = "";
  if (e.winner === seat) lines.push(words.say("You won this trick."));
  for (const next of after) {
    if (next.type === "steal" && next.seat === seat) {
      lines.push(words.say("You stole a briefcase from {name}.", { name: words.name(next.from) }));
    } else if (next.type === "steal" && next.from === seat) {
      lines.push(words.say("{name} stole a briefcase from you.", { name: words.name(next.seat) }));
      tone = "bad";
    } else if (next.type === "partner_loses_briefcase" && next.seat === seat) {
      lines.push(words.say("You lost a briefcase."));
      tone = "bad";
    } else if (next.type === "reveal" && next.seat === seat) {
      lines.push(words.say("Your role is now revealed to everyone."));
    }
  }
  return { you: lines.join(" ") || null, tone };
}

/**
 * The result to show now (`{id, title, lines, you, tone}`) or null. `seat`: this phone's seat
 * (null for the moderator and the table screen).
 */
export function insideJobResult(pub, words, seat) {
  const found = latestResult(pub.history, { results: RESULTS });
  if (!found) return null;
  const { event, after } = found;
  return { id: found.index, title: words.event(event),
    lines: after.map((next) => words.event(next)).filter((line) => line !== null),
    ...forYou(event, after, seat, words) };
}
