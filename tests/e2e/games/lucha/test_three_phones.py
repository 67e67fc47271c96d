"""Three phones play lucha to a General Secretary (docs/rules-decisions.md#lucha), watched by a
moderator who does not play, with a prearranged deck and no last call, everything by taps:

- candidacy 1: Ana's first candidate (X) gains +3 in each of the three turns (from her hand,
  then from her two other candidates' assigned cards): Industria at 11, then Interior at 14
  (Industria falls vacant); Ana defames Bob's first candidate (−3, taken) and attacks Carl's
  (Agresión −2, answered by its assigned bodyguard); Ana, a minister, plays Gran Purga (Bob's
  candidate at 2 goes to Siberia) and Plan quinquenal (+3 at the candidacy's end: 17,
  Propaganda);
- candidacy 2: +2 and, by Propaganda's exception, a second +2 (21, NKVD); the NKVD looks at
  Carl's candidate; Bob, a candidate down, discards to his limit of 4; +2 from each of Ana's
  other candidates: 25, the Secretaría, and Ana wins.

The moderator sees every hand, every assigned card and the NKVD's look; no phone does.
Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/lucha-three-*.png.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from referee.games.lucha.catalogue import tables
from tests.e2e.e2e_kit import SMALL, join_table
from tests.e2e.games.lucha.support import (
    LOYALTY,
    end_turn,
    holder,
    open_hand,
    own_candidates,
    play_card,
    play_special,
    press_text,
    tracks,
    wait_fate,
    wait_holder,
    wait_seated,
    wait_track,
    wait_turn,
)
from tests.e2e.table_kit import page_start, page_table

# Ana keeps one +3 and assigns two Demagogias to each of her other candidates.
ANA = ["demagogia-3#1", "demagogia-3#2", "demagogia-2#1", "demagogia-3#3", "demagogia-2#2"]
BOB = ["favorito#1", "favorito#2", "manipulador#1", "manipulador#2", "vengativo#1"]
CARL = ["guardaespaldas#1", "vengativo#2", "favorito#3", "favorito#4", "favorito#5"]
# Drawn back to five after the opening choice (Ana 4, Carl 2), then Ana's six in candidacy 2.
DRAWS = ["difamacion-3#1", "agresion-2#1", "gran-purga#1", "plan-quinquenal#1",
         "favorito#6", "favorito#7",
         "demagogia-2#3", "demagogia-2#4", "guardaespaldas#2", "guardaespaldas#3",
         "guardaespaldas#4", "guardaespaldas#5"]


def deck() -> list[str]:
    top = ANA + BOB + CARL + DRAWS
    return top + [c for c in tables().deck if c not in top]


def secrets(moderator: Any, seat: int) -> list[str]:
    """The cards the moderator's secrets list shows for ``seat``."""
    return moderator.evaluate("""(seat) => [...document.querySelectorAll(
        `.lu-secrets[data-seat='${seat}'] [data-card]`)].map((el) => el.dataset.card)""", seat)


def show_secrets(moderator: Any) -> None:
    button = moderator.get_by_role("button", name="Show every secret")
    if button.count():
        button.click()


def test_three_phones_play_to_a_general_secretary(server: str, new_phone: Any,
                                                  shots: Any) -> None:
    moderator = new_phone("en-GB")
    code = page_table(moderator, server, "lucha", 3, {"deck": deck(), "last_call": False},
                      None, "en")
    ana = join_table(new_phone, f"{server}/join/{code}", code, "Ana", "es-ES")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    carl = join_table(new_phone, f"{server}/join/{code}", code, "Carl", "en-GB")
    phones = (ana, bob, carl)
    for phone in phones:
        wait_seated(phone, 3)
    page_start(moderator, code)
    for phone in phones:
        phone.wait_action("prepare")
    x, a1, a2 = own_candidates(ana)
    b0, c0 = own_candidates(bob)[0], own_candidates(carl)[0]
    for phone, plan in ((ana, {"demagogia-3#2": a1, "demagogia-2#1": a1,
                               "demagogia-3#3": a2, "demagogia-2#2": a2}),
                        (carl, {"guardaespaldas#1": c0, "vengativo#2": c0}), (bob, {})):
        for card, candidate in plan.items():
            phone.page.locator(f".lu-prepare-row:has([data-card='{card}']) select") \
                .select_option(candidate)
        phone.page.locator("section[data-move='prepare'] button.primary").click()

    # The moderator sees every hand and every assigned card; no phone gets that list.
    wait_turn(ana, "Ana")
    show_secrets(moderator)
    expect(moderator.locator(".lu-secrets[data-seat='0'] [data-card='gran-purga#1']").first,
           "Ana's hand on the moderator's").to_be_attached()
    assert set(secrets(moderator, 0)) == {"demagogia-3#1", *DRAWS[:4], *ANA[1:]}
    assert set(secrets(moderator, 2)) >= {"guardaespaldas#1", "vengativo#2"}
    assert all(phone.page.locator(".lu-secrets").count() == 0 for phone in phones)

    # Candidacy 1, Ana's turn: X +3 (8); Difamación −3 on Bob's (2, taken); Agresión −2 on
    # Carl's, answered by its assigned bodyguard.
    open_hand(ana)
    play_card(ana, "demagogia-3#1", x)
    wait_track(ana, x, LOYALTY, 8)
    play_card(ana, "difamacion-3#1", b0)
    bob.wait_action("respond")
    press_text(bob, "No answer")
    wait_track(ana, b0, LOYALTY, 2)
    play_card(ana, "agresion-2#1", c0)
    carl.wait_action("respond")
    shots(carl.page, "lucha-three-bodyguard-en", scroll="section[data-move]")
    carl.page.locator("section[data-move] button.lu-card[data-card='guardaespaldas#1']").click()
    press_text(carl, "Answer with")
    carl.wait_action(None)  # the bodyguard's answer
    expect(moderator.locator(".lu-secrets[data-seat='2'] [data-card='guardaespaldas#1']"),
           "the bodyguard gone from the moderator's list").to_have_count(0)
    assert tracks(ana, c0) == (5, 10)
    end_turn(ana)

    # Bob's turn: +3 from Ana's second candidate (11, Industria).
    wait_turn(ana, "Bob")
    open_hand(ana)
    play_card(ana, "demagogia-3#2", x)
    wait_holder(bob, "industria", x)
    end_turn(bob)

    # Carl's turn: +3 from her third candidate (14: Interior, Industria vacant); Gran Purga
    # sends Bob's candidate at 2 to Siberia; Plan quinquenal: +3 at the end (17, Propaganda).
    wait_turn(ana, "Carl")
    open_hand(ana)
    play_card(ana, "demagogia-3#3", x)
    wait_holder(carl, "interior", x)
    assert holder(carl, "industria")[0] == ""
    play_special(ana, "gran-purga#1", lasting=False)
    wait_fate(carl, b0, "Siberia")
    play_special(ana, "plan-quinquenal#1")
    shots(ana.page, "lucha-three-siberia-es", scroll=".lu-offices")
    end_turn(carl)
    wait_holder(bob, "propaganda", x)  # at the end of the candidacy (14 + 3)
    wait_track(bob, x, LOYALTY, 17)

    # Candidacy 2, Ana's turn: +2 twice (Propaganda's exception): 21, the NKVD; the NKVD looks
    # at Carl's candidate, and the moderator sees what it saw.
    wait_turn(ana, "Ana")
    open_hand(ana)
    play_card(ana, "demagogia-2#3", x)
    wait_track(ana, x, LOYALTY, 19)
    play_card(ana, "demagogia-2#4", x)
    wait_holder(ana, "nkvd", x)
    ana.page.locator("section[data-move='end_turn'] button", has_text="NKVD").click()
    ana.page.locator(f".lu-cand.lit[data-candidate='{c0}'] .lu-cand-tap").click()
    ana.page.locator(".lu-looks [data-card='vengativo#2']").wait_for()
    show_secrets(moderator)
    moderator.locator(f".lu-secret-look[data-look='{c0}'] [data-card='vengativo#2']").wait_for()
    assert "vengativo#2" not in bob.page.content()
    shots(moderator, "lucha-three-moderator-en", scroll=".lu-secret-look")
    moderator.set_viewport_size(SMALL)
    shots(moderator, "lucha-three-moderator-en-small", scroll=".lu-secrets")
    end_turn(ana)

    # Bob's turn: a candidate down, his limit is 4: he discards one of his five to end it;
    # +2 from Ana's second candidate (23).
    wait_turn(bob, "Bob")
    wait_turn(ana, "Bob")  # a new turn folds an open hand: Ana's phone must have it first
    open_hand(ana)
    play_card(ana, "demagogia-2#1", x)
    wait_track(bob, x, LOYALTY, 23)
    open_hand(bob)
    bob.page.locator("section[data-move='end_turn'] button.lu-card[data-card='favorito#1']").click()
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "lucha-three-limit-en-small", scroll="section[data-move='end_turn']")
    end_turn(bob)

    # Carl's turn: +2 from Ana's third candidate: 25, the Secretaría; Ana wins.
    wait_turn(ana, "Carl")
    open_hand(ana)
    play_card(ana, "demagogia-2#2", x)
    ana.wait_status("Has ganado")
    for phone in (bob, carl):
        phone.wait_status("Ana won")
    assert "General Secretary" in carl.text() and "Candidacies played: 2" in carl.text()
    assert holder(carl, "secretario-general")[0] == x
    shots(ana.page, "lucha-three-secretary-es")
    carl.page.set_viewport_size(SMALL)
    shots(carl.page, "lucha-three-secretary-en-small", scroll=".lu-end")
