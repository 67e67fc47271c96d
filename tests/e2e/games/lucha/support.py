"""lucha's screen driven like a player would (no tests here): a 3-seat table with a prearranged
deck, reading candidates, tracks and offices off the page, tapping cards and lit candidates.

Imported as ``tests.e2e.games.lucha.support``.
"""

from __future__ import annotations

import re
from typing import Any

from referee.games.lucha.catalogue import tables
from tests.e2e.e2e_kit import Phone, wait_until

# The deal, top of the deck first: Ana's five, Bob's five, Carl's five, then the draws back to
# five after the opening choice (Ana 2, Carl 2); the rest in catalogue order.
ANA = ["demagogia-3#1", "difamacion-3#1", "demagogia-2#1", "difamacion-2#1", "cura#1"]
BOB = ["agresion-2#1", "favorito#1", "vengativo#1", "manipulador#1", "guardaespaldas#2"]
CARL = ["guardaespaldas#1", "difamacion-3#2", "favorito#2", "vengativo#2", "manipulador#2"]
DRAWS = ["favorito#3", "favorito#4", "favorito#5", "favorito#6"]


def deck() -> list[str]:
    """The 98 card ids in the order of the scenario."""
    top = ANA + BOB + CARL + DRAWS
    return top + [c for c in tables().deck if c not in top]


def create_table(page: Any, server: str, name: str | None, options: dict[str, Any],
                 lang: str = "es", players: int = 3) -> str:
    """``page`` makes a ``players``-seat lucha table through the API (the deck has no form
    field) and opens the table page. With a ``name`` the moderator plays and takes seat 0 as
    ``name``; with None he moderates without playing. Returns the code."""
    page.goto(server + "/")
    code = page.evaluate("""async ([options, name, lang, players]) => {
        const send = (path, body) => fetch(path, { method: "POST", credentials: "same-origin",
            headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
            .then(async (r) => { if (!r.ok) throw new Error(await r.text()); return r.json(); });
        const table = await send("/api/tables", { game: "lucha", players, lang,
            options, moderator: name === null ? "master" : "player" });
        if (name !== null) await send(`/api/tables/${table.code}/seats`, { name });
        return table.code;
    }""", [options, name, lang, players])
    page.goto(f"{server}/table/{code}")
    page.wait_for_url(re.compile(rf".*/table/{code}$"))
    return code


def start_game(page: Any, code: str) -> None:
    """The moderator's phone starts the full table through the API (the lobby's button)."""
    page.evaluate("""async (code) => {
        const r = await fetch(`/api/tables/${code}/start`, { method: "POST",
            credentials: "same-origin", headers: { "Content-Type": "application/json" },
            body: "{}" });
        if (!r.ok) throw new Error(await r.text());
    }""", code)


def own_candidates(phone: Phone) -> list[str]:
    """This phone's candidates in deal order (ids)."""
    return phone.page.evaluate("""() => [...document.querySelectorAll(
        ".lu-player.mine [data-candidate]")].map((el) => el.dataset.candidate)""")


def tracks(phone: Phone, candidate: str) -> tuple[int, int]:
    """(loyalty, health) of ``candidate`` as the phone shows it."""
    values = phone.page.evaluate("""(id) => [...document.querySelectorAll(
        `[data-candidate='${id}'] [role=meter]`)]
        .map((m) => Number(m.getAttribute("aria-valuenow")))""", candidate)
    return values[0], values[1]


def holder(phone: Phone, office: str) -> tuple[str, str]:
    """The holder of ``office`` on the offices board: (candidate id, the line shown)."""
    row = phone.page.locator(f".lu-offices [data-office='{office}']")
    return row.get_attribute("data-holder") or "", row.locator(".lu-office-holder").inner_text()


def fate(phone: Phone, candidate: str) -> str:
    """The text of ``candidate`` on the board ("… in Siberia" / "… dead" once out)."""
    return phone.page.locator(f".lu-cand[data-candidate='{candidate}']").first.inner_text()


def lit(phone: Phone) -> list[str]:
    """The candidates lit as targets."""
    return phone.page.evaluate("""() => [...document.querySelectorAll(".lu-cand.lit")]
        .map((el) => el.dataset.candidate)""")


def wait_turn(phone: Phone, name: str) -> None:
    """Wait until ``phone`` shows that it is ``name``'s turn (its candidacy line)."""
    wait_until(lambda: name in phone.page.locator(".lu-counter").inner_text(),
               f"{phone.name}'s phone to show {name}'s turn")


def open_hand(phone: Phone) -> None:
    """Open the hand to play (the switch under it), unless it is open."""
    if phone.page.locator(".lu-hand.open").count():
        return
    button = phone.page.locator(".lu-hand button[aria-expanded='false']")
    wait_until(lambda: button.is_enabled(), f"{phone.name}'s hand to open", 15)
    button.click()
    phone.page.locator(".lu-hand.open").wait_for()


def play_card(phone: Phone, card: str, target: str, shot: Any = None) -> None:
    """Tap ``card`` in the open hand (or on a candidate), then the lit ``target``; ``shot()``
    runs while the targets are lit."""
    phone.page.locator(f"button.lu-card[data-card='{card}']").first.click()
    wait_until(lambda: target in lit(phone), f"{target} lit on {phone.name}'s phone", 10)
    if shot is not None:
        shot()
    phone.page.locator(f".lu-cand.lit[data-candidate='{target}'] .lu-cand-tap").click()


def wait_action(phone: Phone, move: str, seconds: float = 20) -> None:
    wait_until(lambda: phone.action() == move, f"{phone.name} to be asked for {move}", seconds)


def press_text(phone: Phone, text: str) -> None:
    """Click the button of the action card whose text starts with ``text``."""
    phone.page.locator("section[data-move] button", has_text=text).first.click()


def play_special(phone: Phone, card: str, lasting: bool = True) -> None:
    """Tap a special without arguments in the open hand and play it; a ``lasting`` one is then
    waited for among the specials in force."""
    phone.page.locator(f"button.lu-card[data-card='{card}']").first.click()
    phone.page.locator(".lu-panel button.primary").click()
    if lasting:
        wait_until(lambda: phone.page.locator(f".lu-effects [data-card='{card}']").count() == 1,
                   f"{card} in force on {phone.name}'s phone")


def end_turn(phone: Phone) -> None:
    """Press "End my turn" on the turn card."""
    wait_until(lambda: phone.action() == "end_turn", f"{phone.name}'s turn card")
    phone.page.locator("section[data-move='end_turn'] button.primary").click()
