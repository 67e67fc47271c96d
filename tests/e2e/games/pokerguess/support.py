"""PokerGuess's screen driven like a player would (no tests here): a prediction entered with
the pickers and steppers, kept, a card shown, the hole cards held, what a phone's page holds.

Imported as ``tests.e2e.games.pokerguess.support``.
"""

from __future__ import annotations

from typing import Any

from tests.e2e.e2e_kit import Phone, wait_until

GUESS = "section.pg-guess"


def asked(phone: Phone, move: str) -> None:
    """Wait until ``phone`` is asked for ``move`` (its action card shows)."""
    wait_until(lambda: phone.action() == move, f"{phone.name} asked to {move}")


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
    phone.page.locator(f"{GUESS} button[data-colour='{colour}']").click()
    phone.page.locator(f"{GUESS} button[data-figure='{figure}']").click()
    set_count(phone, 0, colour_count)
    set_count(phone, 1, figure_count)


def predict(phone: Phone, colour: int, colour_count: int, figure: str, figure_count: int) -> None:
    """Enter a prediction and send it."""
    choose(phone, colour, colour_count, figure, figure_count)
    phone.page.locator(f"{GUESS} button[data-send='predict']").click()
    wait_until(lambda: phone.action() != "guess" or phone.refusal(), f"{phone.name}'s guess sent")
    assert not phone.refusal(), phone.refusal()


def keep(phone: Phone) -> None:
    """Keep the standing prediction (stay, calling)."""
    asked(phone, "guess")
    heading = phone.page.locator(f"{GUESS} h2")
    before = heading.inner_text()
    phone.page.locator(f"{GUESS} button[data-send='keep']").click()
    wait_until(lambda: phone.action() != "guess" or heading.inner_text() != before,
               f"{phone.name}'s keep sent")  # the phase may end with this seat asked again


def raise_by(phone: Phone, more: int) -> int:
    """Open the raise, check it is pre-filled with the smallest raise (and that "All in" and
    "Smallest" set it), add ``more`` with + and keep the prediction with that raise. Returns the
    amount raised to."""
    asked(phone, "guess")
    phone.page.locator(f"{GUESS} button[data-raise='toggle']").click()
    field = phone.page.locator(f"{GUESS} .pg-raise input")
    smallest = int(field.input_value())
    presets = phone.page.locator(f"{GUESS} .pg-raise .row button")
    presets.nth(1).click()  # all in, then back to the smallest
    wait_until(lambda: int(field.input_value()) > smallest, f"{phone.name}'s all-in amount")
    presets.nth(0).click()
    wait_until(lambda: int(field.input_value()) == smallest, f"{phone.name}'s smallest raise")
    for _ in range(more):
        phone.page.locator(f"{GUESS} .pg-raise .stepper button").nth(1).click()
    assert int(field.input_value()) == smallest + more
    phone.page.locator(f"{GUESS} button[data-send='keep']").click()
    wait_until(lambda: phone.action() != "guess", f"{phone.name}'s raise sent")
    return smallest + more


def fold(phone: Phone) -> None:
    """Fold: the button asks for a second tap."""
    asked(phone, "guess")
    button = phone.page.locator(f"{GUESS} button[data-send='fold']")
    button.click()
    assert phone.action() == "guess", "one tap must not fold"
    button.click()
    wait_until(lambda: phone.action() != "guess", f"{phone.name}'s fold sent")


def show(phone: Phone, side: str) -> None:
    """Show the ``side`` ("left" or "right") hole card."""
    asked(phone, "show")
    index = 0 if side == "left" else 1
    phone.page.locator("section[data-move='show'] button[data-args]").nth(index).click()
    wait_until(lambda: phone.action() != "show", f"{phone.name}'s card shown")


def held_cards(phone: Phone) -> list[str]:
    """Hold "Hold to see your cards" and read the cards it shows; none before or after."""
    scope = phone.page.locator(".pg-hole")
    cards = scope.locator(".secret [data-card]")
    assert cards.count() == 0, f"{phone.name} shows the hole cards before holding"
    scope.locator("button.hold").hover()
    phone.page.mouse.down()
    try:
        wait_until(cards.count, f"{phone.name}'s held cards", 5)
        shown = [cards.nth(i).get_attribute("data-card") for i in range(cards.count())]
    finally:
        phone.page.mouse.up()
    wait_until(lambda: cards.count() == 0, f"{phone.name}'s cards to hide on release", 5)
    return shown


def images_loaded(page: Any) -> None:
    """Wait until every card image on the page has loaded (for a screenshot)."""
    wait_until(lambda: page.evaluate(
        "() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)"),
        "the card images", 15)


def printed_phone(table: Any, new_phone: Any, seat: int, name: str, locale: str = "en-GB") -> Phone:
    """A phone holding ``seat`` of a printed-deck table (no hole cards, so no hold button: the
    phone is ready when its pot shows)."""
    page = new_phone(locale)
    page.context.add_cookies([{"name": f"tapete_seat_{table.code}", "value": table.seats[seat],
                               "url": table.base, "httpOnly": True, "sameSite": "Lax"}])
    page.goto(f"{table.base}/table/{table.code}")
    wait_until(lambda: page.locator(".pg-pot").count() > 0, f"{name}'s seat screen")
    return Phone(page, name, locale[:2])


def enter_cards(phone: Phone, cards: list[str]) -> None:
    """Fill the showdown form's card pickers in order (common cards, then each player's two)."""
    asked(phone, "showdown")
    pickers = phone.page.locator("section[data-move='showdown'] select")
    wait_until(lambda: pickers.count() == len(cards), f"{phone.name}'s card pickers")
    for index, card in enumerate(cards):
        pickers.nth(index).select_option(card)
