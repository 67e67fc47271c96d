// A RummiDrez seat's turn: the table it composes (tap a card, then a meld, "New meld" or "Back
// to hand"), its hand (behind "Hold to see your hand"; opened on its turn only on request, to
// lay cards), "Check" (says which meld is wrong and why, nothing is sent), "Lay", "Undo this
// turn", and the turn's other moves (draw, pass; the solitaire's end of turn, finish, hint).
//
//   const turn = new Turn(ctx, onUndo);  root.append(turn.el);  turn.update(view, words, names, paused)

import { h, Slot } from "../../dom.js";
import { heldSecret } from "../../seat_screen.js";
import { Draft } from "./draft.js";
import { cardRow, meldsList, placeButtons } from "./melds.js";
import { problemText } from "./panels.js";
import { checkDraft } from "./rules.js";

export class Turn {
  constructor(ctx, onUndo) {
    this.ctx = ctx;
    this.onUndo = onUndo;
    this.draft = new Draft();
    this.key = null;
    this.open = false;
    this.bad = new Set();
    this.note = h("p", { class: "hint rd-note", "aria-live": "polite" });
    this.error = h("p", { class: "error", role: "alert" });
    this.tableBody = h("div", {});
    this.table = h("section", { class: "card rd-table" }, this.tableBody, this.note, this.error);
    this.handSection = h("section", { class: "card rd-hand" });
    this.secret = new Slot(this.handSection);
    this.handBody = h("div", {});
    this.handSection.append(this.handBody);
    this.actions = h("div", { class: "rd-actions" });
    this.el = h("div", { class: "rd-turn" }, this.table, this.handSection, this.actions);
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
    if (!this.laying) this.open = false;
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
    this.draw();
  }

  hint() {
    const hint = this.priv.hint;
    if (!hint) return;
    if (hint.move === "play") {
      this.draft.reset(this.pub.table, this.priv.hand || []);
      this.draft.load(hint.args.table);
      this.open = true;
      this.tell(this.say("Hint: these melds can be laid. Tap Lay, or Undo this turn."));
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
    this.tableBody.replaceChildren(h("h2", {}, words.say("Table")),
      meldsList({ groups: laying ? draft.rows : this.pub.table, names, words, picked: draft.picked,
        onPick, onPut: laying ? (where) => this.put(where) : null, problems: this.bad }),
      (laying && placeButtons({ draft, words, onPut: (where) => this.put(where) })) || "");
    this.drawHand(laying);
    this.drawActions(laying);
  }

  drawHand(laying) {
    const hand = this.priv.hand;
    this.handSection.hidden = !hand || this.pub.cards === "physical" || Boolean(this.view.outcome);
    if (this.handSection.hidden) return;
    const open = laying && this.open;
    this.secret.show([open, hand], () => (open ? null : heldSecret({ hold: this.say("Hold to see your hand"),
      region: this.say("Your hand"), hint: this.say("Only you see it. It hides again when you let go.") },
    () => cardRow(hand, { names: this.names, label: this.say("Your hand") }))));
    if (!open) {
      this.handBody.replaceChildren(laying ? h("button", { type: "button", class: "btn wide rd-open",
        onclick: () => { this.open = true; this.draw(); } }, this.say("Show my hand to lay cards")) : "");
      return;
    }
    this.handBody.replaceChildren(h("h2", {}, this.say("Your hand")),
      cardRow(this.draft.hand, { names: this.names, picked: this.draft.picked, onPick: (card) => this.pick(card),
        label: this.say("Your hand") }),
      h("button", { type: "button", class: "btn wide rd-close", onclick: () => { this.open = false; this.draw(); } },
        this.say("Hide my hand")));
  }

  drawActions(laying) {
    const moves = this.paused ? [] : this.priv.moves || [];
    const button = (label, onclick, cls = "btn big") => h("button", { type: "button", class: cls, onclick }, label);
    const buttons = [];
    if (laying && this.open) {
      buttons.push(button(this.say("Check"), () => this.check()),
        button(this.say("Lay"), () => { if (this.check()) this.send("play", { table: this.draft.groups }); }, "btn big primary"),
        button(this.say("Undo this turn"), () => this.restart()));
    }
    const simple = { draw: this.say("Draw a card"), pass: this.say("Pass"), end_turn: this.say("End turn"),
      finish: this.say("Finish the game") };
    for (const move of moves) {
      if (simple[move]) buttons.push(button(simple[move], () => this.send(move, {}), move === "draw" && !laying ? "btn big primary" : "btn big"));
    }
    if (this.priv.hint && moves.length) buttons.push(button(this.say("Hint"), () => this.hint()));
    if (this.onUndo && this.view.you && this.view.you.moderator && this.pub.solitaire && this.pub.moves > 0) {
      buttons.push(button(this.say("Undo"), () => this.onUndo()));
    }
    this.actions.replaceChildren(...(buttons.length ? [h("div", { class: "rd-buttons" }, buttons)] : []));
  }
}
