"""PokerDrez's and PokerDrez for 4's screens at 360 x 640 and 390 x 844 (issue 29; findings
PD1-PD7, P4-1-P4-3, P4-7, P4-8 of the UX report games-A.md): on a seat's move the board and the
hold control on the first screen, no own card face in the page while nothing is held (the
put-back step too, whose card is chosen face down), no tappable element under 44 px but the
14 x 14 squares behind their confirm step, a tap on a piece that cannot move says why, the king
in check marked, a lapsed draw offer told, the last event on the phones, and the table screens
inside 1024 x 768 and 1920 x 1080; PD9, PD11, P4-4, P4-5, P4-6: the die before a roll, a swap
that took your card told on your phone, each seat's colour and pair in the lobby, a pair's
resignation agreed by the partner, the pieces outlined on the 14 x 14 board."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from playwright.sync_api import expect

from referee.games.kit import cards
from tests.e2e.e2e_kit import AT_PHONE_SIZES, SMALL, hold
from tests.e2e.games.pokerdrez.support import choose
from tests.e2e.screen_checks import (
    on_first_screen,
    outside,
    settled,
    small_targets,
    table_screen_at_sizes,
    text_lines,
)
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


@AT_PHONE_SIZES
@pytest.mark.parametrize("locale", ["es-ES", "en-GB"])
def test_the_opponents_line_names_the_opponent_in_full(server: str, new_phone: Any, shots: Any,
                                                       size: dict[str, int], locale: str) -> None:
    """A-N1: White (Ana) to move; above Black's board her line shows her whole name and a "to
    move" tag on one line, beside the hold control."""
    table = ApiTable.create(server, "pokerdrez", 2, options=OPTIONS)
    black = table.phone(new_phone, BLACK, locale, ready=".pd-held button.hold")
    page = black.page
    page.set_viewport_size(size)
    line = page.locator(".pd-lines .pd-player.moving")
    expect(line.locator(".pname")).to_have_text("Ana")
    settled(page)
    assert line.locator(".pname").evaluate("el => el.scrollWidth <= el.clientWidth"), "not cut"
    assert text_lines(page, ".pd-lines .pd-player.moving :is(.pname, .tag)") == [1, 1]
    assert on_first_screen(page, ".pd-lines .pd-player .tag"), "beside the hold control"
    shots(page, f"pokerdrez-opponent-line-{locale[:2]}-{size['width']}")


def test_a_tap_on_the_board_off_turn_says_whose_turn_it_is(server: str, new_phone: Any) -> None:
    """A-N3: White to move; Black's taps on the board (a finger's tap, as on a phone) say where
    the finger is that it is not Black's turn."""
    table = ApiTable.create(server, "pokerdrez", 2, options=OPTIONS)
    black = table.phone(new_phone, BLACK, ready=".pd-held button.hold")
    page = black.page
    black.wait_status("Waiting for Ana.")
    page.locator(".pd-board [data-square='d7']").tap()
    expect(page.locator(".pd-board .w-why")).to_have_text("Not your turn: White to move.")


def test_the_chooser_says_nothing_of_an_own_cards_face(server: str, new_phone: Any,
                                                      shots: Any) -> None:
    """PD5: White holds a Joker and a pawn, the common row a Joker and a pawn; b2-b3 is paid by
    all four. The chooser names the own cards by their place, face down, with no note that
    depends on their faces ("a Joker pays any move" would give the hidden card away); the
    common Joker, face up, still says why it pays."""
    dealt = ["joker-1", "pawn-1", "rook-3", "pawn-4", "joker-2", "pawn-6", "rook-7", "queen-8",
             "neutral-1"]
    deck = dealt + [card for card in cards.deck_ids(1) if card not in dealt]
    table = ApiTable.create(server, "pokerdrez", 2, options={**OPTIONS, "deck": deck})
    white = table.phone(new_phone, WHITE, ready=".pd-held button.hold")
    page = white.page
    page.set_viewport_size(SMALL)
    choose(white, "b2", "b3")
    hand = table.view(WHITE)["private"]["hand"]
    own = page.locator(".pd-choose button[data-pay^='hand-']")
    expect(own).to_have_count(2)
    expect(own).to_have_text([f"your card {hand.index(card) + 1}from your hand"
                              for card in sorted(hand, key=hand.index)])
    assert not hidden_cards_shown(page, table, WHITE), "no face of the hand"
    expect(page.locator(".pd-choose button[data-pay='joker-2']")).to_contain_text(
        "a Joker pays any move")
    shots(page, "pokerdrez-chooser-small")


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


def test_the_table_screen_names_the_side_in_check(server: str, screen: Any, shots: Any) -> None:
    """A-N2: the table screen has no side: White in check reads "White is in check.", never
    "You are in check!"."""
    table = ApiTable.create(server, "pokerdrez", 2, options=OPTIONS)
    table.ok(WHITE, "move", {"from": "d2", "to": "d4", "pay": {"card": "pawn-1"}})
    table.ok(BLACK, "move", {"from": "e7", "to": "e6", "pay": {"card": "pawn-4"}})
    table.ok(WHITE, "move", {"from": "h2", "to": "h3", "pay": {"card": "pawn-2"}})
    table.ok(BLACK, "move", {"from": "f8", "to": "b4", "pay": {"card": "bishop-5"}})
    table.ok(BLACK, "replenish", {"card": "rook-3"})
    screen.goto(f"{server}/table/{table.code}/screen")
    expect(screen.locator(".pd-warn")).to_have_text("White is in check.")
    shots(screen, "pokerdrez-screen-white-in-check")


@pytest.mark.parametrize("game", ["pokerdrez", "pokerdrez-4"])
def test_the_table_screen_fits(server: str, browser: Any, shots: Any, game: str) -> None:
    table = ApiTable.create(server, game, 2 if game == "pokerdrez" else 4, options={"decks": 1})
    shown = ".pd-board [data-square] img.w-piece"
    for page in table_screen_at_sizes(browser, server, table.code, shown):
        assert on_first_screen(page, ".pd-board")
        shots(page, f"{game}-screen-{page.viewport_size['width']}")


def play_captures(table: ApiTable, moves: int, seed: int = 4) -> None:
    """Play ``moves`` moves of PokerDrez for 4 over the API, captures first (a random payable
    move otherwise), each paid with its first card; a common card paid is replaced by the
    mover's first card."""
    rng = random.Random(seed)
    for _ in range(moves):
        view = table.view()
        if view["outcome"] is not None:
            return
        seat = view["awaiting"][0]
        mine = table.view(seat)
        if "replenish" in mine["private"]["moves"]:
            table.ok(seat, "replenish", {"card": mine["private"]["hand"][0]})
            continue
        payable = [m for m in mine["private"]["payable"]["moves"] if m["cards"]]
        captures = [m for m in payable if m["to"] in mine["public"]["pieces"]]
        move = rng.choice(captures or payable)
        table.ok(seat, "move", {"from": move["from"], "to": move["to"],
                                "pay": {"card": move["cards"][0]}})


@pytest.mark.parametrize("over", [False, True], ids=["in-play", "end"])
def test_four_players_table_screen_fits_after_captures(server: str, browser: Any, shots: Any,
                                                       over: bool) -> None:
    """A-N5: after captures (reserves) the table screen shows the players, the reserves, the
    common row and the deck's line without scrolling, at 1024 x 768 and 1920 x 1080; at the
    light pair's resignation, the end too (the common row then left out); at 1920 the board is
    larger."""
    deck = cards.deck_ids(1)
    random.Random(4).shuffle(deck)
    table = ApiTable.create(server, "pokerdrez-4", 4, options={"decks": 1, "deck": deck})
    play_captures(table, 24)
    if over:
        table.ok(0, "resign", {})
        table.ok(2, "answer_resign", {"accept": True})
    boards = []
    for page in table_screen_at_sizes(browser, server, table.code,
                                      ".pd-end" if over else ".pd-common p"):
        assert outside(page, ".pd-screen .card, .pd-screen .pd-board, .pd-common p") == []
        boards.append(page.locator(".pd-board").evaluate("el => el.getBoundingClientRect().width"))
        shots(page, f"pokerdrez-4-screen-{'end' if over else 'play'}-{page.viewport_size['width']}")
    assert boards[1] > boards[0] * 1.3, f"the board grows on a TV: {boards}"


@AT_PHONE_SIZES
def test_four_players_board_first_and_confirmed(server: str, new_phone: Any, shots: Any,
                                                size: dict[str, int]) -> None:
    # a fixed deal: a random one may give the seat to move no card that pays a pawn move
    table = ApiTable.create(server, "pokerdrez-4", 4, options={"decks": 1, "seed": 1})
    seat = table.view()["public"]["seats"][table.view()["public"]["turn"]]
    phone = table.phone(new_phone, seat, ready=".pd-held button.hold")
    page = phone.page
    page.set_viewport_size(size)
    assert on_first_screen(page, ".p4-board"), "the whole cross board"
    assert on_first_screen(page, ".pd-held button.hold"), "the hold control"
    assert not hidden_cards_shown(page, table, seat), "no face while nothing is held"
    small = [name for name in small_targets(page) if not SQUARE.match(name)]
    assert small == [], "only the squares, behind the confirm step"
    outline = page.locator(".p4-board img.w-piece").first.evaluate(
        "el => getComputedStyle(el).filter")
    assert outline.count("drop-shadow") == 4, "an outline round every piece (P4-6)"
    shots(page, f"pokerdrez-4-first-{size['width']}")
    view = table.view(seat)
    pawn = next(move["from"] for move in view["private"]["payable"]["moves"]
                if view["public"]["pieces"][move["from"]]["piece"] == "pawn")
    page.locator(f".p4-board [data-square='{pawn}']").click()
    expect(page.locator(".p4-pawn-note"), "why a pawn lights squares far ahead (A-N6)") \
        .to_have_text(
        "A pawn moves any distance straight, any of four ways, and captures one square "
        "diagonally.")
    shots(page, f"pokerdrez-4-pawn-{size['width']}")
    assert on_first_screen(page, ".p4-pawn-note"), "beside the hold control, under the board"


def test_a_swap_that_takes_your_card_is_told_on_your_phone_alone(
        server: str, new_phone: Any, shots: Any) -> None:
    """PD11: Ana swaps the common row's neutral card for a random card of Bob's; Bob's phone
    says which card he lost and that the neutral card is his now, Ana's only the public swap.
    PD9: before any roll the die shows no blank face; Bob's own roll is told in the second
    person with its figure."""
    table = ApiTable.create(server, "pokerdrez", 2, options=OPTIONS)
    black = table.phone(new_phone, BLACK, ready=".pd-held button.hold")
    white = table.phone(new_phone, WHITE, ready=".pd-held button.hold")
    expect(black.page.locator(".pd-die .pd-die-text")).to_have_text(
        "You hold the die: you may roll it in your turn, before moving.")
    expect(black.page.locator(".pd-die .w-die"), "no blank face before a roll").to_be_hidden()
    table.ok(WHITE, "swap_neutral", {"neutral": "neutral-1", "source": "opponent"})
    lost = table.view(WHITE)["public"]["common"][-1]
    name = lost.split("-")[0].capitalize() + " " + lost.split("-")[1]
    expect(black.page.locator(".w-last")).to_have_text(
        f"Last: Ana put your {name} into the common row with a neutral card swap: "
        "you have the neutral card now.")
    expect(white.page.locator(".w-last")).to_contain_text(
        "Ana swaps a neutral card with the opponent's hand.")
    assert "your" not in white.page.locator(".w-last").inner_text()
    black.page.set_viewport_size(SMALL)
    shots(black.page, "pokerdrez-swap-lost-small")
    table.ok(WHITE, "move", {"from": "e2", "to": "e4", "pay": {"card": "pawn-1"}})
    table.ok(BLACK, "roll_die", {})
    roll = table.view(BLACK)["public"]["die_roll"]["value"]
    expect(black.page.locator(".pd-die .w-die")).to_have_attribute("aria-label",
                                                                    f"Die showing {roll}")
    expect(black.page.locator(".pd-die .pd-die-text")).to_contain_text(f"You rolled {roll} (")


@AT_PHONE_SIZES
def test_a_draw_offer_is_answered_on_the_first_screen(server: str, new_phone: Any, shots: Any,
                                                      size: dict[str, int]) -> None:
    """PD7: White offers a draw; Black's phone asks it above the board, on the first screen,
    and "Accept the draw" ends the game in a draw."""
    table = ApiTable.create(server, "pokerdrez", 2, options=OPTIONS)
    black = table.phone(new_phone, BLACK, ready=".pd-held button.hold")
    table.ok(WHITE, "offer_draw", {})
    page = black.page
    page.set_viewport_size(size)
    asked = page.locator("section.asked-card[data-move='answer_draw']")
    expect(asked.locator("h2")).to_have_text("Ana offers a draw.")
    assert on_first_screen(page, "section.asked-card[data-move='answer_draw']")
    assert page.locator("button", has_text="Accept the draw").count() == 1, "asked once"
    shots(page, f"pokerdrez-draw-asked-{size['width']}")
    asked.get_by_role("button", name="Accept the draw").click()
    expect(page.locator("#pd-end-title")).to_have_text("Draw")


def test_four_players_resign_only_when_the_partner_agrees(
        server: str, new_phone: Any, shots: Any) -> None:
    """P4-5: Ana (yellow) taps "Resign for your pair" twice: her partner Cleo (red) is asked,
    the game goes on until Cleo agrees; then the light pair has lost. A-N7: the question and its
    buttons are on Cleo's first screen, above the board."""
    table = ApiTable.create(server, "pokerdrez-4", 4, lang="es", options={"decks": 1})
    ana = table.phone(new_phone, 0, "es-ES", ready=".pd-held button.hold")
    cleo = table.phone(new_phone, 2, "es-ES", ready=".pd-held button.hold")
    resign = ana.page.locator("button[data-move='resign']")
    resign.click()
    expect(resign).to_have_text("Toca otra vez para preguntar a tu pareja")
    resign.click()
    expect(ana.page.locator(".notice", has_text="Has propuesto abandonar")).to_be_visible()
    cleo.wait_status("Ana propone abandonar por vuestra pareja.")
    assert table.view(0)["outcome"] is None, "one partner alone does not end the game"
    cleo.page.set_viewport_size(SMALL)
    assert on_first_screen(cleo.page, "section.asked-card[data-move='answer_resign']")
    expect(cleo.page.locator("section.asked-card button")).to_have_text(["Abandonar con Ana",
                                                                       "Seguir jugando"])
    shots(cleo.page, "pokerdrez-4-resign-asked-small")
    cleo.page.get_by_role("button", name="Abandonar con Ana").click()
    expect(cleo.page.locator("#pd-end-title")).to_have_text("Tu pareja ha perdido")
    expect(cleo.page.locator("#status")).to_have_attribute("data-kind", "lost")


@AT_PHONE_SIZES
def test_the_lobby_names_each_seats_colour_and_pair(server: str, new_phone: Any, shots: Any,
                                                    size: dict[str, int]) -> None:
    """P4-4: before the start every seat, free ones too, shows its colour and pair, and the
    lobby says which seats play together."""
    table = ApiTable.new(server, "pokerdrez-4", 4)
    table.join("Ana")
    table.join("Bob")
    phone = table.phone(new_phone, 0, ready=".seatlist .side")
    page = phone.page
    page.set_viewport_size(size)
    expect(page.locator(".seatlist .side")).to_have_text(
        ["Yellow · light pair", "Green · dark pair", "Red · light pair", "Blue · dark pair"])
    expect(page.locator(".notice", has_text="Seats 1 and 3 (light pair) play against seats 2 "
                        "and 4 (dark pair)")).to_be_visible()
    shots(page, f"pokerdrez-4-lobby-{size['width']}")
