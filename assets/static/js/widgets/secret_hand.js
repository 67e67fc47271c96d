// A seat's own cards (or tiles) face down unless they are being looked at: the one "hold to see"
// widget of every seat screen with a hand (issue 29: no own card face in plain view).
//
//   const secret = new SecretHand({hands, mode, texts, idleMs, extra});
//   parent.append(secret.el); secret.hand.update({cards}); secret.hide(); secret.selected
//
// - hands: [Hand options] (hand.js: game, cards, select, onSelect, label, layout, max), one Hand
//   each, in that order, each under its `title` when given; `hand` alone stands for one. The
//   Hands are `secret.hands` (`secret.hand` the first); their `update` keeps them face down or up.
// - mode "hold": the faces show only while a finger (or Space/Enter) is on the hold button,
//   and hide as it lets go or the page is hidden. The cards can be chosen face down, by their
//   place ("Card 2"), or face up with a second finger while the first holds.
// - mode "compose": a move made by tapping one's own cards (placing a NeuroDrez tile, laying
//   RummiDrez cards): one tap of the button shows them; they hide again after `idleMs` (default
//   8 s) without a touch or key on the widget, on `hide()` (call it when the move is sent), on a
//   second tap of the button, and when the page is hidden. A choice made stays chosen.
// - texts: {show, hide, hint} (the hold button's or the toggle's label, the toggle's label while
//   open, the line under it); by default "Hold to see your cards" and its like.
// - extra(): nodes shown under the faces while they show (a private note: "You drew Rook 7.").
// - peek: a compact control for a line beside the board (mode "hold"): no backs and no hint
//   under the button; while held, the faces float just above it (true or "above") or just
//   below it ("below"), over what lies there.
// While hidden the page holds no face, id or name of these cards: only backs named by place.

import { h, holdButton } from "../dom.js";
import { t } from "../i18n.js";
import { Hand } from "./hand.js";

/** How long a hand shown in "compose" mode stays open without a touch, in ms. */
export const IDLE_MS = 8000;

export class SecretHand {
  constructor({ hands, hand, mode = "hold", texts = {}, idleMs = IDLE_MS, extra = null, peek = false } = {}) {
    this.mode = mode;
    this.idleMs = idleMs;
    this.extra = extra;
    this.shown = false;
    this.timer = null;
    this.texts = {
      show: mode === "hold" ? t("Hold to see your cards") : t("Show my cards"),
      hide: t("Hide my cards"),
      hint: mode === "hold" ? t("Only you see them. They hide again when you let go.")
        : t("Only you see them. They hide again after a few seconds without a touch, and when you play."),
      ...texts,
    };
    this.hands = (hands || [hand || {}]).map((options) => new Hand({ ...options, concealed: true }));
    this.place = h("div", { class: "w-secret-extra", "aria-live": "polite" });
    this.button = mode === "hold" ? holdButton(this.texts.show, (held) => this.set(held))
      : h("button", { type: "button", class: "btn wide w-secret-toggle", "aria-expanded": "false",
        onclick: () => this.set(!this.shown) }, this.texts.show);
    const groups = this.hands.map((one, index) => {
      const title = (hands || [hand || {}])[index].title;
      return title ? [h("p", { class: "small muted" }, title), one.el] : one.el;
    });
    const peeks = peek ? ` peek${peek === "below" ? " peek-below" : ""}` : "";
    this.el = h("div", { class: `w-secret w-secret-${mode}${peeks}` }, this.button,
      h("div", { class: "w-secret-faces" }, groups, this.place),
      this.texts.hint && !peek ? h("p", { class: "hint" }, this.texts.hint) : null);
    if (mode === "compose") {
      for (const name of ["pointerdown", "keydown"]) {
        this.el.addEventListener(name, () => this.stillThere(), true);
      }
    }
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") this.set(false);
    });
  }

  /** The first hand. */
  get hand() {
    return this.hands[0];
  }

  /** The chosen ids of the first hand, in hand order. */
  get selected() {
    return this.hand.selected;
  }

  /** Turn the cards face down (the move was sent). */
  hide() {
    this.set(false);
  }

  /** Faces up (`shown`) or down; in "compose" mode an open hand waits `idleMs` for a touch. */
  set(shown) {
    clearTimeout(this.timer);
    this.timer = null;
    if (shown && this.mode === "compose") this.timer = setTimeout(() => this.set(false), this.idleMs);
    if (shown === this.shown) return;
    this.shown = shown;
    for (const one of this.hands) one.update({ concealed: !shown });
    this.place.replaceChildren(...(shown && this.extra ? [this.extra()].flat().filter(Boolean) : []));
    this.el.classList.toggle("shown", shown);
    if (this.mode === "compose") {
      this.button.textContent = shown ? this.texts.hide : this.texts.show;
      this.button.setAttribute("aria-expanded", String(shown));
    }
  }

  /** A touch or key on an open "compose" hand: it stays open another `idleMs`. */
  stillThere() {
    if (this.shown) this.set(true);
  }
}
