// Playing lucha from a phone: the hand behind the press-and-hold control (a glance at a phone on
// the table must not give it away) and an "Open my hand" switch to play from it; tap a card,
// then a lit candidate (targets the rules allow, from the view); assign, discard, the
// specials' choices (an office, a card of the discard pile), end the turn or renew, the offices'
// abilities; the candidates, own first, each a target when lit.

import { h } from "../../dom.js";
import { heldSecret, moveButtons } from "../../seat_screen.js";
import { candidateEl } from "./board.js";
import { backEl, cardEl } from "./cards.js";
import { cardType, printedId } from "./text.js";

const ANY_TARGET = ["atentado", "cura", "hospitalizacion"];
const NO_ARGS = ["gran-purga", "popularidad", "plan-quinquenal", "revueltas", "industrializacion",
  "colectivizacion", "patriotismo-heroico"];

/** What is picked: {card, from: "hand" | "assigned", candidate?, mode, office?, pick?}. */
export class Play {
  constructor(ctx, rerender) {
    this.ctx = ctx;
    this.rerender = rerender;
    this.sel = null;
    this.open = false;
    this.error = "";
    this.nkvd = false;
    this.turn = null;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden" && this.open) { this.open = false; this.sel = null; this.rerender(); }
    });
  }

  /** Drop a pick that the new view no longer allows. */
  sync(view) {
    const priv = view.private || {};
    const moves = priv.moves || [];
    if (!moves.some((m) => ["play", "play_assigned", "assign"].includes(m))) { this.sel = null; this.nkvd = false; }
    if (this.sel && this.sel.from === "hand" && !(priv.hand || []).includes(this.sel.card)) this.sel = null;
    if (this.sel && this.sel.from === "assigned" && !((priv.assigned || {})[this.sel.candidate] || []).includes(this.sel.card)) this.sel = null;
    const turn = `${view.public.candidacy}:${view.public.turn}:${view.public.step}`;
    if (turn !== this.turn) {
      // A new turn (or the last call after one's own): the open hand folds itself away.
      this.open = false;
      this.sel = null;
      this.turn = turn;
    }
  }

  async send(move, args) {
    this.error = "";
    const refusal = await this.ctx.move(move, args);
    if (refusal) this.error = refusal;
    else { this.sel = null; this.nkvd = false; }
    this.rerender();
  }

  pick(card, from, candidate = null) {
    const same = this.sel && this.sel.card === card;
    this.sel = same ? null : { card, from, candidate, mode: "play" };
    this.nkvd = false;
    this.rerender();
  }

  /** The candidates lit for the pick, and what a tap on one sends. */
  targets(view, words) {
    const pub = view.public;
    const priv = view.private || {};
    const inPlay = pub.candidates.filter((c) => c.status === "in");
    const own = inPlay.filter((c) => c.owner === priv.seat);
    if (this.nkvd) return { lit: inPlay.map((c) => c.id), send: (id) => this.send("ability", { office: "nkvd", candidate: id }) };
    const sel = this.sel;
    if (!sel) return { lit: [], send: null };
    if (sel.from === "assigned") {
      const lit = ((priv.assigned_targets || {})[sel.candidate] || {})[sel.card] || [];
      return { lit, send: (id) => this.send("play_assigned", { candidate: sel.candidate, card: sel.card, target: id }) };
    }
    const kind = cardType(words.game, sel.card);
    const special = printedId(sel.card);
    if (kind && sel.mode === "assign") {
      return { lit: own.filter((c) => !c.hospital && c.assigned < 2).map((c) => c.id),
        send: (id) => this.send("assign", { card: sel.card, candidate: id }) };
    }
    if (kind) {
      const args = (id) => ({ card: sel.card, target: id, ...(sel.traicion ? { with: sel.traicion } : {}) });
      return { lit: (priv.targets || {})[sel.card] || [], send: (id) => this.send("play", args(id)) };
    }
    if (ANY_TARGET.includes(special)) {
      const key = special === "atentado" ? "target" : "candidate";
      return { lit: inPlay.filter((c) => !c.hospital).map((c) => c.id), send: (id) => this.send("play", { card: sel.card, [key]: id }) };
    }
    if (special === "ascenso") {
      return { lit: own.filter((c) => !c.hospital).map((c) => c.id), send: (id) => this.send("play", { card: sel.card, candidate: id }) };
    }
    if (special === "usurpacion" && sel.office) {
      return { lit: own.filter((c) => !c.hospital).map((c) => c.id),
        send: (id) => this.send("play", { card: sel.card, office: sel.office, candidate: id }) };
    }
    if (special === "contrabando" && sel.pick) {
      return { lit: own.map((c) => c.id), send: (id) => this.send("play", { card: sel.card, pick: sel.pick, payer: id }) };
    }
    return { lit: [], send: null };
  }

  /** The panel under the hand for the picked card: modes, extra choices, plain buttons. */
  panel(view, words) {
    const sel = this.sel;
    const priv = view.private || {};
    const moves = priv.moves || [];
    const parts = [];
    if (this.nkvd) parts.push(h("p", { class: "small" }, words.say("Tap the candidate whose assigned cards you look at.")));
    if (!sel) return parts.length ? h("div", { class: "lu-panel" }, parts) : null;
    const kind = cardType(words.game, sel.card);
    const special = printedId(sel.card);
    parts.push(h("p", { class: "lu-panel-title" }, words.card(sel.card), h("span", { class: "small muted" }, ` — ${words.effect(sel.card)}`)));
    if (sel.from === "hand" && kind && moves.includes("assign")) {
      parts.push(h("div", { class: "lu-modes row" }, ["play", "assign"].map((mode) => h("button", {
        type: "button", class: `btn${sel.mode === mode ? " primary" : ""}`, "aria-pressed": String(sel.mode === mode),
        onclick: () => { sel.mode = mode; this.rerender(); } },
      mode === "play" ? words.say("Play on a candidate") : words.say("Assign face down")))));
      const traicion = (priv.hand || []).find((c) => printedId(c) === "traicion");
      if (kind === "difamacion" && traicion && sel.mode === "play") {
        parts.push(h("label", { class: "lu-check" }, h("input", { type: "checkbox", checked: Boolean(sel.traicion),
          onchange: (event) => { sel.traicion = event.target.checked ? traicion : null; this.rerender(); } }),
        words.say("with ¡Traición! (doubled, no answer)")));
      }
      if (["guardaespaldas", "vengativo", "favorito", "manipulador"].includes(kind) && sel.mode === "play") {
        parts.push(h("p", { class: "small muted" }, words.say("A defence answers an attack on its candidate: assign it, or keep it for your turn.")));
      }
    }
    if (sel.from === "hand" && !kind) {
      if (NO_ARGS.includes(special)) {
        parts.push(h("button", { type: "button", class: "btn big primary", onclick: () => this.send("play", { card: sel.card }) },
          words.say("Play {card}", { card: words.card(sel.card) })));
      } else if (special === "destitucion" || special === "usurpacion") {
        const offices = view.public.offices.filter((o) => o.holder && o.id !== "secretario-general"
          && view.public.candidates.find((c) => c.id === o.holder).loyalty < o.threshold);
        parts.push(h("p", { class: "small" }, offices.length ? words.say("Office whose holder is below its loyalty:")
          : words.say("No holder is below his office's loyalty now.")));
        parts.push(h("div", { class: "lu-row" }, offices.map((o) => h("button", { type: "button",
          class: `btn${sel.office === o.id ? " primary" : ""}`,
          onclick: () => (special === "destitucion" ? this.send("play", { card: sel.card, office: o.id })
            : (sel.office = o.id, this.rerender())) }, words.office(o.id)))));
        if (special === "usurpacion" && sel.office) parts.push(h("p", { class: "small" }, words.say("Now tap the candidate of yours who takes it.")));
      } else if (special === "contrabando") {
        parts.push(h("p", { class: "small" }, words.say("Pick a card of the discard pile, then tap the candidate of yours who pays 2 loyalty.")));
        parts.push(h("div", { class: "lu-row lu-discard" }, [...view.public.discard].reverse().map((c) => cardEl(words, c, {
          small: true, selected: sel.pick === c, onTap: () => { sel.pick = c; this.rerender(); } }))));
      } else if (special === "traicion") {
        parts.push(h("p", { class: "small muted" }, words.say("Pick a Difamación and tick “with ¡Traición!”.")));
      } else if (special === "contraataque") {
        parts.push(h("p", { class: "small muted" }, words.say("It answers an Agresión on your candidate, when one comes.")));
      } else {
        parts.push(h("p", { class: "small" }, words.say("Tap a lit candidate.")));
      }
    }
    if (sel.from === "hand" && moves.includes("discard")) {
      parts.push(h("button", { type: "button", class: "btn", onclick: () => this.send("discard", { cards: [sel.card] }) },
        words.say("Discard this card")));
    }
    return h("div", { class: "lu-panel" }, parts);
  }

  /** The hand: backs and the hold control; open to play, the cards to tap. */
  handCard(view, words) {
    const priv = view.private || {};
    const hand = priv.hand || [];
    const moves = priv.moves || [];
    const playable = moves.some((m) => ["play", "assign", "discard"].includes(m));
    const head = h("div", { class: "lu-hand-head" },
      h("h2", {}, words.say("Your hand ({n} of {limit})", { n: hand.length, limit: priv.hand_limit })),
      h("div", { class: "lu-backs", "aria-hidden": "true" }, hand.map(() => backEl())));
    const toggle = h("button", { type: "button", class: "btn wide", "aria-expanded": String(this.open), disabled: !playable && !this.open,
      onclick: () => { this.open = !this.open; this.sel = null; this.rerender(); } },
    this.open ? words.say("Hide my hand") : words.say("Open my hand to play"));
    if (!this.open) {
      return h("section", { class: "card lu-hand", "aria-label": words.say("Your hand") }, head,
        heldSecret({ hold: words.say("Hold to see your hand"), region: words.say("Your hand"),
          hint: words.say("Only you see it. It hides again when you let go.") },
        () => h("div", { class: "lu-row" }, hand.map((c) => cardEl(words, c)))), toggle);
    }
    const cards = h("div", { class: "lu-row lu-hand-cards" }, hand.map((c) => cardEl(words, c, {
      selected: this.sel && this.sel.card === c, onTap: () => this.pick(c, "hand") })));
    return h("section", { class: "card lu-hand open", "aria-label": words.say("Your hand") }, head,
      h("p", { class: "small muted" }, words.say("Tap a card, then a lit candidate.")), cards,
      this.panel(view, words), this.error ? h("p", { class: "error", role: "alert" }, this.error) : null, toggle);
  }

  /** Own candidates, then each other player's, lit as targets of the pick. */
  candidatesCard(view, words, own) {
    const pub = view.public;
    const priv = view.private || {};
    const { lit, send } = this.targets(view, words);
    const seat = priv.seat;
    const canAssigned = (priv.moves || []).includes("play_assigned");
    const owners = own ? [seat] : [...new Set(pub.candidates.map((c) => c.owner))].filter((s) => s !== seat);
    return owners.map((owner) => h("section", { class: `card lu-player${own ? " mine" : ""}`, dataset: { seat: owner } },
      h("h2", {}, own ? words.say("Your candidates") : words.say("{name}'s candidates", { name: words.name(owner) }),
        h("span", { class: "small muted" }, ` · ${words.say("hand {n}", { n: pub.hand_sizes[owner] })}`)),
      h("div", { class: "lu-cands" }, pub.candidates.filter((c) => c.owner === owner).map((c) => candidateEl(view, words, c, {
        mine: own, assigned: own ? (priv.assigned || {})[c.id] : [], showFaces: own && this.open,
        lit: lit.includes(c.id), onTap: send,
        litCards: canAssigned ? Object.keys((priv.assigned_targets || {})[c.id] || {}) : [],
        selectedCard: this.sel && this.sel.candidate === c.id ? this.sel.card : null,
        onCard: canAssigned && (priv.assigned_targets || {})[c.id] ? (card) => this.pick(card, "assigned", c.id) : null,
      })))));
  }

  /** End turn (discarding down to the limit), renew, the offices' abilities. */
  turnCard(ctx, view, words, state, rerender) {
    const priv = view.private || {};
    const moves = priv.moves || [];
    if (!moves.includes("end_turn")) return null;
    const hand = priv.hand || [];
    const over = Math.max(hand.length - priv.hand_limit, 0);
    const chosen = (state.endDiscard || []).filter((c) => hand.includes(c));
    const parts = [];
    if (over && this.open) {
      parts.push(h("p", { class: "small" }, words.say("Your hand is over its limit: pick {n} to discard.", { n: over })),
        h("div", { class: "lu-row" }, hand.map((c) => cardEl(words, c, { small: true, selected: chosen.includes(c),
          onTap: () => { state.endDiscard = chosen.includes(c) ? chosen.filter((x) => x !== c) : [...chosen, c]; rerender(); } }))));
    } else if (over) {
      parts.push(h("p", { class: "small" }, words.say("Your hand is over its limit: open it to pick {n} to discard.", { n: over })));
    }
    const specs = [{ move: "end_turn", args: { discard: chosen }, label: words.say("End my turn"), cls: "primary",
      disabled: chosen.length < over }];
    if (moves.includes("renew")) specs.push({ move: "renew", args: {}, label: words.say("Renew my hand"), sub: words.say("Discard it, draw 7, discard 2; the turn ends.") });
    const offices = view.public.offices.filter((o) => o.holder && view.public.candidates.find((c) => c.id === o.holder).owner === priv.seat);
    const abilities = [];
    if (offices.some((o) => o.id === "industria")) abilities.push({ move: "ability", args: { office: "industria" }, label: words.say("Industria: draw an extra card") });
    const nkvd = offices.some((o) => o.id === "nkvd")
      ? h("button", { type: "button", class: `btn${this.nkvd ? " primary" : ""}`, onclick: () => { this.nkvd = !this.nkvd; this.sel = null; this.rerender(); } },
        words.say("NKVD: look at a candidate's cards")) : null;
    return h("section", { class: "card lu-turn", dataset: { move: "end_turn" } }, h("h2", {}, words.say("Your turn")), parts,
      moveButtons(ctx, specs, "stack"), abilities.length ? moveButtons(ctx, abilities) : null, nkvd);
  }
}

/** What the NKVD showed this phone (its holder only). */
export function looksCard(view, words) {
  const looks = (view.private || {}).looks || {};
  const entries = Object.entries(looks);
  if (!entries.length) return null;
  return h("section", { class: "card lu-looks" }, h("h2", {}, words.say("NKVD: what you saw")),
    entries.map(([cand, cards]) => h("div", {}, h("strong", {}, words.candidate(cand)), " ",
      cards.length ? h("span", { class: "lu-row" }, cards.map((c) => cardEl(words, c, { small: true })))
        : h("span", { class: "small muted" }, words.say("no assigned cards")))));
}
