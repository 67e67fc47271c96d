// The TriumfDrez auction on a phone (docs/rules-decisions.md#triumfdrez, D3–D6): the highest bid
// and every call so far; on this seat's turn, the bids it may make as buttons (the tricks, then
// the way: hidden or open cards, with or without trump and supertrump, only those stronger than
// the highest bid), the trump figure and the supertrump colour, and Pass.

import { h } from "../../dom.js";
import { actionCard } from "../../seat_screen.js";
import { COLOURS, FIGURES } from "./text.js";

/** The ways of a bid at one number of tricks, weakest first: hidden before open, then leaving more out. */
const WAYS = [
  { open: false, trump: true, supertrump: true }, { open: false, trump: false, supertrump: true },
  { open: false, trump: true, supertrump: false }, { open: false, trump: false, supertrump: false },
  { open: true, trump: true, supertrump: true }, { open: true, trump: false, supertrump: true },
  { open: true, trump: true, supertrump: false }, { open: true, trump: false, supertrump: false },
];

const omitted = (way) => Number(!way.trump) + Number(!way.supertrump);

function wayLabel(way, words) {
  const cards = way.open ? words.say("Open cards") : words.say("Hidden cards");
  const what = way.trump && way.supertrump ? words.say("trump and supertrump")
    : way.trump ? words.say("no supertrump") : way.supertrump ? words.say("no trump") : words.say("no trump, no supertrump");
  return `${cards} · ${what}`;
}

/** The auction so far: the highest bid and every call, in order. */
export function auctionCard(view, words) {
  const auction = view.public.auction;
  const best = auction.best;
  return h("section", { class: "card td-auction", "aria-label": words.say("The auction") },
    h("h2", {}, words.say("The auction")),
    h("p", { class: "td-best" }, best
      ? [h("strong", {}, words.say("Highest bid:")), " ", words.say("{name}: {bid}", { name: words.name(best.seat), bid: words.bid(best) })]
      : words.say("No bid yet: {name} opens and must bid.", { name: words.name(view.public.to_act) })),
    auction.calls.length ? h("ol", { class: "td-calls" }, auction.calls.map((call) => h("li", { dataset: { call: call.call } },
      call.call === "pass" ? words.say("{name} passed.", { name: words.name(call.seat) })
        : words.say("{name} bid {bid}.", { name: words.name(call.seat), bid: words.bid(call) })))) : null,
    h("p", { class: "small muted" }, words.say("A bid beats the highest with more tricks; with as many, by playing open cards; then by leaving out trump or supertrump (leaving out both beats one).")));
}

/** This seat's bid: tricks, way, figure and colour as buttons; the bid and Pass. */
export class BidCard {
  constructor(ctx, rerender) {
    this.ctx = ctx;
    this.rerender = rerender;
    this.reset(null);
  }

  reset(key) {
    this.key = key;
    this.choice = { tricks: null, way: null, trump: null, supertrump: null };
    this.error = "";
    this.sending = false;
  }

  /** Start over when the highest bid changed. */
  sync(view) {
    const key = JSON.stringify([view.public.hand, view.public.auction.calls.length]);
    if (key !== this.key) this.reset(key);
  }

  async send(move, args) {
    this.sending = true;
    this.error = "";
    this.rerender();
    const refusal = await this.ctx.move(move, args);
    this.sending = false;
    if (refusal) this.error = refusal;
    this.rerender();
  }

  group(label, id, items) {
    return [h("p", { class: "small muted td-label", id }, label),
      h("div", { class: "td-choices", role: "group", "aria-labelledby": id }, items)];
  }

  button(label, pressed, onclick, attrs = {}) {
    return h("button", { type: "button", class: "btn small", "aria-pressed": String(pressed),
      disabled: this.sending, onclick, ...attrs }, label);
  }

  card(view, words) {
    const moves = view.private.moves || [];
    const higher = view.public.auction.higher;
    const c = this.choice;
    const pick = (key, value) => () => {
      c[key] = value;
      if (key === "tricks") c.way = null;
      this.rerender();
    };
    const tricks = [...new Set(higher.map((l) => l.tricks))];
    const legal = (way) => higher.some((l) => l.tricks === c.tricks && l.open === way.open && l.omitted === omitted(way));
    const ways = c.tricks === null ? [] : WAYS.filter(legal);
    const way = c.way === null ? null : WAYS[c.way];
    const ready = way && (!way.trump || c.trump) && (!way.supertrump || c.supertrump);
    const bid = ready ? { tricks: c.tricks, trump: way.trump ? c.trump : null,
      supertrump: way.supertrump ? c.supertrump : null, open: way.open } : null;
    const best = view.public.auction.best;
    const body = [h("p", { class: "td-best" }, best
      ? [h("strong", {}, words.say("Highest bid:")), " ", words.say("{name}: {bid}", { name: words.name(best.seat), bid: words.bid(best) })]
      : words.say("You open the auction: you must bid."))];
    if (tricks.length) {
      body.push(this.group(words.say("Tricks you promise"), "td-tricks-label", tricks.map((n) => this.button(String(n),
        c.tricks === n, pick("tricks", n), { dataset: { tricks: String(n) } }))));
    } else {
      body.push(h("p", {}, words.say("Nobody can beat this bid: pass.")));
    }
    if (ways.length) {
      body.push(this.group(words.say("How you play"), "td-way-label", ways.map((w) => this.button(wayLabel(w, words),
        c.way === WAYS.indexOf(w), pick("way", WAYS.indexOf(w)), { class: "btn small td-way", dataset: { way: String(WAYS.indexOf(w)) } }))));
    }
    if (way && way.trump) {
      body.push(this.group(words.say("Trump figure"), "td-trump-label", FIGURES.map((f) => this.button(words.figure(f),
        c.trump === f, pick("trump", f), { dataset: { figure: f } }))));
    }
    if (way && way.supertrump) {
      body.push(this.group(words.say("Supertrump colour"), "td-super-label", COLOURS.map((n) => this.button(
        [h("b", { "aria-hidden": "true" }, String(n)), h("span", { "aria-hidden": "true" }, words.colourName(n))],
        c.supertrump === n, pick("supertrump", n),
        { class: `btn small td-colour td-c${n}`, "aria-label": words.colour(n), dataset: { colour: String(n) } }))));
    }
    const buttons = [];
    if (moves.includes("bid") && tricks.length) {
      buttons.push(h("button", { type: "button", class: "btn big primary wide td-send", disabled: !bid || this.sending,
        onclick: () => this.send("bid", bid) }, bid ? words.say("Bid: {bid}", { bid: words.bid(bid) }) : words.say("Choose your bid")));
    }
    if (moves.includes("pass")) {
      buttons.push(h("button", { type: "button", class: "btn big wide td-pass", disabled: this.sending,
        onclick: () => this.send("pass", {}) }, words.say("Pass")));
    }
    return actionCard("bid", words.say("Your call"), body, buttons,
      this.error ? h("p", { class: "error", role: "alert" }, this.error) : null);
  }
}
