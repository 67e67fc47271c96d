// Links from a table page to the game's rules (/rules/<game>, in the page's language, opened in
// a new tab so the table stays live): the top bar's "Rules", and the rules section a refused
// move names (api.md, "Errors": the refusal's `rule`). The game screens show a refusal's message
// in their own error lines (`.error`), each in its own way; a RefusalRules watches the page and
// adds the section's link inside the line that shows the newest such message. That line's
// next text (set with textContent) takes the link away with the message.

import { h } from "./dom.js";
import { lang, t } from "./i18n.js";

/** The address of a rules page or section (`/rules/<game>#<id>`) in the page's language. */
export function rulesHref(path) {
  const url = new URL(path, window.location.href);
  url.searchParams.set("lang", lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Show the top bar's rules link (`link`) for `game`, once the page knows the game. */
export function showRulesLink(link, game) {
  const href = rulesHref(`/rules/${encodeURIComponent(game)}`);
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
  link.hidden = false;
}

export class RefusalRules {
  /** @param {HTMLElement} root the part of the page whose error lines may show a refusal */
  constructor(root) {
    this.root = root;
    this.newest = null;
    new MutationObserver(() => this.place()).observe(root,
      { childList: true, characterData: true, subtree: true });
  }

  /** A move was refused (an ApiError: `message`, `rule` or null). */
  refused(error) {
    this.newest = error.rule ? { message: error.message, href: rulesHref(error.rule) } : null;
    this.place();
  }

  place() {
    if (!this.newest) return;
    for (const line of this.root.querySelectorAll(".error")) {
      if (line.textContent === this.newest.message && !line.querySelector(".rule-link")) {
        line.append(h("a", { class: "rule-link", href: this.newest.href, target: "_blank",
          rel: "noopener" }, t("Read the rule")));
      }
    }
  }
}
