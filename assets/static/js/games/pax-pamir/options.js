// Pax Pamir's options on the new table page (templates/games/pax-pamir/options.html).
// <tapete-name-list data-option="extra_players"> holds the names of the players without a phone
// (the Wakhan bot, a friend without one); its `value` is the list of names typed, which the new
// table form (home.js) sends as the option. While the moderator types, the player count is
// checked as the engine checks it (referee/games/pax_pamir/setup.py: phones plus extra players
// 2-5); the server refuses such a table with its own message anyway. The final check's stepper
// is the new table form's (home.js, [data-option-step]).

import { defineField, OptionField } from "../kit/option_field.js";

const MIN_PLAYERS = 2;
const MAX_PLAYERS = 5;
const NAME_MAX = 24;

class NameList extends OptionField {
  problemBox = "pp-players-problem";

  /** The names typed, spaces tidied, empty rows left out. */
  get value() {
    return [...this.querySelectorAll("input")].map((input) => input.value.trim().replace(/\s+/g, " "))
      .filter(Boolean);
  }

  connectedCallback() {
    if (this.list) return;
    this.list = document.createElement("div");
    this.list.className = "pp-names";
    const add = document.createElement("button");
    add.type = "button";
    add.className = "btn wide";
    add.textContent = this.dataset.add;
    add.addEventListener("click", () => this.addRow(""));
    this.append(this.list, add);
    this.addRow(this.dataset.first || "");
    this.watch("input");
  }

  addRow(name) {
    const row = document.createElement("div");
    row.className = "pp-name-row";
    const input = document.createElement("input");
    input.type = "text";
    input.maxLength = NAME_MAX;
    input.value = name;
    input.autocapitalize = "words";
    input.setAttribute("aria-label", this.dataset.label);
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "btn";
    remove.textContent = "×";
    remove.setAttribute("aria-label", this.dataset.remove);
    remove.addEventListener("click", () => {
      row.remove();
      this.check();
    });
    row.append(input, remove);
    this.list.append(row);
    if (!name) input.focus({ preventScroll: true });
    this.check();
  }

  /** The engine's refusal of the current count, or "" when it would be accepted. */
  problem() {
    const phones = this.phones();
    const total = phones + this.value.length;
    if (total < MIN_PLAYERS || total > MAX_PLAYERS) {
      return this.dataset.count.replace("{phones}", phones).replace("{extra}", this.value.length)
        .replace("{total}", total);
    }
    return "";
  }
}

defineField("tapete-name-list", NameList);

