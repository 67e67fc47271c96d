"""The table screen (/table/<code>/screen) on a landscape tablet (1024 x 768) and a TV
(1920 x 1080): no seat, no token, the public board of Politburo, Inside Job, VikingDrez,
NeuroDrez, Lucha and Pax Pamir, and live updates as the table plays (issue 15). The tables are
driven over the JSON API.
"""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import expect

from tests.e2e.conftest import SCREENSHOTS
from tests.e2e.games.lucha.support import deck as lucha_deck
from tests.e2e.games.neurodrez.test_game import COLOURS as NEURO_COLOURS
from tests.e2e.games.neurodrez.test_game import TURNS as NEURO_TURNS
from tests.e2e.games.neurodrez.test_game import tile_deal as neuro_tiles
from tests.e2e.screen_checks import SCREENS
from tests.e2e.table_kit import ApiTable
from tests.referee.games.inside_job.test_privacy import choose, deal

TABLET, TV = SCREENS


def text(page: Any, selector: str) -> str:
    found = page.locator(selector)
    return found.first.inner_text() if found.count() else ""


def shows(page: Any, selector: str, words: str) -> None:
    """Wait until the first ``selector`` on the screen says ``words``."""
    expect(page.locator(selector).first, f"{selector} to say {words!r}").to_contain_text(
        words, use_inner_text=True)


def picture(page: Any, name: str) -> None:
    """What the screen shows, at the tablet's and then the TV's size."""
    SCREENSHOTS.mkdir(exist_ok=True)
    for size, label in ((TABLET, "1024"), (TV, "1920")):
        page.set_viewport_size(size)
        page.screenshot(path=str(SCREENSHOTS / f"{name}_{label}.png"))
    page.set_viewport_size(TABLET)


def test_politburo_on_the_table_screen(server: str, screen: Any) -> None:
    made = ApiTable.create(server, "politburo", 5, options={"seed": 31})
    screen.goto(f"{server}/table/{made.code}/screen")
    assert screen.locator("h1").count() == 1
    shows(screen, "#status", "Waiting for Ana.")
    assert screen.locator("button.hold").count() == 0, "the screen holds no seat"
    assert screen.context.cookies() == [] or all(
        not c["name"].startswith(("tapete_seat_", "tapete_mod_")) for c in screen.context.cookies())

    made.ok(0, "propose", {"ministry": "security"})
    shows(screen, "#status", "Vote on Security.")
    for seat in (1, 2, 3, 4):
        made.ok(seat, "vote", {"approve": seat != 4})
    shows(screen, ".result-card.large", "Vote on Security: approved.")
    made.ok(0, "appoint", {"players": [0, 1, 2]})
    for seat in (0, 1, 2):
        made.ok(seat, "execute", {"choice": "repress"})
    shows(screen, ".result-card.large", "unanimous")
    assert "+2" in text(screen, "#ministries-title ~ .ministry:nth-of-type(3)") or "+2" in text(
        screen, "#board")
    shown = screen.evaluate("document.body.innerText")
    assert "Hold to see" not in shown and "Show every secret" not in shown
    picture(screen, "screen_politburo")


def test_inside_job_on_the_table_screen(server: str, screen: Any) -> None:
    rng = random.Random(5)
    made = ApiTable.create(server, "inside-job", 5,
                           options={"seed": 5, "special_roles": ["accomplice", "sleeper_agent"]})
    screen.goto(f"{server}/table/{made.code}/screen")
    expect(screen.locator("#ij-table-title"), "the Inside Job board").to_have_count(1)
    hands = deal(5, rng)
    tricks = 0
    while tricks < 3 and (view := made.view())["outcome"] is None:
        seat = view["awaiting"][0]
        move, args = choose(made.view(seat), hands, rng)
        made.ok(seat, move, args)
        tricks += move == "trick"
        if move == "trick":
            shows(screen, ".result-card.large", f"Trick {tricks}:")
    assert screen.locator(".ij-last").count() == 1
    shown = screen.evaluate("document.body.innerText")
    assert "Hold to see" not in shown
    picture(screen, "screen_inside_job")


def test_vikingdrez_on_the_table_screen(server: str, screen: Any) -> None:
    position = {"pieces": {"e2": "king", "d6": "defender", "b6": "attacker", "e6": "attacker",
                           "c1": "attacker", "g3": "attacker"}, "to_move": "black"}
    made = ApiTable.create(server, "vikingdrez", 2, options={"position": position})
    screen.goto(f"{server}/table/{made.code}/screen")
    expect(screen.locator(".vd-board [data-square] img.w-piece"),
           "the six pieces on the board").to_have_count(6)
    assert "Black (attackers) to move." in text(screen, "#status")
    assert screen.locator(".vd-board [data-square][data-target]").count() == 0
    made.ok(0, "move", {"from": "b6", "to": "c6"})
    shows(screen, ".vd-last", "captured on d6")
    assert "d6" not in screen.locator(".vd-board").inner_text()
    assert "Waiting for Bob." in text(screen, "#status")
    picture(screen, "screen_vikingdrez")
    made.ok(1, "move", {"from": "e2", "to": "c2"})
    made.ok(0, "move", {"from": "g3", "to": "c3"})
    expect(screen.locator("#vd-end-title"), "the result").to_have_count(1)
    assert "Ana won" in text(screen, "#vd-end-title")
    assert "The king was captured on c2." in text(screen, "#board")
    picture(screen, "screen_vikingdrez_end")


def test_neurodrez_on_the_table_screen(server: str, screen: Any) -> None:
    made = ApiTable.create(server, "neurodrez", 3, options={
        "colours": NEURO_COLOURS, "tiles": neuro_tiles(), "dice": "physical"})
    screen.goto(f"{server}/table/{made.code}/screen")
    expect(screen.locator(".nd-board [data-square] img.w-tile"),
           "the start block on the terrain").to_have_count(6)
    for seat, value in ((0, 6), (1, 2), (2, 3)):
        made.ok(seat, "start_roll", {"value": value})
    shows(screen, "#status", "Turn 1: Ana – roll the dice")
    for seat, tile, to, colour, (_, piece, where) in NEURO_TURNS[:3]:
        made.ok(seat, "roll", {"figure": 6, "colour": colour, "surface": "tierra"})
        made.ok(seat, "place_tile", {"tile": tile, "square": to})
        made.ok(seat, "move", {"piece": piece, "by": "die", "to": where})
    expect(screen.locator(".nd-board img.nd-piece"), "the pieces, live").to_have_count(3)
    assert screen.locator(".nd-board [data-square] img.w-tile").count() == 9
    assert "Turn 4: Ana – roll the dice" in text(screen, "#status")
    assert "Pieces on the terrain: 1 of" in text(screen, ".nd-sides")
    assert screen.locator(".nd-dice .w-die").count() == 1
    assert text(screen, ".w-last")
    shown = screen.evaluate("document.body.innerText")
    assert "tile-verde-fauna" not in screen.content() and "Show" not in shown
    made.ok(0, "roll", {"figure": 5, "colour": "verde", "surface": "fuego"})
    shows(screen, "#status", "place a tile")
    assert "fire" in text(screen, ".nd-dice").lower()
    picture(screen, "screen_neurodrez")


def test_pax_pamir_on_the_table_screen(server: str, screen: Any) -> None:
    made = ApiTable.create(server, "pax-pamir", 3, options={"final_check": 2})

    def check(blocks: tuple[int, int, int], players: dict[str, tuple[str, int, int]]) -> None:
        made.ok(0, "dominance_check", {
            "blocks": dict(zip(("afghan", "british", "russian"), blocks, strict=True)),
            "players": {p: {"loyalty": loyalty, "influence": influence, "cylinders": cylinders}
                        for p, (loyalty, influence, cylinders) in players.items()}})

    screen.goto(f"{server}/table/{made.code}/screen")
    shows(screen, "#status", "Next: check 1")
    check((4, 0, 0), {"0": ("afghan", 3, 0), "1": ("afghan", 1, 0), "2": ("british", 1, 0)})
    expect(screen.locator("#pp-last-title"), "the first check, live").to_have_count(1)
    assert "Ana" in text(screen, ".pp-last")
    check((0, 0, 0), {"0": ("afghan", 1, 1), "1": ("afghan", 1, 3), "2": ("british", 1, 0)})
    expect(screen.locator("#pp-end-title"), "the winner").to_have_count(1)
    assert "wins." in text(screen, ".pp-winner")
    assert screen.locator(".pp-earlier[open]").count() == 1
    shown = screen.evaluate("document.body.innerText")
    assert "Enter the check" not in shown
    picture(screen, "screen_pax_pamir")


def test_lucha_on_the_table_screen(server: str, screen: Any) -> None:
    made = ApiTable.create(server, "lucha", 3, options={"deck": lucha_deck()})
    candidates = made.view()["public"]["candidates"]
    a0, a1, a2 = (c["id"] for c in candidates if c["owner"] == 0)
    b0 = next(c["id"] for c in candidates if c["owner"] == 1)
    c0 = next(c["id"] for c in candidates if c["owner"] == 2)
    screen.goto(f"{server}/table/{made.code}/screen")
    expect(screen.locator(".lu-screen-players .lu-cand"), "every player's candidates") \
        .to_have_count(9)
    made.ok(0, "prepare", {"assign": {a1: ["demagogia-2#1"], a2: ["difamacion-2#1"]}})
    made.ok(2, "prepare", {"assign": {c0: ["guardaespaldas#1", "difamacion-3#2"]}})
    made.ok(1, "prepare", {})
    shows(screen, "#status", "Candidacy 1, Ana's turn.")
    expect(screen.locator(f".lu-screen [data-candidate='{c0}'] .lu-assigned .lu-back"),
           "two backs beside Carl's candidate").to_have_count(2)
    assert screen.locator(f".lu-screen [data-candidate='{c0}'] .lu-assigned").get_attribute(
        "aria-label") == "2 assigned"
    made.ok(0, "play", {"card": "demagogia-3#1", "target": a0})
    made.ok(0, "play", {"card": "difamacion-3#1", "target": b0})
    shows(screen, "#status", "Bob answers an attack.")
    made.ok(1, "take", {})
    meter = f".lu-screen [data-candidate='{b0}'] .lu-track.loyalty"
    expect(screen.locator(meter), "Bob's candidate at 2, live").to_have_attribute(
        "aria-valuenow", "2")
    assert screen.locator(".lu-offices li").count() == 5
    content = screen.content()
    assert "guardaespaldas#1" not in content and "demagogia-2#1" not in content
    assert "Hold to see" not in screen.evaluate("document.body.innerText")
    picture(screen, "screen_lucha")
