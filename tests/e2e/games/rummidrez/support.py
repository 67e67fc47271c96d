"""RummiDrez's screen driven like a player would (no tests here): open the hand to lay cards,
tap a card (in the hand or in a meld) until it is picked, then a meld's "Put here" or "New
meld" until the card lies there, and read the note. Imported as
``tests.e2e.games.rummidrez.support``."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, expect

from tests.e2e.e2e_kit import Phone, hold, tap, tap_and_send, until


def card(phone: Phone, card_id: str) -> Locator:
    """``card_id`` wherever it lies on the screen (the open hand or a meld)."""
    return phone.page.locator(f".rd-turn :is(.sx-card, .w-card)[data-card='{card_id}']")


def pick(phone: Phone, card_id: str) -> tuple[Locator, Locator]:
    """The choice of ``card_id`` (for ``tap_and_send``): the card, and the card picked."""
    return card(phone, card_id), phone.page.locator(
        f".rd-turn :is(.sx-card, .w-card)[data-card='{card_id}'][aria-pressed='true']")


def tap_card(phone: Phone, card_id: str) -> None:
    """Tap ``card_id`` until it is picked."""
    tap(*pick(phone, card_id), f"{phone.name}'s pick of {card_id}")


def in_meld(phone: Phone, card_id: str, meld: int) -> Locator:
    return phone.page.locator(f".rd-meld[data-meld='{meld}'] .sx-card[data-card='{card_id}']")


def to_new_meld(phone: Phone, card_id: str) -> None:
    """Tap ``card_id``, then "New meld", until the card lies in a new meld."""
    meld = phone.page.locator(".rd-meld").count()
    tap_and_send([pick(phone, card_id)], phone.page.locator(".rd-new"),
                 in_meld(phone, card_id, meld), f"{phone.name}'s {card_id} in a new meld")


def to_meld(phone: Phone, card_id: str, meld: int) -> None:
    """Tap ``card_id``, then "Put here" on meld ``meld`` (0-based, as the draft counts), until
    the card lies there."""
    tap_and_send([pick(phone, card_id)],
                 phone.page.locator(f".rd-meld[data-meld='{meld}'] .rd-put"),
                 in_meld(phone, card_id, meld), f"{phone.name}'s {card_id} in meld {meld}")


def lay_groups(phone: Phone, groups: list[list[str]], first: int) -> None:
    """Lay each group of ``groups`` from the hand as a new meld; the first becomes meld
    ``first`` (the table's melds come before)."""
    for offset, group in enumerate(groups):
        to_new_meld(phone, group[0])
        for card_id in group[1:]:
            to_meld(phone, card_id, first + offset)


#: The faces of this phone's own cards in the hand's section (a face-down hand names none).
FACES = ".rd-hand .w-card:not([data-card=''])"


def open_hand(phone: Phone) -> None:
    """On this phone's turn: "Show my hand to lay cards", until the cards show."""
    button = phone.page.locator(".rd-hand .w-secret-toggle")
    expect(button, f"{phone.name}'s turn").to_have_count(1)
    if phone.page.locator(FACES).count() == 0:
        tap(button, phone.page.locator(FACES).first, f"{phone.name}'s open hand")


def note(phone: Phone) -> str:
    """The line under the table (the check's answer, the hint)."""
    return phone.page.locator(".rd-note").inner_text()


def held_hand(phone: Phone) -> int:
    """Hold "Hold to see your hand", count the cards it shows, let go; checks that none show
    before and after."""
    cards = phone.page.locator(FACES)
    return hold(phone, phone.page.locator(".rd-hand button.hold"), cards, cards.count)


def faces_loaded(page: Any) -> None:
    """Wait until every card face in the window has loaded (the faces load lazily)."""
    until(page, """() => [...document.querySelectorAll("img.sx-face")]
        .filter((img) => { const r = img.getBoundingClientRect();
                           return r.bottom > 0 && r.top < window.innerHeight; })
        .every((img) => img.complete && img.naturalWidth > 0)""", what="the card faces loaded")
