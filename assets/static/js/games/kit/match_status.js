// The status line of a finished match of hands, the same in BlackDrez, DomiDrez and PokerGuess:
// "You won the match" for a winning seat, else who won, and the game's own line under it. Texts
// come from the game's Words (`say`, `list`): a game that imports this module carries them.

/** `{text, sub, kind: "over"}` for `view`, whose match is over (`view.outcome`). */
export function matchOverStatus(view, words, sub) {
  const seat = view.you ? view.you.seat : null;
  const winners = view.outcome.winners;
  const text = winners.includes(seat) ? words.say("You won the match")
    : words.wonMatch(winners);
  return { text, sub, kind: "over" };
}
