// The end of a board game on a phone, the same in PokerDrez, PokerDrez for 4 and VikingDrez:
// this phone's result ("won", "lost" or "draw"; a phone that does not play sees "won" for the
// winners) and the status line above the end card. The end card says the result in large type
// with its reason, so the status line only says the game is over, coloured by the result (UX
// finding PD17: not green on a loss, not the title twice).

/** "won", "lost" or "draw" for this phone (`playing`: it plays one of the seats). */
export function boardResult(view, playing) {
  const winners = view.outcome.winners;
  if (!winners.length) return "draw";
  if (!playing) return "won";
  return winners.includes(view.you.seat) ? "won" : "lost";
}

/** The status line once the game is over: "Game over", its kind the result ("over" for a win
 * or a phone that does not play, "lost", "draw"). */
export function endStatus(view, words, playing) {
  const result = boardResult(view, playing);
  return { text: words.say("Game over"), sub: "", kind: result === "won" ? "over" : result };
}
