// A number with − and + buttons (each at least 44 px square) for the counts of a check: blocks,
// influence, cylinders, cards, stars, rupees. The number can also be typed; it is kept within
// its range.

import { h } from "../../dom.js";

let serial = 0;

/**
 * A labelled stepper: `{label, value, min, max, onChange(value), fewer, more}` where `fewer` and
 * `more` are the buttons' accessible names. Returns the row element; `row.value` reads the
 * current number.
 */
export function stepper({ label, value, min, max, onChange = () => {}, fewer, more, cls = "" }) {
  const id = `pp-step-${++serial}`;
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
  const row = h("div", { class: ["pp-step", cls].filter(Boolean).join(" ") },
    h("label", { for: id }, label),
    h("div", { class: "stepper" }, minus, input, plus));
  Object.defineProperty(row, "value", { get: () => Number(input.value) });
  minus.disabled = value <= min;
  plus.disabled = value >= max;
  return row;
}
