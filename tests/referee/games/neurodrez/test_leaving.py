"""A NeuroDrez player who leaves (docs/rules-decisions.md#neurodrez, "A player who leaves"; issue
33): a game whose seat leaves at a random moment, resigned for or played by a stand-in, reaches
its end; a resigned side wins no more and the last side standing wins; in a cooperative game a
resignation gives the game up for the table; the stand-in makes the first legal choice its
view lists."""

from __future__ import annotations

import copy
import random
from functools import partial
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.kit.leaving import left_seats
from referee.games.neurodrez import GAME
from referee.games.neurodrez.end import check_end
from tests.referee.games.leaving_kit import after_leaving, play_with_leaver, stand_in_move_of
from tests.referee.games.neurodrez.support import (
    BLOCK,
    TEST_COLOURS,
    at,
    position,
    random_action,
    two_players,
)


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]] | None:
    """A random legal move of an awaited seat still at the table."""
    gone = left_seats(state)
    present = [s for s in GAME.awaiting(state) if s not in gone]
    if not present:
        return None
    if state["phase"] == "start":
        return present[0], "start_roll", {"value": rng.randint(1, 6)}
    return random_action(state, rng)


left = partial(after_leaving, GAME)


stand_in_of = partial(stand_in_move_of, GAME)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 6), seat=st.integers(0, 5),
       how=st.sampled_from(["resign", "stand_in"]),
       mode=st.sampled_from(["competitive", "cooperative"]),
       dice=st.sampled_from(["app", "physical"]), auto=st.booleans(),
       leave_after=st.integers(0, 80), seed=st.integers(0, 10**6))
def test_a_game_with_a_leaver_reaches_its_end(players: int, seat: int, how: str, mode: str,
                                              dice: str, auto: bool, leave_after: int,
                                              seed: int) -> None:
    raw = {"mode": mode if players > 1 else "solo", "dice": dice, "auto_conquest": auto}
    state = GAME.setup(players, GAME.options(raw, players), random.Random(seed))
    final, stood = play_with_leaver(GAME, state, players, seat % players, how, leave_after,
                                    choose, random.Random(seed))
    result = GAME.outcome(final)
    assert result is not None
    assert {who for who, _, _ in stood} <= {seat % players}
    if how == "resign" and mode == "competitive" and seat % players in left_seats(final):
        loser = next(s["seats"] for s in final["sides"] if seat % players in s["seats"])
        assert not set(result["winners"]) & set(loser)


def test_resigned_for_in_a_two_sided_game_the_other_side_wins() -> None:
    result = GAME.outcome(left(two_players(), 0, "resign"))
    assert result is not None
    assert (result["winners"], result["reason"], result["side"]) == ([1], "resignation", [1])


def test_resigned_for_among_three_sides_the_others_play_on_and_it_cannot_win() -> None:
    state = GAME.setup(3, GAME.options({}, 3), random.Random(2))
    state = left(state, 1, "resign")
    assert GAME.outcome(state) is None and state["resigned_sides"] == [1]
    result = GAME.outcome(left(state, 2, "resign"))
    assert result is not None and (result["winners"], result["reason"]) == ([0], "resignation")


def test_resigned_for_in_a_cooperative_game_the_table_concedes() -> None:
    state = GAME.setup(2, GAME.options({"mode": "cooperative"}, 2), random.Random(2))
    result = GAME.outcome(left(state, 1, "resign"))
    assert result is not None and (result["winners"], result["reason"]) == ([], "conceded")


def test_the_stand_in_rolls_then_places_its_first_tile_on_the_first_free_square() -> None:
    state = left(two_players(), 0)
    assert stand_in_of(state, 0) == ("roll", {})
    assert stand_in_of(state, 1) is None
    state = at(position(two_players(), BLOCK, hands={0: ["tile-rojo-agua", "tile-azul-fuego"]}),
               0, "tile")
    placeable = GAME.view(state, Viewer(0))["public"]["placeable"]
    assert stand_in_of(state, 0) == ("place_tile", {"tile": "tile-rojo-agua",
                                                    "square": placeable[0]})


def test_the_stand_in_makes_the_first_listed_move() -> None:
    state = at(position(two_players(), BLOCK, pieces={"blanco-pawn": "c4"}), 0, figure=1,
               colour="blanco")
    legal = GAME.view(state, Viewer(0))["private"]["legal"]
    first = legal[0]
    assert stand_in_of(state, 0) == ("move", {"piece": first["piece"], **first["by"][0],
                                              "to": first["to"][0]["square"]})


def test_a_resigned_side_holding_a_surface_does_not_win() -> None:
    state = GAME.setup(3, GAME.options({"colours": TEST_COLOURS}, 3), random.Random(2))
    agua = {f"{file}1": f"tile-{colour}-agua"
            for file, colour in zip("abcdef", TEST_COLOURS, strict=True)}
    state = position(state, agua, tokens={square: "negro" for square in agua})
    assert "negro" in state["seat_colours"][1]
    assert check_end(copy.deepcopy(state), 1)
    state = left(state, 1, "resign")
    assert not check_end(state, 1) and GAME.outcome(state) is None


def test_leaving_a_finished_game_keeps_its_result() -> None:
    over = left(two_players(), 0, "resign")
    after = left(over, 1, "resign")
    assert (GAME.outcome(after), after["history"]) == (GAME.outcome(over), over["history"])


def test_the_solo_player_leaving_concedes_the_game_either_way() -> None:
    for how in ("stand_in", "resign"):
        state = GAME.setup(1, GAME.options({"mode": "solo"}, 1), random.Random(2))
        result = GAME.outcome(left(state, 0, how))
        assert result is not None and (result["winners"], result["reason"]) == ([], "conceded")
