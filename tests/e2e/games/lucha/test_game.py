"""A candidacy of lucha through three phones (docs/rules-decisions.md#lucha) with a prearranged
deck: the opening choice (cards assigned face down), an Agresión answered by a bodyguard, an
office taken (Industria), the last call, and a candidate sent to Siberia at the end of the
candidacy.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/lucha-*.png.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.e2e_kit import Phone, join_table, wait_until
from tests.e2e.games.lucha.support import (
    create_table,
    deck,
    fate,
    holder,
    open_hand,
    own_candidates,
    play_card,
    press_text,
    start_game,
    tracks,
    wait_action,
    wait_turn,
)

pytestmark = pytest.mark.e2e

SMALL = {"width": 360, "height": 640}


def prepare(phone: Phone, plan: dict[str, str]) -> None:
    """The opening choice: ``plan`` maps cards to the candidate id they are assigned to."""
    wait_action(phone, "prepare")
    for card, candidate in plan.items():
        row = phone.page.locator(f".lu-prepare-row:has([data-card='{card}'])")
        row.locator("select").select_option(candidate)
    phone.page.locator("section[data-move='prepare'] button.primary").click()


def take(phone: Phone) -> None:
    wait_action(phone, "respond")
    phone.press({})


def pass_last_call(*phones: Phone) -> None:
    for phone in phones:
        wait_action(phone, "pass")
        phone.press({})


def test_three_phones_play_a_candidacy(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = create_table(ana.page, server, "Ana", {"deck": deck()})
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    carl = join_table(new_phone, f"{server}/join/{code}", code, "Carl", "en-GB")
    for phone in (ana, bob, carl):  # every phone's live stream has seen the last seat taken
        wait_until(lambda phone=phone: "3 de 3" in phone.text() or "3 of 3" in phone.text(),
                   f"{phone.name}'s lobby to show every seat taken")
    start_game(ana.page, code)
    for phone in (ana, bob, carl):
        wait_action(phone, "prepare")
    a0, a1, a2 = own_candidates(ana)
    b0 = own_candidates(bob)[0]
    c0 = own_candidates(carl)[0]
    shots(carl.page, "lucha-prepare-en", scroll="section[data-move]")
    prepare(ana, {"demagogia-2#1": a1, "difamacion-2#1": a2})
    prepare(carl, {"guardaespaldas#1": c0, "difamacion-3#2": c0})
    prepare(bob, {})

    # Ana's turn: Demagogia +3 on her first candidate, Difamación −3 on Bob's.
    wait_until(lambda: "Te toca" in ana.status(), "Ana's turn")
    assert "prearranged deal" in bob.text()
    open_hand(ana)
    play_card(ana, "demagogia-3#1", a0)
    wait_until(lambda: tracks(ana, a0)[0] == 8, "Ana's candidate at 8")
    play_card(ana, "difamacion-3#1", b0,
              shot=lambda: shots(ana.page, "lucha-targets-es", scroll=".lu-hand"))
    take(bob)  # no answer is possible outside his turn, but the attack waits for him all the same
    wait_until(lambda: tracks(ana, b0)[0] == 2, "Bob's candidate at 2")
    shots(ana.page, "lucha-turn-es", scroll=".lu-player.mine")
    wait_until(lambda: ana.action() == "end_turn", "Ana's turn card")
    ana.page.locator("section[data-move='end_turn'] button.primary").click()
    pass_last_call(bob, carl)

    # Bob's turn: Agresión −2 on Carl's candidate, answered by its assigned bodyguard.
    wait_until(lambda: "Your move" in bob.status(), "Bob's turn")
    open_hand(bob)
    play_card(bob, "agresion-2#1", c0)
    wait_action(carl, "respond")
    assert carl.page.locator("section[data-move] .lu-card.lit").count() == 1
    shots(carl.page, "lucha-response-en", scroll="section[data-move]")
    carl.page.set_viewport_size(SMALL)
    shots(carl.page, "lucha-response-en-small", scroll="section[data-move]")
    carl.page.locator("section[data-move] button.lu-card[data-card='guardaespaldas#1']").click()
    press_text(carl, "Answer with")
    wait_until(lambda: tracks(bob, c0)[1] == 10 and carl.action() is None, "the bodyguard")

    # Carl, from the same candidate, defames Bob's; Ana's second candidate makes her first
    # Minister of Industry (8 + 2 = 10).
    open_hand(carl)
    play_card(carl, "difamacion-3#2", b0)
    take(bob)
    wait_until(lambda: tracks(carl, b0)[0] == -1, "Bob's candidate at -1")
    wait_turn(ana, "Bob")
    open_hand(ana)
    play_card(ana, "demagogia-2#1", a0)
    wait_until(lambda: holder(bob, "industria")[0] == a0, "Industria taken on Bob's phone")
    name = ana.page.locator(f"[data-candidate='{a0}'] strong").first.inner_text()
    assert holder(ana, "industria") == (a0, f"{name} · Ana")
    assert tracks(ana, a0)[0] == 10
    ana.page.set_viewport_size(SMALL)
    shots(ana.page, "lucha-office-es-small", scroll=".lu-offices")
    shots(bob.page, "lucha-table-en")
    wait_until(lambda: bob.action() == "end_turn", "Bob's turn card")
    bob.page.locator("section[data-move='end_turn'] button.primary").click()
    pass_last_call(ana, carl)

    # Carl's turn: Ana's third candidate defames Bob's again (−2 → −3); the candidacy ends.
    wait_until(lambda: "Your move" in carl.status(), "Carl's turn")
    wait_turn(ana, "Carl")
    open_hand(ana)
    play_card(ana, "difamacion-2#1", b0)
    take(bob)
    wait_until(lambda: tracks(carl, b0)[0] == -3, "Bob's candidate at -3")
    carl.page.locator("section[data-move='end_turn'] button.primary").click()
    pass_last_call(ana, bob)
    wait_action(bob, "rescue")
    shots(bob.page, "lucha-rescue-en", scroll="section[data-move]")
    press_text(bob, "No rescue")
    wait_until(lambda: "Siberia" in fate(carl, b0), "Bob's candidate in Siberia")
    assert tracks(ana, a0)[0] == 11 and "Candidacy 2" in carl.text()
    shots(carl.page, "lucha-siberia-en")
