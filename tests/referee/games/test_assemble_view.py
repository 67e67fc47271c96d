"""``referee.games.common.assemble_view``: the public part of a state is computed once for all
its viewers, each view gets its own top level, and a new state gets its own part."""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view

calls: list[int] = []


def public(state: State) -> dict[str, Any]:
    calls.append(state["turn"])
    return {"turn": state["turn"], "board": [state["turn"]] * 3}


def own(state: State, seat: int) -> dict[str, Any]:
    return {"hand": state["hands"][seat]}


def everything(state: State) -> dict[str, Any]:
    return {"hands": state["hands"]}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    return assemble_view(state, viewer, public=public, own=own, everything=everything)


def test_the_public_part_is_computed_once_per_state_for_every_viewer() -> None:
    calls.clear()
    state: State = {"phase": "play", "players": 3, "turn": 1, "hands": [[1], [2], [3]]}
    views = [view(state, Viewer(seat)) for seat in range(3)]
    views.append(view(state, Viewer(None, omniscient=True)))
    assert calls == [1]
    assert [v["private"] for v in views] == [{"hand": [1]}, {"hand": [2]}, {"hand": [3]},
                                            {"hands": [[1], [2], [3]]}]
    assert all(v["public"] == {"turn": 1, "board": [1, 1, 1]} for v in views)
    views[0]["public"].pop("board")  # one view's top level is its own
    assert view(state, Viewer(1))["public"] == {"turn": 1, "board": [1, 1, 1]}

    following = {**state, "turn": 2}  # the next state, a new object
    assert view(following, Viewer(0))["public"]["turn"] == 2
    assert calls == [1, 2]


def test_a_value_is_kept_per_state_object_and_the_oldest_go_first() -> None:
    from referee.games.statememo import PerObject

    kept: PerObject[State, int] = PerObject(2)
    computed: list[int] = []

    def compute(state: State) -> int:
        computed.append(state["n"])
        return state["n"] * 10

    first, twin, third = {"n": 1}, {"n": 1}, {"n": 3}
    assert kept.get(first, compute) == 10
    assert kept.get(first, compute) == 10
    assert kept.get(twin, compute) == 10  # an equal state is another state: computed again
    assert computed == [1, 1]
    kept.get(third, compute)  # two kept: the first goes
    kept.get(first, compute)
    assert computed == [1, 1, 3, 1]
