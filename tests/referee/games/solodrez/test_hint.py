"""SoloDrez's hint (finding SD1 of the UX re-walk): its moves are the engine's, ``no_win`` is
claimed only when a plain exhaustive search over the engine's own actions confirms that nothing
wins without going back, a complete series is always hinted, and a deal whose first view finds
a winning line is won by following the hint, without a second search and without going back.
"""

from __future__ import annotations

import random
from collections import deque

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from referee.games.base import State
from referee.games.kit.cards import figure_value, is_neutral
from referee.games.solodrez import GAME
from referee.games.solodrez.end import legal_moves, removable
from referee.games.solodrez.hint import PLANS
from referee.games.solodrez.shapes import Shape, layout_shape, successors
from tests.referee.games.solodrez.support import DECK, FIGURES, act, new, private, series, table

#: The most layouts the plain search may meet (a small layout meets far fewer).
ORACLE_NODES = 200_000


def after_action(columns: list[list[str]], action: dict) -> list[list[str]]:
    """The layout after ``action`` (a ``move``'s or ``remove``'s args) on ``columns``."""
    after = [list(column) for column in columns]
    if "column" in action:
        after[action["column"] - 1].clear()
    else:
        source, count, target = action["from"] - 1, action["count"], action["to"] - 1
        after[target].extend(after[source][len(after[source]) - count:])
        del after[source][len(after[source]) - count:]
    return after


def plain(columns: list[list[str]]) -> list[list[str]]:
    """The layout with every card of colour 1 (the rules never read colours), non-empty
    columns sorted first, 9 columns."""
    names = {value: f"{name}-1" for value, name in zip(range(6, 0, -1), FIGURES, strict=True)}
    kept = sorted([names.get(figure_value(c) or 0, "neutral-1") for c in column]
                  for column in columns if column)
    return kept + [[] for _ in range(9 - len(kept))]


def wins_without(columns: list[list[str]], excluded: set[Shape]) -> bool:
    """True when some line of the engine's actions (every legal move, every removal) wins from
    ``columns`` without meeting a shape of ``excluded``: breadth first, nothing pruned."""
    seen = set(excluded) | {layout_shape(columns)}
    queue = deque([plain(columns)])
    while queue:
        here = queue.popleft()
        actions = [*legal_moves(here), *({"column": c} for c in removable(here))]
        for action in actions:
            after = after_action(here, action)
            if all(is_neutral(card) for column in after for card in column):
                return True
            key = layout_shape(after)
            if key not in seen:
                seen.add(key)
                queue.append(plain(after))
        assert len(seen) < ORACLE_NODES, "the layout is too big for the plain search"
    return False


def test_the_shapes_one_action_away_are_the_engines() -> None:
    rng = random.Random(7)
    for _ in range(300):
        cards = rng.sample(DECK, rng.randint(4, 40))
        columns: list[list[str]] = [[] for _ in range(9)]
        for card in cards:
            columns[rng.randrange(rng.randint(1, 9))].append(card)
        actions = [*legal_moves(columns), *({"column": c} for c in removable(columns)[:1])]
        if removable(columns):
            actions = actions[-1:]
        engine = {layout_shape(after_action(columns, a)) for a in actions}
        here = layout_shape(columns)
        assert set(successors(here)) - {here} == engine - {here}


@st.composite
def small_games(draw: st.DrawFn) -> tuple[State, set[Shape]]:
    """Two series and up to two neutral cards dealt at random on up to 9 columns, after a few
    random actions: the state and the shapes it went through."""
    cards = [card for colour in draw(st.lists(st.integers(1, 9), min_size=2, max_size=2,
                                               unique=True)) for card in series(colour)]
    cards += ["neutral-1", "neutral-2"][:draw(st.integers(0, 2))]
    rng = draw(st.randoms(use_true_random=False))
    rng.shuffle(cards)
    width = draw(st.integers(2, 9))
    columns: list[list[str]] = [[] for _ in range(width)]
    for card in cards:
        columns[rng.randrange(width)].append(card)
    state = table(*columns)
    went = {layout_shape(state["columns"])}
    for _ in range(draw(st.integers(0, 6))):
        if GAME.outcome(state) is not None:
            break
        mine = private(state)
        choices = [("move", m) for m in mine["legal"]]
        choices += [("remove", {"column": c}) for c in mine["removable"]]
        if not choices:
            break
        move, args = rng.choice(choices)
        state = act(state, move, **args)
        went.add(layout_shape(state["columns"]))
    return state, went


@settings(max_examples=25)
@given(game=small_games())
def test_no_win_is_claimed_only_when_nothing_wins_and_a_series_is_always_hinted(
        game: tuple[State, set[Shape]]) -> None:
    state, went = game
    assume(GAME.outcome(state) is None)
    mine = private(state)
    if mine["no_win"]:
        assert not wins_without(state["columns"], went), "a false 'no way to win'"
    else:
        assert mine["hint"] is not None
    if mine["removable"]:
        assert mine["hint"] == {"move": "remove", "args": {"column": mine["removable"][0]}}


@settings(max_examples=8)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_deal_whose_first_view_finds_a_win_is_won_by_following_the_hint(seed: int) -> None:
    state = new(seed=seed)
    first = private(state)
    assume(first["wins"])
    went = {layout_shape(state["columns"])}
    while GAME.outcome(state) is None:
        mine = private(state)
        assert mine["wins"] and not mine["no_win"]
        state = act(state, mine["hint"]["move"], **mine["hint"]["args"])
        assert layout_shape(state["columns"]) not in went, "the hint went back to a position"
        went.add(layout_shape(state["columns"]))
        assert len(went) <= 600, "the hint does not lead to a win"
    assert GAME.outcome(state)["reason"] == "won"


def test_a_kept_line_is_not_followed_through_a_position_of_the_game() -> None:
    # A kept winning line through a shape the game has been in is left for a new search.
    state = new(seed=2)
    here = layout_shape(state["columns"])
    line = PLANS.line(here, set()) or ()
    if not line:
        private(state)
        line = PLANS.line(here, set()) or ()
    assert line, "the deal's first view keeps a winning line"
    assert PLANS.line(here, {line[3]}) is None
