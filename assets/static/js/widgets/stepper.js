// A number with − and + buttons (each at least 44 px square): Pax Pamir's check counts (blocks,
// influence, cylinders, cards, stars, rupees), PokerGuess's prediction counts. The number can also
// be typed; it is kept within its range. Styles: .w-step in css/widgets.css (loaded once).

import { h } from "../dom.js";
import { useWidgetStyles } from "./art.js";

let serial = 0;

/**
 * A labelled stepper: `{label, value, min, max, onChange(value), fewer, more}` where `fewer` and
 * `more` are the buttons' accessible names. Returns the row element; `row.value` reads the
 * current number.
 */
export function stepper({ label, value, min, max, onChange = () => {}, fewer, more, cls = "" }) {
  useWidgetStyles();
  const id = `w-step-${++serial}`;
  const input = h("input", {
    id, type: "number", inputmode: "numeric", min, max, step: 1, value,
    onchange: () => set(Number(input.value)),
  });
  const set = (next) => {
    const whole = Number.isFinite(next) ? Math.round(next) : min;
    const clamped = Math.min(max, Math.max(min, whole));
    input.value = String(clamped);
    minus.disabled = clamped <= min;
    plus.disabled = clamped >= max;
    onChange(clamped);
  };
  const minus = h("button", { type: "button", class: "btn", "aria-label": fewer,
    onclick: () => set(Number(input.value) - 1) }, "−");
  const plus = h("button", { type: "button", class: "btn", "aria-label": more,
    onclick: () => set(Number(input.value) + 1) }, "+");
  const row = h("div", { class: ["w-step", cls].filter(Boolean).join(" ") },
    h("label", { for: id }, label),
    h("div", { class: "stepper" }, minus, input, plus));
  Object.defineProperty(row, "value", { get: () => Number(input.value) });
  minus.disabled = value <= min;
  plus.disabled = value >= max;
  return row;
}
