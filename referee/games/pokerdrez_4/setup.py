"""PokerDrez for 4: colours and pairs, the start position, the options and the deal (seed 004
PokerDrez para 4; docs/rules-decisions.md#pokerdrez-4 D1, D2, D3 and the conventions'
prearranged deals).

Four colours in two pairs, light = yellow + red and dark = green + blue, move in the order yellow,
green, red, blue. Each army starts on its side of the cross board (red south, yellow north, blue
west, green east), each king to the right of its queen as seen from its owner. Every seat is
dealt 2 cards, then 5 go face up to the common row; the rest is the deck. No pawn removal; no die
unless the ``die`` option asks for one (first held by blue).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.common import RANDOM, check_players
from referee.games.kit import cards
from referee.games.kit.deck import draw_pile
from referee.games.kit.history import record
from referee.games.kit.options import (
    bool_option,
    choice_option,
    deck_option,
    decks_option,
    dice_option,
    with_defaults,
)
from referee.games.kit.zones import COMMON, DECK, Zones, hand, standard_zones
from referee.games.pokerdrez_4.army import BLUE, ORDER, YELLOW, start_position
from referee.games.pokerdrez_4.end import start_turn
from referee.games.pokerdrez_4.movement import KING, ROOK

PLAYERS = 4
OWN_CARDS, COMMON_CARDS = 2, 5
STUCK = ("pass", "draw")
NEUTRAL_TIMINGS = ("own_turn", "any_time")
OPTION_DEFAULTS: dict[str, Any] = {
    "colours": list(ORDER), "decks": 2, "die": False, "dice": "app", "stuck": "pass",
    "neutral_timing": "own_turn", "deck": None,
}


def _colours(raw: Any) -> list[str] | str:
    """The ``colours`` option: each seat's colour (a list of the four colours in seat order) or
    ``"random"``; else 400 ``bad_option``."""
    if raw == RANDOM:
        return RANDOM
    if not isinstance(raw, list) or sorted(map(str, raw)) != sorted(ORDER) or \
            not all(isinstance(colour, str) for colour in raw):
        raise IllegalMove("bad_option", "The option colours must list yellow, green, red and "
                          "blue once each, in seat order, or be \"random\".")
    return list(raw)


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options with defaults filled in (docs/rules-decisions.md#pokerdrez-4).

    ``colours`` (seat order of the colours, default yellow, green, red, blue; or "random"),
    ``decks`` (1 | 2, 2), ``die`` (False; True: one die, first held by blue), ``dice`` ("app" |
    "physical"), ``stuck`` ("pass" | "draw": what a seat with no payable move out of check does),
    ``neutral_timing`` ("own_turn" | "any_time"), ``deck`` (None | every card id once, top first:
    the four hands of 2 in seat order, then the 5 common). Raises IllegalMove 400
    ``unknown_option``, ``bad_option``, ``bad_deck``.
    """
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    decks = decks_option(chosen["decks"])
    return {
        "colours": _colours(chosen["colours"]),
        "decks": decks,
        "die": bool_option("die", chosen["die"]),
        "dice": dice_option(chosen["dice"]),
        "stuck": choice_option("stuck", chosen["stuck"], STUCK),
        "neutral_timing": choice_option("neutral_timing", chosen["neutral_timing"],
                                        NEUTRAL_TIMINGS),
        "deck": deck_option(chosen["deck"], cards.deck_ids(decks)),
    }


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The state after the deal, yellow to move, its end-of-turn checks already run (a deal can
    leave yellow without a payable move: it passes). ``players`` must be 4 (ValueError);
    ``options`` as ``options`` returns them (missing keys take the defaults)."""
    check_players("PokerDrez for 4", players, PLAYERS, PLAYERS)
    chosen = {**OPTION_DEFAULTS, **options}
    colours = list(ORDER) if chosen["colours"] == RANDOM else list(chosen["colours"])
    if chosen["colours"] == RANDOM:
        rng.shuffle(colours)
    pile = draw_pile(cards.deck_ids(chosen["decks"]), chosen["deck"], rng)
    zones = standard_zones(players, pile)
    Zones(zones).deal(DECK, [*(hand(seat) for seat in range(players)), COMMON],
                      [OWN_CARDS] * players + [COMMON_CARDS])
    kings_and_rooks = [sq for sq, (_, figure) in start_position().items()
                       if figure in (KING, ROOK)]
    state: State = {
        "players": players, "colours": colours,
        "decks": chosen["decks"], "die": chosen["die"], "dice": chosen["dice"],
        "stuck": chosen["stuck"], "neutral_timing": chosen["neutral_timing"],
        "prearranged": chosen["deck"] is not None,
        "zones": zones, "pieces": start_position(), "unmoved": sorted(kings_and_rooks),
        "reserves": {colour: {} for colour in ORDER},
        "turn": YELLOW, "phase": "play", "plies": 0, "passes": 0, "plain": False,
        "replenish_slot": None,
        "die_holder": colours.index(BLUE) if chosen["die"] else None, "die_roll": None,
        "last_move": None, "draw_offer": None, "resign_offers": [],
        "notes": {str(seat): [] for seat in range(players)},
        "history": [], "result": None,
    }
    record(state["history"], "deal", how="prearranged" if state["prearranged"] else "shuffled")
    start_turn(state)
    return state
