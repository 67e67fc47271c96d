"""RummiDrez with Hypothesis: random matches (and solitaires) of random moves end with a valid
outcome, every card stays somewhere exactly once, every table after an accepted play holds only
valid groups, a refused play changes nothing, and no view shows a hand card to anyone but its
owner (and the omniscient moderator) or the deck's order to anybody."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, Viewer, apply
from referee.games.rummidrez import GAME
from referee.games.rummidrez.deal import game_deck
from referee.games.rummidrez.groups import problem
from referee.games.rummidrez.hint import hint_play
from referee.games.rummidrez.view import moves_for
from tests.referee.games.rummidrez.support import act, all_cards, new

SETTINGS = settings(max_examples=8,
                    phases=[Phase.explicit, Phase.reuse, Phase.generate])
MAX_MOVES = 3000
FULL = sorted(game_deck())


def scrambled(state: dict, seat: int, rng: random.Random) -> list[list[str]]:
    """A random declaration: the table with a card moved between groups, some hand cards
    added to a group or to a new one; often refused, sometimes legal."""
    table = [list(group) for group in state["table"]]
    if table and rng.random() < 0.5:
        source = rng.choice(table)
        card = source.pop(rng.randrange(len(source)))
        rng.choice([*table, table.append([]) or table[-1]]).append(card)
    hand = list(state["zones"][f"hand-{seat}"]["cards"])
    for card in rng.sample(hand, min(len(hand), rng.randint(0, 3))):
        if not table or rng.random() < 0.3:
            table.append([])
        rng.choice(table).append(card)
    return [group for group in table if group or rng.random() < 0.1]


def tried_play(state: dict, seat: int, rng: random.Random) -> dict | None:
    """The state after a random declaration by ``seat`` when accepted (checked: valid groups,
    cards conserved); None when refused (checked: nothing changed)."""
    declared = scrambled(state, seat, rng)
    before = copy.deepcopy(state)
    try:
        after = apply(GAME, state, Actor(seat), "play", {"table": declared}, rng)
    except IllegalMove as error:
        assert state == before and error.status in (400, 422)
        return None
    assert all(problem(g, state["neutral_anywhere"]) is None for g in after["table"])
    return after


def step(state: dict, rng: random.Random) -> dict:
    """One random accepted move (a random declaration first, when it is accepted)."""
    seats = [s for s in range(state["players"]) if moves_for(state, s)]
    seat = rng.choice(seats)
    moves = moves_for(state, seat)
    if "play" in moves:
        tried = tried_play(state, seat, rng)
        if tried is not None:
            return tried
        hint = hint_play(state["table"], state["zones"][f"hand-{seat}"]["cards"],
                         state["melded"][seat], state["neutral_anywhere"])
        if hint is not None and rng.random() < 0.8:
            return act(state, seat, "play", {"table": hint})
    return act(state, seat, rng.choice([m for m in moves if m != "play"]))


def ids_in(value: Any) -> set[str]:
    """Every string in a view but its history (which holds the cards laid in earlier hands)."""
    if isinstance(value, dict):
        return set().union(set(), *(ids_in(v) for k, v in value.items() if k != "history"))
    if isinstance(value, list):
        return set().union(set(), *(ids_in(v) for v in value))
    return {value} if isinstance(value, str) else set()


def check_state(state: dict) -> None:
    """Cards conserved, every group valid, views private."""
    assert all_cards(state) == FULL
    assert all(problem(g, state["neutral_anywhere"]) is None for g in state["table"])
    zones = state["zones"]
    cards = set(FULL)
    shown = {c for g in state["table"] for c in g}
    for seat in [None, *range(state["players"])]:
        seen = ids_in(GAME.view(state, Viewer(seat))) & cards
        own = set(zones[f"hand-{seat}"]["cards"]) if seat is not None else set()
        assert seen <= shown | own
    everything = GAME.view(state, Viewer(None, omniscient=True))
    deck = zones["deck"]["cards"]
    assert not ids_in(everything) & set(deck)
    if len(deck) > 1:
        assert json.dumps(deck)[1:-1] not in json.dumps(everything)


@SETTINGS
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), target=st.integers(1, 6),
       anywhere=st.booleans())
def test_random_matches_end_validly(players: int, seed: int, target: int,
                                    anywhere: bool) -> None:
    rng = random.Random(seed)
    state = new(players, seed=seed, target=target, neutral_anywhere=anywhere,
                first_dealer="random")
    for turn in range(MAX_MOVES):
        if GAME.outcome(state) is not None:
            break
        if turn % 10 == 0:
            check_state(state)
        state = step(state, rng)
    check_state(state)
    result = GAME.outcome(state)
    assert result is not None, "a match of random moves did not end"
    scores = result["scores"]
    assert result["winners"] == [int(s) for s, v in scores.items() if v == max(scores.values())]
    assert len(result["winners"]) == 1 and max(scores.values()) >= target
    assert sum(scores.values()) == sum(state["scores"])


@SETTINGS
@given(seed=st.integers(0, 2**32))
def test_random_solitaires_end_with_the_cards_left_as_score(seed: int) -> None:
    rng = random.Random(seed)
    state = new(1, seed=seed)
    for _ in range(MAX_MOVES):
        if GAME.outcome(state) is not None:
            break
        state = step(state, rng)
        assert all(problem(g, False) is None for g in state["table"])
        assert all_cards(state) == FULL
    result = GAME.outcome(state)
    assert result is not None
    assert result["score"] == len(state["zones"]["hand-0"]["cards"])
    assert result["moves"] == state["moves"] and result["winners"] == [0]
