"""Undo never tells a seat where a card it saw went (issue "Faults and abuse at the edges";
docs/rules-decisions.md#conventions "Undo keeps secrets"), in every game, with Hypothesis.

Random games of each of the games are played with random undos. An undo takes the table back to
the state before the last move, as the table service's replay does, and then shuffles the hidden
draw piles with the undo's own rng (``referee.games.kit.undo``; the service derives it from the
table's seed and the undone move, ``tests/referee/test_undo_secrets.py``). At every undo:

- every view (each seat's, the table screen's) is the same as before the shuffle: a seat learns
  nothing from the shuffle itself;
- a card some seat saw before the undo (it was in that seat's view of the undone state) and that
  the undo put back in a hidden pile of two cards or more lies at a place that changes with the
  undo's rng. So what the seat saw cannot tell it who draws the card next, nor, once someone holds
  it unseen, that they do: that would take the undo's rng, which no view shows. (A card back in
  a pile of one is known to be the next one drawn whatever an undo does, as it would be at a real
  table.)
- a game without hidden piles gets its earlier state back exactly.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee import games
from referee.games.base import State, Viewer, as_json
from referee.games.kit.undo import hidden_piles, shuffle_after_undo
from tests.referee.undo_play import PLAYERS

#: Moves and undos of one random game at most.
STEPS = 40
#: How often an undo comes instead of a move (and always once a game is over).
UNDO_SHARE = 0.3
#: Other rngs an undo is tried with: a place the same under all of them is no secret.
OTHER_RNGS = 24


def undone(before: State, seed: float) -> State:
    """``before`` (the table before the undone move) after an undo with the rng ``seed``."""
    after = as_json(before)
    shuffle_after_undo(after, random.Random(seed))
    return after


def strings(value: Any) -> set[str]:
    """Every string in a view (the ids of the cards it shows among them)."""
    if isinstance(value, dict):
        return set().union(set(value), *(strings(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(strings(v) for v in value)) if value else set()
    return {value} if isinstance(value, str) else set()


def viewers(state: State) -> list[Viewer]:
    return [Viewer(None), *(Viewer(seat) for seat in range(state["players"]))]


def check_undo(game_id: str, taken_back: State, before: State, seed: float) -> State:
    """The state after undoing ``taken_back`` (whose move followed ``before``), checked."""
    game = games.get(game_id)
    restored = undone(before, seed)
    piles = hidden_piles(before)
    if not piles:
        assert restored == before
        return restored
    for viewer in viewers(before):  # the piles' order, whatever it is, shows in no view
        assert json.dumps(game.view(restored, viewer), sort_keys=True) == \
            json.dumps(game.view(before, viewer), sort_keys=True)
    seen = set().union(*(strings(game.view(taken_back, v)) for v in viewers(taken_back)))
    others: list[State] = []
    for name in piles:
        pile = restored["zones"][name]["cards"]
        if len(pile) < 2:
            continue
        for card in seen & set(pile):
            others = others or [undone(before, random.Random(seed).random() + k)
                                for k in range(OTHER_RNGS)]
            places = {other["zones"][name]["cards"].index(card) for other in [restored, *others]}
            assert len(places) > 1, f"{game_id}: {card} goes back to place {places} of {name}"
    return restored


@pytest.mark.parametrize("game_id", PLAYERS)
@settings(max_examples=3)
@given(seed=st.integers(0, 2**32))
def test_random_undos_never_tell_a_seat_where_a_card_it_saw_went(game_id: str,
                                                                 seed: int) -> None:
    game, player, rng = games.get(game_id), PLAYERS[game_id], random.Random(seed)
    timeline = [player.start(rng)]
    for _ in range(STEPS):
        over = game.outcome(timeline[-1]) is not None
        if len(timeline) > 1 and (over or rng.random() < UNDO_SHARE):
            taken_back = timeline.pop()
            timeline[-1] = check_undo(game_id, taken_back, timeline[-1], rng.random())
        elif not over:
            timeline.append(player.step(timeline[-1], rng))
        else:
            break


def test_every_game_is_played() -> None:
    assert sorted(PLAYERS) == sorted(games.GAME_IDS)
    assert len(PLAYERS) == 16
