"""Paying a PokerGuess hand and ending the match (seed 004 PokerDrez, PokerGuess;
docs/rules-decisions.md#pokerguess D2, D3, D6).

Every card dealt counts, folded players' too (D2), and all of them are shown. Pots are built
from all-in amounts (``kit.pots``), main pot first. For each pot, the eligible players'
predictions are checked from the highest (``predictions.checking_order``); the first that holds
takes the pot; when none holds the pot is split equally among its eligible players, odd chips
one by one from the dealer's next seat. A lone player left takes everything and nothing is
shown. Then players with 0 chips leave, and a seat whose player left the table loses its chips
when ⚙ ``left_chips`` is ``"remove"``; the match ends when one player holds every chip, when at
most one seat still at the table holds chips, or after ⚙ ``hands`` hands.

The hand record (public once the hand is over)::

    {"hand", "dealer", "by_fold": bool, "common": [ids], "hands": {"<seat>": [2 ids]},
     "folded": [seats], "predictions": {"<seat>": P}, "order": [seats, highest first],
     "checks": {"<seat>": {"colour", "figure", "both", "holds", "short"}},
     "pots": [{"amount", "eligible", "alone": bool (one eligible player, unchecked),
               "tried": [seats checked and failed, in order], "winners": [seats],
               "split": bool, "shares": {"<seat>": chips}}],
     "won": {"<seat>": chips taken from the pots}, "net": {"<seat>": chips won or lost},
     "out": [seats]}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee.games.base import State
from referee.games.kit.chip_match import chip_outcome, match_ends, without_left
from referee.games.kit.history import record
from referee.games.kit.leaving import left_seats
from referee.games.kit.pots import build_pots, split_pot
from referee.games.pokerguess.predictions import Prediction, check, checking_order

HAND_OVER, OVER = "hand_over", "over"


def _pay_pot(pot: Mapping[str, Any], order: Sequence[int], checks: Mapping[int, Any],
             first: int, players: int) -> dict[str, Any]:
    """One pot paid: a pot only one player reached is his unchecked (``alone``); otherwise
    the first eligible prediction in ``order`` that holds takes it, or it is ``split``."""
    eligible = list(pot["eligible"])
    alone = len(eligible) == 1
    tried: list[int] = []
    winners = eligible if alone else []
    for seat in (s for s in order if s in eligible and not alone):
        if checks[seat]["holds"]:
            winners = [seat]
            break
        tried.append(seat)
    split = not winners
    shares = split_pot(pot["amount"], eligible if split else winners, first, players)
    return {"amount": pot["amount"], "eligible": eligible, "alone": alone, "tried": tried,
            "winners": list(shares) if split else winners, "split": split,
            "shares": {str(seat): chips for seat, chips in shares.items()}}


def settle(state: State, by_fold: bool = False,
           hands: Mapping[int, Sequence[str]] | None = None, common: Sequence[str] = ()) -> None:
    """Pay the pots of the finished hand, write its record, let the broke players leave and
    set the phase ``hand_over`` or ``over``. ``hands``: every hole card dealt, by seat (folded
    players' too), and ``common``: the 5 common cards; both unused when ``by_fold`` (one player
    left, who takes every pot unchecked)."""
    players, stacks = state["players"], state["ledger"]["stacks"]
    still_in = [seat for seat in state["seats"] if seat not in state["folded"]]
    predictions: dict[int, Prediction] = {int(s): p for s, p in state["predictions"].items()
                                          if int(s) in still_in}
    shown = {} if by_fold or hands is None else {s: list(hands[s]) for s in state["seats"]}
    every = [card for seat in state["seats"] for card in shown.get(seat, [])]
    checks = {} if by_fold else {s: check(p, [*every, *common]) for s, p in predictions.items()}
    order = [] if by_fold else checking_order(predictions)
    first = (state["dealer"] + 1) % players
    before = [stacks[s] + state["put"][s] for s in range(players)]
    taken = dict.fromkeys(state["seats"], 0)
    pots = [_pay_pot(pot, order, checks, first, players)
            for pot in build_pots(state["put"], still_in)]
    for pot in pots:
        for seat, share in pot["shares"].items():
            stacks[int(seat)] += share
            taken[int(seat)] += share
    state["ledger"]["pot"] = 0
    out = [seat for seat in state["seats"] if stacks[seat] == 0]
    state["records"].append({
        "hand": state["hand_no"], "dealer": state["dealer"], "by_fold": by_fold,
        "common": list(common),
        "hands": {str(s): cards for s, cards in shown.items()},
        "folded": list(state["folded"]),
        "predictions": {str(s): dict(p) for s, p in predictions.items()},
        "order": order, "checks": {str(s): c for s, c in checks.items()}, "pots": pots,
        "won": {str(s): chips for s, chips in taken.items()},
        "net": {str(s): stacks[s] - before[s] for s in state["seats"]},
        "out": out,
    })
    record(state["history"], "showdown", cards=every, how="fold" if by_fold else "showdown",
           hand=state["hand_no"], winners=sorted({s for pot in pots for s in pot["winners"]}))
    state["put"], state["to_ask"], state["predictions"] = [0] * players, [], {}
    left = left_seats(state)
    stacks = state["ledger"]["stacks"] = without_left(stacks, left, state["left_chips"])
    state["phase"] = (OVER if match_ends(stacks, state["hands"], state["hand_no"], left)
                      else HAND_OVER)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the match goes on; then ``{"winners", "reason": "all_chips" | "left" |
    "hands", "chips": {"<seat>": int}, "hands": n, "left": [seats]}`` (the most chips win;
    equal → shared; ``kit.chip_match.chip_outcome``)."""
    if state["phase"] != OVER:
        return None
    return chip_outcome(state["ledger"]["stacks"], state["hand_no"], left_seats(state))
