"""Pax Pamir: every refusal code of every move; each refused move leaves the state as it was
(``refused`` checks that)."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.pax_pamir import GAME
from tests.referee.games.pax_pamir.support import (
    ANA,
    BEA,
    CARL,
    act,
    by_moderator,
    check,
    entry,
    failure,
    new,
    refused,
    refused_moderator,
    success,
)

EVERYONE = {ANA: entry(), BEA: entry(), CARL: entry()}


def good(**changes: Any) -> dict[str, Any]:
    """Valid check arguments for a 3-seat table, with ``changes`` applied."""
    return {**check((4, 0, 0), EVERYONE), **changes}


def tiebreak_state() -> dict:
    state = failure(new(), {ANA: 1, BEA: 1, CARL: 0}, final=True)   # 4 / 4 / 0
    assert state["phase"] == "tiebreak"
    return state


@pytest.mark.parametrize(("args", "code", "status"), [
    (good(blocks={"afghan": 13, "british": 0, "russian": 0}), "bad_count", 422),
    (good(blocks={"afghan": 0, "british": -1, "russian": 0}), "bad_count", 422),
    (good(players={**EVERYONE, CARL: entry(cylinders=11)}), "bad_count", 422),
    (good(players={**EVERYONE, CARL: entry(cylinders=-1)}), "bad_count", 422),
    (good(players={**EVERYONE, CARL: entry(influence=51)}), "bad_count", 422),
    (good(players={**EVERYONE, BEA: entry(influence=0)}), "influence_at_least_one", 422),
    (good(players={ANA: entry(), BEA: entry()}), "missing_player", 422),
    (good(players={**EVERYONE, "3": entry()}), "missing_player", 422),
    (good(players={**EVERYONE, "Wakhan": entry()}), "missing_player", 422),
    (good(players={**EVERYONE, 0: entry()}), "missing_player", 422),
    (good(blocks={"afghan": 4, "british": 0}), "bad_args", 400),
    (good(blocks={"afghan": "4", "british": 0, "russian": 0}), "bad_args", 400),
    (good(blocks={"afghan": True, "british": 0, "russian": 0}), "bad_args", 400),
    (good(blocks=[4, 0, 0]), "bad_args", 400),
    (good(players=[entry(), entry(), entry()]), "bad_args", 400),
    (good(players={**EVERYONE, CARL: entry(loyalty="durrani")}), "bad_args", 400),
    (good(players={**EVERYONE, CARL: {"loyalty": "afghan", "influence": 1}}), "bad_args", 400),
    (good(players={**EVERYONE, CARL: entry(influence=1.5)}), "bad_args", 400),
    (good(final="yes"), "bad_args", 400),
    (good(round=1), "bad_args", 400),
    ({"blocks": {"afghan": 4, "british": 0, "russian": 0}}, "bad_args", 400),
])
def test_dominance_check_refusals(args: dict[str, Any], code: str, status: int) -> None:
    refusal = refused(new(), 0, "dominance_check", args)
    assert (refusal.code, refusal.status) == (code, status)


def test_missing_player_names_the_missing_seat() -> None:
    refusal = refused(new(), 0, "dominance_check", good(players={ANA: entry(), BEA: entry()}))
    assert refusal.params == {"seat": 2}


def test_missing_extra_player_is_named() -> None:
    state = new(1, extra=("Wakhan",))
    refusal = refused(state, 0, "dominance_check", check((0, 0, 0), {ANA: entry()}))
    assert (refusal.code, refusal.params) == ("missing_player", {"seat": "Wakhan"})


def test_a_sender_with_no_seat_who_is_not_the_moderator_is_refused() -> None:
    assert refused(new(), None, "dominance_check", good()).code == "not_your_turn"
    assert refused(new(), None, "cleanup_check", {
        "seat": 0, "court": 1, "hand": 1, "political_stars": 0,
        "intelligence_stars": 0}).code == "not_your_turn"


def test_the_moderator_without_a_seat_may_enter_a_check() -> None:
    state = by_moderator(new(), "dominance_check", good())
    assert state["checks"][-1]["by"] is None
    assert act(new(), 2, "dominance_check", **good())["checks"][-1]["by"] == 2


def test_moves_in_the_wrong_phase() -> None:
    state = tiebreak_state()
    for move, args in (("dominance_check", good()), ("cleanup_check", {
            "seat": 0, "court": 1, "hand": 1, "political_stars": 0, "intelligence_stars": 0})):
        refusal = refused(state, 0, move, args)
        assert (refusal.code, refusal.status) == ("wrong_phase", 409)
    refusal = refused(new(), 0, "tiebreak", {"military": {}, "rupees": {}})
    assert (refusal.code, refusal.status) == ("wrong_phase", 409)
    assert refused_moderator(new(), "declare_winner", {"seat": 0}).code == "wrong_phase"


def test_no_move_after_the_end() -> None:
    state = success(new(), {ANA: 1, BEA: None, CARL: None})
    assert GAME.outcome(state) is not None
    refusal = refused(state, 0, "dominance_check", good())
    assert (refusal.code, refusal.status) == ("game_over", 409)


def test_unknown_move() -> None:
    assert refused(new(), 0, "score", {}).code == "unknown_move"


@pytest.mark.parametrize(("args", "code"), [
    ({"military": {ANA: 1}, "rupees": {ANA: 1, BEA: 1}}, "missing_player"),
    ({"military": {ANA: 1, BEA: 1, CARL: 1}, "rupees": {ANA: 1, BEA: 1}}, "missing_player"),
    ({"military": {ANA: 1, "Wakhan": 1}, "rupees": {ANA: 1, BEA: 1}}, "missing_player"),
    ({"military": {ANA: 21, BEA: 1}, "rupees": {ANA: 1, BEA: 1}}, "bad_count"),
    ({"military": {ANA: 1, BEA: 1}, "rupees": {ANA: -1, BEA: 1}}, "bad_count"),
    ({"military": {ANA: 1, BEA: 1}, "rupees": {ANA: 201, BEA: 1}}, "bad_count"),
    ({"military": {ANA: "1", BEA: 1}, "rupees": {ANA: 1, BEA: 1}}, "bad_args"),
    ({"military": [1, 1], "rupees": {ANA: 1, BEA: 1}}, "bad_args"),
    ({"military": {ANA: 1, BEA: 1}}, "bad_args"),
])
def test_tiebreak_refusals(args: dict[str, Any], code: str) -> None:
    assert refused(tiebreak_state(), 1, "tiebreak", args).code == code


def test_tiebreak_names_a_player_who_is_not_tied() -> None:
    refusal = refused(tiebreak_state(), 1, "tiebreak",
                      {"military": {ANA: 1, BEA: 1, CARL: 0}, "rupees": {ANA: 1, BEA: 1}})
    assert refusal.params == {"seat": 2}


def test_declare_winner_refusals() -> None:
    state = act(tiebreak_state(), 0, "tiebreak", military={ANA: 0, BEA: 0},
                rupees={ANA: 0, BEA: 0})
    assert (refused(state, 0, "declare_winner", {"seat": 0}).code,
            refused(state, 0, "declare_winner", {"seat": 0}).status) == ("not_moderator", 403)
    assert refused_moderator(state, "declare_winner", {"seat": 2}).code == "not_tied"
    assert refused_moderator(state, "declare_winner", {"seat": 7}).code == "not_tied"
    assert refused_moderator(state, "declare_winner", {"seat": True}).code == "bad_args"
    assert refused_moderator(state, "declare_winner", {"seat": [0]}).code == "bad_args"
    assert refused_moderator(state, "declare_winner", {}).code == "bad_args"


@pytest.mark.parametrize(("changes", "code"), [
    ({"seat": 3}, "missing_player"),
    ({"seat": "Wakhan"}, "missing_player"),
    ({"court": 51}, "bad_count"),
    ({"hand": -1}, "bad_count"),
    ({"political_stars": 21}, "bad_count"),
    ({"intelligence_stars": -1}, "bad_count"),
    ({"court": "6"}, "bad_args"),
    ({"extra": 1}, "bad_args"),
])
def test_cleanup_check_refusals(changes: dict[str, Any], code: str) -> None:
    args = {"seat": 0, "court": 6, "hand": 3, "political_stars": 1, "intelligence_stars": 0,
            **changes}
    assert refused(new(), 0, "cleanup_check", args).code == code


def test_cleanup_check_without_a_field_is_malformed() -> None:
    assert refused(new(), 0, "cleanup_check", {"seat": 0, "court": 6}).code == "bad_args"
