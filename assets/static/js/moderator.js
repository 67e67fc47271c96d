// The moderator's panel after the start: undo, pause, a player who has left, replace a seat's
// phone, the table screen's QR, hand moderation to another phone, and "play again" at the end
// (api.md, lead's additions). A table of one played by its moderator keeps only what makes
// sense for one player: play again, the undo (none when the game screen has its own), the
// table screen's QR (UX finding A-N12).

import { api } from "./api.js";
import { confirmButton, h, Slot } from "./dom.js";
import { t } from "./i18n.js";
import { leaveForm } from "./leaving.js";
import { followRematch } from "./live.js";
import { fetchQr, qrBox } from "./qr.js";

/** Which seats changed phones, and whose single-use rejoin code is still open (view.phones). */
function phoneChanges(view) {
  const phones = view.phones;
  if (!phones) return null;
  const name = (seat) => view.seats.find((s) => s.seat === seat)?.name || String(seat + 1);
  const lines = phones.seats.filter((s) => s.changes > 0 || s.code_open).map((s) => h("li", {},
    s.changes > 0 ? t("{name} changed phones ({n}×).", { name: name(s.seat), n: s.changes }) : "",
    s.changes > 0 && s.code_open ? " " : "",
    s.code_open ? t("{name}'s new code has not been used yet.", { name: name(s.seat) }) : ""));
  if (!lines.length) return null;
  return h("ul", { class: "small phone-changes", "aria-label": t("Phones changed") }, lines);
}

export class ModeratorPanel {
  /** @param {HTMLElement} root @param {{code: string, run: Function, handOver: Function}} ctx */
  constructor(root, ctx) {
    this.ctx = ctx;
    this.details = h("details", { class: "tools card" },
      h("summary", {}, t("Moderator tools")));
    root.append(this.details);
    this.buttons = new Slot(this.details, { class: "stack" });
    this.result = h("div", { "aria-live": "polite" });
    this.details.append(this.result);
    this.wasOver = false;
  }

  /** `table`: `{alone, ownUndo}`: a table of one seat that this phone plays (only the tools that
   * make sense for one: no pause, no leaving, no phone to replace, no moderation to hand over;
   * moving to another phone is the seat's own card), and whether the game screen has its own
   * undo (then the tools add none: one undo button on the page, A-N12). */
  update(info, view, table = { alone: false, ownUndo: false }) {
    this.version = view.version; // undo names the version it saw, so it never undoes a newer move
    if (info.status === "over" && !this.wasOver) this.details.open = true; // "play again"
    this.wasOver = info.status === "over";
    this.buttons.show([info.status, info.paused, view.seats, view.phones, view.left, table.alone, table.ownUndo],
      () => (table.alone ? this.buildAlone(info, table) : this.build(info, view)));
  }

  /** The tools of a table of one played by this phone: play again at the end, the undo when
   * the game has none of its own, the table screen's QR. */
  buildAlone(info, { ownUndo }) {
    const nodes = [];
    if (info.status === "over") nodes.push(this.rematchButton(null));
    if (!ownUndo) nodes.push(this.undoButton());
    if (info.status !== "over") nodes.push(this.screenButton());
    return nodes;
  }

  rematchButton(view) {
    return h("button", { type: "button", class: "btn primary wide big", onclick: async () => {
      const table = await this.ctx.run(() => api("POST", `/api/tables/${this.ctx.code}/rematch`));
      if (table) followRematch(table.code);
    } }, view?.left?.length ? t("Play again with those still here") : t("Play again with the same seats"));
  }

  undoButton() {
    return confirmButton(t("Undo the last move"), t("Tap again to undo"),
      () => this.ctx.run(() => api("POST", `/api/tables/${this.ctx.code}/undo`, { version: this.version })));
  }

  screenButton() {
    return h("button", { type: "button", class: "btn wide", onclick: () => this.showScreenQr() },
      t("Table screen (a tablet or TV)"));
  }

  build(info, view) {
    const code = this.ctx.code;
    const nodes = [];
    if (info.status === "over") {
      nodes.push(this.rematchButton(view));
      // the rematch opens in the lobby then, the places of those who left free (api.md "Rematch")
      if (view.left?.length) nodes.push(h("p", { class: "hint" }, t("Newcomers can take the free places before you start.")));
    } else {
      nodes.push(h("button", { type: "button", class: "btn wide", "aria-pressed": String(Boolean(info.paused)),
        onclick: () => this.ctx.run(() => api("POST", `/api/tables/${code}/pause`, { paused: !info.paused })) },
      info.paused ? t("Resume the game") : t("Pause the game")));
    }
    nodes.push(this.undoButton());
    nodes.push(leaveForm(view, this.ctx, info));
    nodes.push(this.replaceForm(view));
    nodes.push(phoneChanges(view));
    if (info.status !== "over") nodes.push(this.screenButton());
    nodes.push(confirmButton(t("Hand moderation to another phone"),
      t("Tap again: this phone stops moderating"), () => this.handOver()));
    return nodes;
  }

  replaceForm(view) {
    const select = h("select", { id: "replace-seat" },
      view.seats.map((seat) => h("option", { value: seat.seat }, seat.name)));
    return h("form", { class: "stack", onsubmit: async (event) => {
      event.preventDefault();
      const seat = Number(select.value);
      const name = view.seats.find((s) => s.seat === seat)?.name || "";
      const answer = await this.ctx.run(
        () => api("POST", `/api/tables/${this.ctx.code}/seats/${seat}/replace`));
      if (answer) await this.showQr(answer.rejoin_url,
        t("{name}: scan this with the new phone. The old phone no longer works.", { name }));
    } },
    h("label", { for: "replace-seat" }, t("Replace a seat's phone")),
    select,
    h("button", { type: "submit", class: "btn wide" }, t("New code for this seat")));
  }

  async handOver() {
    this.ctx.handOver(true);
    const answer = await this.ctx.run(() => api("POST", `/api/tables/${this.ctx.code}/handover`));
    if (!answer) {
      this.ctx.handOver(false);
      return;
    }
    await this.showQr(answer.rejoin_url,
      t("Scan this with the new moderator's phone. This phone is no longer the moderator."),
      () => window.location.reload());
  }

  /** The table screen's QR (public: it holds no token), for a tablet brought in later. */
  showScreenQr() {
    const path = `/table/${this.ctx.code}/screen`;
    const close = h("button", { type: "button", class: "btn wide",
      onclick: () => this.result.replaceChildren() }, t("Done"));
    this.result.replaceChildren(qrBox(h("img", { src: `${path}.svg`, alt: t("QR code of the table screen"),
      width: 320, height: 320 }), t("Open this on a tablet or TV in the middle of the table: it shows the public board and every result, and no secret.")), close);
    this.details.open = true;
  }

  async showQr(url, caption, done) {
    try {
      const svg = await fetchQr("/qr.svg", { text: url });
      const close = h("button", { type: "button", class: "btn wide", onclick: () => {
        this.result.replaceChildren();
        if (done) done();
      } }, t("Done"));
      this.result.replaceChildren(qrBox(svg, caption), close);
      this.details.open = true;
      this.result.scrollIntoView({ block: "center" });
    } catch {
      this.result.replaceChildren(h("p", { class: "error" }, t("The code could not be shown. Try again.")));
    }
  }
}
