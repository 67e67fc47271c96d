// Page texts in the page language: a dictionary rendered into the page by the server
// (every text the scripts hand to `t`, Babel domain "messages"), keyed by the English msgid.

const dictionary = JSON.parse(document.getElementById("tapete-i18n")?.textContent || "{}");

/** The page language, "es" or "en". */
export const lang = document.documentElement.lang || "es";

/** Catalogue data of every game, texts in the page language (see referee/web/pages.py). */
export const games = JSON.parse(document.getElementById("tapete-games")?.textContent || "[]");

/** `text` with `{name}` placeholders filled from `params` (unknown ones are left as they are). */
export function fill(text, params = {}) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole));
}

/**
 * The translation of `msgid` with `{name}` placeholders filled from `params`.
 * A msgid missing from the dictionary is shown as it is (English).
 */
export function t(msgid, params = {}) {
  return fill(Object.hasOwn(dictionary, msgid) ? dictionary[msgid] : msgid, params);
}

/** "A, B and C" / "A, B y C" in the page language. */
export function listNames(names) {
  if (typeof Intl !== "undefined" && Intl.ListFormat) {
    return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(names);
  }
  return names.join(", ");
}

/** The catalogue data of one game (name, strings, components) or null. */
export function gameData(id) {
  return games.find((game) => game.id === id) || null;
}
