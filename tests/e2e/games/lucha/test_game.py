"""A candidacy of lucha through three phones (docs/rules-decisions.md#lucha) with a prearranged
deck: the opening choice (cards assigned face down), an Agresión answered by a bodyguard, an
office taken (Industria), the last call, and a candidate sent to Siberia at the end of the
candidacy.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/lucha-*.png.
"""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import SMALL, Phone, join_table
from tests.e2e.games.lucha.support import (
    HEALTH,
    LOYALTY,
    deck,
    end_turn,
    holder,
    open_hand,
    own_candidates,
    play_card,
    press_text,
    tracks,
    wait_fate,
    wait_holder,
    wait_seated,
    wait_track,
    wait_turn,
)
from tests.e2e.table_kit import page_start, page_table


def prepare(phone: Phone, plan: dict[str, str]) -> None:
    """The opening choice: ``plan`` maps cards to the candidate id they are assigned to."""
    phone.wait_action("prepare")
    for card, candidate in plan.items():
        row = phone.page.locator(f".lu-prepare-row:has([data-card='{card}'])")
        row.locator("select").select_option(candidate)
    phone.page.locator("section[data-move='prepare'] button.primary").click()


def take(phone: Phone) -> None:
    phone.wait_action("respond")
    phone.press({})


def pass_last_call(*phones: Phone) -> None:
    for phone in phones:
        phone.wait_action("pass")
        phone.press({})


def test_three_phones_play_a_candidacy(server: str, new_phone: Any, shots: Any) -> None:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "lucha", 3, {"deck": deck()}, "Ana")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    carl = join_table(new_phone, f"{server}/join/{code}", code, "Carl", "en-GB")
    for phone in (ana, bob, carl):  # every phone's live stream has seen the last seat taken
        wait_seated(phone, 3)
    page_start(ana.page, code)
    for phone in (ana, bob, carl):
        phone.wait_action("prepare")
    a0, a1, a2 = own_candidates(ana)
    b0 = own_candidates(bob)[0]
    c0 = own_candidates(carl)[0]
    shots(carl.page, "lucha-prepare-en", scroll="section[data-move]")
    prepare(ana, {"demagogia-2#1": a1, "difamacion-2#1": a2})
    prepare(carl, {"guardaespaldas#1": c0, "difamacion-3#2": c0})
    prepare(bob, {})

    # Ana's turn: Demagogia +3 on her first candidate, Difamación −3 on Bob's.
    ana.wait_status("Te toca")
    assert "prearranged deal" in bob.text()
    open_hand(ana)
    play_card(ana, "demagogia-3#1", a0)
    wait_track(ana, a0, LOYALTY, 8)
    play_card(ana, "difamacion-3#1", b0,
              shot=lambda: shots(ana.page, "lucha-targets-es", scroll=".lu-hand"))
    take(bob)  # no answer is possible outside his turn, but the attack waits for him all the same
    wait_track(ana, b0, LOYALTY, 2)
    shots(ana.page, "lucha-turn-es", scroll=".lu-player.mine")
    end_turn(ana)
    pass_last_call(bob, carl)

    # Bob's turn: Agresión −2 on Carl's candidate, answered by its assigned bodyguard.
    bob.wait_status("Your move")
    open_hand(bob)
    play_card(bob, "agresion-2#1", c0)
    carl.wait_action("respond")
    assert carl.page.locator("section[data-move] .lu-card.lit").count() == 1
    shots(carl.page, "lucha-response-en", scroll="section[data-move]")
    carl.page.set_viewport_size(SMALL)
    shots(carl.page, "lucha-response-en-small", scroll="section[data-move]")
    carl.page.locator("section[data-move] button.lu-card[data-card='guardaespaldas#1']").click()
    press_text(carl, "Answer with")
    wait_track(bob, c0, HEALTH, 10)  # the bodyguard
    carl.wait_action(None)

    # Carl, from the same candidate, defames Bob's; Ana's second candidate makes her first
    # Minister of Industry (8 + 2 = 10).
    open_hand(carl)
    play_card(carl, "difamacion-3#2", b0)
    take(bob)
    wait_track(carl, b0, LOYALTY, -1)
    wait_turn(ana, "Bob")
    open_hand(ana)
    play_card(ana, "demagogia-2#1", a0)
    wait_holder(bob, "industria", a0)
    name = ana.page.locator(f"[data-candidate='{a0}'] strong").first.inner_text()
    assert holder(ana, "industria") == (a0, f"{name} · Ana")
    assert tracks(ana, a0)[0] == 10
    ana.page.set_viewport_size(SMALL)
    shots(ana.page, "lucha-office-es-small", scroll=".lu-offices")
    shots(bob.page, "lucha-table-en")
    end_turn(bob)
    pass_last_call(ana, carl)

    # Carl's turn: Ana's third candidate defames Bob's again (−2 → −3); the candidacy ends.
    carl.wait_status("Your move")
    wait_turn(ana, "Carl")
    open_hand(ana)
    play_card(ana, "difamacion-2#1", b0)
    take(bob)
    wait_track(carl, b0, LOYALTY, -3)
    carl.page.locator("section[data-move='end_turn'] button.primary").click()
    pass_last_call(ana, bob)
    bob.wait_action("rescue")
    shots(bob.page, "lucha-rescue-en", scroll="section[data-move]")
    press_text(bob, "No rescue")
    wait_fate(carl, b0, "Siberia")
    assert tracks(ana, a0)[0] == 11 and "Candidacy 2" in carl.text()
    shots(carl.page, "lucha-siberia-en")
