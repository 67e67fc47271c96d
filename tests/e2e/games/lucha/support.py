"""lucha's screen driven like a player would (no tests here): a 3-seat table's prearranged
deck, reading and waiting for candidates, tracks and offices, tapping cards and lit candidates.
The tables are made from the phone's page (``table_kit.page_table``): the deck has no form
field.

Imported as ``tests.e2e.games.lucha.support``.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Locator, expect

from referee.games.lucha.catalogue import tables
from tests.e2e.e2e_kit import Phone, open_switch, sent_after, tap_and_send

# The deal, top of the deck first: Ana's five, Bob's five, Carl's five, then the draws back to
# five after the opening choice (Ana 2, Carl 2); the rest in catalogue order.
ANA = ["demagogia-3#1", "difamacion-3#1", "demagogia-2#1", "difamacion-2#1", "cura#1"]
BOB = ["agresion-2#1", "favorito#1", "vengativo#1", "manipulador#1", "guardaespaldas#2"]
CARL = ["guardaespaldas#1", "difamacion-3#2", "favorito#2", "vengativo#2", "manipulador#2"]
DRAWS = ["favorito#3", "favorito#4", "favorito#5", "favorito#6"]
LOYALTY, HEALTH = 0, 1  # the two meters of a candidate, in page order


def deck() -> list[str]:
    """The 98 card ids in the order of the scenario."""
    top = ANA + BOB + CARL + DRAWS
    return top + [c for c in tables().deck if c not in top]


def own_candidates(phone: Phone) -> list[str]:
    """This phone's candidates in deal order (ids)."""
    return phone.page.evaluate("""() => [...document.querySelectorAll(
        ".lu-player.mine [data-candidate]")].map((el) => el.dataset.candidate)""")


def tracks(phone: Phone, candidate: str) -> tuple[int, int]:
    """(loyalty, health) of ``candidate`` as the phone shows it."""
    values = phone.page.evaluate("""(id) => [...document.querySelectorAll(
        `[data-candidate='${id}'] [role=meter]`)]
        .map((m) => Number(m.getAttribute("aria-valuenow")))""", candidate)
    return values[LOYALTY], values[HEALTH]


def meter(phone: Phone, candidate: str, which: int) -> Locator:
    """The loyalty (``LOYALTY``) or health (``HEALTH``) meter of ``candidate``."""
    return phone.page.locator(f"[data-candidate='{candidate}'] [role=meter]").nth(which)


def wait_track(phone: Phone, candidate: str, which: int, value: int) -> None:
    """Wait until ``phone`` shows ``candidate``'s loyalty or health (``which``) at ``value``."""
    expect(meter(phone, candidate, which),
           f"{candidate}'s track at {value} on {phone.name}'s phone").to_have_attribute(
        "aria-valuenow", str(value))


def office(phone: Phone, name: str) -> Locator:
    return phone.page.locator(f".lu-offices [data-office='{name}']")


def holder(phone: Phone, name: str) -> tuple[str, str]:
    """The holder of office ``name`` on the offices board: (candidate id, the line shown)."""
    row = office(phone, name)
    return row.get_attribute("data-holder") or "", row.locator(".lu-office-holder").inner_text()


def wait_holder(phone: Phone, name: str, candidate: str) -> None:
    """Wait until ``phone`` shows ``candidate`` holding office ``name``."""
    expect(office(phone, name), f"{name} for {candidate} on {phone.name}'s phone") \
        .to_have_attribute("data-holder", candidate)


def fate(phone: Phone, candidate: str) -> str:
    """The text of ``candidate`` on the board ("… in Siberia" / "… dead" once out)."""
    return phone.page.locator(f".lu-cand[data-candidate='{candidate}']").first.inner_text()


def wait_fate(phone: Phone, candidate: str, text: str) -> None:
    """Wait until ``candidate`` on ``phone``'s board says ``text`` ("Siberia")."""
    expect(phone.page.locator(f".lu-cand[data-candidate='{candidate}']").first) \
        .to_contain_text(text, use_inner_text=True)


def wait_seated(phone: Phone, players: int) -> None:
    """Wait until ``phone``'s lobby shows every seat taken (its live stream has seen the last
    one)."""
    phone.wait_text(re.compile(f"{players} de {players}|{players} of {players}"))


def wait_turn(phone: Phone, name: str) -> None:
    """Wait until ``phone`` shows that it is ``name``'s turn (its candidacy line)."""
    expect(phone.page.locator(".lu-counter"), f"{phone.name}'s phone to show {name}'s turn") \
        .to_contain_text(name, use_inner_text=True)


def open_hand(phone: Phone) -> None:
    """Open the hand to play (the switch under it) once it may open, unless it is open."""
    open_switch(phone, ".lu-hand button[aria-expanded='false']", ".lu-hand.open", "hand")


def play_card(phone: Phone, card: str, target: str, shot: Any = None) -> None:
    """Tap ``card`` in the open hand (or on a candidate) until ``target`` lights, then the lit
    ``target`` until the move is in flight; ``shot()`` runs while the targets are lit."""
    page = phone.page
    tap_and_send([(page.locator(f"button.lu-card[data-card='{card}']").first,
                   page.locator(f".lu-cand.lit[data-candidate='{target}']"))],
                 page.locator(f".lu-cand.lit[data-candidate='{target}'] .lu-cand-tap"),
                 sent_after(page), f"{phone.name}'s {card} on {target}", between=shot)


def press_text(phone: Phone, text: str) -> None:
    """Click the button of the action card whose text starts with ``text``."""
    phone.page.locator("section[data-move] button", has_text=text).first.click()


def play_special(phone: Phone, card: str, lasting: bool = True) -> None:
    """Tap a special without arguments in the open hand and play it; a ``lasting`` one is then
    waited for among the specials in force."""
    page = phone.page
    play = page.locator(".lu-panel button.primary")
    tap_and_send([(page.locator(f"button.lu-card[data-card='{card}']").first, play)], play,
                 sent_after(page), f"{phone.name}'s {card}")
    if lasting:
        expect(page.locator(f".lu-effects [data-card='{card}']"),
               f"{card} in force on {phone.name}'s phone").to_have_count(1)


def end_turn(phone: Phone) -> None:
    """Press "End my turn" on the turn card."""
    phone.wait_action("end_turn")
    phone.page.locator("section[data-move='end_turn'] button.primary").click()
