"""DomiDrez with Hypothesis: random matches of random legal moves end with a valid outcome,
every card stays somewhere exactly once, and no view shows a hand card to anyone but its owner
(and the omniscient moderator) or the deck's order to anybody."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.domidrez import GAME
from referee.games.domidrez.deal import game_deck
from referee.games.domidrez.view import moves_for
from referee.games.kit.cards import figures
from tests.referee.games.domidrez.support import act, all_cards, new

SETTINGS = settings(max_examples=20,
                    phases=[Phase.explicit, Phase.reuse, Phase.generate])
MAX_MOVES = 4000


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]]:
    """A random legal move of a seat that may send one."""
    options = [(s, m) for s in range(state["players"]) for m in moves_for(state, s)]
    seat, move = rng.choice(options)
    if move != "play":
        return seat, move, {}
    card = rng.choice(GAME.view(state, Viewer(seat))["private"]["playable"])
    if card.startswith("neutral"):
        return seat, move, {"card": card, "figure": rng.choice(figures()),
                            "colour": rng.randint(1, 9)}
    return seat, move, {"card": card}


def ids_in(value: Any, skip: str = "history") -> set[str]:
    """Every string in a view (its history left out: it holds cards played in earlier hands)."""
    if isinstance(value, dict):
        return set().union(*(ids_in(v) for k, v in value.items() if k != skip)) if value \
            else set()
    if isinstance(value, list):
        return set().union(*(ids_in(v) for v in value)) if value else set()
    return {value} if isinstance(value, str) else set()


def check_privacy(state: dict) -> None:
    zones = state["zones"]
    cards = set(game_deck(state["decks"]))
    deck = zones["deck"]["cards"]
    played = set(zones["table"]["cards"])
    for seat in [None, *range(state["players"])]:
        seen = ids_in(GAME.view(state, Viewer(seat))) & cards
        own = set(zones[f"hand-{seat}"]["cards"]) if seat is not None else set()
        assert seen <= played | own
    everything = GAME.view(state, Viewer(None, omniscient=True))
    assert not ids_in(everything) & set(deck)
    if len(deck) > 1:
        assert json.dumps(deck) not in json.dumps(everything)
    for entry in everything["public"]["history"]:
        if entry["event"] == "draw":
            assert entry["cards"] == []


@SETTINGS
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32), decks=st.sampled_from([1, 2]),
       target=st.integers(1, 12))
def test_random_matches_end_validly(players: int, seed: int, decks: int, target: int) -> None:
    rng = random.Random(seed)
    state = new(players, decks=decks, target=target, first_dealer="random")
    full = sorted(game_deck(decks))
    for _ in range(MAX_MOVES):
        if GAME.outcome(state) is not None:
            break
        assert all_cards(state) == full
        check_privacy(state)
        state = act(state, *choose(state, rng))
    result = GAME.outcome(state)
    assert result is not None, "a match of random moves did not end"
    scores = result["scores"]
    assert result["winners"] == [int(s) for s, v in scores.items() if v == max(scores.values())]
    assert len(result["winners"]) == 1 and max(scores.values()) >= target
    assert all_cards(state) == full
