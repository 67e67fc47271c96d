"""What every viewer of a PokerDrez for 4 table sees (seed 004 PokerDrez para 4;
docs/rules-decisions.md#pokerdrez-4 and #conventions, "Views").

Built from scratch per viewer. Public: the position as a square map, each colour's reserve, the
seats' colours and the pairs, whose turn it is and who is in check, the common row, the
discards, counts of the deck and of each hand, the die, the public history. A seat adds its own
hand, the moves it may send, its payable moves and re-entries on its turn, and what it was told
privately in swaps. The omniscient moderator adds every hand and every seat's notes. The deck's
order reaches nobody.
"""

from __future__ import annotations

import copy
from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.kit.paid_moves import available_cards
from referee.games.kit.swaps import every_hand
from referee.games.kit.views import hand_sizes, private_zones, public_zones
from referee.games.kit.zones import COMMON, DECK, DISCARD, hand
from referee.games.pokerdrez_4.army import ORDER, PAIRS
from referee.games.pokerdrez_4.check import in_check, position_of
from referee.games.pokerdrez_4.end import unmoved
from referee.games.pokerdrez_4.payment import payable
from referee.games.pokerdrez_4.turns import awaiting, colour_of, moves_for, open_offers, seat_of


def _public(state: State) -> dict[str, Any]:
    position = position_of(state)
    zones = public_zones(state["zones"], (DECK, DISCARD, COMMON))
    roll = state["die_roll"]
    offer = state["draw_offer"]
    return {
        "pieces": {square: {"colour": colour, "piece": figure}
                   for square, (colour, figure) in sorted(state["pieces"].items())},
        "reserves": {colour: {figure: n for figure, n in sorted(state["reserves"][colour].items())
                              if n} for colour in ORDER},
        "colours": list(state["colours"]),
        "seats": {colour: seat_of(state, colour) for colour in ORDER},
        "order": list(ORDER),
        "pairs": {name: [seat_of(state, colour) for colour in colours]
                  for name, colours in PAIRS.items()},
        "turn": state["turn"],
        "to_move": seat_of(state, state["turn"]),
        "awaiting": awaiting(state),
        "in_check": [colour for colour in ORDER if in_check(position, colour)],
        "castling": sorted(state["unmoved"]),
        "last_move": copy.deepcopy(state["last_move"]),
        "common": zones[COMMON]["cards"],
        "deck_size": zones[DECK]["count"],
        "discards": zones[DISCARD]["cards"],
        "hand_sizes": hand_sizes(state["zones"], state["players"]),
        "die": state["die"],
        "die_holder": state["die_holder"],
        "die_roll": None if roll is None else dict(roll),
        "dice": state["dice"],
        "plain": state["plain"],
        "passes": state["passes"],
        "stuck": state["stuck"],
        "draw_offer": None if offer is None else {"seat": offer["seat"],
                                                  "accepted": list(offer["accepted"])},
        "resign_offers": open_offers(state),
        "neutral_timing": state["neutral_timing"],
        "prearranged": state["prearranged"],
        "history": public_history(state["history"]),
    }


def _payable(state: State, seat: int) -> dict[str, list[dict[str, Any]]]:
    """The moves and re-entries ``seat`` may make now, each with what pays it (empty lists off
    its turn)."""
    if "move" not in moves_for(state, seat):
        return {"moves": [], "entries": []}
    colour = colour_of(state, seat)
    roll = state["die_roll"]
    die = roll["value"] if roll is not None and roll["seat"] == seat else None
    return payable(position_of(state), colour, unmoved(state), state["reserves"][colour],
                   available_cards(state, seat), die, state["plain"])


def _own(state: State, seat: int) -> dict[str, Any]:
    own = private_zones(state["zones"], Viewer(seat), (hand(seat),))
    return {"seat": seat, "colour": colour_of(state, seat),
            "hand": own.get(hand(seat), []), "moves": moves_for(state, seat),
            "payable": _payable(state, seat),
            "notes": copy.deepcopy(state["notes"][str(seat)])}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: ``play`` | ``replenish`` | ``over``.

    ``public``: ``pieces`` (``{square: {"colour", "piece"}}``), ``reserves`` (``{colour:
    {figure: count}}``), ``colours`` (each seat's colour), ``seats`` (each colour's seat),
    ``order`` (the turn order of colours), ``pairs`` (``{"light": [seats], "dark": [seats]}``),
    ``turn`` (colour), ``to_move`` (seat), ``awaiting``, ``in_check`` (colours whose king an
    opponent attacks), ``castling`` (squares of unmoved kings and rooks), ``last_move``
    (``{"seat", "colour", "kind": "move" | "enter", "piece", "from"?, "to", "castling"?,
    "captured": {"colour", "piece"} | None, "paid": {"card", "from"} | {"die"} | {}}`` or None),
    ``common``, ``deck_size``, ``discards``, ``hand_sizes``, ``die``, ``die_holder``,
    ``die_roll``, ``dice``, ``plain``, ``passes`` (passes in a row), ``stuck``, ``draw_offer``
    (``{"seat", "accepted": [seats]}`` or None), ``resign_offers`` (seats whose proposal to
    resign waits for their partner), ``neutral_timing``, ``prearranged``,
    ``history`` (deal, roll, move, enter, replenish, swap, pass, deck_empty, offer_draw,
    answer_draw, draw_lapsed (an open offer ended by a move; its seat is the offerer's),
    offer_resign, answer_resign (how decline | withdraw), resign, end).

    ``private`` for a seat: ``seat``, ``colour``, ``hand``, ``moves``, ``payable`` (``{"moves":
    [{"from", "to", "castling", "cards", "die"}], "entries": [{"piece", "square", "cards",
    "die"}]}`` on its turn), ``notes`` (cards told privately in swaps). For the omniscient
    moderator: ``hands`` and ``all_notes``.
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=every_hand)
