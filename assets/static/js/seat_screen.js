// Parts that every game's seat screen (games/<id>/index.js) builds the same way: the card of the
// move this seat is asked for, buttons that each send a move, a form that sends one, a secret
// behind the press-and-hold control, a non-playing moderator's secrets behind a toggle, the
// status line while the game runs, and the newest view drawn. Texts come in translated: each game reads its own
// (t() or its Words.say()).

import { hasSeat } from "./api.js";
import { h, holdButton } from "./dom.js";
import { t } from "./i18n.js";

/** The card of the move this seat is asked for; `data-move` names the move. */
export function actionCard(move, title, ...body) {
  return h("section", { class: "card", "aria-labelledby": "action-title", dataset: { move } },
    h("h2", { id: "action-title" }, title), ...body);
}

/**
 * Buttons that each send one move, and the line that shows a refusal: `[buttons, error]`.
 * `specs`: `[{move, args, label, sub?, cls?, disabled?}]`. While one move is sent every button
 * is disabled; after a refusal they come back as they were. `layout`: "stack" or "row" (by
 * default a row for one or two buttons).
 */
export function moveButtons(ctx, specs, layout = specs.length > 2 ? "stack" : "row") {
  const error = h("p", { class: "error", role: "alert" });
  const buttons = specs.map((spec) => h("button", {
    type: "button", class: ["btn big", spec.cls].filter(Boolean).join(" "),
    disabled: spec.disabled || false, dataset: { args: JSON.stringify(spec.args) },
    onclick: async () => {
      for (const b of buttons) b.disabled = true;
      error.textContent = "";
      const refusal = await ctx.move(spec.move, spec.args);
      if (refusal) {
        error.textContent = refusal;
        buttons.forEach((b, i) => { b.disabled = specs[i].disabled || false; });
      }
    },
  }, spec.label, spec.sub ? h("span", { class: "btn-sub" }, spec.sub) : null));
  return [h("div", { class: layout }, buttons), error];
}

/**
 * A form that sends one move: on submit, `submit` (its button) is disabled and the move `move`
 * with `args()` is sent; a refusal is shown in `error` and `refused()` sets the controls
 * again; `sent()` (optional) runs once the move is accepted.
 */
export function moveForm(ctx, cls, { move, args, submit, error, refused, sent }, ...children) {
  return h("form", { class: cls, onsubmit: async (event) => {
    event.preventDefault();
    submit.disabled = true;
    error.textContent = "";
    const refusal = await ctx.move(move, args());
    if (refusal) {
      error.textContent = refusal;
      refused();
    } else if (sent) {
      sent();
    }
  } }, ...children);
}

/**
 * This seat's secret card: hidden until the button is held, hidden again on release.
 * `texts`: `{hold, region, hint}` (button label, the section's label, the line under it);
 * `reveal()` builds what shows while the button is held.
 */
export function heldSecret(texts, reveal) {
  const place = h("div", { "aria-live": "polite" });
  const button = holdButton(texts.hold, (held) => {
    if (held) place.replaceChildren(reveal());
    else place.replaceChildren();
  });
  return h("section", { class: "secret", "aria-label": texts.region },
    button, place, h("p", { class: "hint" }, texts.hint));
}

/** A press-and-hold button that shows `reveal()` (a text) under it only while held. */
export function holdToSee(label, reveal) {
  const place = h("div", { "aria-live": "polite" });
  const button = holdButton(label, (held) => {
    if (held) place.replaceChildren(h("p", { class: "notice" }, reveal()));
    else place.replaceChildren();
  });
  return h("div", { class: "hold-to-see" }, button, place);
}

/**
 * A secret choice this seat has made, with nothing of it in plain view: a title ("Your vote is
 * in ✓"), and what was chosen only while the button is held. Every seat that has chosen sees
 * the same card, whatever it chose. `texts`: `{title, hold?}`; `reveal()` gives the choice.
 */
export function chosenCard(texts, reveal) {
  return h("section", { class: "card chosen", "aria-labelledby": "chosen-title" },
    h("h2", { id: "chosen-title" }, texts.title),
    holdToSee(texts.hold || t("Hold to see what you chose"), reveal),
    h("p", { class: "hint" }, t("Nobody else sees it. It hides again when you let go.")));
}

const SECRETS_OPEN_MS = 15000; // "Show every secret" folds itself after this long

// Open or folded: kept across rebuilds of the card (a page shows one table, so one game).
let secretsShown = false;
let secretsTimer = null;
let foldSecrets = () => {};

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") foldSecrets();
});

/**
 * A moderator who does not play: every seat's secrets (`items`, one list item a seat) behind
 * a show/hide toggle, folded at first, and folded again after 15 s or as soon as the page is
 * hidden (a phone left on the table must not keep them open). `texts`: `{intro, show, hide,
 * region}`.
 */
export function secretsCard(texts, items) {
  const body = h("ul", { class: "results", hidden: !secretsShown }, items);
  const label = () => (secretsShown ? texts.hide : texts.show);
  const set = (shown) => {
    secretsShown = shown;
    clearTimeout(secretsTimer);
    if (shown) secretsTimer = setTimeout(() => set(false), SECRETS_OPEN_MS);
    body.hidden = !shown;
    toggle.setAttribute("aria-expanded", String(shown));
    toggle.textContent = label();
  };
  const toggle = h("button", { type: "button", class: "btn wide", "aria-expanded": String(secretsShown),
    onclick: () => set(!secretsShown) }, label());
  foldSecrets = () => set(false);
  return h("section", { class: "card", "aria-label": texts.region },
    h("p", { class: "small muted" }, texts.intro), toggle, body,
    h("p", { class: "hint" }, t("They fold away by themselves after 15 seconds.")));
}

/**
 * The status line while the game runs (`{text, sub, kind}`, see table.js): this seat's turn
 * when the table awaits it and is not paused (`mine` under it), else whom the table waits
 * for, else `step` alone. `texts`: `{yourTurn, waitingFor(seats) -> text}`.
 */
export function turnStatus(view, info, texts, step, mine = step) {
  const you = view.you || {};
  const awaiting = view.awaiting || [];
  if (hasSeat(you) && awaiting.includes(you.seat) && !info.paused) {
    return { text: texts.yourTurn, sub: mine, kind: "act" };
  }
  const others = awaiting.filter((seat) => seat !== you.seat);
  return others.length ? { text: texts.waitingFor(others), sub: step } : { text: step, sub: "" };
}

/**
 * The newest view a seat screen has drawn, so that a slower answer to an earlier fetch never
 * takes the screen back. `update(info, view, draw, statusOf)`, the screen's update: a view older
 * than the one kept leaves the screen as it is, any other is kept (`last`: `{info, view}`) and
 * drawn (`draw(info, view)`); returns `statusOf(info, view)` of the view kept. `again(render,
 * ...more)`: `render(info, view, ...more)` with the view kept (nothing before the first).
 */
export class NewestView {
  constructor() {
    this.last = null;
  }

  update(info, view, draw, statusOf) {
    if (!this.last || typeof view.version !== "number" || view.version >= this.last.view.version) {
      this.last = { info, view };
      draw(info, view);
    }
    return statusOf(this.last.info, this.last.view);
  }

  again(render, ...more) {
    return this.last && render(this.last.info, this.last.view, ...more);
  }
}
