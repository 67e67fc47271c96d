"""Poker7's secrets through the real API (docs/rules-decisions.md#poker7, "Hole cards: owner
only"): at every step of whole matches, no hole card reaches another phone, the table screen
or a refusal before its owner shows it (the show step's one card, or the showdown), and a
folded hand never does."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from flask import Flask

from tests.referee.referee_kit import Table, new_table


def current_part(view: dict[str, Any]) -> str:
    """The JSON of a view without what earlier hands revealed (a card may be dealt again)."""
    pub = dict(view["public"])
    hand = pub["hand"]
    pub["records"] = [r for r in pub["records"] if r["hand"] == hand]
    pub["history"] = [e for e in pub["history"] if e.get("hand") == hand]
    return json.dumps({**view, "public": pub})


def revealed(view: dict[str, Any], seat: int) -> set[str]:
    """The cards of ``seat`` its owner has shown in the current hand."""
    pub = view["public"]
    cards = {pub["shown"][str(seat)]} if str(seat) in pub["shown"] else set()
    record = pub["record"]
    if record is not None and record["hand"] == pub["hand"]:
        cards |= set(record["shown"].get(str(seat), []))
    return cards


def assert_no_leak(table: Table, players: int, bad_reply: str) -> None:
    """No unshown hole card of any seat in another seat's view, the table screen's view or
    a refusal's answer; no folded seat among the shown hands."""
    views = [table.view(table.seats[seat]) for seat in range(players)]
    screen = current_part(table.call("GET", "/public").get_json())
    for seat in range(players):
        secret = set(views[seat]["private"]["hole"]) - revealed(views[seat], seat)
        for other in range(players):
            if other != seat:
                seen = current_part(views[other])
                assert not any(f'"{card}"' in seen for card in secret), (seat, other)
        assert not any(f'"{card}"' in screen for card in secret)
        assert not any(card in bad_reply for card in secret)
    folded = set(views[0]["public"]["folded"])
    record = views[0]["public"]["record"]
    if record is not None:
        assert not folded & {int(s) for s in record["shown"]}


def choose(view: dict[str, Any], rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A move this seat may send (checks and calls more often than not), with arguments."""
    private, pub = view["private"], view["public"]
    calm = [move for move in private["moves"] if move in ("check", "call")]
    move = rng.choice(calm if calm and rng.random() < 0.7 else private["moves"])
    if move in ("bet", "raise"):
        amount = rng.choice([pub["min_to"], pub["all_in_to"]])
        return move, {"amount" if move == "bet" else "to": amount}
    if move == "show":
        return move, {"card": rng.choice(private["hole"])}
    return move, {}


@pytest.mark.parametrize("seed", [3, 8])
def test_no_hole_card_reaches_another_phone_before_it_is_shown(app: Flask, seed: int) -> None:
    players = 4
    table = new_table(app.test_client(), game="poker7", players=players, seed=seed,
                      options={"hands": 3, "starting_chips": 30})
    rng = random.Random(seed)
    for _ in range(400):
        view = table.view(table.seats[0])
        if view["outcome"] is not None:
            break
        seat = rng.choice(view["awaiting"])
        mine = table.view(table.seats[seat])
        other = (seat + 1) % players
        bad = table.move(other, "show", {"card": "rook-1"}).get_data(as_text=True)
        assert_no_leak(table, players, bad)
        move, args = choose(mine, rng)
        table.ok(seat, move, args)
    assert table.view(table.seats[0])["outcome"] is not None
