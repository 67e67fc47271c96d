"""What every viewer of a PokerGuess table sees, and who the game waits for (seed 004
PokerDrez, PokerGuess; docs/rules-decisions.md#pokerguess and #conventions, "Views").

Built from scratch per viewer. Public: the stacks, what each seat put in, the pot(s), the
common cards, every standing prediction and the order they would be checked in, the shown
last cards, the seat to act, the records of the hands played (every card dealt, folded hands
too, once a hand reached its showdown) and the history (every prediction ever made). A seat
adds its own two hole cards, its moves and what staying or raising costs; the omniscient
moderator every hole card. The deck's order reaches nobody; no hole card is public before the
showdown.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.kit.pots import build_pots
from referee.games.kit.seen import awaited_between_hands, seen_by
from referee.games.kit.views import all_hands, private_zones
from referee.games.kit.zones import COMMON, Zones, hand
from referee.games.pokerguess.flow import GUESS, SHOW, SHOWDOWN, dealt, live
from referee.games.pokerguess.predictions import checking_order
from referee.games.pokerguess.showdown import HAND_OVER
from referee.games.pokerguess.steps import players_in_match

PLAYING = (GUESS, SHOW, SHOWDOWN)


def awaiting(state: State) -> list[int]:
    """The seat to guess or to show; the players still in at a printed-deck showdown; between
    hands, every seat with chips that has not yet seen the result; nobody once the match is
    over."""
    phase = state["phase"]
    if phase in (GUESS, SHOW):
        return state["to_ask"][:1]
    if phase == SHOWDOWN:
        return live(state)
    if phase == HAND_OVER:
        return awaited_between_hands(state, players_in_match(state))
    return []


def moves_for(state: State, seat: int) -> list[str]:
    """The move names ``seat`` may send now."""
    if seat not in awaiting(state):
        return []
    return [{GUESS: "guess", SHOW: "show", SHOWDOWN: "showdown",
             HAND_OVER: "next_hand"}[state["phase"]]]


def _public(state: State) -> dict[str, Any]:
    playing = state["phase"] in PLAYING
    still_in = live(state)
    stacks = state["ledger"]["stacks"]
    asked = state["to_ask"][:1] if state["phase"] in (GUESS, SHOW) else []
    standing = {int(s): p for s, p in state["predictions"].items()}
    return {
        "hand": state["hand_no"], "hands": state["hands"], "dealer": state["dealer"],
        "ante": state["ante"], "cards": "physical" if state["physical"] else "app",
        "prearranged": state["prearranged"], "chips": list(stacks),
        "put": list(state["put"]), "bet": state["bet"] if playing else 0,
        "pot": sum(state["put"]),
        "pots": build_pots(state["put"], still_in) if playing else [],
        "in_hand": list(state["seats"]), "folded": list(state["folded"]),
        "all_in": [s for s in still_in if stacks[s] == 0] if playing else [],
        "round": state["round"] if state["phase"] == GUESS else None,
        "turn": asked[0] if asked and state["phase"] == GUESS else None,
        "shower": asked[0] if asked and state["phase"] == SHOW else None,
        "to_ask": list(state["to_ask"]) if playing else [],
        "dealt": dealt(state),
        "predictions": {str(s): dict(p) for s, p in standing.items()} if playing else {},
        "order": checking_order(standing) if playing else [],
        "common": Zones(state["zones"]).cards(COMMON),
        "shown": dict(state["shown"]),
        "record": state["records"][-1] if not playing and state["records"] else None,
        "seen": seen_by(state),
        "to_see": awaiting(state) if state["phase"] == HAND_OVER else [],
        "records": list(state["records"]),
        "history": public_history(state["history"]),
    }


def _costs(state: State, seat: int) -> dict[str, Any]:
    """What staying and raising cost ``seat`` now: ``to_call`` (chips, capped by the stack),
    ``raise_min`` / ``raise_max`` (the smallest and largest ``raise_to``; None when it may not
    raise)."""
    stack, put, bet = state["ledger"]["stacks"][seat], state["put"][seat], state["bet"]
    most = put + stack
    can_raise = state["phase"] == GUESS and stack > 0 and most > bet
    return {"to_call": max(0, min(stack, bet - put)),
            "raise_min": min(bet + state["ante"], most) if can_raise else None,
            "raise_max": most if can_raise else None}


def _own(state: State, seat: int) -> dict[str, Any]:
    own = private_zones(state["zones"], Viewer(seat), (hand(seat),))
    return {"seat": seat, "hole": own.get(hand(seat), []), "moves": moves_for(state, seat),
            **_costs(state, seat)}


def _everything(state: State) -> dict[str, Any]:
    return {"hands": all_hands(state["zones"], state["players"])}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: ``guess`` | ``show`` | ``showdown`` | ``hand_over`` | ``over``.

    ``public``: ``hand`` (number), ``hands`` (the limit or None), ``dealer``, ``ante``,
    ``cards`` ("app" | "physical"), ``prearranged``, ``chips`` (every seat's stack behind),
    ``put`` (chips each seat put in this hand), ``bet`` (what staying costs in all), ``pot``,
    ``pots`` ([{"amount", "eligible"}], main first), ``in_hand`` (the hand's seats from the
    dealer's next), ``folded``, ``all_in``, ``round`` (guess phase 1 | 2), ``turn`` (seat to
    guess), ``shower`` (seat to show), ``to_ask`` (seats still to get a turn, in order),
    ``dealt`` (cards dealt: the largest count), ``predictions`` ({"<seat>": P}, the standing
    ones), ``order`` (their checking order, seats, highest first), ``common`` (ids; none with
    printed cards), ``shown`` ({"<seat>": id}), ``record`` (the last hand's, see
    ``showdown``, once it is over), ``seen`` and ``to_see`` (who has seen it and who the next hand
waits for: ``referee.games.kit.seen``), ``records``, ``history`` (every guess, show, deal and
    showdown).

    ``private`` for a seat: ``seat``, ``hole`` (its two cards), ``moves``, ``to_call``,
    ``raise_min``, ``raise_max``. For the omniscient moderator: ``hands`` ({"<seat>": ids}).
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=_everything)
