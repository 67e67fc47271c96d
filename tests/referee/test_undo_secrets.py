"""Undo through the table service keeps the hidden draw pile's secrets and the log exact
(docs/rules-decisions.md#conventions "Undo keeps secrets").

A card drawn and then put back by an undo is shuffled into the pile with the undo's rng, so the
seat that saw it cannot tell who gets it next; the reverted move in the log marks the shuffle,
so a replay (another process, a restart, a snapshot further on) rebuilds the same pile. A
prearranged deal keeps its order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Flask

from referee.games.rummidrez.deal import game_deck
from referee.service.tables import TableService
from tests.referee.referee_kit import Table, new_table


def _state(app: Flask, table: Table) -> dict[str, Any]:
    _record, _caller, state = app.extensions["tapete"].tables.look(table.code, None)
    assert state is not None
    return state


def _replayed(app: Flask, table: Table) -> dict[str, Any]:
    """The table's state as a process that never saw it rebuilds it from the database."""
    services = app.extensions["tapete"]
    fresh = TableService(services.storage, services.broker, services.settings.snapshot_every)
    _record, _caller, state = fresh.look(table.code, None)
    assert state is not None
    return state


def _undo(table: Table) -> int:
    answer = table.call("POST", "/undo", table.moderator, json={})
    assert answer.status_code == 200, answer.get_json()
    return int(answer.get_json()["version"])


def _deck(state: dict[str, Any]) -> list[str]:
    return list(state["zones"]["deck"]["cards"])


def test_a_drawn_card_put_back_by_an_undo_is_shuffled_into_the_pile(
        make_app: Callable[..., Flask]) -> None:
    app = make_app(SNAPSHOT_EVERY=2)
    table = new_table(app.test_client(), "rummidrez", players=3, seed=11)
    before = _state(app, table)
    seat = before["to_play"]
    table.ok(seat, "draw")
    drawn = _state(app, table)["zones"][f"hand-{seat}"]["cards"][-1]
    assert drawn == _deck(before)[0]
    _undo(table)
    after = _state(app, table)
    assert sorted(_deck(after)) == sorted(_deck(before)) and drawn in _deck(after)
    assert _deck(after) != _deck(before), "the pile is shuffled, not put back as it was"
    assert after["zones"][f"hand-{seat}"] == before["zones"][f"hand-{seat}"]
    assert _replayed(app, table) == after
    # The log stays the truth past the next snapshots: the same pile for every replay.
    for _ in range(3):
        table.ok(_state(app, table)["to_play"], "draw")
    assert _replayed(app, table) == _state(app, table)


def test_each_undo_shuffles_anew_and_replays_the_same(make_app: Callable[..., Flask]) -> None:
    app = make_app()
    table = new_table(app.test_client(), "rummidrez", players=2, seed=4)
    piles = []
    for _ in range(3):
        table.ok(_state(app, table)["to_play"], "draw")
        _undo(table)
        piles.append(_deck(_state(app, table)))
    assert len({tuple(pile) for pile in piles}) == 3
    assert _deck(_replayed(app, table)) == piles[-1]


def test_a_prearranged_deal_keeps_its_order_through_an_undo(
        make_app: Callable[..., Flask]) -> None:
    app = make_app()
    order = sorted(game_deck())
    table = new_table(app.test_client(), "rummidrez", players=2, seed=None,
                      options={"deck": order})
    before = _state(app, table)
    table.ok(before["to_play"], "draw")
    _undo(table)
    assert _deck(_state(app, table)) == _deck(before)
    assert _deck(_replayed(app, table)) == _deck(before)
