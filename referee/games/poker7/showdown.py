"""Paying a Poker7 hand and ending the match (seed 004 PokerDrez, Poker7;
docs/rules-decisions.md#poker7 D4, D9).

Each pot, main pot first: the eligible players (still in, contributed to it) with the greatest
key share it; odd chips one by one to the tied seats in order from the dealer's next seat. A
pot whose contributors all folded goes to the players still in, as if they had all contributed
(D12). A lone player left takes every pot and shows nothing. Then players with 0 chips leave,
and a seat whose player left the table loses its chips when ⚙ ``left_chips`` is ``"remove"``;
the match ends when one player holds every chip, when at most one seat still at the table
holds chips, or after ⚙ ``hands`` hands.

The hand record (public once the hand is over)::

    {"hand", "dealer", "by_fold": bool, "common": [ids], "folded": [seats],
     "pots": [{"amount", "eligible", "winners", "shares": {"<seat>": chips},
               "beats": None | {"seat", "part": "sizes" | "runs" | "ranks", "index"}}],
     "shown": {"<seat>": [2 ids]}, "keys": {"<seat>": "red 4 · green 2 · loose 1"},
     "groups": {"<seat>": [block, …]}, "won": {"<seat>": chips taken}, "out": [seats]}

``beats`` explains a pot won outright: the best losing hand among its eligible players and the
first part of the keys where the winner is ahead (D1: sizes, then run flags, then ranks; the
``index``-th entry of that part).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import State
from referee.games.kit.chip_match import chip_outcome, match_ends, without_left
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.kit.ledger import split
from referee.games.poker7.bets import Betting
from referee.games.poker7.ranking import Key, Ranked, rank_hand

HAND_OVER, OVER = "hand_over", "over"
PARTS = ("sizes", "runs", "ranks")


def first_difference(winner: Key, loser: Key) -> dict[str, Any] | None:
    """Where ``winner`` first differs from ``loser``: ``{"part", "index"}``, None when equal."""
    for part, ahead, behind in zip(PARTS, winner, loser, strict=True):
        for index, (a, b) in enumerate(zip(ahead, behind, strict=False)):
            if a != b:
                return {"part": part, "index": index}
        if len(ahead) != len(behind):
            return {"part": part, "index": min(len(ahead), len(behind))}
    return None


def _pay_pot(amount: int, eligible: Sequence[int], ranked: Mapping[int, Ranked],
             order: Sequence[int]) -> dict[str, Any]:
    if len(eligible) == 1 or not ranked:
        winners = list(eligible)
        beats = None
    else:
        best = max(ranked[seat].key for seat in eligible)
        winners = [seat for seat in order if seat in eligible and ranked[seat].key == best]
        losers = [seat for seat in order if seat in eligible and seat not in winners]
        beats = None
        if losers:
            second = max(losers, key=lambda seat: ranked[seat].key)
            beats = {"seat": second, **(first_difference(best, ranked[second].key) or {})}
    winners = [seat for seat in order if seat in winners]
    shares = split(amount, winners)
    return {"amount": amount, "eligible": list(eligible), "winners": winners,
            "shares": {str(seat): chips for seat, chips in shares.items()}, "beats": beats}


def settle(state: State, table: Betting, hands: Mapping[int, Sequence[str]]) -> None:
    """Pay the pots of the finished hand in ``table`` (``hands``: the 7 cards of each player
    still in; ignored when only one is left), write the hand record, let the broke players
    leave and set the phase ``hand_over`` or ``over``."""
    order: list[int] = state["seats"]
    live = [seat for seat, on in zip(order, table.in_hand, strict=True) if on]
    by_fold = len(live) == 1
    ranked = {} if by_fold else {seat: rank_hand(hands[seat]) for seat in live}
    chips = list(state["chips"])
    for index, seat in enumerate(order):
        chips[seat] = table.stacks[index] + table.bets[index]
    pots = []
    for pot in table.pots():
        eligible = [order[i] for i in pot.eligible] or live   # its contributors all folded
        paid = _pay_pot(pot.amount, eligible, ranked, order)
        for seat, share in paid["shares"].items():
            chips[int(seat)] += share
        pots.append(paid)
    won = {str(seat): chips[seat] - state["chips"][seat] for seat in order}
    out = [seat for seat in order if chips[seat] == 0]
    common = [] if by_fold else list(hands[live[0]][2:]) if live else []
    entry = {
        "hand": state["hand_no"], "dealer": state["dealer"], "by_fold": by_fold,
        "common": common, "folded": [seat for seat in order if seat not in live],
        "pots": pots,
        "shown": {} if by_fold else {str(seat): list(hands[seat][:2]) for seat in live},
        "keys": {str(seat): ranking.words() for seat, ranking in ranked.items()},
        "groups": {str(seat): [block.describe() for block in ranking.blocks]
                   for seat, ranking in ranked.items()},
        "won": won, "out": out,
    }
    state["records"].append(entry)
    left = left_seats(state)
    chips = without_left(chips, left, state["left_chips"])
    state["chips"] = chips
    shown = [card for seat in live if not by_fold for card in hands[seat][:2]]
    record(state["history"], "showdown", cards=shown, how="fold" if by_fold else "showdown",
           hand=state["hand_no"], winners=sorted({s for pot in pots for s in pot["winners"]}))
    state["phase"] = (OVER if match_ends(chips, state["hands"], state["hand_no"], left)
                      else HAND_OVER)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the match goes on; then ``{"winners", "reason": "all_chips" | "left" |
    "hands", "chips": {"<seat>": int}, "hands": n, "left": [seats]}`` (the most chips win;
    equal → shared; ``kit.chip_match.chip_outcome``)."""
    if state["phase"] != OVER:
        return None
    return chip_outcome(state["chips"], state["hand_no"], left_seats(state))
