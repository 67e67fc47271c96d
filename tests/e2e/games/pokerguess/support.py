"""PokerGuess's screen driven like a player would (no tests here): a prediction entered with
the pickers and steppers, kept, a card shown, the hole cards held, what a phone's page holds.

Imported as ``tests.e2e.games.pokerguess.support``.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import (
    ACTION,
    REFUSAL,
    Phone,
    confirm,
    hold,
    keypad_enter,
    sent_after,
    tap,
    until,
)
from tests.e2e.table_kit import ApiTable

GUESS = "section.pg-guess"
#: The action bar fixed at the bottom, with the send buttons and the own cards' strip.
BAR = "section.w-bar"


def asked(phone: Phone, move: str) -> None:
    """Wait until ``phone`` is asked for ``move`` (its action card shows)."""
    phone.wait_action(move)


def set_count(phone: Phone, index: int, value: int) -> None:
    """Type ``value`` into the ``index``-th count stepper of the guess card (0 colour, 1 figure)
    with its + and − buttons, as a thumb would."""
    stepper = phone.page.locator(f"{GUESS} .pg-counts .stepper").nth(index)
    field = stepper.locator("input")
    while int(field.input_value()) < value:
        stepper.locator("button").nth(1).click()
    while int(field.input_value()) > value:
        stepper.locator("button").nth(0).click()


def choose(phone: Phone, colour: int, colour_count: int, figure: str, figure_count: int) -> None:
    """Enter a prediction on the guess card (not sent)."""
    asked(phone, "guess")
    for choice in (f"{GUESS} button[data-colour='{colour}']",
                   f"{GUESS} button[data-figure='{figure}']"):
        tap(phone.page.locator(choice), phone.page.locator(f"{choice}[aria-pressed='true']"),
            f"{phone.name}'s {choice}")
    set_count(phone, 0, colour_count)
    set_count(phone, 1, figure_count)


def send(phone: Phone, button: str) -> None:
    """Tap the guess card's ``data-send`` button until its move is sent."""
    tap(phone.page.locator(f"{BAR} button[data-send='{button}']"), sent_after(phone.page),
        f"{phone.name}'s {button}")


#: The guess card is gone, or shows a refusal (``{refusal}``), or (with ``heading``: the
#: phase ended with this seat asked again) shows another heading.
GUESS_SENT = f"""([heading]) => {{
    const refusal = ({REFUSAL})();
    if (refusal) return {{ refusal }};
    const card = document.querySelector("{GUESS} h2");
    return (({ACTION})() !== "guess" || (heading !== null && card && card.innerText !== heading))
        && {{ refusal: "" }};
}}"""


def wait_sent(phone: Phone, heading: str | None = None) -> None:
    """Wait until the guess was taken (see ``GUESS_SENT``); AssertionError on a refusal."""
    refusal = until(phone.page, GUESS_SENT, [heading], f"{phone.name}'s guess sent")["refusal"]
    assert not refusal, refusal


def predict(phone: Phone, colour: int, colour_count: int, figure: str, figure_count: int) -> None:
    """Enter a prediction and send it."""
    choose(phone, colour, colour_count, figure, figure_count)
    send(phone, "predict")
    wait_sent(phone)


def keep(phone: Phone) -> None:
    """Keep the standing prediction (stay, calling)."""
    asked(phone, "guess")
    heading = phone.page.locator(f"{GUESS} h2").inner_text()
    send(phone, "keep")
    wait_sent(phone, heading)  # the phase may end with this seat asked again


def raise_by(phone: Phone, more: int) -> int:
    """Open the raise, check it is pre-filled with the smallest raise (and that "All in" and
    "Smallest" set it), add ``more`` with + and keep the prediction with that raise. Returns the
    amount raised to."""
    asked(phone, "guess")
    toggle = f"{GUESS} button[data-raise='toggle']"
    tap(phone.page.locator(toggle), phone.page.locator(f"{toggle}[aria-pressed='true']"),
        f"{phone.name}'s raise")
    field = phone.page.locator(f"{GUESS} .pg-raise input")
    smallest = int(field.input_value())
    presets = phone.page.locator(f"{GUESS} .pg-raise .row button")
    presets.nth(1).click()  # all in, then back to the smallest
    until(phone.page, "([field, n]) => Number(document.querySelector(field).value) > n",
          [f"{GUESS} .pg-raise input", smallest], f"{phone.name}'s all-in amount")
    presets.nth(0).click()
    expect(field, f"{phone.name}'s smallest raise").to_have_value(str(smallest))
    for _ in range(more):
        phone.page.locator(f"{GUESS} .pg-raise .stepper button").nth(1).click()
    assert int(field.input_value()) == smallest + more
    send(phone, "keep")
    wait_sent(phone)
    return smallest + more


def fold(phone: Phone) -> None:
    """Fold: the button asks for a second tap."""
    asked(phone, "guess")
    button = phone.page.locator(f"{BAR} button[data-send='fold']")
    tap(button, phone.page.locator(f"{BAR} button[data-send='fold'].confirming"),
        f"{phone.name}'s first tap on fold")
    assert phone.action() == "guess", "one tap must not fold"
    confirm(button, f"{phone.name}'s fold")
    wait_sent(phone)


def show(phone: Phone, side: str) -> None:
    """Show the ``side`` ("left" or "right") hole card."""
    asked(phone, "show")
    index = 0 if side == "left" else 1
    tap(phone.page.locator(f"{BAR}[data-move='show'] .w-bar-controls button").nth(index),
        sent_after(phone.page), f"{phone.name}'s {side} card")
    phone.wait_moved_on("show")


def held_cards(phone: Phone) -> list[str]:
    """Hold "Hold to see your cards" (on the action bar while asked, else under the common
    cards) and read the cards it shows; none before or after."""
    bar = phone.page.locator(f"{BAR}:not([hidden])")
    scope = bar if bar.count() else phone.page.locator(".pg-hole")
    cards = scope.locator(".w-secret [data-card]:not([data-card=''])")
    return hold(phone, scope.locator("button.hold"), cards,
                lambda: cards.evaluate_all("(cards) => cards.map((c) => c.dataset.card)"))


def printed_phone(table: ApiTable, new_phone: Any, seat: int, name: str,
                  locale: str = "en-GB") -> Phone:
    """A phone holding ``seat`` of a printed-deck table (no hole cards, so no hold button: the
    phone is ready when its pot shows)."""
    phone = table.phone(new_phone, seat, locale, ready=".pg-pot")
    phone.name = name
    return phone


def enter_cards(phone: Phone, cards: list[str]) -> None:
    """Enter ``cards`` in order on the showdown's card keypad (common cards, then each player's
    two)."""
    asked(phone, "showdown")
    keypad_enter(phone.page, cards, "section[data-move='showdown'] .w-keypad")
