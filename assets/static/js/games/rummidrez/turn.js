// A RummiDrez seat's turn: the table it composes (tap a card, then a meld, "New meld" or "Back
// to hand"), its hand (widgets/secret_hand.js: face down, shown while held; on its turn shown
// by a tap while it composes, hidden again after IDLE_MS without a touch on the turn and when
// the play is sent; the solitaire's hand, seen by nobody else, always shown), "Check" (says
// which meld is wrong and why, nothing is sent), "Lay", "Undo this turn", and the turn's other
// moves (draw, pass; the solitaire's end of turn, finish, hint). The solitaire has one undo
// button, never two side by side (re-walk R7): "Undo my changes" while the table composed
// differs from the one laid, else the moderator's "Undo the last move" (a draw, a lay, an end
// of turn sent). The melds another seat's last play made or changed are marked (events.js
// lastPlay). While the seat may lay, a line under "Table" says what a valid meld is (re-walk
// N10), before any refusal teaches it.
//
//   const turn = new Turn(ctx, onUndo);  root.append(turn.el);  turn.update(view, words, names, paused)

import { h } from "../../dom.js";
import { Hand } from "../../widgets/hand.js";
import { SecretHand } from "../../widgets/secret_hand.js";
import { Draft } from "./draft.js";
import { lastPlay } from "./events.js";
import { handOrder, meldsList, placeButtons } from "./melds.js";
import { problemText } from "./panels.js";
import { arrange, checkDraft } from "./rules.js";

/** How long the hand stays shown while composing without a touch on the turn, in ms: a rummy
 * turn takes thought, but a phone lying on the table must not show the hand for minutes. */
const IDLE_MS = 15000;

export class Turn {
  constructor(ctx, onUndo) {
    this.ctx = ctx;
    this.onUndo = onUndo;
    this.draft = new Draft();
    this.key = null;
    this.bad = new Set();
    this.note = h("p", { class: "hint rd-note", "aria-live": "polite" });
    this.error = h("p", { class: "error", role: "alert" });
    this.tableBody = h("div", {});
    this.table = h("section", { class: "card rd-table" }, this.tableBody);
    this.handSection = h("section", { class: "card rd-hand" });
    this.hands = null; // {held, composing, open}: built with the first words (their labels)
    // What Check found and a refusal, above the buttons where the finger is.
    this.buttons = h("div", {});
    this.actions = h("div", { class: "rd-actions" }, this.note, this.error, this.buttons);
    this.el = h("div", { class: "rd-turn" }, this.table, this.handSection, this.actions);
    // composing on the melds counts as a touch: the hand stays shown while the turn is used
    this.el.addEventListener("pointerdown", () => this.hands && this.hands.composing.stillThere(), true);
  }

  /** The three ways the hand shows, built once so a redraw keeps what is shown and chosen. */
  makeHands() {
    const label = this.say("Your hand");
    const onSelect = (_ids, card) => this.pick(card.id);
    this.hands = {
      held: new SecretHand({ hand: { label, layout: "fan" },
        texts: { show: this.say("Hold to see your hand"), hint: this.say("Only you see it. It hides again when you let go.") } }),
      composing: new SecretHand({ mode: "compose", idleMs: IDLE_MS, hand: { label, layout: "fan", select: "one", onSelect },
        texts: { show: this.say("Show my hand to lay cards"), hide: this.say("Hide my hand"),
          hint: this.say("Only you see it. It hides again after a few seconds without a touch, and when you lay.") } }),
      open: new Hand({ label, layout: "fan", select: "one", onSelect }),
      title: h("h2", {}, label),
    };
  }

  /** Whether this seat may lay cards now. */
  get laying() {
    return (this.priv.moves || []).includes("play") && !this.paused;
  }

  update(view, words, names, paused) {
    Object.assign(this, { view, words, names, paused, pub: view.public, priv: view.private || {} });
    const key = JSON.stringify([this.pub.table, this.priv.hand || [], this.pub.hand]);
    if (key !== this.key) {
      this.key = key;
      this.draft.reset(this.pub.table, this.priv.hand || []);
      this.bad = new Set();
      this.tell("");
    }
    if (!this.hands) this.makeHands();
    if (!this.laying) this.hands.composing.hide();
    this.draw();
  }

  /** Show `text` under the table (`bad`: as a problem). */
  tell(text, bad = false) {
    this.note.textContent = text;
    this.note.classList.toggle("bad", bad);
  }

  say(msgid, params) {
    return this.words.say(msgid, params);
  }

  pick(card) {
    this.draft.pick(card);
    this.tell(this.draft.picked === null ? "" : this.say("Now tap “Put here” on a meld, or “New meld”."));
    this.draw();
  }

  put(where) {
    this.draft.put(where);
    this.bad = new Set();
    this.tell("");
    this.draw();
  }

  check() {
    const { draft } = this;
    const found = checkDraft({ groups: draft.groups, laid: draft.laid, before: draft.before,
      melded: this.pub.melded[this.priv.seat], anywhere: this.pub.neutral_anywhere });
    const indexOf = (group) => draft.rows.indexOf(draft.groups[group]);
    this.bad = new Set(found && found.group !== undefined ? [indexOf(found.group)] : []);
    this.tell(found ? problemText(found, this.words) : this.say("Every meld is valid: you may lay them."), Boolean(found));
    this.draw();
    return !found;
  }

  restart() {
    this.draft.reset(this.pub.table, this.priv.hand || []);
    this.bad = new Set();
    this.tell("");
    this.draw();
  }

  async send(move, args) {
    this.error.textContent = "";
    for (const button of this.actions.querySelectorAll("button")) button.disabled = true;
    const refusal = await this.ctx.move(move, args);
    if (refusal) this.error.textContent = refusal;
    else this.hands.composing.hide();
    this.draw();
  }

  hint() {
    const hint = this.priv.hint;
    if (!hint) return;
    if (hint.move === "play") {
      this.draft.reset(this.pub.table, this.priv.hand || []);
      this.draft.load(hint.args.table);
      this.tell(this.say("Hint: these melds can be laid. Tap Lay, or Undo my changes."));
    } else {
      const texts = { draw: this.say("Hint: draw a card."), end_turn: this.say("Hint: end your turn."),
        finish: this.say("Hint: finish the game.") };
      this.tell(texts[hint.move] || "");
    }
    this.draw();
  }

  draw() {
    const { draft, words, names } = this;
    const laying = this.laying;
    const onPick = laying ? (card) => this.pick(card) : null;
    this.table.hidden = this.pub.cards === "physical";
    this.tableBody.replaceChildren(h("h2", {}, words.say("Table")), laying ? this.meldRule() : "",
      meldsList({ groups: laying ? draft.rows.map(arrange) : this.pub.table, names, words, picked: draft.picked,
        onPick, onPut: laying ? (where) => this.put(where) : null, problems: this.bad, changed: lastPlay(this.view) }),
      (laying && placeButtons({ draft, words, onPut: (where) => this.put(where) })) || "");
    this.drawHand(laying);
    this.drawActions(laying);
    // On this seat's turn its hand and moves come first (the first screen), else the table.
    const order = laying ? [this.handSection, this.actions, this.table] : [this.table, this.handSection, this.actions];
    if (order.some((part, i) => this.el.children[i] !== part)) this.el.replaceChildren(...order);
  }

  /** What a valid meld is (docs/rules-decisions.md#rummidrez; rules.js checks it). */
  meldRule() {
    return h("p", { class: "hint rd-rule" }, this.say("A meld: 3 or more cards of one figure in number order (Rook 3, 4, 5), or of one colour in figure order (Pawn, Knight, Bishop…)."),
      " ", this.pub.neutral_anywhere ? this.say("A neutral card stands for any missing card.")
        : this.say("A neutral card fills one gap between two cards."));
  }

  drawHand(laying) {
    const hand = this.priv.hand;
    this.handSection.hidden = !hand || this.pub.cards === "physical" || Boolean(this.view.outcome);
    if (this.handSection.hidden) return;
    const { held, composing, open, title } = this.hands;
    const picked = this.draft.picked === null ? [] : [this.draft.picked];
    if (this.pub.solitaire) {
      open.update({ cards: handOrder(this.draft.hand), select: laying ? "one" : "none", selected: picked });
      this.showInHand(title, open.el);
    } else if (laying) {
      composing.hand.update({ cards: handOrder(this.draft.hand), selected: picked });
      this.showInHand(composing.el);
    } else {
      held.hand.update({ cards: handOrder(hand) });
      this.showInHand(held.el);
    }
  }

  /** Put `nodes` in the hand's section unless they are there already: taking a held button out
   * of the page, even to put it back, would let go of it. */
  showInHand(...nodes) {
    const shown = [...this.handSection.children];
    if (shown.length !== nodes.length || nodes.some((node, i) => shown[i] !== node)) this.handSection.replaceChildren(...nodes);
  }

  drawActions(laying) {
    const moves = this.paused ? [] : this.priv.moves || [];
    const button = (label, onclick, cls = "btn big") => h("button", { type: "button", class: cls, onclick }, label);
    const simple = { draw: this.say("Draw a card"), pass: this.say("Pass"), end_turn: this.say("End turn"),
      finish: this.say("Finish the game") };
    const sends = moves.filter((move) => simple[move]).map((move) => {
      const sending = button(simple[move], () => this.send(move, {}), move === "draw" && !laying ? "btn big primary" : "btn big");
      sending.dataset.move = move;
      return sending;
    });
    const solo = this.pub.solitaire;
    const restart = laying && (!solo || this.draft.changed)
      ? button(solo ? this.say("Undo my changes") : this.say("Undo this turn"), () => this.restart()) : null;
    // Lay and the draw first (the first screen), then Check and the undo.
    const buttons = laying ? [
      button(this.say("Lay"), () => { if (this.check()) this.send("play", { table: this.draft.groups }); }, "btn big primary"),
      ...sends, button(this.say("Check"), () => this.check()), ...(restart ? [restart] : []),
    ] : sends;
    if (this.priv.hint && moves.length) buttons.push(button(this.say("Hint"), () => this.hint()));
    if (!restart && this.onUndo && this.view.you && this.view.you.moderator && solo && this.pub.moves > 0) {
      buttons.push(button(this.say("Undo the last move"), () => this.onUndo()));
    }
    this.buttons.replaceChildren(...(buttons.length ? [h("div", { class: "rd-buttons" }, buttons)] : []));
  }
}
