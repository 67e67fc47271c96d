"""TriumfDrez bids and their strength (seed 004 TriumfDrez, "Subasta";
docs/rules-decisions.md#triumfdrez, D3, D4 and D6).

A bid is ``{"tricks": int, "trump": figure | None, "supertrump": 1..9 | None, "open": bool}``. Its
strength is ``(tricks, open, omitted)`` compared lexicographically, ``omitted`` = how many of trump
and supertrump it leaves out (0–2): more tricks first, then playing open, then leaving more out
(without trump and without supertrump rank the same).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove
from referee.games.common import Args, is_int
from referee.games.kit.cards import figures

#: Tricks in a hand: 13 cards each.
TRICKS = 13
#: The colours a supertrump may take (the numbers printed on the cards).
COLOURS = range(1, 10)

Strength = tuple[int, bool, int]


def default_min_bid(sides: int) -> int:
    """⌈13 / sides⌉: 7 with two sides (2 players, or 4 in pairs), 5 with three players (D6)."""
    return math.ceil(TRICKS / sides)


def omitted(bid: Mapping[str, Any]) -> int:
    """How many of trump and supertrump ``bid`` leaves out (0, 1 or 2)."""
    return int(bid["trump"] is None) + int(bid["supertrump"] is None)


def strength(bid: Mapping[str, Any]) -> Strength:
    """``(tricks, open, omitted)``: the seed's auction example reads (8,0,0) < (9,0,0) < (9,0,1)
    < (9,1,1) < (10,0,0)."""
    return bid["tricks"], bool(bid["open"]), omitted(bid)


def levels_above(best: Mapping[str, Any] | None, min_bid: int) -> list[dict[str, Any]]:
    """Every strength a new bid may have, weakest first, as ``{"tricks", "open", "omitted"}``:
    those above ``best`` (all from ``min_bid`` when there is no bid yet)."""
    floor = None if best is None else strength(best)
    return [{"tricks": t, "open": o, "omitted": m}
            for t in range(min_bid, TRICKS + 1) for o in (False, True) for m in (0, 1, 2)
            if floor is None or (t, o, m) > floor]


def parse_bid(args: Args) -> dict[str, Any]:
    """The bid in ``args`` (keys already checked). Raises 400 ``bad_args`` when ``tricks`` is not
    a whole number, ``trump`` not a figure id or null, ``supertrump`` not 1–9 or null, or
    ``open`` not true/false."""
    trump, colour = args["trump"], args["supertrump"]
    if (not is_int(args["tricks"]) or not (trump is None or trump in figures())
            or not (colour is None or (is_int(colour) and colour in COLOURS))
            or not isinstance(args["open"], bool)):
        raise IllegalMove("bad_args", "A bid takes tricks (a whole number), trump (a figure or "
                          "null), supertrump (a colour from 1 to 9 or null) and open (true or "
                          "false).")
    return {"tricks": args["tricks"], "trump": trump, "supertrump": colour,
            "open": args["open"]}


def check_bid(bid: Mapping[str, Any], best: Mapping[str, Any] | None, min_bid: int) -> None:
    """Raise 422 ``bad_tricks`` for tricks outside ``min_bid``–13 and 422 ``bid_too_low`` unless
    ``bid`` is stronger than ``best`` (the highest bid so far, None before the first)."""
    if not min_bid <= bid["tricks"] <= TRICKS:
        raise IllegalMove("bad_tricks", "A bid promises from {low} to {high} tricks.",
                          low=min_bid, high=TRICKS)
    if best is not None and strength(bid) <= strength(best):
        raise IllegalMove("bid_too_low", "A bid must beat the highest bid so far: more tricks, "
                          "or as many played open, or leaving out more of trump and supertrump.")
