// Page texts in the page language: a dictionary rendered into the page by the server
// (every text the scripts hand to `t` and `tn`, Babel domain "messages"), keyed by the English
// msgid; a text with a count holds its plural forms, [one, other] in Spanish and English.

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
  const text = Object.hasOwn(dictionary, msgid) ? dictionary[msgid] : msgid;
  return fill(typeof text === "string" ? text : msgid, params);
}

/** The index of the plural form for `n` in the page language: 0 ("one") or 1 (any other
 * count), the order of gettext's two forms in Spanish and English. */
export function pluralIndex(n) {
  return new Intl.PluralRules(lang).select(n) === "one" ? 0 : 1;
}

/**
 * The form for the count `n` of a text with a count, `{n}` and the `params` filled in:
 * `forms` as the page carries them (its translation), or the English `singular` / `plural`
 * when the page has none.
 */
export function countForm(forms, singular, plural, n, params = {}) {
  const english = [singular, plural];
  const texts = Array.isArray(forms) ? forms : english;
  return fill(texts[pluralIndex(n)] ?? english[pluralIndex(n)], { n, ...params });
}

/** The translation of a text with a count ("{n} card" / "{n} cards") for the count `n`. */
export function tn(singular, plural, n, params = {}) {
  return countForm(Object.hasOwn(dictionary, singular) ? dictionary[singular] : null, singular,
    plural, n, params);
}

/** "2 of 4 seats taken" (the lobby's count) in the page language. */
export function seatsTaken(taken, players) {
  return tn("{taken} of {players} seat taken", "{taken} of {players} seats taken", players, { taken, players });
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
