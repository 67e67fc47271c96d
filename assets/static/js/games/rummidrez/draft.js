// The table a seat is composing during its turn, before it lays it: the groups (the table's
// own plus new ones) and the hand cards not yet laid. A card is picked with a tap, then put on
// a group, on a new group, or (a card of the hand) back into the hand. Nothing is sent until
// "Lay"; "Undo this turn" starts again from the table as it is.
//
//   const draft = new Draft();  draft.reset(table, hand)  (a new turn or a changed table)
//   draft.pick(card) / draft.put(index | "new" | "hand") / draft.load(groups)
//   draft.groups (no empty group)
//   draft.laid (hand cards on the table) / draft.picked / draft.canReturn
//   draft.changed (the groups differ from the table it started from)

export class Draft {
  constructor() {
    this.reset([], []);
  }

  /** Start again from `table` (groups of ids) and `hand` (ids). */
  reset(table, hand) {
    this.before = table.map((group) => [...group]);
    this.rows = table.map((group) => [...group]);
    this.hand = [...hand];
    this.own = new Set(hand);
    this.picked = null;
  }

  /** Take `groups` (a whole table, e.g. the solitaire's hint) as the draft. */
  load(groups) {
    this.rows = groups.map((group) => [...group]);
    const used = new Set(groups.flat());
    this.hand = this.hand.filter((card) => !used.has(card));
    this.picked = null;
  }

  /** The groups to declare, in table order, without emptied ones. */
  get groups() {
    return this.rows.filter((group) => group.length);
  }

  /** How many of the seat's own cards are on the draft table. */
  get laid() {
    return this.rows.flat().filter((card) => this.own.has(card)).length;
  }

  /** Whether the groups differ from the table the draft started from (something to undo). */
  get changed() {
    return JSON.stringify(this.groups) !== JSON.stringify(this.before.filter((group) => group.length));
  }

  /** Pick `card` (tap again: drop the choice). */
  pick(card) {
    this.picked = this.picked === card ? null : card;
  }

  /** Whether the picked card may go back to the hand (it came from there). */
  get canReturn() {
    return this.picked !== null && this.own.has(this.picked) && !this.hand.includes(this.picked);
  }

  /** Put the picked card on group `where` (an index), a "new" group, or back in the "hand". */
  put(where) {
    const card = this.picked;
    if (card === null || (where === "hand" && !this.canReturn)) return;
    this.hand = this.hand.filter((id) => id !== card);
    this.rows = this.rows.map((group) => group.filter((id) => id !== card));
    if (where === "hand") this.hand.push(card);
    else if (where === "new") this.rows.push([card]);
    else this.rows[where].push(card);
    this.rows = this.rows.filter((group, index) => group.length || index < this.before.length);
    this.picked = null;
  }
}
