"""Two phones play lucha to a General Secretary (docs/rules-decisions.md#lucha) with a
prearranged deck and no last call: Demagogias from the hand and from assigned candidates, two
Plan quinquenal, and ¡Ascenso! lift Ana's first candidate from 5 to 25 in two candidacies
(Industria, Interior, Propaganda, NKVD on the way); the Secretaría wins at once.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/lucha-secretary-*.png.
"""

from __future__ import annotations

from typing import Any

from referee.games.lucha.catalogue import tables
from tests.e2e.e2e_kit import SMALL, Phone, join_table
from tests.e2e.games.lucha.support import (
    LOYALTY,
    end_turn,
    open_hand,
    own_candidates,
    play_card,
    play_special,
    wait_holder,
    wait_seated,
    wait_track,
    wait_turn,
)
from tests.e2e.table_kit import page_start, page_table

ANA = ["demagogia-3#1", "demagogia-3#2", "demagogia-3#3", "plan-quinquenal#1", "ascenso#1"]
BOB = ["favorito#1", "favorito#2", "vengativo#1", "vengativo#2", "manipulador#1"]
DRAWS = ["plan-quinquenal#2", "demagogia-3#4"]


def deck() -> list[str]:
    top = ANA + BOB + DRAWS
    return top + [c for c in tables().deck if c not in top]


def two_player_table(server: str, new_phone: Any) -> tuple[Phone, Phone]:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "lucha", 2, {"deck": deck(), "last_call": False}, "Ana")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    for phone in (ana, bob):
        wait_seated(phone, 2)
    page_start(ana.page, code)
    return ana, bob


def test_two_phones_play_to_a_general_secretary(server: str, new_phone: Any,
                                                shots: Any) -> None:
    ana, bob = two_player_table(server, new_phone)
    ana.wait_action("prepare")
    a0, a1, a2 = own_candidates(ana)
    for card, candidate in (("demagogia-3#2", a1), ("demagogia-3#3", a2)):
        ana.page.locator(f".lu-prepare-row:has([data-card='{card}']) select").select_option(
            candidate)
    ana.page.locator("section[data-move='prepare'] button.primary").click()
    bob.wait_action("prepare")
    bob.page.locator("section[data-move='prepare'] button.primary").click()

    # Candidacy 1. Ana: +3 (8). Bob's turn: +3 from her second candidate (11, Industria), and
    # as a minister she plays a Plan quinquenal: +3 for her candidates at the candidacy's end.
    wait_turn(ana, "Ana")
    open_hand(ana)
    play_card(ana, "demagogia-3#1", a0)
    wait_track(ana, a0, LOYALTY, 8)
    end_turn(ana)
    wait_turn(ana, "Bob")
    open_hand(ana)
    play_card(ana, "demagogia-3#2", a0)
    wait_holder(bob, "industria", a0)
    play_special(ana, "plan-quinquenal#1")
    end_turn(bob)
    wait_holder(ana, "interior", a0)  # at the end of the candidacy (11 + 3)
    wait_track(ana, a0, LOYALTY, 14)

    # Candidacy 2. ¡Ascenso! to Propaganda (17), +3 (20); in Bob's turn +3 (23, NKVD) and the
    # second Plan quinquenal: 23 + 3 at the end reaches 25, the Secretaría.
    wait_turn(ana, "Ana")
    open_hand(ana)
    play_card(ana, "ascenso#1", a0)
    wait_holder(ana, "propaganda", a0)  # by ¡Ascenso!
    play_card(ana, "demagogia-3#4", a0)
    wait_track(ana, a0, LOYALTY, 20)
    end_turn(ana)
    wait_turn(ana, "Bob")
    open_hand(ana)
    play_card(ana, "demagogia-3#3", a0)
    wait_holder(bob, "nkvd", a0)
    play_special(ana, "plan-quinquenal#2")
    shots(bob.page, "lucha-secretary-effects-en", scroll=".lu-effects")
    end_turn(bob)
    ana.wait_status("Has ganado")
    bob.wait_status("Ana won")
    assert "General Secretary" in bob.text() and "Candidacies played: 2" in bob.text()
    shots(ana.page, "lucha-secretary-es")
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "lucha-secretary-en-small", scroll=".lu-end")
