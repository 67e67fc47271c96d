// Politburo's last result for the shared result card (result_card.js): the newest vote,
// casting vote, execution or purge of the public history, and what it did to this seat.

import { t } from "../../i18n.js";
import { latestResult } from "../../result_card.js";
import { ATTEMPTS } from "./text.js";

const RESULTS = ["plan", "casting_vote", "execution", "purge"];
const STEPS = ["appoint"];

function forYou(e, pub, seat) {
  if (seat === null || seat === undefined) return { you: null, tone: "" };
  const approved = (e.type === "plan" || e.type === "casting_vote") && e.result === "approved"
    || (e.type === "plan" && e.result === "automatic");
  if (approved && pub.general_secretary === seat) {
    return { you: t("You appoint the three players who execute it."), tone: "" };
  }
  if (e.type === "execution" && !e.unanimous && e.attempt === ATTEMPTS && pub.executors.includes(seat)) {
    return { you: t("You are one of the three: point at the deviant."), tone: "bad" };
  }
  if (e.type === "purge") {
    if (e.punished.includes(seat)) return { you: t("You lost 1 influence."), tone: "bad" };
    if (e.executors.some((x) => x.seat === seat)) return { you: t("You kept your influence."), tone: "good" };
  }
  return { you: null, tone: "" };
}

/**
 * The result to show now (`{id, title, lines, you, tone}`), or null when the next step has
 * begun. `seat`: this phone's seat (null for the moderator and the table screen).
 */
export function politburoResult(pub, words, seat) {
  const found = latestResult(pub.history, { results: RESULTS, steps: STEPS });
  if (!found) return null;
  const e = found.event;
  return { id: found.index, title: words.event(e),
    lines: e.type === "purge" ? words.purgeCards(e) : [], ...forYou(e, pub, seat) };
}
