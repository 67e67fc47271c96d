// A game screen's own stylesheets, linked once when the screen mounts. Used by every game's
// index.js (mount and the table screen's renderPublic).

/**
 * Link each stylesheet of `hrefs` (absolute URLs, one or a list) unless the page links it
 * already. While any stylesheet of the page is still loading, `root` stays hidden (no flash of
 * unstyled cards); it shows once each has loaded or failed, or after `waitMs` milliseconds when
 * given (a stylesheet whose events never come does not leave the screen blank).
 */
export function useStylesheet(root, hrefs, { waitMs } = {}) {
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
  if (waitMs !== undefined) setTimeout(() => { root.style.visibility = ""; }, waitMs);
}
