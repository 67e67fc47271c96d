"""The table screens of Politburo, Lucha, Inside Job and Pax Pamir fit a landscape tablet
(1024 x 768) and a TV (1920 x 1080) without scrolling, in the middle of a game with several
players and a history (issue 29, "Table screens that fit"): the page does not scroll either
way, the status, the last event and every card of the board lie inside the screen and do not
overlap, and the type is large enough to read across a table. The tables are driven over the
JSON API; one table a game, both sizes in the same test.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.e2e_kit import until
from tests.e2e.games.lucha.support import deck as lucha_deck
from tests.e2e.screen_checks import SCREENS, outside, overflow, overlapping, smallest_type
from tests.e2e.table_kit import ApiTable
from tests.referee.games.inside_job.test_privacy import choose, deal

#: The regions a table screen shows: the status, its last-event line and the board's cards.
REGIONS = "#screen-title, #status, .w-last, #board .card, #board .result-card"
#: The names of a Politburo of ten.
TEN = ("Ana", "Bob", "Carmen", "Dmitri", "Eva", "Feliks", "Galina", "Hugo", "Irina", "Juan")
#: The game whose history here is longer than its column: the newest shown, the older cut off.
LONG_HISTORY = "politburo"
#: The smallest type a region may use, by screen width (CSS px): read from a chair's distance.
LEAST_TYPE = {1024: 13, 1920: 19}


def politburo(server: str) -> ApiTable:
    """A Politburo of ten (the most, the longest list of players) in its third turn: two turns
    of proposals, votes, appointments and executions behind it (a long history)."""
    made = ApiTable.create(server, "politburo", 10, options={"seed": 31}, names=TEN)
    rng = random.Random(31)
    while (view := made.view())["public"]["turn"] < 3:
        seat, phase, pub = view["awaiting"][0], view["phase"], view["public"]
        if phase == "plan":
            ministries = [m for m in pub["ministries"] if m not in pub["rejected"]]
            made.ok(seat, "propose", {"ministry": rng.choice(ministries)})
        elif phase in ("vote", "casting_vote"):
            made.ok(seat, phase, {"approve": rng.random() < 0.7})
        elif phase == "appoint":
            made.ok(seat, "appoint", {"players": rng.sample(range(10), 3)})
        elif phase == "execute":
            made.ok(seat, "execute", {"choice": rng.choice(["repress", "reform"])})
        else:
            made.ok(seat, "point", {"at": rng.choice([s for s in pub["executors"] if s != seat])})
    return made


def inside_job(server: str) -> ApiTable:
    """A 5-player Inside Job with both special roles after four tricks and their votes."""
    rng = random.Random(5)
    made = ApiTable.create(server, "inside-job", 5,
                           options={"seed": 5, "special_roles": ["accomplice", "sleeper_agent"]})
    hands = deal(5, rng)
    tricks = 0
    while tricks < 4 and (view := made.view())["outcome"] is None:
        seat = view["awaiting"][0]
        move, args = choose(made.view(seat), hands, rng)
        made.ok(seat, move, args)
        tricks += move == "trick"
    return made


def pax_pamir(server: str) -> ApiTable:
    """A 4-player Pax Pamir of four checks after two of them."""
    made = ApiTable.create(server, "pax-pamir", 4, options={"final_check": 4})
    for blocks, players in (((4, 1, 0), {"0": ("afghan", 3, 2), "1": ("afghan", 1, 1),
                                         "2": ("british", 2, 0), "3": ("russian", 1, 3)}),
                            ((1, 1, 1), {"0": ("afghan", 1, 5), "1": ("british", 2, 3),
                                         "2": ("british", 1, 1), "3": ("russian", 2, 4)})):
        made.ok(0, "dominance_check", {
            "blocks": dict(zip(("afghan", "british", "russian"), blocks, strict=True)),
            "players": {p: {"loyalty": loyalty, "influence": influence, "cylinders": cylinders}
                        for p, (loyalty, influence, cylinders) in players.items()}})
    return made


def lucha(server: str) -> ApiTable:
    """A 3-player Lucha in its first candidacy: cards prepared, two played, an attack taken."""
    made = ApiTable.create(server, "lucha", 3, options={"deck": lucha_deck()})
    candidates = made.view()["public"]["candidates"]
    a0, a1, a2 = (c["id"] for c in candidates if c["owner"] == 0)
    b0 = next(c["id"] for c in candidates if c["owner"] == 1)
    c0 = next(c["id"] for c in candidates if c["owner"] == 2)
    made.ok(0, "prepare", {"assign": {a1: ["demagogia-2#1"], a2: ["difamacion-2#1"]}})
    made.ok(2, "prepare", {"assign": {c0: ["guardaespaldas#1", "difamacion-3#2"]}})
    made.ok(1, "prepare", {})
    made.ok(0, "play", {"card": "demagogia-3#1", "target": a0})
    made.ok(0, "play", {"card": "difamacion-3#1", "target": b0})
    made.ok(1, "take", {})
    return made


#: Each game: the table in mid-game, what its screen shows once drawn, and the screen's
#: language (Spanish, the longer words, for the two denser screens).
GAMES: dict[str, tuple[Callable[[str], ApiTable], str, str]] = {
    "politburo": (politburo, "#history-title", "en"),
    "lucha": (lucha, ".lu-offices", "es"),
    "inside-job": (inside_job, "#ij-table-title", "es"),
    "pax-pamir": (pax_pamir, "#pp-last-title", "en"),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_table_screen_fits_tablet_and_tv(server: str, screen: Any, shots: Any,
                                             game: str) -> None:
    build, drawn, lang = GAMES[game]
    made = build(server)
    screen.goto(f"{server}/table/{made.code}/screen?lang={lang}")
    expect(screen.locator(drawn), "the board drawn").not_to_have_count(0)
    if game == LONG_HISTORY:
        until(screen, """() => [...document.querySelectorAll(".screen-feed")]
            .some((feed) => feed.scrollHeight > feed.clientHeight)""",
              what="the history longer than its column")
    seen: dict[str, tuple[Any, ...]] = {}
    for display in SCREENS:  # measured at both sizes first: a failure names both
        screen.set_viewport_size(display)
        shots(screen, f"fit-{game}-{display['width']}")
        seen[f"{display['width']}x{display['height']}"] = (
            overflow(screen), outside(screen, REGIONS), overlapping(screen, REGIONS),
            smallest_type(screen, "#board"), LEAST_TYPE[display["width"]])
    for size, (scroll, out, over, smallest, least) in seen.items():
        assert max(scroll) <= 0, f"{game} scrolls at {size} by {scroll} (width, height)"
        assert out == [], f"{game} at {size}: regions outside the screen"
        assert over == [], f"{game} at {size}: regions overlap"
        assert smallest[0] >= least, f"{game} at {size}: type of {smallest[0]} px: {smallest[1]}"
