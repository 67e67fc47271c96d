// Pax Pamir's words on a phone (seed 002, docs/rules-decisions.md#pax-pamir): the page texts of these scripts
// (Babel domain "messages", read with `say`), player
// names (a seat's name, or an extra player's name for players without a phone) and the
// sentences that explain a check, a clean-up and the end.

import { GameWords } from "../../game_words.js";

export const COALITIONS = ["afghan", "british", "russian"];
/** A coalition dominates with this many blocks more than each other one. */
export const MARGIN = 4;

export class Words extends GameWords {
  /** A player's name: the seat's name for "0", "1"…, else the extra player's own name. */
  name(player) {
    const id = String(player);
    return /^\d+$/.test(id) ? super.name(Number(id)) : id;
  }

  /** The players' names as a list in words, "nobody" for none. */
  list(players) {
    return players.length ? super.list(players) : this.say("nobody");
  }

  coalition(id) {
    return { afghan: this.say("Afghan"), british: this.say("British"), russian: this.say("Russian") }[id] || id;
  }

  /** "the Afghan coalition", for sentences ("la coalición afgana"). */
  coalitionInText(id) {
    return {
      afghan: this.say("the Afghan coalition"), british: this.say("the British coalition"),
      russian: this.say("the Russian coalition"),
    }[id] || id;
  }

  /** "1st", "2nd–3rd": the places a group of tied players occupies. */
  places(first, count) {
    return count > 1
      ? this.say("places {first}–{last}", { first, last: first + count - 1 })
      : this.say("place {n}", { n: first });
  }

  /** "Check 2" or "Check 4 (final)". */
  checkTitle(n, final) {
    return final ? this.say("Check {n} (final)", { n }) : this.say("Check {n}", { n });
  }

  /** The headline of a resolved check. */
  checkResult(check) {
    const blocks = COALITIONS.map((c) => check.blocks[c]).join(" / ");
    return check.success
      ? this.say("Success: {coalition} dominates (blocks {blocks}).",
        { coalition: this.coalitionInText(check.coalition), blocks })
      : this.say("Failure: no coalition leads each other one by 4 blocks (blocks {blocks}).", { blocks });
  }

  /** Why the game ended, for the end card. */
  endReason(outcome) {
    return {
      lead: this.say("4 or more points ahead of every other player after a check."),
      final: this.say("The most points after the final check."),
      tiebreak: this.say("Tied on points; the tie-break (military stars, then rupees) decided."),
      shared: this.say("Still tied after the tie-break: the win is shared."),
      declared: this.say("Still tied after the tie-break: the moderator named the winner."),
      players_left: this.say("Everyone else has left the game: the last player in it wins."),
    }[outcome.reason] || outcome.reason;
  }
}

/** What the blocks entered so far give: the dominant coalition, or null (MARGIN over each). */
export function dominant(blocks) {
  return COALITIONS.find((c) => COALITIONS.every((o) => o === c || blocks[c] >= blocks[o] + MARGIN)) || null;
}
