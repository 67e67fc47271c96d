// The result of the last step, where players look: a card at the top of every phone (and large
// on the table screen) that says who did what and what it did to this seat, shown until the
// next step begins; the history keeps it after that. Each game's screen feeds it from its
// view's public history (games/<id>/index.js), so a new game needs only its own sentences.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * The newest result in `history` (a view's public history, oldest first), or null once a
 * later step has begun. Scanning from the end: an event whose type is in `results` is the
 * result; one in `steps` means the next step has begun (null); any other type (a consequence
 * such as a new General Secretary or a stolen briefcase) is passed over.
 * @returns {{event: object, index: number, after: object[]}|null} `after`: the events that
 *   followed the result (its consequences), oldest first.
 */
export function latestResult(history, { results, steps = [] }) {
  for (let index = (history || []).length - 1; index >= 0; index -= 1) {
    const event = history[index];
    if (results.includes(event.type)) return { event, index, after: history.slice(index + 1) };
    if (steps.includes(event.type)) return null;
  }
  return null;
}

/**
 * The result card. `result`: `{id, title, lines?, you?, tone?}`: `id` tells one result from
 * the next (e.g. its history index), `title` the headline (who, what), `lines` what followed,
 * `you` what it did to this seat (none on the table screen or the moderator's phone),
 * `tone` "good" / "bad" for this seat (a coloured edge; the text says it too). `large`: the
 * table screen's size. Null when `result` is null.
 */
export function resultCard(result, { large = false } = {}) {
  if (!result) return null;
  const lines = (result.lines || []).filter(Boolean);
  return h("section", {
    class: ["card result-card", large ? "large" : "", result.tone ? `tone-${result.tone}` : ""].filter(Boolean).join(" "),
    "aria-labelledby": "result-title", dataset: { result: String(result.id) },
  },
  h("p", { class: "result-kicker" }, t("Just happened")),
  h("h2", { id: "result-title" }, result.title),
  lines.length ? h("ul", { class: "result-lines" }, lines.map((line) => h("li", {}, line))) : null,
  result.you ? h("p", { class: "result-you" }, h("strong", {}, result.you)) : null);
}

/** The end of the game for one phone: "You won" / "You lost" for a seat, null for others. */
export function endHeadline(seat, winners) {
  if (seat === null || seat === undefined) return null;
  const won = winners.includes(seat);
  return h("p", { class: `end-you ${won ? "won" : "lost"}` }, won ? t("You won") : t("You lost"));
}
