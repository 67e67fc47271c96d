"""A whole hand of DomiDrez through three phones (docs/rules-decisions.md#domidrez) with a
prearranged deal: the legal cards lit in the open hand, the hand shown only while held, neutral
cards naming a figure and a colour, draws when nothing matches, Bob going out with the others'
cards as his points, the next hand dealt; the table screen shows the public table only.

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/domidrez-*.png.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import (
    SMALL,
    both_sizes,
    images_loaded,
    join_table,
    sent_after,
    tap,
)
from tests.e2e.games.domidrez.support import (
    ANA,
    BOB,
    CARMEN,
    SCRIPT,
    blocked_deck,
    deck,
    draw,
    first_choice,
    held_hand,
    lit,
    open_hand,
    play,
    shown_cards,
    wait_turn,
)
from tests.e2e.table_kit import ApiTable


def test_three_phones_play_a_whole_hand(server: str, new_phone: Any, browser: Any,
                                        shots: Any) -> None:
    table = ApiTable.create(server, "domidrez", 3, options={"deck": deck()})
    ana = table.phone(new_phone, 0, "en-GB")
    bob = table.phone(new_phone, 1, "en-GB", ready=".dd-hand")
    carmen = table.phone(new_phone, 2, "es-ES")
    phones = [ana, bob, carmen]
    hands = {0: ANA, 1: BOB, 2: CARMEN}

    # Bob starts (the dealer's next seat); his hand shows only while held, nobody else's ever.
    wait_turn(bob)
    assert "Follow with: a grey (1) card, a Pawn or a neutral card" in bob.text()
    # The other phones draw the same version in their own time.
    carmen.wait_text("Hay que seguir con: una carta de color gris (1), de figura Peón o una "
                     "neutral")
    ana.wait_text("Prearranged deal")
    assert "Reparto preparado" in carmen.text()
    def held() -> None:
        images_loaded(carmen.page)
        shots(carmen.page, "domidrez-held-es", scroll=".dd-hand")

    for seat, phone in enumerate(phones):
        if phone is not bob:  # on his turn, "Open my hand to play" stands for the hold control
            assert held_hand(phone, shot=held if phone is carmen else None) == hands[seat]
        assert set(shown_cards(phone)) == {"pawn-1"}, f"{phone.name} shows a hidden card"
    open_hand(bob)
    assert lit(bob) == ["pawn-2", "neutral-1"]
    assert bob.page.eval_on_selector_all(
        ".dd-hand.open .w-card", "els => els.map((e) => e.dataset.card)") == BOB
    both_sizes(shots, bob.page, "domidrez-hand-en", ".dd-table")
    for phone in (ana, carmen):
        assert not set(shown_cards(phone)) & set(BOB)

    for number, (seat, move, args) in enumerate(SCRIPT):
        phone = phones[seat]
        wait_turn(phone, f"for move {number}: {move} {args}")
        if move == "draw":
            if number == 17:
                both_sizes(shots, phone.page, "domidrez-draw-en", "section[data-move='draw']")
            draw(phone)
        elif number == 3:
            play(phone, args, shot=lambda: both_sizes(shots, bob.page, "domidrez-neutral-en",
                                                       ".dd-naming"))
        elif number == 11:
            play(phone, args, shot=lambda: both_sizes(shots, ana.page, "domidrez-neutral-en-2",
                                                       ".dd-hand"))
        else:
            play(phone, args)
        if number == 3:
            carmen.wait_text("Bob jugó una neutral y pidió Dama y color amarillo (6).")
            wait_turn(carmen)
            open_hand(carmen)
            assert lit(carmen) == ["queen-1"]
            both_sizes(shots, carmen.page, "domidrez-follow-es", ".dd-table")

    # Bob went out: 5 cards left with Carmen, 3 with Ana, so 8 points.
    for phone in phones:
        phone.wait_action("next_hand")
    assert "Bob went out and scores 8: the cards left in the other hands." in ana.text()
    assert "Bob se quedó sin cartas y suma 8" in carmen.text()
    scores = bob.page.locator(".dd-result li, section[data-move] li")
    assert scores.count() == 3
    both_sizes(shots, carmen.page, "domidrez-result-es", "section[data-move]")
    both_sizes(shots, bob.page, "domidrez-result-en", "section[data-move]")
    assert table.view()["public"]["scores"] == {"0": 0, "1": 8, "2": 0}

    screen = browser.new_page(viewport={"width": 1024, "height": 768})
    screen.goto(f"{server}/table/{table.code}/screen")
    expect(screen.locator("body"), "the result on the table screen").to_contain_text(
        "went out", use_inner_text=True)
    assert screen.locator("button.hold").count() == 0
    assert not {c for c in screen.evaluate("""() => [...document.querySelectorAll("[data-card]")]
        .map((el) => el.dataset.card)""")} & set(ANA + CARMEN)
    images_loaded(screen)
    shots(screen, "domidrez-screen")

    # The result stays until every phone has tapped "Seen"; then Bob deals, Carmen starts.
    for phone in (ana, bob):
        tap(phone.page.locator("section[data-move='next_hand'] button[data-args]"),
            sent_after(phone.page), f"{phone.name}'s Seen")
    expect(carmen.page.locator(".w-seen-wait")).to_contain_text("Carmen")
    assert "went out" in screen.locator("body").inner_text(), "still on the table screen"
    assert "Bob went out" in ana.text(), "still on a phone that has seen it"
    tap(carmen.page.locator("section[data-move='next_hand'] button[data-args]"),
        sent_after(carmen.page), "Carmen's Seen")
    wait_turn(carmen)
    carmen.page.locator(".dd-history summary").click()
    history = carmen.page.locator(".dd-history").inner_text()
    assert "Mano 2: repartió Bob" in history
    assert "Mano 1: Bob se quedó sin cartas y suma 8" in history
    assert "Bob jugó una neutral y pidió Dama y color amarillo (6)." in history
    assert "Ana robó una carta y pasó." in history
    bobs_only = ".dd-filters button[data-seat='1']"
    tap(carmen.page.locator(bobs_only), carmen.page.locator(f"{bobs_only}[aria-pressed='true']"),
        "Carmen's filter of Bob's lines")
    bobs = carmen.page.locator(".dd-history li").all_inner_texts()
    assert len(bobs) == 10 and all(line.startswith(("Bob ", "Mano 1: Bob")) for line in bobs)
    both_sizes(shots, carmen.page, "domidrez-history-es", ".dd-history")
    expect(screen.locator("body"), "hand 2 on the table screen").to_contain_text(
        "Hand 2", use_inner_text=True)
    images_loaded(screen)
    shots(screen, "domidrez-screen-hand2")
    screen.close()
    images_loaded(ana.page)
    shots(ana.page, "domidrez-waiting-en")

    # The moderator, who does not play, sees every hand behind its toggle (never the deck).
    moderator = new_phone("en-GB")
    moderator.context.add_cookies([{"name": f"tapete_mod_{table.code}", "value": table.moderator,
                                    "url": server, "httpOnly": True, "sameSite": "Lax"}])
    moderator.goto(f"{server}/table/{table.code}")
    moderator.locator("button", has_text="Show every hand").click()
    hands_now = table.view()["private"]["hands"]
    expect(moderator.locator(".results li .w-card"), "every hand").to_have_count(27)
    assert {c for c in moderator.evaluate("""() => [...document.querySelectorAll(
        ".results li [data-card]")].map((el) => el.dataset.card)""")} == \
        {c for cards in hands_now.values() for c in cards}
    images_loaded(moderator)
    shots(moderator, "domidrez-moderator-en", scroll="button[aria-expanded]")


def test_printed_cards_keep_the_scores(server: str, new_phone: Any, shots: Any) -> None:
    # Players join through the join page (a printed-cards seat has no hand to wait for).
    table = ApiTable.new(server, "domidrez", 2, options={"cards": "physical", "target": 5})
    code = table.code
    ana = join_table(new_phone, f"{server}/join/{code}", code, "Ana", "en-GB")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "es-ES")
    table.start()
    for phone in (ana, bob):
        phone.wait_action("hand_result")
    assert ana.page.locator(".dd-hand").count() == 0, "no hand on a printed-cards table"
    ana.page.locator("#dd-left-1").fill("6")
    images_loaded(ana.page)
    both_sizes(shots, ana.page, "domidrez-printed-en", "section[data-move]")
    ana.page.locator("section[data-move='hand_result'] button.primary").click()
    expect(bob.page.locator("#end-title"), "the end on Bob's phone").to_have_count(1)
    assert "Ana gana la partida" in bob.text()
    assert "Ana se quedó sin cartas y suma 6" in bob.text()
    both_sizes(shots, bob.page, "domidrez-printed-end-es", "#end-title")


def test_a_blocked_game_is_explained(server: str, new_phone: Any, shots: Any) -> None:
    table = ApiTable.create(server, "domidrez", 2, options={"deck": blocked_deck()})
    ana = table.phone(new_phone, 0, "en-GB", ready=".dd-hand")
    bob = table.phone(new_phone, 1, "es-ES", ready=".dd-hand")
    phones = [ana, bob]
    passed = False
    for _ in range(200):  # the hand's moves through the API, the first pass on the phone
        public = table.view()["public"]
        if public["hand_result"] is not None:
            break
        seat = public["to_play"]
        move, args = first_choice(table, seat)
        if move == "pass" and not passed:
            wait_turn(phones[seat])
            phones[seat].wait_action("pass")
            assert public["deck_count"] == 0
            both_sizes(shots, phones[seat].page, f"domidrez-pass-{phones[seat].lang}",
                       "section[data-move]")
            phones[seat].page.locator("section[data-move='pass'] button").click()
            table.until(lambda view, seat=seat: view["public"]["to_play"] != seat, "the pass")
            passed = True
        else:
            table.ok(seat, move, args)
    assert passed and table.view()["public"]["hand_result"]["blocked"]
    for phone in phones:
        phone.wait_action("next_hand")
    assert ("Blocked game: the deck is empty and nobody can play. Ana holds the fewest cards (1) "
            "and scores 3: the cards the others hold beyond 1.") in ana.text()
    assert "Juego cerrado: el mazo está agotado y nadie puede jugar." in bob.text()
    both_sizes(shots, bob.page, "domidrez-blocked-es", "section[data-move]")


def test_the_new_table_form_sends_every_option(server: str, new_phone: Any, shots: Any) -> None:
    page = new_phone("es-ES")
    page.goto(server + "/")
    page.locator("input[name='game'][value='domidrez']").check()
    page.locator("#players").fill("5")
    page.get_by_text("Más opciones").click()
    options = page.locator(".game-options[data-game='domidrez']")
    options.locator("input[name='domidrez.decks'][value='1']").check()
    options.locator("input[name='domidrez.cards'][value='physical']").check()
    options.locator("input[name='domidrez.first_dealer'][value='random']").check()
    options.locator("#domidrez-target").fill("30")
    page.set_viewport_size(SMALL)
    shots(page, "domidrez-options-es-small", scroll=".game-options[data-game='domidrez']")
    with page.expect_request(lambda r: r.url.endswith("/api/tables") and r.method == "POST") \
            as sent:
        page.get_by_role("button", name="Crear la mesa").click()
    assert sent.value.post_data_json["options"] == {
        "cards": "physical", "decks": 1, "target": 30, "first_dealer": "random"}
    page.wait_for_url(re.compile(r".*/table/[A-Z0-9]+$"))
