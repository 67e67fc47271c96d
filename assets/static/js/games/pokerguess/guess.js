// The guess move on a phone (docs/rules-decisions.md#pokerguess): the prediction entry (a
// colour and its count, a figure and its count, with steppers and pickers) at the top of the
// screen, the common cards (and the last cards shown) small under its title, the predictions
// already made, a repeat refused here before it is sent, the raise
// (pre-filled with the smallest raise, up to all in); the send buttons, what staying costs and
// the seat's own cards in the action bar fixed at the bottom; the fold asks a second tap.

import { confirmButton, h, Slot } from "../../dom.js";
import { stepper } from "../../widgets/stepper.js";
import { commonCard } from "./cards.js";
import { peekOwn } from "./show.js";
import { COLOURS, FIGURES } from "./words.js";

const same = (a, b) => Boolean(a && b) && a.colour === b.colour && a.figure === b.figure
  && a.colour_count === b.colour_count && a.figure_count === b.figure_count;

export class GuessCard {
  /** `bar`: the screen's action bar (widgets/action_bar.js), where the send buttons go. */
  constructor(ctx, bar) {
    this.ctx = ctx;
    this.bar = bar;
    this.el = h("section", { class: "card pg-guess", "aria-labelledby": "pg-guess-title" });
    this.key = null;
    this.sending = false;
  }

  /** Show the card while this seat is asked to guess; rebuilt at each new hand or phase. */
  update(view, words, paused) {
    const priv = view.private || {};
    const asked = (priv.moves || []).includes("guess") && !paused;
    this.el.hidden = !asked;
    if (asked) this.el.dataset.move = "guess";
    else delete this.el.dataset.move; // only the card of the move asked for carries data-move
    if (!asked) {
      this.key = null;
      return;
    }
    const key = JSON.stringify([view.public.hand, view.public.round, view.seats]);
    if (key !== this.key) {
      this.key = key;
      this.build(view, words);
    }
    this.view = view;
    this.refresh();
  }

  build(view, words) {
    this.words = words;
    const own = view.public.predictions[String(view.private.seat)];
    this.choice = own ? { ...own } : { colour: null, colour_count: 1, figure: null, figure_count: 1 };
    this.raising = false;
    this.raiseTo = null;
    this.presets = 0; // taps on "Smallest" / "All in": the stepper is rebuilt with that value
    const most = view.public.dealt;
    const say = (msgid, params) => words.say(msgid, params);
    this.colourButtons = COLOURS.map((n) => h("button", { type: "button", class: `btn pg-colour pg-c${n}`,
      "aria-label": words.colourName(n), dataset: { colour: String(n) }, onclick: () => this.set({ colour: n }) },
    h("b", { "aria-hidden": "true" }, String(n)), h("span", { "aria-hidden": "true" }, words.colourName(n))));
    this.figureButtons = FIGURES.map((f) => h("button", { type: "button", class: "btn pg-figure",
      dataset: { figure: f }, onclick: () => this.set({ figure: f }) }, words.figureName(f)));
    const counts = h("div", { class: "pg-counts" },
      stepper({ label: say("Colour cards"), value: this.choice.colour_count, min: 1, max: most,
        fewer: say("Fewer colour cards"), more: say("More colour cards"), cls: "pg-step",
        onChange: (v) => this.set({ colour_count: v }) }),
      stepper({ label: say("Figure cards"), value: this.choice.figure_count, min: 1, max: most,
        fewer: say("Fewer figure cards"), more: say("More figure cards"), cls: "pg-step",
        onChange: (v) => this.set({ figure_count: v }) }));
    this.preview = h("p", { class: "pg-preview", "aria-live": "polite" });
    this.taken = h("ul", { class: "pg-taken" });
    this.raiseSlot = new Slot(h("div"), { class: "pg-raise" });
    this.raiseToggle = h("button", { type: "button", class: "btn wide pg-raise-toggle", "aria-pressed": "false",
      dataset: { raise: "toggle" }, onclick: () => { this.raising = !this.raising; this.refresh(); } });
    this.keep = h("button", { type: "button", class: "btn big", dataset: { send: "keep" },
      onclick: () => this.send({ prediction: null, raise_to: this.raise() }) });
    this.change = h("button", { type: "button", class: "btn big primary w-bar-wide", dataset: { send: "predict" },
      onclick: () => this.send({ prediction: { ...this.choice }, raise_to: this.raise() }) });
    this.fold = confirmButton(say("Fold"), say("Tap again to fold"), () => this.send({ fold: true }), { dataset: { send: "fold" } });
    this.el.replaceChildren(
      h("h2", { id: "pg-guess-title" }, view.public.round === 1 ? say("Guess phase 1: your turn") : say("Guess phase 2: your turn")),
      view.public.cards === "app" ? commonCard(view, words, true) : null,
      h("p", { class: "small muted" }, say("At least this many cards of one colour and of one figure among every card dealt, yours and everyone's hidden ones included.")),
      h("p", { class: "small pg-label" }, say("Predictions already made")), this.taken,
      h("p", { class: "small pg-label", id: "pg-colour-label" }, say("Colour")),
      h("div", { class: "pg-colours", role: "group", "aria-labelledby": "pg-colour-label" }, this.colourButtons),
      h("p", { class: "small pg-label", id: "pg-figure-label" }, say("Figure")),
      h("div", { class: "pg-figures", role: "group", "aria-labelledby": "pg-figure-label" }, this.figureButtons),
      counts, this.preview,
      this.raiseToggle, this.raiseSlot.el);
    const pub = view.public;
    const toCall = view.private.to_call;
    this.bar.show({ move: "guess", title: say("Your guess"), peek: peekOwn(view, words), context: [
      h("p", {}, h("strong", {}, words.say("Pot {n}", { n: pub.pot })), " · ", say("To stay: {n} in all", { n: pub.bet })),
      h("p", {}, toCall > 0 ? say("Staying costs you {n} more.", { n: words.chips(toCall) })
        : say("Nothing to call: staying costs you nothing more."))],
    controls: [this.change, this.keep, this.fold] });
  }

  set(change) {
    Object.assign(this.choice, change);
    this.refresh();
  }

  raise() {
    return this.raising ? this.raiseTo : null;
  }

  /** Who already holds the prediction being made, or null. */
  holder() {
    const { predictions } = this.view.public;
    const seat = this.view.private.seat;
    const found = Object.entries(predictions).find(([s, p]) => Number(s) !== seat && same(p, this.choice));
    return found ? Number(found[0]) : null;
  }

  refresh() {
    const { words, view, choice } = this;
    const pub = view.public;
    const priv = view.private;
    const own = pub.predictions[String(priv.seat)];
    for (const b of this.colourButtons) b.setAttribute("aria-pressed", String(Number(b.dataset.colour) === choice.colour));
    for (const b of this.figureButtons) b.setAttribute("aria-pressed", String(b.dataset.figure === choice.figure));
    const complete = choice.colour !== null && choice.figure !== null;
    const holder = complete ? this.holder() : null;
    const unchanged = same(own, choice);
    this.preview.classList.toggle("pg-bad", holder !== null);
    this.preview.textContent = !complete ? words.say("Choose a colour and a figure.")
      : holder !== null ? words.say("{name} already holds {prediction}: change a count, the colour or the figure.",
        { name: words.name(holder), prediction: words.prediction(choice) })
        : unchanged ? words.say("This is your prediction now.")
          : words.say("Your prediction: {prediction}", { prediction: words.prediction(choice) });
    this.taken.replaceChildren(...pub.in_hand.filter((s) => pub.predictions[String(s)]).map((s) => h("li", {},
      h("b", {}, words.name(s)), " ", words.prediction(pub.predictions[String(s)]))));
    if (!this.taken.children.length) this.taken.append(h("li", { class: "muted" }, words.say("None yet.")));
    this.refreshRaise(pub, priv, words);
    const cost = this.raising ? words.say("raise to {n}", { n: this.raiseTo })
      : priv.to_call > 0 ? words.say("call {n}", { n: priv.to_call }) : words.say("nothing to call");
    this.change.textContent = own ? words.say("Change to this prediction") : words.say("Make this prediction");
    // a prediction held by another seat: why the button is off, on the button itself (the
    // form's own line may lie under the bar)
    this.change.append(h("span", { class: "btn-sub" },
      holder !== null ? words.say("{name} already holds it", { name: words.name(holder) }) : cost));
    this.change.disabled = this.sending || !complete || holder !== null || unchanged;
    this.keep.hidden = !own;
    this.keep.textContent = words.say("Keep my prediction");
    this.keep.append(h("span", { class: "btn-sub" }, cost));
    this.keep.disabled = this.sending;
    this.fold.disabled = this.sending;
  }

  refreshRaise(pub, priv, words) {
    const can = priv.raise_min !== null;
    this.raiseToggle.hidden = !can;
    if (!can) this.raising = false;
    this.raiseToggle.setAttribute("aria-pressed", String(this.raising));
    this.raiseToggle.textContent = `${this.raising ? "☑" : "☐"} ${words.say("Raise the bet")}`;
    if (this.raiseTo === null || this.raiseTo < priv.raise_min || this.raiseTo > priv.raise_max) this.raiseTo = priv.raise_min;
    const preset = (value) => () => { this.raiseTo = value; this.presets += 1; this.refresh(); };
    this.raiseSlot.show([this.raising, priv.raise_min, priv.raise_max, this.key, this.presets], () => (!this.raising ? null : [
      stepper({ label: words.say("Raise to (chips in all this hand)"), value: this.raiseTo, min: priv.raise_min, max: priv.raise_max,
        fewer: words.say("Raise less"), more: words.say("Raise more"), cls: "pg-step",
        onChange: (v) => { this.raiseTo = v; this.refresh(); } }),
      h("div", { class: "row" },
        h("button", { type: "button", class: "btn pg-preset", onclick: preset(priv.raise_min) },
          words.say("Smallest: {n}", { n: priv.raise_min }),
          h("span", { class: "btn-sub" }, words.say("adds {n}", { n: priv.raise_min - pub.put[priv.seat] }))),
        h("button", { type: "button", class: "btn pg-preset", onclick: preset(priv.raise_max) },
          words.say("All in: {n}", { n: priv.raise_max }),
          h("span", { class: "btn-sub" }, words.say("adds {n}", { n: priv.raise_max - pub.put[priv.seat] })))),
    ]));
  }

  async send(args) {
    this.sending = true;
    const asked = this.bar.asked;
    this.bar.refuse(null);
    this.refresh();
    const refusal = await this.ctx.move("guess", args);
    this.sending = false;
    if (refusal) this.bar.refuse(refusal, asked); // stays in the bar until the next tap there
    if (this.view) this.refresh();
  }
}
