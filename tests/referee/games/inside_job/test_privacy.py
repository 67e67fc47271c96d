"""Inside Job's secrets stay secret (docs/architecture.md, "Identity" and "Testing: Privacy"; seed
003).

Whole games are played through the HTTP API and the SSE stream with every seat's phone
recording every byte it receives; no role may reach another seat's phone before that role is
revealed (at the start, at the briefcase threshold, to the accomplice by its peek, or at the
end), no goal but the phone's own, no ballot but its own before the end. Twin tables that
differ only in a secret are then compared view by view: a seat must not be able to tell them
apart.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from flask import Flask

from referee.games.inside_job.roles import GOALS, ROLES, SLEEPER_REVEALED_GOAL
from referee.games.inside_job.tricks import SUITS, VALUES, cards_dealt
from tests.referee.referee_kit import (
    MovePhone,
    Table,
    live_server,
    new_table,
    play_live,
)

GOAL_IDS = frozenset(GOALS.values()) | {SLEEPER_REVEALED_GOAL}
# The list of special roles in play is public (docs/rules-decisions.md: everyone knows them before
# the start).
SPECIAL_LIST = re.compile(rb'"special_roles"\s*:\s*\[[^\]]*\]')


def value_token(word: str) -> re.Pattern[bytes]:
    """``"word"`` as a JSON string value (not as an object key)."""
    return re.compile(rb'"' + re.escape(word.encode()) + rb'"(?!\s*:)')


ROLE_TOKENS = {role: value_token(role) for role in ROLES}
GOAL_TOKENS = {goal: value_token(goal) for goal in GOAL_IDS}


@dataclass
class Clock:
    """The number of moves the table has accepted so far, and what was public at each count."""

    moves: int = 0
    public_roles: list[set[str]] = field(default_factory=list)  # roles revealed, by count
    over: list[bool] = field(default_factory=list)


def deal(players: int, rng: random.Random) -> list[list[tuple[str, int]]]:
    """The real deck at the table: 52 cards shuffled, ``cards_dealt`` to each seat."""
    deck = [(suit, value) for suit in SUITS for value in VALUES]
    rng.shuffle(deck)
    each = cards_dealt(players)
    return [deck[i * each:(i + 1) * each] for i in range(players)]


def trick_args(public: dict[str, Any], hands: list[list[tuple[str, int]]],
               rng: random.Random) -> dict[str, Any]:
    """A trick as the table plays it: each seat from the leader to the left plays a card of
    its hand (following suit when it can, mostly), briefcases only where the rules allow."""
    n = public["players"]
    plays: list[dict[str, Any]] = []
    for seat in [(public["leader"] + i) % n for i in range(n)]:
        led = plays[0]["suit"] if plays else None
        follow = [c for c in hands[seat] if c[0] == led]
        card = rng.choice(follow if follow and rng.random() < 0.8 else hands[seat])
        hands[seat].remove(card)
        briefcase = (public["may_place_briefcase"][seat] and card[0] == (led or card[0])
                     and rng.random() < 0.3)
        plays.append({"seat": seat, "suit": card[0], "value": card[1], "briefcase": briefcase})
    return {"trump": rng.choice(SUITS), "plays": plays, "mission": rng.random() < 0.45}


def choose(view: dict[str, Any], hands: list[list[tuple[str, int]]],
           rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A legal move for the seat whose own ``view`` this is, from what that view shows."""
    move = view["private"]["moves"][0]
    if move == "peek":
        me = view["you"]["seat"]
        return move, {"seat": rng.choice([s for s in range(view["public"]["players"]) if s != me])}
    if move == "trick":
        return move, trick_args(view["public"], hands, rng)
    vote = view["private"]["vote"]
    count = rng.randint(1, vote["votes"])
    if vote["repeat"]:
        ballot = [rng.choice(vote["targets"]) for _ in range(count)]
    else:
        ballot = rng.sample(vote["targets"], min(count, len(vote["targets"])))
    return move, {"for": ballot if len(ballot) > 1 else ballot[0]}


def play_recorded_game(app: Flask, players: int, special: list[str], seed: int
                       ) -> tuple[list[MovePhone], Clock, dict[str, Any]]:
    """A whole game through the API and SSE; returns the phones, the clock, the outcome."""
    rng = random.Random(seed)
    table = new_table(app.test_client(), game="inside-job", players=players, seed=seed,
                      lang="es", join=0, start=False,
                      options={"special_roles": special, "first_leader": "random"})
    clock = Clock()
    hands = deal(players, rng)

    def tick() -> dict[str, Any]:
        seen = table.view(table.moderator)  # asked by the moderator: no phone's bytes
        clock.public_roles.append(set(seen["public"]["revealed"].values()))
        clock.over.append(seen["outcome"] is not None)
        return seen

    def pick(views: list[dict[str, Any]]) -> tuple[int, str, dict[str, Any]]:
        awaiting = views[0]["awaiting"]
        if rng.random() < 0.15:  # a phone not asked tries anyway: refused, told why
            idle = [s for s in range(players) if s not in awaiting]
            if idle:
                refused = phones[rng.choice(idle)].call(
                    "POST", "/moves", json={"move": "vote", "args": {"for": 0},
                                            "id": f"oops-{clock.moves}"})
                assert refused.status_code == 409
        seat = rng.choice(awaiting)
        return seat, *choose(views[seat], hands, rng)

    with live_server(app) as base:
        phones = [MovePhone(base, table.code, clock) for _ in range(players)]
        truth = play_live(table, phones, clock, pick, tick)
    return phones, clock, truth


def assert_no_foreign_secret(phone: MovePhone, clock: Clock, roles: dict[int, str],
                             partner: int | None) -> None:
    """Every byte ``phone`` received: roles only once public (or its own, or its peek), no
    other goal than its own, no ballots or role list before the end."""
    own = roles[phone.seat]
    seen_own = False
    for moves, data in phone.received:
        if moves < 0:
            continue  # stream bytes: checked to be versions only
        if clock.over[moves]:
            break
        body = SPECIAL_LIST.sub(b"", data)
        allowed = {own} | clock.public_roles[moves]
        if own == "accomplice" and partner is not None:
            allowed.add(roles[partner])  # what it saw when it peeked (checked below)
        for role, token in ROLE_TOKENS.items():
            if token.search(body):
                assert role in allowed, (
                    f"seat {phone.seat} ({own}) received the hidden role {role!r} "
                    f"after {moves} moves: {body[-600:]!r}")
        seen_own = seen_own or bool(ROLE_TOKENS[own].search(body))
        for goal, token in GOAL_TOKENS.items():
            if token.search(body):
                assert goal in {GOALS[own], SLEEPER_REVEALED_GOAL}, (
                    f"seat {phone.seat} ({own}) received the goal {goal!r}")
        assert not re.search(rb'"ballots"\s*:', body), "ballots before the end"
        assert not re.search(rb'"roles"\s*:\s*\{', body), "every role before the end"
    assert seen_own, f"seat {phone.seat} never received its own role"


GAMES = [
    (3, [], 11),
    (4, ["accomplice", "paranoid_agent"], 12),
    (4, ["bugged_agent", "decoy"], 13),
    (5, ["professor_no", "tim_shady"], 14),
    (5, ["sleeper_agent", "reckless_agent"], 15),
    (5, ["accomplice", "sleeper_agent"], 16),
]


@pytest.mark.slow
@pytest.mark.parametrize(("players", "special", "seed"), GAMES)
def test_no_seat_receives_a_hidden_role_before_its_reveal(app: Flask, players: int,
                                                          special: list[str], seed: int) -> None:
    phones, clock, truth = play_recorded_game(app, players, special, seed)
    roles = {int(s): r for s, r in truth["outcome"]["roles"].items()}
    accomplice = truth["public"]["accomplice"]
    partner = accomplice["partner"] if accomplice else None
    for phone in phones:
        assert_no_foreign_secret(phone, clock, roles, partner)
        end = b"".join(d for moves, d in phone.received if moves >= 0 and clock.over[moves])
        assert all(ROLE_TOKENS[r].search(end) for r in roles.values()), "the end reveals all"


def test_the_accomplice_alone_sees_the_role_it_peeked_at(app: Flask) -> None:
    """The partner's role reaches the accomplice's phone, and nobody else's."""
    client = app.test_client()
    for seed in range(1, 60):
        table = new_table(client, game="inside-job", players=4, seed=seed,
                          options={"special_roles": ["accomplice", "reckless_agent"]})
        roles = table.view(table.moderator)["private"]["roles"]
        accomplice = int(next(s for s, r in roles.items() if r == "accomplice"))
        partner = int(next(s for s, r in roles.items() if r == "reckless_agent"))
        table.ok(accomplice, "peek", {"seat": partner})
        for seat in range(4):
            raw = table.call("GET", "/view", table.seats[seat]).get_data()
            body = SPECIAL_LIST.sub(b"", raw)
            sees = bool(ROLE_TOKENS["reckless_agent"].search(body))
            assert sees == (seat in (accomplice, partner)), f"seat {seat}"
            view = json.loads(raw)
            assert view["public"]["accomplice"] == {"seat": accomplice, "partner": partner}
        return
    pytest.fail("no seed dealt the accomplice and the reckless agent")


# --- twin tables: one secret differs, nobody else may tell --------------------------------

def _seen(view: dict[str, Any]) -> dict[str, Any]:
    return {k: view[k] for k in ("phase", "awaiting", "public", "private", "outcome")}


def _twin_tables(app: Flask, special: list[str], seat: int) -> tuple[Table, Table]:
    """Two 4-seat tables where ``seat`` holds the same role but the Insider sits elsewhere."""
    client = app.test_client()
    by_insider: dict[int, Table] = {}
    for seed in range(1, 200):
        table = new_table(client, game="inside-job", players=4, seed=seed,
                          options={"special_roles": special})
        roles = {int(s): r for s, r in table.view(table.moderator)["private"]["roles"].items()}
        if roles[seat] != "agent":
            continue
        insider = next(s for s, r in roles.items() if r == "insider")
        by_insider.setdefault(insider, table)
        if len(by_insider) == 2:
            first, second = by_insider.values()
            return first, second
    raise AssertionError("no two seeds deal the Insider to different seats")


def _trick(leader: int, number: int, winner: int) -> dict[str, Any]:
    """Trick ``number`` (0-based) of a 4-seat hand: four cards of one suit, ``winner``'s the
    highest, trump another suit, no briefcase; the mission is met on even numbers (6 of 11,
    one short of the agents' 7). Cards never repeat within the hand."""
    suit = SUITS[number % 4]
    values = [4 * (number // 4) + k + 1 for k in range(4)]
    ranks = iter(values[:3])
    plays = [{"seat": s, "suit": suit, "value": values[3] if s == winner else next(ranks)}
             for s in [(leader + i) % 4 for i in range(4)]]
    return {"trump": SUITS[(number + 1) % 4], "plays": plays, "mission": number % 2 == 0}


# Who wins each of the 11 tricks: nobody reaches the 5 briefcases that reveal.
WINNERS = (1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3)


def _play_hand(table: Table) -> None:
    leader = table.view(table.moderator)["public"]["leader"]
    for number, winner in enumerate(WINNERS):
        table.ok(leader, "trick", _trick(leader, number, winner))
        leader = winner


def test_a_seat_cannot_tell_where_the_insider_sits(app: Flask) -> None:
    """Seat 0 is an agent at two tables whose Insider sits at different seats (and so the
    paranoid and sleeper agents may too); the same tricks and the same single votes show
    seat 0 the same views until the last ballot resolves the vote."""
    twins = _twin_tables(app, ["paranoid_agent", "sleeper_agent"], seat=0)
    steps = [("trick", winner) for winner in WINNERS] + [("vote", s) for s in (1, 2, 3, 0)]
    leader = 0
    for index, (move, who) in enumerate(steps):
        for table in twins:
            if move == "trick":
                table.ok(leader, "trick", _trick(leader, index, who))
            else:
                table.ok(who, "vote", {"for": (who + 1) % 4})
        leader = who if move == "trick" else leader
        if index == len(steps) - 1:
            break
        first, second = (_seen(t.view(t.seats[0])) for t in twins)
        assert first == second, f"seat 0 tells the twins apart after step {index}: {move}"
    outcomes = [t.view(t.seats[0])["outcome"]["roles"] for t in twins]
    assert outcomes[0] != outcomes[1], "the end shows the twins' different roles"


def test_votes_stay_secret_until_the_last_one(app: Flask) -> None:
    """Twins that differ only in seat 1's ballot look the same to every other seat until the
    last ballot is in; then both ballots are published."""
    client = app.test_client()
    twins = [new_table(client, game="inside-job", players=4, seed=21) for _ in range(2)]
    for table in twins:
        _play_hand(table)
        assert table.view(table.seats[0])["phase"] == "vote"
        table.ok(0, "vote", {"for": 2})
    twins[0].ok(1, "vote", {"for": 0})
    twins[1].ok(1, "vote", {"for": 3})
    for table in twins:
        table.ok(2, "vote", {"for": 0})
    for other in (0, 2, 3):
        first, second = (_seen(t.view(t.seats[other])) for t in twins)
        assert first == second, f"seat {other} can tell seat 1's ballot"
    for table in twins:
        table.ok(3, "vote", {"for": 1})
    first, second = (t.view(t.seats[0])["public"]["vote"] for t in twins)
    assert (first["ballots"]["1"], second["ballots"]["1"]) == ([0], [3])
