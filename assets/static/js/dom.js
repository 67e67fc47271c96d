// Small DOM helpers: build elements without innerHTML (names typed by players are text, never
// markup), re-render a region only when its data changed, and the press-and-hold control.

/** Create `tag` with attributes (on* = listeners, class, dataset) and children (nodes/strings). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

/**
 * A region of the page that is rebuilt only when the data it shows changes, so that a region
 * the player is using (a half-made choice, a held button) is not torn down by an unrelated
 * update.
 */
export class Slot {
  constructor(parent, attrs = {}) {
    this.el = h("div", attrs);
    parent.append(this.el);
    this.key = undefined;
  }

  /** Show `build()` (node, list of nodes or null) unless `key` equals the last one shown. */
  show(key, build) {
    const serial = JSON.stringify(key);
    if (serial === this.key) return;
    this.key = serial;
    const content = build();
    const nodes = [content].flat(Infinity).filter((n) => n !== null && n !== undefined && n !== false);
    this.el.replaceChildren(...nodes);
    this.el.hidden = nodes.length === 0;
  }
}

/**
 * Press-and-hold: `onChange(true)` while the button is held (pointer or Space/Enter key),
 * `onChange(false)` as soon as it is released, cancelled, or the page is hidden.
 */
export function holdButton(label, onChange) {
  const button = h("button", { type: "button", class: "hold", "aria-pressed": "false" }, label);
  let held = false;
  const set = (value) => {
    if (held === value) return;
    held = value;
    button.setAttribute("aria-pressed", String(value));
    onChange(value);
  };
  button.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    button.setPointerCapture?.(event.pointerId);
    set(true);
  });
  for (const name of ["pointerup", "pointercancel", "lostpointercapture", "blur"]) {
    button.addEventListener(name, () => set(false));
  }
  button.addEventListener("keydown", (event) => {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      set(true);
    }
  });
  button.addEventListener("keyup", () => set(false));
  button.addEventListener("contextmenu", (event) => event.preventDefault());
  document.addEventListener("visibilitychange", () => set(false));
  return button;
}

/**
 * A button that asks for a second tap within a few seconds before running `action`
 * (for undo, handover and other moves that are hard to take back).
 */
export function confirmButton(label, confirmLabel, action, attrs = {}) {
  let timer = null;
  const button = h("button", { type: "button", class: "btn wide", ...attrs }, label);
  const reset = () => {
    clearTimeout(timer);
    timer = null;
    button.textContent = label;
    button.classList.remove("confirming");
  };
  button.addEventListener("click", async () => {
    if (timer === null) {
      button.textContent = confirmLabel;
      button.classList.add("confirming");
      timer = setTimeout(reset, 4000);
      return;
    }
    reset();
    button.disabled = true;
    try {
      await action();
    } finally {
      button.disabled = false;
    }
  });
  return button;
}
