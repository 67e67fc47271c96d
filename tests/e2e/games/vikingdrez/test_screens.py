"""VikingDrez's screens at 360 x 640 and 390 x 844 (issue 29; findings VK1, VK2 of the UX report
games-A.md): the whole board on the first screen of the seat to move, no tappable element under
44 px, a tap that does nothing says why (an opponent's piece, a corner a soldier may not take),
the last event on the phones, and the table screen inside 1024 x 768 and 1920 x 1080."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import AT_PHONE_SIZES
from tests.e2e.screen_checks import on_first_screen, outside, small_targets, table_screen_at_sizes
from tests.e2e.table_kit import ApiTable


@AT_PHONE_SIZES
def test_the_board_first_and_why_a_tap_does_nothing(server: str, new_phone: Any, shots: Any,
                                                    size: dict[str, int]) -> None:
    table = ApiTable.create(server, "vikingdrez", 2)
    seat = next(s for s in (0, 1) if "move" in table.view(s)["private"]["moves"])
    own = table.view(seat)["private"]
    start, ends = next(iter(own["targets"].items()))
    table.ok(seat, "move", {"from": start, "to": ends[0]})
    other = 1 - seat
    phone = table.phone(new_phone, other, ready=".vd-board .w-piece")
    page = phone.page
    page.set_viewport_size(size)
    expect(page.locator(".w-last")).to_contain_text(f"{start}–{ends[0]}")
    assert on_first_screen(page, ".vd-board"), "the whole board"
    assert small_targets(page) == []
    why = page.locator(".vd-board .w-why")
    page.locator(f".vd-board [data-square='{ends[0]}']").click()
    expect(why).to_contain_text("piece: you play")
    mine = table.view(other)["private"]["targets"]
    soldier = next(square for square, to in mine.items()
                   if to and table.view(other)["public"]["board"][square] != "king")
    page.locator(f".vd-board [data-square='{soldier}']").click()
    page.locator(".vd-board [data-square='a1']").click()
    expect(why).to_have_text("Only the king may stand on the corners and the throne.")
    shots(page, f"vikingdrez-why-{size['width']}")


def test_the_table_screen_fits(server: str, browser: Any, shots: Any) -> None:
    table = ApiTable.create(server, "vikingdrez", 2)
    shown = ".vd-board [data-square] img.w-piece"
    for page in table_screen_at_sizes(browser, server, table.code, shown):
        shots(page, f"vikingdrez-screen-{page.viewport_size['width']}")


def test_the_table_screen_fits_at_the_end(server: str, browser: Any, shots: Any) -> None:
    """A-N8: the king captured after a capture; the Spanish table screen shows the end card and
    the board's last-move line without scrolling, at 1024 x 768 and 1920 x 1080."""
    position = {"pieces": {"e2": "king", "d6": "defender", "b6": "attacker", "e6": "attacker",
                           "c1": "attacker", "g3": "attacker"}, "to_move": "black"}
    table = ApiTable.create(server, "vikingdrez", 2, lang="es", options={"position": position})
    black = next(s for s in (0, 1) if "move" in table.view(s)["private"]["moves"])
    table.ok(black, "move", {"from": "b6", "to": "c6"})
    table.ok(1 - black, "move", {"from": "e2", "to": "c2"})
    table.ok(black, "move", {"from": "g3", "to": "c3"})
    for page in table_screen_at_sizes(browser, server, table.code, ".vd-end"):
        assert outside(page, ".vd-last, .vd-end, .vd-board") == []
        shots(page, f"vikingdrez-screen-end-{page.viewport_size['width']}")
