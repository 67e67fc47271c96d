"""What every viewer of a Poker7 table sees, and who the game waits for (seed 004 PokerDrez,
Poker7; docs/rules-decisions.md#poker7 and #conventions, "Views").

Built from scratch per viewer. Public: the hand number, the dealer, every stack, bet and pot,
the seat to act and what it may do, the common cards turned so far, the cards shown in the show
step, the hand records of the hands played (shown hands only: a folded hand never, a hand won
because everyone else folded never). A seat adds its own two hole cards and its moves; the
omniscient moderator every hole card. The deck's order reaches nobody.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.kit.seen import awaited_between_hands, seen_by
from referee.games.kit.views import all_hands, private_zones
from referee.games.kit.zones import COMMON, Zones, hand
from referee.games.poker7.betting import betting_moves
from referee.games.poker7.flow import BET, SHOW, SHOWDOWN
from referee.games.poker7.showdown import HAND_OVER
from referee.games.poker7.steps import players_in_match


def awaiting(state: State) -> list[int]:
    """The seat to bet or to show; the players still in at a printed-deck showdown; between
    hands, every seat with chips that has not yet seen the result; nobody once the match is
    over."""
    phase, table = state["phase"], state["table"]
    if phase == BET:
        return [table["actor"]]
    if phase == SHOW:
        return [table["shower"]]
    if phase == SHOWDOWN:
        return [seat for seat in state["seats"] if seat not in table["folded"]]
    if phase == HAND_OVER:
        return awaited_between_hands(state, players_in_match(state))
    return []


def moves_for(state: State, seat: int) -> list[str]:
    """The move names ``seat`` may send now."""
    phase, table = state["phase"], state["table"]
    if phase == BET and seat == table["actor"]:
        return betting_moves(table)
    if phase == SHOW and seat == table["shower"]:
        return ["show"]
    if phase == SHOWDOWN:
        return ["showdown"]
    if phase == HAND_OVER and seat in awaiting(state):
        return ["next_hand"]
    return []


def _public(state: State) -> dict[str, Any]:
    table = state["table"]
    over = state["phase"] not in (BET, SHOW, SHOWDOWN)
    return {
        "hand": state["hand_no"], "hands": state["hands"], "dealer": state["dealer"],
        "ante": state["ante"], "cards": "physical" if state["physical"] else "app",
        "prearranged": state["prearranged"],
        "chips": list(state["chips"]) if over else list(table["stacks"]),
        "bets": [0] * state["players"] if over else list(table["bets"]),
        "pots": [] if over else [dict(pot, eligible=list(pot["eligible"]))
                                 for pot in table["pots"]],
        "in_hand": list(state["seats"]), "folded": list(table["folded"]),
        "all_in": list(table["all_in"]),
        "actor": table["actor"], "shower": table["shower"], "street": table["street"],
        "to_call": table["to_call"], "min_to": table["min_to"], "all_in_to": table["all_in_to"],
        "opened": table["opened"], "block": table["block"],
        "common": Zones(state["zones"]).cards(COMMON), "common_count": state["common_count"],
        "shown": dict(state["shown"]),
        "record": state["records"][-1] if over and state["records"] else None,
        "seen": seen_by(state),
        "to_see": awaiting(state) if state["phase"] == HAND_OVER else [],
        "records": list(state["records"]),
        "history": public_history(state["history"]),
    }


def _own(state: State, seat: int) -> dict[str, Any]:
    own = private_zones(state["zones"], Viewer(seat), (hand(seat),))
    return {"seat": seat, "hole": own.get(hand(seat), []), "moves": moves_for(state, seat)}


def _everything(state: State) -> dict[str, Any]:
    return {"hands": all_hands(state["zones"], state["players"])}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: ``bet`` | ``show`` | ``showdown`` | ``hand_over`` | ``over``.

    ``public``: ``hand`` (number), ``hands`` (the limit or None), ``dealer``, ``ante``,
    ``cards`` ("app" | "physical"), ``prearranged``, ``chips`` (every seat's stack behind),
    ``bets`` (this round), ``pots`` ([{"amount", "eligible"}], main first), ``in_hand`` (the
    hand's seats from the dealer's next), ``folded``, ``all_in``, ``actor`` (seat to bet),
    ``shower`` (seat to show), ``street`` (1–4), ``to_call``, ``min_to`` (smallest bet or
    raise-to), ``all_in_to``, ``opened``, ``block`` (why the seat to act may not raise: None,
    "covered", "closed", "nobody"), ``common`` (ids turned; none with printed cards),
    ``common_count``, ``shown`` ({"<seat>": id}), ``record`` (the last hand's record once it is
    over, see ``showdown``), ``seen`` (the seats that have seen it), ``to_see`` (the seats the
next hand waits for: ``referee.games.kit.seen``), ``records`` (every finished hand),
``history``.

    ``private`` for a seat: ``seat``, ``hole`` (its two cards), ``moves``. For the omniscient
    moderator: ``hands`` ({"<seat>": ids}).
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=_everything)
