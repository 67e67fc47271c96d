"""PokerDrez's and PokerDrez for 4's screens at 360 x 640 and 390 x 844 (issue 29; findings
PD1-PD7, P4-1-P4-3, P4-7, P4-8 of the UX report games-A.md): on a seat's move the board and the
hold control on the first screen, no own card face in the page while nothing is held (the
put-back step too, whose card is chosen face down), no tappable element under 44 px but the
14 x 14 squares behind their confirm step, a tap on a piece that cannot move says why, the king
in check marked, a lapsed draw offer told, the last event on the phones, and the table screens
inside 1024 x 768 and 1920 x 1080."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from referee.games.kit import cards
from tests.e2e.e2e_kit import AT_PHONE_SIZES, SMALL, hold
from tests.e2e.screen_checks import on_first_screen, small_targets, table_screen_at_sizes
from tests.e2e.table_kit import ApiTable

#: White holds two pawns, Black a rook and a pawn; the common row has no knight and no joker, so
#: Black's knights have moves that nothing pays.
DEALT = ["pawn-1", "pawn-2", "rook-3", "pawn-4", "bishop-5", "pawn-6", "rook-7", "queen-8",
         "neutral-1"]
OPTIONS = {"decks": 1, "pawn_removal": False,
           "deck": DEALT + [card for card in cards.deck_ids(1) if card not in DEALT]}
WHITE, BLACK = 0, 1
#: How long an opened swap card stays open untouched (widgets/secret_hand.js IDLE_MS), in ms.
IDLE_MS = 8000
#: A board square's accessible name ("d13, yellow pawn").
SQUARE = re.compile(r"^[a-n]\d+\b")


def hidden_cards_shown(page: Any, table: ApiTable, seat: int) -> list[str]:
    """The cards of ``seat``'s hand that the seat screen names anywhere (a face, an id, a name;
    the page's catalogue data names every card, so only ``#app`` is read)."""
    html = page.locator("#app").inner_html()
    hand = table.view(seat)["private"]["hand"]
    return [card for card in hand
            if card in html or card.replace("-", " ").capitalize() in html]


@AT_PHONE_SIZES
def test_the_move_on_the_first_screen_and_why_a_piece_cannot_move(
        server: str, new_phone: Any, shots: Any, size: dict[str, int]) -> None:
    table = ApiTable.create(server, "pokerdrez", 2, options=OPTIONS)
    table.ok(WHITE, "offer_draw", {})
    table.ok(WHITE, "move", {"from": "e2", "to": "e4", "pay": {"card": "pawn-1"}})
    black = table.phone(new_phone, BLACK, ready=".pd-held button.hold")
    page = black.page
    page.set_viewport_size(size)
    assert on_first_screen(page, ".pd-board"), "the whole board"
    assert on_first_screen(page, ".pd-held button.hold"), "the hold control"
    assert not hidden_cards_shown(page, table, BLACK), "no face while nothing is held"
    assert small_targets(page) == []
    expect(page.locator(".w-last"), "the lapsed offer, with the move").to_contain_text(
        "Ana: e2–e4, paid with Pawn 1. Ana's draw offer lapsed.")
    why = page.locator(".pd-board .w-why")
    page.locator(".pd-board [data-square='g8']").click()
    expect(why).to_contain_text("No card of yours or of the common row pays a Knight move")
    page.locator(".pd-board [data-square='d8']").click()
    expect(why).to_have_text("This piece has no move: it is blocked.")
    page.locator(".pd-board [data-square='e4']").click()
    expect(why).to_have_text("That is a White piece: you play Black.")
    shots(page, f"pokerdrez-why-{size['width']}")
    faces = page.locator(".pd-held [data-card]:not([data-card=''])")
    assert hold(black, page.locator(".pd-held button.hold"), faces,
                lambda: sorted(faces.evaluate_all("els => els.map((e) => e.dataset.card)"))) \
        == ["pawn-4", "rook-3"]


@AT_PHONE_SIZES
def test_the_put_back_is_chosen_face_down(server: str, new_phone: Any, shots: Any,
                                          size: dict[str, int]) -> None:
    table = ApiTable.create(server, "pokerdrez", 2, options=OPTIONS)
    table.ok(WHITE, "move", {"from": "e2", "to": "e4", "pay": {"card": "pawn-6"}})
    white = table.phone(new_phone, WHITE, ready="section[data-move='replenish']")
    page = white.page
    page.set_viewport_size(size)
    put_back = page.locator("section[data-move='replenish']")
    expect(put_back.locator(".w-card")).to_have_count(3)
    assert not hidden_cards_shown(page, table, WHITE), "the three cards lie face down"
    assert on_first_screen(page, "section[data-move='replenish'] button.hold")
    assert small_targets(page) == []
    hand = table.view(WHITE)["private"]["hand"]
    faces = put_back.locator("[data-card]:not([data-card=''])")
    assert hold(white, put_back.locator("button.hold"), faces,
                lambda: faces.evaluate_all("els => els.map((e) => e.dataset.card)")) == hand
    give = put_back.locator("button[data-move='replenish']")
    expect(give, "nothing chosen yet").to_be_disabled()
    put_back.locator(".w-card").nth(hand.index("pawn-2")).click()
    assert not hidden_cards_shown(page, table, WHITE), "the choice is marked on the back"
    shots(page, f"pokerdrez-put-back-{size['width']}")
    give.click()
    expect(page.locator(".pd-common [data-card='pawn-2']")).to_have_count(1)
    expect(page.locator(".w-last")).to_contain_text("Ana puts Pawn 2 into the common row.")


@pytest.mark.parametrize("holds_neutral", [True, False])
def test_the_swap_card_tells_no_neighbour_of_a_neutral_card(
        server: str, new_phone: Any, holds_neutral: bool) -> None:
    # White holds neutral-1 (or a pawn), the common row none: folded, the page is the same.
    dealt = ["pawn-1", "neutral-1" if holds_neutral else "pawn-2", *DEALT[2:8],
             "pawn-2" if holds_neutral else "knight-2"]
    deck = dealt + [card for card in cards.deck_ids(1) if card not in dealt]
    table = ApiTable.create(server, "pokerdrez", 2,
                            options={**OPTIONS, "deck": deck})
    white = table.phone(new_phone, WHITE, ready=".pd-held button.hold")
    page = white.page
    page.clock.install()
    swaps = page.locator(".pd-swaps")
    expect(swaps.locator("summary")).to_have_text("Swap a neutral card")
    assert not hidden_cards_shown(page, table, WHITE), "folded, no card of the hand"
    assert "neutral-" not in page.locator("#app").inner_html(), "nor that one is held"
    swaps.locator("summary").click()
    expect(swaps.locator(".pd-swap, .pd-swap-none")).to_contain_text(
        "A neutral card in your hand:" if holds_neutral
        else "No neutral card is in your hand or in the common row.")
    page.clock.run_for(IDLE_MS + 1000)
    expect(swaps.locator("details"), "folded again after a while untouched") \
        .not_to_have_attribute("open", "")
    assert swaps.locator(".pd-swap, .pd-swap-none").count() == 0


def test_the_king_in_check_is_marked(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "pokerdrez", 2, options=OPTIONS)
    table.ok(WHITE, "move", {"from": "e2", "to": "e4", "pay": {"card": "pawn-1"}})
    table.ok(BLACK, "move", {"from": "f7", "to": "f6", "pay": {"card": "pawn-4"}})
    table.ok(WHITE, "move", {"from": "d1", "to": "h5", "pay": {"card": "queen-8"}})
    table.ok(WHITE, "replenish", {"card": "pawn-2"})
    black = table.phone(new_phone, BLACK, ready=".pd-held button.hold")
    page = black.page
    king = page.locator(".pd-board [data-square='e8']")
    expect(king).to_have_class("w-sq light full check")
    assert king.get_attribute("aria-label") == "e8, black king, in check"
    assert page.locator(".pd-board .check").count() == 1
    black.wait_status("Check! Your turn.")
    page.set_viewport_size(SMALL)
    assert on_first_screen(page, ".pd-board [data-square='e8']"), "the checked king in view"
    shots(page, "pokerdrez-check-small")


@pytest.mark.parametrize("game", ["pokerdrez", "pokerdrez-4"])
def test_the_table_screen_fits(server: str, browser: Any, shots: Any, game: str) -> None:
    table = ApiTable.create(server, game, 2 if game == "pokerdrez" else 4, options={"decks": 1})
    shown = ".pd-board [data-square] img.w-piece"
    for page in table_screen_at_sizes(browser, server, table.code, shown):
        assert on_first_screen(page, ".pd-board")
        shots(page, f"{game}-screen-{page.viewport_size['width']}")


@AT_PHONE_SIZES
def test_four_players_board_first_and_confirmed(server: str, new_phone: Any, shots: Any,
                                                size: dict[str, int]) -> None:
    table = ApiTable.create(server, "pokerdrez-4", 4, options={"decks": 1})
    seat = table.view()["public"]["seats"][table.view()["public"]["turn"]]
    phone = table.phone(new_phone, seat, ready=".pd-held button.hold")
    page = phone.page
    page.set_viewport_size(size)
    assert on_first_screen(page, ".p4-board"), "the whole cross board"
    assert on_first_screen(page, ".pd-held button.hold"), "the hold control"
    assert not hidden_cards_shown(page, table, seat), "no face while nothing is held"
    small = [name for name in small_targets(page) if not SQUARE.match(name)]
    assert small == [], "only the squares, behind the confirm step"
    shots(page, f"pokerdrez-4-first-{size['width']}")
