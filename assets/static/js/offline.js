// Moves made while the table cannot be reached, and the banner that says so. A move that
// cannot be sent is kept with its client id and sent again as soon as the table answers (the
// id makes the server apply it at most once, even if the first try did arrive); a refusal then
// comes back to the control that made the move, with its reason. While the live stream is lost
// or moves wait, a banner at the top says what is going on; it goes as soon as both are over.

import { clientId } from "./api.js";
import { h } from "./dom.js";
import { t, tn } from "./i18n.js";
import { MoveSocket } from "./moves.js";

export class Outbox {
  /**
   * @param {string} code table code
   * @param {HTMLElement} place where the banner goes (it is inserted before this element)
   * @param {{sent: () => void, refused: (message: string) => void,
   *   answered: (error: ApiError) => void}} handlers `sent` after a move was accepted (the page
   *   then refreshes); `refused` when a move that waited was refused on its return (its card
   *   may be gone by then, so the page shows it too); `answered` with every refusal, before
   *   its message goes back to the control that made the move
   */
  constructor(code, place, handlers) {
    this.moves = new MoveSocket(code);
    this.sent = handlers.sent;
    this.refused = handlers.refused;
    this.answered = handlers.answered;
    this.waiting = [];
    this.flushing = false;
    this.state = "connecting";
    this.banner = h("div", { class: "offline-banner", role: "status", "aria-live": "polite", hidden: true });
    place.before(this.banner);
  }

  /** Send a move; resolve to null when accepted, or to the refusal's message. A move that
   *  cannot reach the table waits (the promise resolves once it has been sent). */
  async send(move, args) {
    const entry = { move, args, id: clientId() };
    const answer = await this.attempt(entry);
    if (answer !== undefined) return answer;
    return new Promise((resolve) => {
      this.waiting.push({ ...entry, resolve });
      this.show();
    });
  }

  /** One try: null (accepted), a message (refused), undefined (no network). */
  async attempt(entry) {
    try {
      await this.moves.send(entry.move, entry.args, entry.id);
      this.sent();
      return null;
    } catch (error) {
      if (error.status === 0) return undefined;
      this.answered(error);
      return error.message;
    }
  }

  /** The connection indicator's state changed ("connecting", "live", "polling", "offline"). */
  connection(state) {
    this.state = state;
    this.show();
    if (state !== "offline") this.flush();
  }

  /** Send the waiting moves in the order they were made; stop at the first network failure. */
  async flush() {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.waiting.length) {
        const answer = await this.attempt(this.waiting[0]);
        if (answer === undefined) break;
        if (answer) this.refused(answer);
        this.waiting.shift().resolve(answer);
      }
    } finally {
      this.flushing = false;
      this.show();
    }
  }

  show() {
    const lost = this.state === "offline" || this.state === "polling";
    const n = this.waiting.length;
    this.banner.hidden = !lost && n === 0;
    if (this.banner.hidden) return;
    const text = this.state === "offline" ? t("No connection to the table.")
      : this.state === "polling" ? t("Live updates lost: checking the table every few seconds.")
        : t("Reconnecting…");
    const sub = n > 0 ? tn("{n} move is waiting: it is sent as soon as the table answers.",
      "{n} moves are waiting: they are sent as soon as the table answers.", n)
        : t("Check the Wi-Fi. This page catches up by itself when the connection is back.");
    this.banner.replaceChildren(text, h("span", { class: "sub" }, sub));
  }
}
