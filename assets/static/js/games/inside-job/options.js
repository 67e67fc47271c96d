// Inside Job's special roles on the new table page (templates/games/inside-job/options.html).
// <tapete-role-list data-option="special_roles"> holds one checkbox per special role; its
// `value` is the list of checked role ids, which the new table form (home.js) sends as the
// option. While the moderator ticks, the choice is checked as the engine checks it
// (referee/games/inside_job/roles.py, check_special_roles; seed 003, Cartas especiales) and the
// engine's message is shown; the server refuses such a table with the same message anyway.

import { defineField, OptionField } from "../kit/option_field.js";

const NEUTRAL = ["decoy", "accomplice", "tim_shady"];
const REVEALED_AT_START = ["bugged_agent", "accomplice"];
const PLAYERS = [4, 5];
const MAX_SPECIAL = 2;

class RoleList extends OptionField {
  problemBox = "ij-roles-problem";

  /** The checked special role ids, in the catalogue's order. */
  get value() {
    return [...this.querySelectorAll("input[type=checkbox]:checked")].map((box) => box.value);
  }

  connectedCallback() {
    this.watch("change");
  }

  /** The engine's refusal of the current choice, or "" when it would be accepted. */
  problem() {
    const roles = this.value;
    const players = this.phones();
    const count = (ids) => roles.filter((id) => ids.includes(id)).length;
    if (!roles.length) return "";
    if (!PLAYERS.includes(players)) return this.dataset.needsPlayers;
    if (roles.length > MAX_SPECIAL) return this.dataset.tooMany;
    if (count(NEUTRAL) > 1) return this.dataset.twoNeutral;
    if (count(REVEALED_AT_START) > 1) return this.dataset.twoRevealed;
    return "";
  }
}

defineField("tapete-role-list", RoleList);
