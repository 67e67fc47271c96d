// Playing DomiDrez from a phone (docs/rules-decisions.md#domidrez): the hand face down, its faces
// only while the hold control is held (widgets/secret_hand.js; a glance at a phone on the table
// must not give it away) and, on this seat's turn, instead of it an "Open my hand to play"
// switch near the top of the screen: a fan of the cards with the ones that may be
// played lit (the others dimmed), a tap plays a lit card; a neutral card first asks for the figure
// and the colour it names. The open hand folds itself at every new turn and when the page hides.

import { h } from "../../dom.js";
import { Hand, handCount, scrollWhenLaid } from "../../widgets/hand.js";
import { SecretHand } from "../../widgets/secret_hand.js";
import { CARDS, COLOURS, FIGURES } from "./text.js";

const isNeutral = (card) => card.startsWith("neutral");

export class HandPlay {
  constructor(ctx, rerender) {
    this.ctx = ctx;
    this.rerender = rerender;
    this.open = false;
    this.naming = null; // {card, figure, colour} while a neutral card is being named
    this.error = "";
    this.sending = false;
    this.turn = null;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden" && this.open) this.fold();
    });
  }

  /** Fold the hand at a new turn (or when this seat may no longer play). */
  sync(view) {
    const pub = view.public;
    const turn = `${pub.hand}:${pub.history.length ? pub.history.at(-1).n : 0}`;
    const moves = (view.private || {}).moves || [];
    if (turn !== this.turn || !moves.includes("play")) {
      this.turn = turn;
      this.open = false;
      this.naming = null;
      this.error = "";
    }
  }

  fold() {
    this.open = false;
    this.naming = null;
    this.rerender();
  }

  async send(args) {
    this.sending = true;
    this.error = "";
    this.rerender();
    const refusal = await this.ctx.move("play", args);
    this.sending = false;
    if (refusal) this.error = refusal;
    else this.naming = null;
    this.rerender();
  }

  tap(card) {
    if (isNeutral(card)) {
      this.naming = this.naming && this.naming.card === card ? null : { card, figure: null, colour: null };
      this.rerender();
    } else {
      this.send({ card });
    }
  }

  /** The figure and colour buttons of a neutral card, and the button that plays it. */
  namingPanel(words) {
    const naming = this.naming;
    const pick = (key, value) => () => { naming[key] = value; this.rerender(); };
    const ready = naming.figure !== null && naming.colour !== null;
    return h("div", { class: "dd-naming", dataset: { move: "play" } },
      h("p", { class: "dd-naming-title" }, words.say("A neutral card names the figure and the colour the next player must follow.")),
      h("p", { class: "small muted", id: "dd-figure-label" }, words.say("Figure")),
      h("div", { class: "dd-figures", role: "group", "aria-labelledby": "dd-figure-label" }, FIGURES.map((figure) => h("button", {
        type: "button", class: "btn small", "aria-pressed": String(naming.figure === figure), dataset: { figure },
        onclick: pick("figure", figure) }, words.figure(figure)))),
      h("p", { class: "small muted", id: "dd-colour-label" }, words.say("Colour")),
      h("div", { class: "dd-colours", role: "group", "aria-labelledby": "dd-colour-label" }, COLOURS.map((n) => h("button", {
        type: "button", class: `btn small dd-colour dd-c${n}`, "aria-pressed": String(naming.colour === n),
        "aria-label": words.colour(n), dataset: { colour: String(n) }, onclick: pick("colour", n) },
      h("b", { "aria-hidden": "true" }, String(n)), h("span", { "aria-hidden": "true" }, words.colourName(n))))),
      h("button", { type: "button", class: "btn big primary wide dd-play-neutral", disabled: !ready || this.sending,
        onclick: () => this.send({ card: naming.card, figure: naming.figure, colour: naming.colour }) },
      ready ? words.say("Play the neutral card: {named}", { named: words.named(naming) })
        : words.say("Choose a figure and a colour")));
  }

  /** The seat's hand: backs and the hold control; open on its turn, the fan to tap. */
  card(view, words) {
    const priv = view.private || {};
    const hand = priv.hand || [];
    const playable = priv.playable || [];
    const canPlay = (priv.moves || []).includes("play");
    const head = h("div", { class: "dd-hand-head" }, h("h2", {}, words.say("Your hand")),
      handCount({ count: hand.length, name: words.say("Your hand") }));
    const toggle = h("button", { type: "button", class: `btn wide dd-open${this.open ? "" : " primary"}`, "aria-expanded": String(this.open),
      disabled: !canPlay && !this.open, onclick: () => {
        this.open = !this.open;
        this.naming = null;
        this.rerender();
        if (this.open) scrollWhenLaid(".dd-hand.open"); // the whole fan into view
      } },
    this.open ? words.say("Hide my hand") : words.say("Open my hand to play"));
    if (!this.open) {
      return h("section", { class: "card dd-hand", "aria-label": words.say("Your hand") }, head, canPlay ? toggle
        : new SecretHand({ hand: { game: CARDS, cards: hand, label: words.say("Your hand"), layout: "fan" },
          texts: { show: words.say("Hold to see your hand"), hint: words.say("Only you see it. It hides again when you let go.") } }).el);
    }
    const fan = new Hand({ game: CARDS, cards: hand.map((id) => ({ id, disabled: this.sending || !playable.includes(id) })),
      select: "one", selected: this.naming ? [this.naming.card] : [], layout: "fan", label: words.say("Your hand"),
      onSelect: (_ids, card) => this.tap(card.id) });
    return h("section", { class: "card dd-hand open", "aria-label": words.say("Your hand") }, head,
      h("p", { class: "small muted" }, words.say("Tap a lit card to play it on {card}.", { card: words.card(view.public.top) })),
      fan.el, this.naming ? this.namingPanel(words) : null,
      this.error ? h("p", { class: "error", role: "alert" }, this.error) : null, toggle);
  }
}
