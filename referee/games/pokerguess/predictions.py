"""A prediction: its shape, the order they are checked in, and whether it holds (seed 004
PokerDrez, PokerGuess; docs/rules-decisions.md#pokerguess D1, D3, D5).

A prediction ``P`` is ``{"colour": 1..9, "colour_count": int, "figure": id, "figure_count":
int}``: "at least ``colour_count`` cards of that colour and at least ``figure_count`` of that
figure" among every card dealt in the hand (``2n + 5`` for ``n`` players, D5: each count 1 to
that). Predictions are checked from the highest: ``order_key`` (D1). A card of both the colour
and the figure counts in one group only, whichever the prediction needs (D3).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from referee.games.base import IllegalMove, bad_args
from referee.games.common import is_int
from referee.games.kit import cards

Prediction = dict[str, Any]
KEYS = ("colour", "colour_count", "figure", "figure_count")
COLOURS = range(1, 10)


def parse(value: Any, dealt: int) -> Prediction:
    """The checked prediction (a new dict with exactly ``KEYS``). 400 ``bad_args`` for a shape
    that is not one (an unknown colour or figure included); 422 ``bad_count`` for a count
    outside 1 … ``dealt`` (every card dealt in the hand)."""
    if not isinstance(value, Mapping) or set(value) != set(KEYS):
        raise bad_args("a prediction is {colour, colour_count, figure, figure_count}")
    if not is_int(value["colour"]) or value["colour"] not in COLOURS:
        raise bad_args("colour is a number from 1 to 9")
    if value["figure"] not in cards.figures():
        raise bad_args("figure is one of " + ", ".join(cards.figures()))
    for key in ("colour_count", "figure_count"):
        count = value[key]
        if not is_int(count):
            raise bad_args("the counts are whole numbers")
        if not 1 <= count <= dealt:
            raise IllegalMove("bad_count", "Each count goes from 1 to {most}, the cards dealt "
                              "in this hand.", most=dealt)
    return {key: value[key] for key in KEYS}


def order_key(p: Prediction) -> tuple[int, int, int, int, int]:
    """Higher is checked first (D1): the sum of the counts, then the colour part (count,
    colour number), then the figure part (count, figure value pawn 1 … joker 6)."""
    return (p["colour_count"] + p["figure_count"], p["colour_count"], p["colour"],
            p["figure_count"], cards.figure_values()[p["figure"]])


def checking_order(predictions: Mapping[int, Prediction]) -> list[int]:
    """The seats of ``predictions`` in checking order, highest first (total: equal predictions
    are refused, so no two keys tie)."""
    return sorted(predictions, key=lambda seat: order_key(predictions[seat]), reverse=True)


def check(p: Prediction, dealt: Iterable[str]) -> dict[str, Any]:
    """How ``p`` fares among the ``dealt`` cards: ``{"colour": C, "figure": F, "both": X,
    "holds": bool, "short": None | "colour" | "figure" | "both"}``. C counts the cards of the
    colour, F those of the figure, X those of both (0 or 1); P holds iff C ≥ colour_count,
    F ≥ figure_count and C + F − X ≥ their sum (D3). ``short`` names the first condition that
    fails ("both": the card of both would have to count twice)."""
    ids = list(dealt)
    c = sum(1 for card in ids if cards.colour(card) == p["colour"])
    f = sum(1 for card in ids if cards.figure(card) == p["figure"])
    x = sum(1 for card in ids
            if cards.colour(card) == p["colour"] and cards.figure(card) == p["figure"])
    short = ("colour" if c < p["colour_count"] else "figure" if f < p["figure_count"]
             else "both" if c + f - x < p["colour_count"] + p["figure_count"] else None)
    return {"colour": c, "figure": f, "both": x, "holds": short is None, "short": short}
