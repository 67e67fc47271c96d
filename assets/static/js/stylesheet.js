// A game screen's own stylesheets, linked once when the screen mounts. Used by every game's
// index.js (mount and the table screen's renderPublic).

/** How long a screen may stay hidden waiting for its stylesheets, in milliseconds. */
const STYLE_WAIT_MS = 3000;

/**
 * Link each stylesheet of `hrefs` (absolute URLs, one or a list) unless the page links it
 * already. While any stylesheet of the page is still loading, `root` stays hidden (no flash of
 * unstyled cards); it shows once each has loaded or failed, or after `waitMs` milliseconds at the
 * latest (a stylesheet whose events never come — one that failed before this call — does not
 * leave the screen blank).
 */
export function useStylesheet(root, hrefs, { waitMs = STYLE_WAIT_MS } = {}) {
  for (const href of [hrefs].flat()) {
    if (!document.querySelector(`link[href="${href}"]`)) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
    }
  }
  const pending = [...document.querySelectorAll("link[rel=stylesheet]")].filter((link) => !link.sheet);
  if (!pending.length) return;
  root.style.visibility = "hidden";
  let left = pending.length;
  const done = () => {
    left -= 1;
    if (left === 0) root.style.visibility = "";
  };
  for (const link of pending) {
    link.addEventListener("load", done, { once: true });
    link.addEventListener("error", done, { once: true });
  }
  setTimeout(() => { root.style.visibility = ""; }, waitMs);
}
