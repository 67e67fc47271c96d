"""NeuroDrez's screens at 360 x 640 and 390 x 844 (issue 29; findings ND1-ND5 and ND8 of the UX
report games-A.md): on the seat's turn to place a tile the terrain, its coordinates beside it,
and the control that shows the hand on the first screen, no tile or card of the hand in the
page until it is shown, the shown hand hidden again after a short idle time and when the tile
is sent, the last event and the dice that stay on the other phone, the goal and the dice said,
no tappable element under 44 px, and the table screen inside 1024 x 768 and 1920 x 1080."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import AT_PHONE_SIZES, SMALL
from tests.e2e.screen_checks import (
    on_first_screen,
    small_targets,
    table_screen_at_sizes,
    text_lines,
)
from tests.e2e.table_kit import ApiTable

#: The shown hand hides itself after 8 s without a touch (widgets/secret_hand.js IDLE_MS).
IDLE_MS = 8_000


def started(server: str, physical: bool = False) -> tuple[ApiTable, int]:
    """A two-player table after the start rolls and the first roll: the seat to place a tile.
    ``physical``: with the table's own dice, the roll 2, yellow, Earth (the longest words of
    the English dice)."""
    options = {"dice": "physical"} if physical else {}
    table = ApiTable.create(server, "neurodrez", 2, options=options)
    for seat in (0, 1):
        if "start_roll" in table.view(seat)["private"]["moves"]:
            table.ok(seat, "start_roll", {"value": 6 - seat} if physical else {})
    seat = table.view()["public"]["turn"]["seat"]
    table.ok(seat, "roll",
             {"figure": 2, "colour": "amarillo", "surface": "tierra"} if physical else {})
    return table, seat


def hand_shown(page: Any, table: ApiTable, seat: int) -> list[str]:
    """The tiles and cards of ``seat``'s hand that its screen names anywhere (a face or an id)."""
    html = page.locator("#app").inner_html()
    own = table.view(seat)["private"]
    return [item for item in own["tiles"] + [card["id"] for card in own["cards"]] if item in html]


@AT_PHONE_SIZES
def test_placing_a_tile_from_the_first_screen(server: str, new_phone: Any, shots: Any,
                                              size: dict[str, int]) -> None:
    table, seat = started(server, physical=True)
    phone = table.phone(new_phone, seat, ready=".nd-hand .w-secret-toggle")
    page = phone.page
    page.set_viewport_size(size)
    toggle = page.locator(".nd-hand .w-secret-toggle")
    assert on_first_screen(page, ".nd-board"), "the whole terrain"
    # ND8: the coordinates in a strip beside the terrain, none drawn over a tile's square.
    expect(page.locator(".nd-board .w-edge")).to_have_count(14)
    expect(page.locator(".nd-board .w-coord")).to_have_count(0)
    assert on_first_screen(page, ".nd-hand .w-secret-toggle"), "the control that shows the hand"
    assert hand_shown(page, table, seat) == [], "nothing of the hand before it is shown"
    assert small_targets(page) == []
    assert "Goal: the first side whose colours hold every tile of one surface wins" in phone.text()
    toggle.click()
    tiles = page.locator(".nd-hand .w-secret-faces [data-card^='tile-']")
    expect(tiles).to_have_count(15)
    # A-N9: beside the open hand's control the dice say their colour and surface whole.
    assert text_lines(page, ".nd-strip .nd-die-face") == [1, 1], "no word broken on the dice"
    assert page.locator(".nd-strip .nd-die-face").evaluate_all(
        "els => els.every((el) => el.scrollWidth <= el.clientWidth)"), "nor cut"
    tiles.first.click()
    expect(page.locator(".nd-board .lit").first).to_be_visible()
    shots(page, f"neurodrez-hand-open-{size['width']}")
    expect(toggle, "hidden after a short idle time").to_have_attribute(
        "aria-expanded", "false", timeout=IDLE_MS + 4_000)
    assert hand_shown(page, table, seat) == []
    toggle.click()
    expect(tiles).to_have_count(15)
    lit = page.locator(".nd-board .lit").first
    square = lit.get_attribute("data-square")
    lit.click()
    expect(page.locator(f".nd-board [data-square='{square}'] img.w-tile")).to_have_count(1)
    expect(toggle, "hidden as the tile is sent, before the idle time").to_have_attribute(
        "aria-expanded", "false", timeout=IDLE_MS // 2)
    assert hand_shown(page, table, seat) == []
    expect(page.locator(".w-last")).to_contain_text("placed")


def test_the_other_phone_sees_the_last_event_and_the_dice(server: str, new_phone: Any,
                                                          shots: Any) -> None:
    table, seat = started(server)
    own = table.view(seat)
    table.ok(seat, "place_tile", {"tile": own["private"]["tiles"][0],
                                  "square": own["public"]["placeable"][0]})
    entry = table.view(seat)["private"]["legal"][0]
    table.ok(seat, "move", {"piece": entry["piece"], **entry["by"][0],
                            "to": entry["to"][0]["square"]})
    other = table.phone(new_phone, 1 - seat, ready=".nd-dice")
    page = other.page
    page.set_viewport_size(SMALL)
    expect(page.locator(".w-last")).to_contain_text("enters on")
    dice = page.locator(".nd-dice.last")
    expect(dice, "the last roll stays").to_have_count(1)
    expect(dice, "named as the last roll").to_contain_text("last roll")
    assert "The dice: the figure die names the piece" in other.text()
    shots(page, "neurodrez-other-small")


def test_the_table_screen_fits(server: str, browser: Any, shots: Any) -> None:
    table, _ = started(server)
    shown = ".nd-board [data-square] img.w-tile"
    for page in table_screen_at_sizes(browser, server, table.code, shown):
        expect(page.locator(".w-last")).to_contain_text("rolled")
        shots(page, f"neurodrez-screen-{page.viewport_size['width']}")
