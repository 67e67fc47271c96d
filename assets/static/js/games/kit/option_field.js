// The base of a game's own option fields on the new table form
// (templates/games/<game>/options.html): a custom element whose `value` the form (home.js) sends
// as one option, checked as the engine checks it while the moderator chooses, so the engine's
// message shows before the table is created (the server refuses such a table anyway).
// A field sets `problemBox`, the id of the element that shows the message, and `problem()`.

export class OptionField extends HTMLElement {
  /** Check now, and again on each `event` of this field and each change of the form (the
   * players stepper changes the count by script, so clicks count too). */
  watch(event) {
    const form = this.closest("form");
    const check = () => this.check();
    this.addEventListener(event, check);
    form?.addEventListener("change", check);
    form?.addEventListener("click", check);
    check();
  }

  /** The number of phones the form asks for (0 while there is none). */
  phones() {
    return Number(this.closest("form")?.querySelector("#players")?.value) || 0;
  }

  /** Show `problem()` (the engine's refusal, or "" when the choice would be accepted). */
  check() {
    const box = document.getElementById(this.problemBox);
    if (box) box.textContent = this.problem();
  }
}

/** Register `field` as the custom element `name`, once. */
export function defineField(name, field) {
  if (!customElements.get(name)) customElements.define(name, field);
}
