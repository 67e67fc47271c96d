"""The kit used end to end as a game's setup would: options, draw pile, deal, views.

A PokerDrez-like deal (docs/rules-decisions.md#pokerdrez): White's 2, Black's 2, 5 common cards.
"""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.common import assemble_view
from referee.games.kit.cards import deck_ids
from referee.games.kit.deck import draw_pile
from referee.games.kit.options import deck_option
from referee.games.kit.views import private_zones, public_zones
from referee.games.kit.zones import COMMON, DECK, Zones, hand, standard_zones


def _setup(decks: int, prearranged: list[str] | None, seed: int) -> dict:
    game_deck = deck_ids(decks)
    pile = draw_pile(game_deck, deck_option(prearranged, game_deck), random.Random(seed))
    state = {"players": 2, "phase": "play", "zones": standard_zones(2, pile)}
    zones = Zones(state["zones"])
    zones.deal(DECK, [hand(0), hand(1)], 2)
    zones.draw(DECK, 5, COMMON)
    return state


def _view(state: dict, viewer: Viewer) -> dict:
    return assemble_view(state, viewer,
                         public=lambda s: {"zones": public_zones(s["zones"])},
                         own=lambda s, seat: {"zones": private_zones(s["zones"], Viewer(seat))},
                         everything=lambda s: {"zones": private_zones(s["zones"], Viewer(
                             None, omniscient=True))})


def _ids_in(view: dict) -> set[str]:
    text = json.dumps(view)
    return {card for card in deck_ids(2) + deck_ids(1) if f'"{card}"' in text}


@given(decks=st.sampled_from([1, 2]), seed=st.integers(0, 2**32))
def test_every_viewer_sees_exactly_what_it_may(decks, seed) -> None:
    state = _setup(decks, None, seed)
    zones = Zones(state["zones"])
    hands = [set(zones.cards(hand(0))), set(zones.cards(hand(1)))]
    common = set(zones.cards(COMMON))
    assert _ids_in(_view(state, Viewer(None))) == common
    assert _ids_in(_view(state, Viewer(0))) == common | hands[0]
    assert _ids_in(_view(state, Viewer(1, omniscient=False))) == common | hands[1]
    assert _ids_in(_view(state, Viewer(None, omniscient=True))) == common | hands[0] | hands[1]
    assert _view(state, Viewer(0))["public"]["zones"][DECK] == {
        "count": len(deck_ids(decks)) - 9, "cards": []}


@given(order=st.permutations(deck_ids()))
def test_a_prearranged_deal_leaves_the_top_in_setup_order(order) -> None:
    state = _setup(1, list(order), seed=0)
    zones = Zones(state["zones"])
    assert zones.cards(hand(0)) == list(order[:2])
    assert zones.cards(hand(1)) == list(order[2:4])
    assert zones.cards(COMMON) == list(order[4:9])
    assert zones.cards(DECK) == list(order[9:])


def test_the_state_is_plain_json() -> None:
    state = _setup(2, None, 5)
    assert json.loads(json.dumps(state)) == state
