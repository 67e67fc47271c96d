"""The RummiDrez solitaire on one phone (docs/rules-decisions.md#rummidrez, D5): the table of
one starts at once; a turn is a draw, the hint's melds laid, the end of the turn; the
moderator's undo takes the end of the turn back; one undo button at a time (re-walk R7); what a
meld is said under the table (N10); the table's cards show only their top (R5); screenshots at
390 x 844 and 360 x 640."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from referee.games.rummidrez.deal import game_deck
from tests.e2e.e2e_kit import SMALL, Phone, sent_after, tap
from tests.e2e.games.rummidrez.support import faces_loaded
from tests.e2e.table_kit import ApiTable, page_table, page_view

#: The turn's undo buttons (the moderator's tools have their own).
UNDO = ".rd-actions button:text-matches('^Undo')"

#: The 14 cards dealt: rooks 1–4 and the colour-5 pawn, knight, bishop (a first meld of 7),
#: then cards that make nothing; the first card drawn is the rook 5.
HAND = ["rook-1#1", "rook-2#1", "rook-3#1", "rook-4#1", "pawn-5#1", "knight-5#1", "bishop-5#1",
        "joker-9#2", "queen-7#2", "pawn-3#2", "knight-8#2", "joker-1#2", "queen-2#2", "pawn-9#2"]
DECK = HAND + ["rook-5#1"] + [card for card in game_deck() if card not in {*HAND, "rook-5#1"}]


def test_a_turn_with_the_hint_and_the_undo(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("en-GB"), "Ana", "en")
    code = page_table(ana.page, server, "rummidrez", 1, {"deck": DECK}, "Ana", lang="en")
    table = ApiTable.from_page(ana.page, server, code)
    draw = ana.page.get_by_role("button", name="Draw a card")
    expect(draw, "the solitaire's first turn").to_have_count(1)
    tap(draw, sent_after(ana.page), "Ana's draw")
    table.until(lambda view: view["public"]["drawn"], "the draw")
    expect(ana.page.locator(".rd-rule"), "what a meld is, before any refusal").to_have_text(
        "A meld: 3 or more cards of one figure in number order (Rook 3, 4, 5), or of one colour "
        "in figure order (Pawn, Knight, Bishop…). A neutral card fills one gap between two "
        "cards.")
    expect(ana.page.locator(UNDO), "the draw taken back").to_have_text(["Undo the last move"])
    ana.page.get_by_role("button", name="Hint").click()
    assert "Hint: these melds can be laid." in ana.page.locator(".rd-note").inner_text()
    assert ana.page.locator(".rd-meld").count() == 2
    expect(ana.page.locator(UNDO), "one undo: the melds composed").to_have_text(["Undo my changes"])
    assert ana.page.locator(".rd-meld").first.bounding_box()["height"] < 70, \
        "table cards show their top: index and figure (R5)"
    faces_loaded(ana.page)
    shots(ana.page, "rummidrez-solo-hint-en", scroll=".rd-table")
    ana.page.get_by_role("button", name="Lay").click()
    table.until(lambda view: len(view["public"]["table"]) == 2, "the hinted melds laid")
    assert len(page_view(ana.page, code)["private"]["hand"]) == 7
    ana.page.get_by_role("button", name="End turn").click()
    table.until(lambda view: not view["public"]["drawn"], "the end of the turn")
    expect(ana.page.locator(UNDO)).to_have_text(["Undo the last move"])
    ana.page.get_by_role("button", name="Undo the last move", exact=True).click()
    table.until(lambda view: view["public"]["drawn"], "the end of the turn undone")
    assert page_view(ana.page, code)["public"]["moves"] == 2
    ana.page.set_viewport_size(SMALL)
    expect(ana.page.get_by_role("button", name="End turn"), "the turn open again") \
        .to_have_count(1)
    faces_loaded(ana.page)
    shots(ana.page, "rummidrez-solo-small-en", scroll=".rd-table")
    width = ana.page.evaluate("document.documentElement.scrollWidth")
    assert width <= SMALL["width"], "the solitaire fits the screen's width"
