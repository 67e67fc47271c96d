// What an undo took back, said on every phone and the table screen: while no move has come
// since the moderator's last undo, the view's `undone` ({seat, move}: docs/api.md) names the
// move, and the last-event line says so instead of the game's newest event, so a player
// whose move vanished, or whose refusal came from the table before the undo, sees why.

import { t } from "./i18n.js";

/**
 * The last-event line's value (widgets/last_event.js) for `view`: the undo's words while
 * `view.undone` is set, else the game's own `last`.
 */
export function withUndo(view, last) {
  const undone = view.undone;
  if (!undone) return last;
  const seat = view.seats.find((s) => s.seat === undone.seat);
  const text = seat
    ? t("The moderator took back {name}'s last move.", { name: seat.name })
    : t("The moderator took back the last move.");
  return { text, key: `undo:${view.version}` };
}
