// Where the widgets get the printed look: per-card, per-tile and per-piece images the referee
// draws with the print engine's own renderer (referee/web/cards.py, routes /cards/...), and the
// cards' names in the page language. Also loads widgets.css once, so a seat screen that uses a
// widget needs no template change.
//
//   cardImage(game, id)      -> URL of the face of card `id` ("rook-3", "rook-3#2", "tile-rojo-agua")
//   backImage(game)          -> URL of the game's card back
//   pieceImage(kind, colour) -> URL of a piece ("rook", "white"); kinds and colours: PIECES, COLOURS
//   cardNames(game)          -> Promise of {id: name} ("rook-3": "Rook 3"), fetched once per game
//   baseId(id)               -> the id without a second deck's "#1"/"#2" suffix
//   preloadCard(game, id)    -> fetches and decodes the face of `id` off the page (no element)
//   useWidgetStyles()        -> adds <link rel="stylesheet" href=".../css/widgets.css"> once

import { lang } from "../i18n.js";

/** Piece drawings of the print engine (generator/art/pieces.py). */
export const PIECES = ["pawn", "knight", "bishop", "rook", "queen", "king", "jester"];
/** Piece colours the referee draws (white and black; red, blue, green, yellow for 4 armies). */
export const COLOURS = ["white", "black", "red", "blue", "green", "yellow"];

const names = new Map();
const preloaded = new Map(); // face URL -> its Image, kept so the fetch and decode finish

/** `id` without the "#n" suffix a card of a second deck carries ("rook-3#2" -> "rook-3"). */
export function baseId(id) {
  return String(id).replace(/#\d+$/, "");
}

/** The face of card (or tile) `id` of `game`, drawn like the printed card, in the page language. */
export function cardImage(game, id) {
  return `/cards/${encodeURIComponent(game)}/${encodeURIComponent(baseId(id))}.png?lang=${lang}`;
}

/**
 * Fetch and decode the face of card `id` of `game` into the browser's image cache through an
 * Image that is never put in the page, so a face shown later (a hand held) draws at once and
 * not after an empty frame while it loads (re-walk N4). Nothing of the card enters the DOM.
 */
export function preloadCard(game, id) {
  const url = cardImage(game, id);
  if (preloaded.has(url)) return;
  const image = new Image();
  image.src = url;
  image.decode().catch(() => {}); // a failed load shows as it would have without the preload
  preloaded.set(url, image);
}

/** The back shared by every card (or tile) of `game`. */
export function backImage(game) {
  return `/cards/${encodeURIComponent(game)}/back.png?lang=${lang}`;
}

/** The print engine's drawing of piece `kind` in `colour` (see PIECES and COLOURS). */
export function pieceImage(kind, colour) {
  return `/cards/pieces/${encodeURIComponent(kind)}-${encodeURIComponent(colour)}.png`;
}

/**
 * The names of `game`'s cards in the page language, `{id: name}` ("rook-3": "Rook 3"); ids are
 * base ids (see baseId). Fetched once per game and page; resolves to {} when the server has none.
 */
export function cardNames(game) {
  if (!names.has(game)) {
    const url = `/cards/${encodeURIComponent(game)}/names.json?lang=${lang}`;
    names.set(game, fetch(url, { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : { names: {} }))
      .then((data) => data.names || {})
      .catch(() => ({})));
  }
  return names.get(game);
}

let styled = false;

/** Link widgets.css into the page once (it sits next to this script's folder, in css/). */
export function useWidgetStyles() {
  if (styled || typeof document === "undefined") return;
  styled = true;
  const href = new URL("../../css/widgets.css", import.meta.url).href;
  if ([...document.querySelectorAll("link[rel=stylesheet]")].some((link) => link.href === href)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}
