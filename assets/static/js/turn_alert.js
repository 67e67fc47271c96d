// Telling a player it is their turn when the phone lies on the table: a short vibration (where
// the browser has it and the page has had a tap), a mark in the page title and the favicon, and a Screen Wake Lock while a
// game runs so the screen does not go dark between turns. Every feature is detected first;
// a browser without one simply goes without it.

import { t } from "./i18n.js";

const ICON = "/static/img/icon.svg";
const TURN_ICON = "/static/img/icon-turn.svg";
const VIBRATION_MS = [150, 80, 150];

/**
 * Whether the phone may vibrate now: the browser has `navigator.vibrate` and the page has had
 * a tap (`navigator.userActivation.hasBeenActive`). Before any tap (a page just reloaded)
 * Chrome blocks the call and logs an error (re-walk N7), so the turn goes without it.
 */
function mayVibrate() {
  return typeof navigator.vibrate === "function" && navigator.userActivation?.hasBeenActive !== false;
}

export class TurnAlert {
  constructor() {
    this.mine = false;
    this.playing = false;
    this.lock = null;
    this.icon = document.querySelector("link[rel='icon']");
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.keepAwake();
    });
  }

  /**
   * Called after each render. `title`: the page title without the mark; `mine`: the table
   * waits for this phone; `playing`: a game runs (not in the lobby, not over).
   */
  update({ title, mine, playing }) {
    if (mine && !this.mine && mayVibrate()) navigator.vibrate(VIBRATION_MS);
    this.mine = mine;
    document.title = mine ? `● ${t("Your turn")} · ${title}` : title;
    if (this.icon) this.icon.href = mine ? TURN_ICON : ICON;
    this.playing = playing;
    if (playing) this.keepAwake();
    else this.release();
  }

  async keepAwake() {
    if (!this.playing || this.lock || !navigator.wakeLock || document.visibilityState !== "visible") return;
    try {
      this.lock = await navigator.wakeLock.request("screen");
      this.lock.addEventListener("release", () => { this.lock = null; });
    } catch {
      this.lock = null; // refused (battery saver, no permission): the screen may dim as usual
    }
  }

  release() {
    this.lock?.release().catch(() => {});
    this.lock = null;
  }
}
