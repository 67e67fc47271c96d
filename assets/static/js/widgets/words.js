// The widgets' own words in the page language (read with `t`).

import { t } from "../i18n.js";

const PIECE_NAMES = {
  "white pawn": () => t("white pawn"),
  "white knight": () => t("white knight"),
  "white bishop": () => t("white bishop"),
  "white rook": () => t("white rook"),
  "white queen": () => t("white queen"),
  "white king": () => t("white king"),
  "white jester": () => t("white joker"),
  "black pawn": () => t("black pawn"),
  "black knight": () => t("black knight"),
  "black bishop": () => t("black bishop"),
  "black rook": () => t("black rook"),
  "black queen": () => t("black queen"),
  "black king": () => t("black king"),
  "black jester": () => t("black joker"),
};

/** "white pawn" / "peón blanco"; other colours as "<colour> <kind>" (pass a label for them). */
export function pieceName(kind, colour) {
  const key = `${colour} ${kind}`;
  return key in PIECE_NAMES ? PIECE_NAMES[key]() : key;
}

/** What a square's accessible name adds for each of its states. */
export const stateWords = {
  picked: () => t("picked"),
  target: () => t("you can move here"),
  free: () => t("free"),
  last: () => t("last move"),
  check: () => t("in check"),
  pending: () => t("chosen, not yet played"),
};
