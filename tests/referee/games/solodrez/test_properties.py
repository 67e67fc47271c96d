"""SoloDrez, random games and layouts (Hypothesis).

Random legal play from random deals and from the winnable deal ends with a valid outcome within
``MOVE_CAP`` moves (the player gives up at the cap), every card is kept at every step, and the
view's legal moves and blocked detection agree with a brute-force search that sends every
possible ``move`` and ``remove`` to the engine — on random layouts (rarely blocked) and on
layouts with a Peón or a Jóker on most columns (blocked about four times in ten).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, State, apply
from referee.games.solodrez import GAME
from referee.games.solodrez.end import blocked, legal_moves, removable
from tests.referee.games.solodrez.support import DECK, WINNABLE, act, all_cards, new, private

MOVE_CAP = 120
REASONS = {"won", "blocked", "gave_up"}
SETTINGS = settings(max_examples=25)


def accepted(state: State) -> tuple[list[dict[str, int]], list[int]]:
    """Every ``move`` and ``remove`` the engine accepts, found by trying them all."""
    moves, removes = [], []
    for source in range(1, 10):
        for target in range(1, 10):
            for count in range(1, len(state["columns"][source - 1]) + 1):
                args = {"from": source, "count": count, "to": target}
                try:
                    apply(GAME, state, Actor(0), "move", args, random.Random(0))
                except IllegalMove:
                    continue
                moves.append(args)
        try:
            apply(GAME, state, Actor(0), "remove", {"column": source}, random.Random(0))
        except IllegalMove:
            continue
        removes.append(source)
    return moves, removes


def check_outcome(state: State) -> None:
    result = GAME.outcome(state)
    assert result is not None and result["reason"] in REASONS
    assert result["winners"] == ([0] if result["reason"] == "won" else [])
    assert result["series_removed"] == len(state["removed"])
    assert (result["reason"] == "won") == (not any(state["columns"]))


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), winnable=st.booleans(), choices=st.randoms())
def test_random_games_end_with_a_valid_outcome(seed: int, winnable: bool,
                                               choices: random.Random) -> None:
    state = new(seed=seed, **({"deck": WINNABLE} if winnable else {}))
    steps = 0
    while GAME.outcome(state) is None and steps < MOVE_CAP:
        # The engine's own lists (the view's are checked against them below; the view's hint
        # searches the position, too slow to run at every step of 25 random games).
        options = [("remove", {"column": c}) for c in removable(state["columns"])]
        options += [("move", args) for args in legal_moves(state["columns"])]
        name, args = choices.choice(options)
        state = act(state, name, **args)
        assert sorted(all_cards(state)) == sorted(DECK)
        assert state["moves"] == steps + 1
        steps += 1
    if GAME.outcome(state) is None:
        state = act(state, "give_up")
    check_outcome(state)


CARDS = st.lists(st.sampled_from(DECK), unique=True, min_size=0, max_size=30)


@SETTINGS
@given(cards=CARDS, cuts=st.lists(st.integers(0, 30), min_size=8, max_size=8))
def test_legal_moves_and_blocked_agree_with_brute_force(cards: list[str],
                                                        cuts: list[int]) -> None:
    bounds = sorted(min(cut, len(cards)) for cut in cuts)
    edges = [0, *bounds, len(cards)]
    state = new()
    state["columns"] = [cards[edges[i]:edges[i + 1]] for i in range(9)]
    moves, removes = accepted(state)
    mine = private(state)
    assert sorted(map(str, mine["legal"])) == sorted(map(str, moves))
    assert mine["removable"] == removes
    assert blocked(state["columns"]) == (not moves and not removes)


TOPS = [card for card in DECK if card.startswith(("pawn", "joker"))]


@SETTINGS
@given(order=st.permutations(DECK), sizes=st.lists(st.integers(1, 4), min_size=9, max_size=9),
       tops=st.lists(st.sampled_from(TOPS), min_size=9, max_size=9, unique=True),
       plain=st.sets(st.integers(0, 8), max_size=3))
def test_blocked_layouts_agree_with_brute_force(order: list[str], sizes: list[int],
                                                tops: list[str], plain: set[int]) -> None:
    """Layouts with a Peón or a Jóker on top of most columns, often blocked."""
    rest = iter(card for card in order if card not in tops)
    columns = []
    for i, size in enumerate(sizes):
        column = [next(rest) for _ in range(size)]
        columns.append(column if i in plain else [*column, tops[i]])
    state = new()
    state["columns"] = columns
    moves, removes = accepted(state)
    assert blocked(columns) == (not moves and not removes)
    assert sorted(map(str, private(state)["legal"])) == sorted(map(str, moves))
