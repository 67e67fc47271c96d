"""BlackDrez with Hypothesis: random games of random legal moves end with a valid outcome, every
card stays somewhere exactly once, refused moves change nothing, and every view is the same for
every viewer (all is face up) and never holds the deck's order."""

from __future__ import annotations

import json
import random

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.blackdrez import GAME
from referee.games.blackdrez.view import moves_for
from referee.games.kit.cards import deck_ids
from tests.referee.games.blackdrez.support import act, all_cards, new

SETTINGS = settings(max_examples=20,
                    phases=[Phase.explicit, Phase.reuse, Phase.generate])
MAX_MOVES = 600


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict]:
    """A random legal move of a random seat that may send one (a joker's value changed one
    time in ten, so that games of random moves end)."""
    options = [(seat, move) for seat in range(state["players"])
               for move in moves_for(state, seat)]
    if rng.random() > 0.1:
        options = [o for o in options if o[1] != "set_joker"] or options
    seat, move = rng.choice(options)
    if move != "set_joker":
        return seat, move, {}
    jokers = [c for c in state["zones"][f"hand-{seat}"]["cards"] if c.startswith("joker")]
    return seat, move, {"card": rng.choice(jokers), "value": rng.choice([1, 6])}


@SETTINGS
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32),
       rounds=st.one_of(st.none(), st.integers(1, 4)))
def test_random_games_end_validly(players: int, seed: int, rounds: int | None) -> None:
    rng = random.Random(seed)
    state = new(players, rounds=rounds, first_dealer="random")
    game_deck = sorted(deck_ids(state["decks"], neutrals=False))
    for _ in range(MAX_MOVES):
        if GAME.outcome(state) is not None:
            break
        assert all_cards(state) == game_deck
        seat, move, args = choose(state, rng)
        try:
            state = act(state, seat, move, args)
        except Exception as error:  # only would_bust may refuse a listed move
            assert getattr(error, "code", None) == "would_bust", error
        deck = state["zones"]["deck"]["cards"]
        views = [GAME.view(state, v) for v in (Viewer(None), Viewer(0),
                                                Viewer(None, omniscient=True))]
        assert views[0]["public"] == views[1]["public"] == views[2]["public"]
        if len(deck) > 1:
            assert json.dumps(deck) not in json.dumps(views[2])
    result = GAME.outcome(state)
    assert result is not None, "a game of random moves did not end"
    assert all_cards(state) == game_deck
    piles = result["piles"]
    assert sum(piles.values()) <= len(game_deck)
    assert result["winners"] == [int(s) for s, n in piles.items() if n == max(piles.values())]
    assert rounds is None or result["rounds"] <= rounds
