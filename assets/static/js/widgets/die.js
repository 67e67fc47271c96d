// A six-sided die: a face with pips placed as the printed die faces (generator/art/die.py), a
// roll animation (none under prefers-reduced-motion), and the "physical" entry, where the player
// who rolled the table's own die taps the face it shows.
//
//   const die = new Die({value, mode, onPick, label});
//   parent.append(die.el);
//   await die.roll(4);   // mode "app": tumble, then show 4 (the value comes from the referee)
//   die.update({value: 2, mode: "physical"});
//
// - mode "app": one face (role img, "Die showing 4"; an empty face while value is null).
// - mode "physical": six face buttons named "1" … "6" (aria-pressed on the chosen one); a tap
//   calls onPick(value). disabled: the buttons cannot be tapped.
//
//   dieFace(value) -> an <svg> face (value null: blank), for use in other widgets.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { useWidgetStyles } from "./art.js";

const SVG = "http://www.w3.org/2000/svg";
// Pip centres per value in a unit square, y downwards (the print engine's, turned upright).
const PIPS = {
  1: [[0.5, 0.5]],
  2: [[0.25, 0.25], [0.75, 0.75]],
  3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.25, 0.75], [0.25, 0.25], [0.75, 0.75], [0.75, 0.25]],
  5: [[0.25, 0.75], [0.25, 0.25], [0.5, 0.5], [0.75, 0.75], [0.75, 0.25]],
  6: [[0.25, 0.8], [0.25, 0.5], [0.25, 0.2], [0.75, 0.8], [0.75, 0.5], [0.75, 0.2]],
};
const ROLL_MS = 700;
const FLIP_MS = 90;

function svg(tag, attrs) {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  return el;
}

/** An SVG die face showing `value` (1–6), or a blank face for null. */
export function dieFace(value) {
  const face = svg("svg", { viewBox: "0 0 100 100", class: "w-die-face", "aria-hidden": "true" });
  face.append(svg("rect", { x: 3, y: 3, width: 94, height: 94, rx: 18, class: "w-die-body" }));
  const radius = value === 1 ? 14 : 11;
  for (const [x, y] of PIPS[value] || []) {
    face.append(svg("circle", { cx: x * 100, cy: y * 100, r: radius, class: "w-die-pip" }));
  }
  return face;
}

function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export class Die {
  constructor(options = {}) {
    useWidgetStyles();
    this.options = { value: null, mode: "app", onPick: () => {}, label: "", disabled: false };
    this.el = h("div", { class: "w-die" });
    this.rolling = null;
    this.update(options);
  }

  /** Change any option (same keys as the constructor); stops a roll in progress. */
  update(changes = {}) {
    Object.assign(this.options, changes);
    this.stop();
    this.render(this.options.value);
  }

  /** Tumble for a moment, then show `value`; resolves once it shows (at once under reduced motion). */
  roll(value) {
    this.stop();
    this.options.value = value;
    if (reducedMotion() || this.options.mode !== "app") {
      this.render(value);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const started = performance.now();
      this.el.classList.add("rolling");
      let shown = value;
      const timer = setInterval(() => {
        if (performance.now() - started >= ROLL_MS) {
          this.stop();
          this.render(value);
          resolve();
          return;
        }
        shown = 1 + ((shown + Math.floor(Math.random() * 5)) % 6);
        this.render(shown, true);
      }, FLIP_MS);
      this.rolling = { timer, resolve };
    });
  }

  stop() {
    if (!this.rolling) return;
    clearInterval(this.rolling.timer);
    const { resolve } = this.rolling;
    this.rolling = null;
    this.el.classList.remove("rolling");
    resolve();
  }

  render(value, tumbling = false) {
    const { mode, label, onPick, disabled } = this.options;
    if (mode === "physical") {
      this.el.className = "w-die physical";
      this.el.setAttribute("role", "group");
      this.el.setAttribute("aria-label", label || t("Tap the face you rolled"));
      this.el.replaceChildren(...[1, 2, 3, 4, 5, 6].map((n) => h("button", {
        type: "button", class: "w-die-pick", "aria-label": String(n),
        "aria-pressed": String(n === value), disabled, dataset: { value: String(n) },
        onclick: () => {
          this.options.value = n;
          this.render(n);
          this.el.querySelector(`[data-value="${n}"]`)?.focus();
          onPick(n);
        },
      }, dieFace(n))));
      return;
    }
    this.el.className = `w-die${tumbling ? " rolling" : ""}`;
    this.el.setAttribute("role", "img");
    this.el.setAttribute("aria-label", tumbling ? t("Rolling…")
      : value ? t("Die showing {n}", { n: value }) : label || t("Die"));
    this.el.replaceChildren(dieFace(value));
  }
}
