// This seat's hand (docs/rules-decisions.md#triumfdrez): face down, its faces only while the
// hold control is held (widgets/secret_hand.js), since a glance at a phone on the table must not
// give it away; during this seat's call in the auction the same held hand (`heldHand`) is a bar
// at the bottom of the screen (index.js, .td-peek), its faces rising above the thumb while the
// bid buttons stay in view, so a bid is chosen looking at the cards; on this seat's turn to
// play, "Open my hand to play" lays it out as a fan with the cards it may play lit (the others
// dimmed) and a tap plays one. It folds itself after every card and when the page hides. A hand
// played open (the contract says so) is public: it shows without holding.

import { h } from "../../dom.js";
import { Hand, scrollWhenLaid } from "../../widgets/hand.js";
import { SecretHand } from "../../widgets/secret_hand.js";
import { sorted } from "./text.js";

/** This seat's `cards` face down as a fan, face up while the hold control is held. */
export function heldHand(cards, words) {
  return new SecretHand({ hand: { cards: sorted(cards), layout: "fan", label: words.say("Your hand") },
    texts: { show: words.say("Hold to see your hand"), hint: words.say("Only you see it. It hides again when you let go.") } }).el;
}

export class HandCard {
  constructor(ctx, rerender) {
    this.ctx = ctx;
    this.rerender = rerender;
    this.open = false;
    this.reveal = false;
    this.error = "";
    this.sending = false;
    this.key = null;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden" && this.open) {
        this.open = false;
        this.rerender();
      }
    });
  }

  /** Fold at every new card on the table or when this seat may not play. */
  sync(view) {
    const key = JSON.stringify([view.public.hand, view.public.history.length ? view.public.history.at(-1).n : 0]);
    if (key !== this.key || !(view.private.moves || []).includes("play")) {
      this.key = key;
      this.open = false;
      this.error = "";
    }
  }

  async play(card) {
    this.sending = true;
    this.error = "";
    this.rerender();
    const refusal = await this.ctx.move("play", { card });
    this.sending = false;
    if (refusal) this.error = refusal;
    this.rerender();
  }

  card(view, words) {
    const priv = view.private;
    const pub = view.public;
    const cards = sorted(priv.hand || []);
    const canPlay = (priv.moves || []).includes("play");
    const shown = Object.hasOwn(pub.open_hands, String(priv.seat));
    const title = h("h2", {}, words.say("Your hand ({n})", { n: cards.length }));
    const lead = pub.trick.length ? words.say("Follow {figure} if you can; the lit cards are the ones you may play.", { figure: words.figure(pub.led) })
      : words.say("You lead: any card.");
    if (this.open && canPlay) {
      const fan = new Hand({ cards: cards.map((id) => ({ id, disabled: this.sending || !priv.playable.includes(id) })),
        select: "one", layout: "fan", label: words.say("Your hand"), onSelect: (_ids, card) => this.play(card.id) });
      if (this.reveal) { // just opened: the whole fan into view (at 360 x 640 it starts low)
        this.reveal = false;
        scrollWhenLaid(".td-hand.open");
      }
      return h("section", { class: "card td-hand open", "aria-label": words.say("Your hand") }, title,
        h("p", { class: "small" }, lead, " ", words.say("Tap a lit card to play it.")), fan.el,
        this.error ? h("p", { class: "error", role: "alert" }, this.error) : null,
        h("button", { type: "button", class: "btn wide", onclick: () => { this.open = false; this.rerender(); } }, words.say("Hide my hand")));
    }
    const opener = canPlay ? h("button", { type: "button", class: "btn big primary wide td-open",
      onclick: () => { this.open = true; this.reveal = true; this.rerender(); } }, words.say("Open my hand to play")) : null;
    if (shown) {
      return h("section", { class: "card td-hand", "aria-label": words.say("Your hand") }, title,
        h("p", { class: "small muted" }, words.say("Your hand is played open: everyone sees it.")),
        new Hand({ cards, layout: "fan", label: words.say("Your hand") }).el, opener);
    }
    return h("section", { class: "card td-hand", "aria-label": words.say("Your hand") }, title,
      opener, heldHand(cards, words));
  }
}
