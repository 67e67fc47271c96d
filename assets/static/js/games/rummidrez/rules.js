// RummiDrez's groups on the phone, for the "Check" button before laying (the referee checks
// again: referee/games/rummidrez/groups.py and declare.py are the rule; this mirrors them so
// the phone can say which meld is wrong and why without sending anything).
// docs/rules-decisions.md#rummidrez: a figure run is 3–9 cards of one figure with consecutive
// numbers, a colour run 3–6 cards of one colour with consecutive figure values (pawn 1 …
// joker 6); a neutral card fills one missing card, only between two real cards unless the
// table plays with `neutral_anywhere`.
//
//   problem(group, anywhere)        -> null | "too_short" | "mixed" | "repeated" | "gap" |
//                                      "too_long" | "neutral_place"
//   arrange(group)                  -> the group in the order the referee shows it once laid
//   checkDraft({groups, laid, before, melded, anywhere})
//                                   -> null | {why, group?} (the first problem, as the referee
//                                      would refuse the play; group counts from 0)

import { baseId } from "../../widgets/art.js";

const VALUES = { pawn: 1, knight: 2, bishop: 3, rook: 4, queen: 5, joker: 6 };
const FIGURE_LONGEST = 9;
const COLOUR_LONGEST = 6;
/** The fewest hand cards of a first meld. */
export const FIRST_MELD = 7;

function parse(id) {
  const [figure, number] = baseId(id).split("-");
  if (figure === "neutral") return { neutral: true };
  return { neutral: false, figure, colour: Number(number), value: VALUES[figure] };
}

function runProblem(ranks, size, longest, anywhere) {
  if (size > longest) return "too_long";
  if (new Set(ranks).size < ranks.length) return "repeated";
  if (!ranks.length) return anywhere ? null : "neutral_place";
  const neutrals = size - ranks.length;
  const holes = Math.max(...ranks) - Math.min(...ranks) + 1 - ranks.length;
  if (holes > neutrals) return "gap";
  if (anywhere) return null;
  const ordered = [...ranks].sort((a, b) => a - b);
  const wide = ordered.some((rank, i) => i > 0 && rank - ordered[i - 1] > 2);
  return holes !== neutrals || wide ? "neutral_place" : null;
}

/** Why `group` (card ids) is not a valid group, or null when it is one. */
export function problem(group, anywhere = false) {
  if (group.length < 3) return "too_short";
  const reals = group.map(parse).filter((card) => !card.neutral);
  const kinds = [];
  if (new Set(reals.map((c) => c.figure)).size <= 1) kinds.push([(c) => c.colour, FIGURE_LONGEST]);
  if (new Set(reals.map((c) => c.colour)).size <= 1) kinds.push([(c) => c.value, COLOUR_LONGEST]);
  if (!kinds.length) return "mixed";
  const found = kinds.map(([rank, longest]) => runProblem(reals.map(rank), group.length, longest, anywhere));
  return found.includes(null) ? null : found[0];
}

/**
 * `group` (card ids) in the order the referee shows a laid group (groups.py arrange), so a meld
 * being composed reads as it will lie (R5): the real cards by rank (numbers rising in a figure
 * run, pawn to joker in a colour run), each neutral card in a hole between them, the others at
 * the end; a group that is no run as it is.
 */
export function arrange(group) {
  const cards = group.map((id) => ({ id, ...parse(id) }));
  const reals = cards.filter((card) => !card.neutral);
  const neutrals = cards.filter((card) => card.neutral).map((card) => card.id).sort();
  const rank = new Set(reals.map((c) => c.figure)).size <= 1 ? (c) => c.colour
    : new Set(reals.map((c) => c.colour)).size <= 1 ? (c) => c.value : null;
  if (!rank || !reals.length) return group;
  const ordered = [];
  let last = null;
  for (const card of [...reals].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id))) {
    while (ordered.length && neutrals.length && rank(card) - last > 1) {
      ordered.push(neutrals.shift());
      last += 1;
    }
    ordered.push(card.id);
    last = rank(card);
  }
  return [...ordered, ...neutrals];
}

function sameGroup(a, b) {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/**
 * The first reason the referee would refuse laying `groups` (the whole table): no hand card
 * laid, an invalid group, or before the first meld a table group changed or fewer than 7 cards.
 * `laid`: how many hand cards the groups hold; `before`: the table's groups before the turn.
 */
export function checkDraft({ groups, laid, before, melded, anywhere }) {
  if (laid === 0) return { why: "must_lay_a_card" };
  const index = groups.findIndex((group) => problem(group, anywhere) !== null);
  if (index >= 0) return { why: problem(groups[index], anywhere), group: index };
  if (melded) return null;
  const old = new Set(before.flat());
  const kept = groups.filter((group) => group.some((card) => old.has(card)));
  const unchanged = kept.length === before.length && before.every((group) => kept.some((k) => sameGroup(k, group)));
  if (!unchanged) return { why: "first_meld_own_groups_only" };
  return laid < FIRST_MELD ? { why: "first_meld_too_small" } : null;
}
