// The betting action bar of the poker games (Poker7, PokerGuess, PokerDrez's betting): fixed at
// the bottom of the phone's screen while the seat is asked to bet, as poker apps do, so the
// move, its context and one's own cards are always on the first screen (issue 29, "The action
// first"). The words come from the caller (each game's texts); the bar's one text of its own is
// "Earlier: {refusal}" (below).
// Styles: .w-bar in css/widgets.css (loaded once). While it shows, the page's body gets the
// bar's height as padding at the bottom.
//
//   const bar = new ActionBar(ctx);  parent.append(bar.el);
//   bar.show({move, title, context, peek, controls}) / bar.hide()
//     move: the move's name (data-move on the bar); title: its heading ("Your bet", for screen
//       readers: the status line above says whose turn it is);
//     context: nodes of one or two short lines (pot, to call, who bet);
//     peek: {hold, hand} or null: the seat's own cards (`hand`: Hand options, secret_hand.js) face
//       down behind a press-and-hold strip labelled `hold`, their faces above the thumb only
//       while it is held;
//     controls: the nodes of the move (buttons made with bar.button, an amountSlider).
//   bar.button({label, sub, cls, send, confirm}) -> a button that runs `send()` (an async
//     function resolving to null or a refusal's text); `confirm` (a label) asks a second tap.
//   bar.refuse(text, asked) -> shows a refusal (what a caller's own send got back; `asked`:
//     bar.asked when its tap was sent).
//   amountSlider({low, high, start, label(n), name, less, more, onChange}) -> the slider row.
//
// A refusal stays in the bar, in the player's language, until the player's next tap in it: a
// view that redraws the bar (an undo, another phone's move) does not wipe it unexplained. But it
// answers the decision the bar showed when its tap was sent: once the bar puts another decision
// to the seat (a later `show`: the table moved on), it reads "Earlier: No te toca…", muted, so
// it no longer contradicts "Your turn" above it (re-walk N2). The undo itself is told in the
// last-event line (undo_notice.js).

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { useWidgetStyles } from "./art.js";
import { SecretHand } from "./secret_hand.js";

const CONFIRM_MS = 4000; // a second tap within this long confirms a `confirm` button

export class ActionBar {
  /** `ctx`: the seat screen's context (only `ctx.move` is used, by the caller's `send`). */
  constructor(ctx) {
    useWidgetStyles();
    this.ctx = ctx;
    this.error = h("p", { class: "error w-bar-error", role: "alert" });
    this.body = h("div", { class: "w-bar-body" });
    // The refusal sits above the bar's body: the bar is fixed at the bottom, so as a refusal
    // goes (at the next touch) the bar shrinks from its top and no button moves under the
    // finger (below them, its going moved every button down: "Raise" became "Fold").
    this.dock = h("div", { class: "w-bar-dock" }, this.error, this.body);
    this.el = h("section", { class: "w-bar", hidden: true }, this.dock);
    this.asked = 0; // how many decisions the bar has shown (calls of `show`)
    this.refusal = null; // {text, asked}: the refusal shown and the decision it answered
    this.dock.addEventListener("pointerdown", () => {
      this.refuse(null);
      if (!this.el.dataset.move) this.hide();
    }, true);
    this.buttons = [];
    this.sending = false;
    // The bar is fixed: the page gets its height as room at the bottom, so the end of the page
    // can always be scrolled above it.
    new ResizeObserver(() => {
      const height = this.el.hidden ? 0 : this.dock.offsetHeight;
      document.body.style.paddingBottom = height ? `${height}px` : "";
    }).observe(this.dock);
  }

  /** Show the bar for `move` with its title, context lines, own-cards strip and controls. */
  show({ move, title, context = [], peek = null, controls = [] }) {
    this.asked += 1;
    if (this.refusal) this.refuse(this.refusal.text, this.refusal.asked);
    this.buttons = [];
    this.el.dataset.move = move;
    this.el.setAttribute("aria-label", title);
    this.body.replaceChildren(...[
      h("h2", { class: "visually-hidden" }, title),
      h("div", { class: "w-bar-context" }, context),
      peek ? this.peekStrip(peek) : null,
      h("div", { class: "w-bar-controls" }, controls)].filter(Boolean));
    this.el.hidden = false;
  }

  /**
   * Hide the bar (no move asked of this seat any more). A refusal shown stays, alone in the
   * bar, until the player taps it: a move refused because the table changed meanwhile (an undo,
   * another phone) is not wiped by that change.
   */
  hide() {
    delete this.el.dataset.move;
    this.body.replaceChildren();
    this.el.hidden = !this.refusal;
    if (this.el.hidden) document.body.style.paddingBottom = "";
  }

  /**
   * Show the refusal `text` (null: none) of a tap sent while the bar showed decision `asked`
   * (this.asked then); when the bar has shown another decision since, it reads
   * "Earlier: {text}", muted (class w-bar-stale).
   */
  refuse(text, asked = this.asked) {
    this.refusal = text ? { text, asked } : null;
    const stale = Boolean(text) && asked !== this.asked;
    this.error.classList.toggle("w-bar-stale", stale);
    this.error.textContent = !text ? "" : stale ? t("Earlier: {refusal}", { refusal: text }) : text;
  }

  /** The press-and-hold strip (the one hold-to-see widget, SecretHand in its "peek" form). */
  peekStrip(peek) {
    const secret = new SecretHand({ hand: { layout: "row", ...peek.hand }, peek: true, texts: { show: peek.hold } });
    secret.el.classList.add("w-bar-own");
    return secret.el;
  }

  /**
   * A button of the move: `send()` runs on a tap (every button of the bar disabled meanwhile)
   * and resolves to null or a refusal's text, shown in the bar. `confirm`: the label of a
   * second tap asked within 4 s (a fold while a check is free).
   */
  button({ label, sub = null, cls = "", send, confirm = null, attrs = {} }) {
    const content = () => [label, sub ? h("span", { class: "btn-sub" }, sub) : null];
    const button = h("button", { type: "button", class: ["btn", cls].filter(Boolean).join(" "), ...attrs }, content());
    let timer = null;
    const reset = () => {
      clearTimeout(timer);
      timer = null;
      button.classList.remove("confirming");
      button.replaceChildren(...content().filter(Boolean));
    };
    button.addEventListener("click", async () => {
      if (this.sending) return;
      if (confirm && timer === null) {
        button.classList.add("confirming");
        button.textContent = confirm;
        timer = setTimeout(reset, CONFIRM_MS);
        return;
      }
      if (timer !== null) reset();
      await this.run(send);
    });
    button.relabel = (text, subText = null) => {
      label = text;
      sub = subText;
      if (timer === null) button.replaceChildren(...content().filter(Boolean));
    };
    this.buttons.push(button);
    return button;
  }

  /** Run `send` with every button disabled; a refusal is shown and the buttons come back. */
  async run(send) {
    this.sending = true;
    const before = this.buttons.map((b) => b.disabled);
    for (const b of this.buttons) b.disabled = true;
    const asked = this.asked;
    this.refuse(null);
    const refusal = await send();
    this.sending = false;
    if (refusal) {
      this.refuse(refusal, asked);
      this.buttons.forEach((b, i) => { b.disabled = before[i]; });
    }
  }
}

/**
 * A slider from `low` to `high` (whole chips) with − and + steps (each 44 px square), starting
 * at `start`; `onChange(n)` after every change. `name`, `less`, `more`: accessible names.
 */
export function amountSlider({ low, high, start = low, name, less, more, onChange }) {
  useWidgetStyles();
  let value = start;
  const slider = h("input", { type: "range", min: low, max: high, step: 1, value, "aria-label": name,
    class: "w-bar-slider", oninput: () => set(Number(slider.value)) });
  const set = (n) => {
    value = Math.min(high, Math.max(low, n));
    slider.value = String(value);
    onChange(value);
  };
  const step = Math.max(1, Math.round((high - low) / 10));
  return h("div", { class: "w-bar-amount" },
    h("button", { type: "button", class: "btn", "aria-label": less, onclick: () => set(value - step) }, "−"),
    slider,
    h("button", { type: "button", class: "btn", "aria-label": more, onclick: () => set(value + step) }, "+"));
}
