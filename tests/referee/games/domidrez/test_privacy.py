"""DomiDrez's hands stay secret (docs/architecture.md, "Identity" and "Testing: Privacy";
docs/rules-decisions.md#domidrez).

A whole match is played through the HTTP API and the SSE stream with every seat's phone
recording every byte it receives: a card id may reach a phone only once it is face up (played or
turned up, in this hand or an earlier one) or while it is, or was, in that phone's own hand. A
drawn card's id reaches nobody else; the stream carries versions only.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from flask import Flask

from referee.games.kit.cards import figures
from tests.referee.referee_kit import (
    MovePhone,
    live_server,
    new_table,
    play_live,
)

CARD = re.compile(rb'"((?:(?:joker|queen|rook|bishop|knight|pawn)-[1-9]|neutral-[12])(?:#[12])?)"')


@dataclass
class Clock:
    """Moves accepted so far; for each count, the cards face up so far and each seat's cards
    held so far (the moderator's omniscient view after that many moves)."""

    moves: int = 0
    shown: list[set[str]] = field(default_factory=list)
    held: list[list[set[str]]] = field(default_factory=list)


def choose(view: dict[str, Any], rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A legal move from the phone's own view: a random matching card (a neutral one names a
    random figure and colour), else draw, pass or the next hand."""
    mine = view["private"]
    if "play" not in mine["moves"]:
        return mine["moves"][0], {}
    card = rng.choice(mine["playable"])
    if card.startswith("neutral"):
        return "play", {"card": card, "figure": rng.choice(figures()), "colour": rng.randint(1, 9)}
    return "play", {"card": card}


def play_recorded_match(app: Flask, players: int, seed: int) -> tuple[list[MovePhone], Clock]:
    """A whole match (to 8 points) through the API and SSE; returns the phones and the clock."""
    rng = random.Random(seed)
    table = new_table(app.test_client(), "domidrez", players=players, seed=seed, join=0,
                      start=False, options={"target": 8})
    clock = Clock()

    def tick() -> dict[str, Any]:
        seen = table.view(table.moderator)  # asked by the moderator: no phone's bytes
        shown = set(clock.shown[-1]) if clock.shown else set()
        shown |= set(seen["public"]["played"])
        held = [set(h) for h in clock.held[-1]] if clock.held else [set() for _ in
                                                                     range(players)]
        for seat, cards in seen["private"]["hands"].items():
            held[int(seat)] |= set(cards)
        clock.shown.append(shown)
        clock.held.append(held)
        return seen

    def pick(views: list[dict[str, Any]]) -> tuple[int, str, dict[str, Any]]:
        seat = rng.choice(views[0]["awaiting"])
        return seat, *choose(views[seat], rng)

    with live_server(app) as base:
        phones = [MovePhone(base, table.code, clock) for _ in range(players)]
        play_live(table, phones, clock, pick, tick)
    return phones, clock


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(3, 21), (5, 22)])
def test_no_phone_receives_a_card_of_another_hand(app: Flask, players: int, seed: int) -> None:
    phones, clock = play_recorded_match(app, players, seed)
    assert clock.moves > 20
    for phone in phones:
        own_seen = set()
        for moves, data in phone.received:
            if moves < 0:
                continue  # stream bytes: checked to be versions only
            after = min(moves + 1, clock.moves)  # a move's answer may already show its result
            allowed = clock.shown[after] | clock.held[after][phone.seat]
            found = {m.decode() for m in CARD.findall(data)}
            assert found <= allowed, (f"seat {phone.seat} received {sorted(found - allowed)} "
                                      f"after {moves} moves")
            own_seen |= found & clock.held[after][phone.seat]
        assert own_seen, f"seat {phone.seat} never received its own hand"
