"""RummiDrez's screen driven like a player would (no tests here): open the hand to lay cards,
tap a card (in the hand or in a meld), then a meld's "Put here" or "New meld", and read the
note. Imported as ``tests.e2e.games.rummidrez.support``."""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import Phone, wait_until


def card(phone: Phone, card_id: str) -> None:
    """Tap ``card_id`` wherever it lies on the screen (the open hand or a meld)."""
    phone.page.locator(f".rd-turn .sx-card[data-card='{card_id}']").click()


def to_new_meld(phone: Phone, card_id: str) -> None:
    """Tap ``card_id``, then "New meld"."""
    card(phone, card_id)
    phone.page.locator(".rd-new").click()


def to_meld(phone: Phone, card_id: str, meld: int) -> None:
    """Tap ``card_id``, then "Put here" on meld ``meld`` (0-based, as the draft counts)."""
    card(phone, card_id)
    phone.page.locator(f".rd-meld[data-meld='{meld}'] .rd-put").click()


def lay_groups(phone: Phone, groups: list[list[str]], first: int) -> None:
    """Lay each group of ``groups`` from the hand as a new meld; the first becomes meld
    ``first`` (the table's melds come before)."""
    for offset, group in enumerate(groups):
        to_new_meld(phone, group[0])
        for card_id in group[1:]:
            to_meld(phone, card_id, first + offset)


def open_hand(phone: Phone) -> None:
    """On this phone's turn: "Show my hand to lay cards", and wait for the cards."""
    wait_until(lambda: phone.page.locator(".rd-open").count() == 1, f"{phone.name}'s turn")
    phone.page.locator(".rd-open").click()
    wait_until(lambda: phone.page.locator(".rd-hand .sx-card").count() > 0, "the open hand")


def note(phone: Phone) -> str:
    """The line under the table (the check's answer, the hint)."""
    return phone.page.locator(".rd-note").inner_text()


def held_hand(phone: Phone) -> int:
    """Hold "Hold to see your hand", count the cards it shows, let go; checks that none show
    before and after."""
    cards = phone.page.locator(".rd-hand .sx-card")
    assert cards.count() == 0
    phone.page.locator(".rd-hand button.hold").hover()
    phone.page.mouse.down()
    try:
        wait_until(lambda: cards.count() > 0, "the held hand", 5)
        shown = cards.count()
    finally:
        phone.page.mouse.up()
    wait_until(lambda: cards.count() == 0, "the hand hidden on release", 5)
    return shown


def faces_loaded(page: Any) -> None:
    """Wait until every card face in the window has loaded (the faces load lazily)."""
    wait_until(lambda: page.evaluate("""() => [...document.querySelectorAll("img.sx-face")]
        .filter((img) => { const r = img.getBoundingClientRect();
                           return r.bottom > 0 && r.top < window.innerHeight; })
        .every((img) => img.complete && img.naturalWidth > 0)"""), "the card faces loaded")
