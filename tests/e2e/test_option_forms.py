"""The new table form in a browser: every option of NeuroDrez and of RummiDrez, set in the form
away from its default, is sent by the form and reaches the created table, read back from its
view; PokerDrez's betting variant likewise (its `drawn_raise` and `first_move_redeal` show in no
view before the game's end: those two are checked as the form sends them). The form's controls:
templates/games/_option_fields.html, assets/static/js/home.js. Screenshots of the forms at
390 x 844 and 360 x 640."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Locator, Page, Route, expect

import referee.games as engines
from tests.e2e.e2e_kit import both_sizes
from tests.e2e.table_kit import ApiTable
from tests.referee.test_option_forms import PREARRANGED

NAMES = ("Ana", "Bob", "Carmen", "Dmitri", "Eva", "Fede")
#: NeuroDrez's colours in an order of our own (the form starts on the catalogue's).
COLOURS = ["amarillo", "azul", "verde", "rojo", "negro", "blanco"]


def create_from_form(page: Page, server: str, game: str, players: int, seed: int,
                     choose: Callable[[Locator], None]) -> tuple[dict[str, Any], ApiTable]:
    """On the home page in English: ``game`` for ``players``, its options set by
    ``choose(options box)``, the seed; create the table. Returns the options the form sent and
    the table, seated with ``NAMES`` over the API and started."""
    page.goto(f"{server}/?lang=en")
    page.locator(f"input[name='game'][value='{game}']").check()
    page.locator("#players").fill(str(players))
    page.locator("#players").dispatch_event("change")
    expect(page.locator("#players")).to_have_value(str(players))
    page.locator("details.more > summary").click()
    choose(page.locator(f".game-options[data-game='{game}']"))
    page.locator("#seed").fill(str(seed))
    made: list[tuple[dict[str, Any], dict[str, Any]]] = []

    def pass_on(route: Route) -> None:
        """Let the table's creation through, keeping what was sent and answered (the page
        leaves for the table at once, taking the answer's body with it)."""
        answer = route.fetch()
        made.append((route.request.post_data_json, answer.json()))
        route.fulfill(response=answer)

    page.route(re.compile(r".*/api/tables$"), pass_on)
    page.get_by_role("button", name="Create the table").click()
    expect(page).to_have_url(re.compile(r".*/table/[A-Z0-9]+$"))
    (sent, created), = made
    table = ApiTable(server, created["code"], created["moderator_token"])
    table.seat_and_start(NAMES[:players])
    return sent["options"], table


def set_controls(box: Locator, game: str, radios: dict[str, str],
                 boxes: dict[str, bool]) -> None:
    """Check the radio of each option's value in ``radios``, tick or untick each checkbox of
    ``boxes`` (controls named "<game>.<option>")."""
    for option, value in radios.items():
        box.locator(f"input[name='{game}.{option}'][value='{value}']").check()
    for option, ticked in boxes.items():
        box.locator(f"input[name='{game}.{option}']").set_checked(ticked)


def every_option(game: str, sent: dict[str, Any]) -> None:
    """``sent`` names every option of ``game`` but the prearranged set-ups, and the seed."""
    assert set(sent) == set(engines.get(game).option_defaults) - PREARRANGED | {"seed"}




def test_every_neurodrez_option_set_in_the_form_reaches_the_table(
        server: str, new_phone: Any, shots: Any) -> None:
    page = new_phone("en-GB")

    def choose(box: Locator) -> None:
        set_controls(box, "neurodrez", {"mode": "cooperative", "teams_of_six": "3x2",
                                        "dice": "physical", "neutrals": "joker"},
                     {"auto_conquest": False, "safe_on_side_colours": True})
        order = box.locator("#neurodrez-colours-more")
        expect(order).to_be_hidden()
        box.get_by_text("In a chosen order").click()
        expect(order).to_be_visible()
        for place, colour in enumerate(COLOURS, start=1):
            box.locator(f"#neurodrez-colours-{place}").select_option(colour)
        both_sizes(shots, page, "options-neurodrez", "#neurodrez-colours-more")

    sent, table = create_from_form(page, server, "neurodrez", 6, 11, choose)
    assert sent == {"mode": "cooperative", "teams_of_six": "3x2", "colours": COLOURS,
                    "dice": "physical", "neutrals": "joker", "auto_conquest": False,
                    "safe_on_side_colours": True, "seed": 11}
    every_option("neurodrez", sent)
    public = table.view()["public"]
    assert public["mode"] == "cooperative"
    assert public["seat_colours"] == [[colour] for colour in COLOURS]
    assert [side["seats"] for side in public["sides"]] == [[0, 3], [1, 4], [2, 5]]
    assert public["options"] == {"auto_conquest": False, "safe_on_side_colours": True,
                                 "neutrals": "joker", "dice_mode": "physical"}


def _seed_that_draws_another_dealer(server: str, options: dict[str, Any]) -> tuple[int, int]:
    """A seed whose drawn first dealer is not the first seat (so that the draw shows), and that
    dealer: read off RummiDrez tables made over the API with ``options``."""
    for seed in range(1, 30):
        twin = ApiTable.create(server, "rummidrez", 3, options={**options, "seed": seed})
        dealer = twin.view()["public"]["dealer"]
        if dealer != 0:
            return seed, dealer
    raise AssertionError("no seed in 1-29 draws a dealer other than the first seat")


def test_every_rummidrez_option_set_in_the_form_reaches_the_table(
        server: str, new_phone: Any, shots: Any) -> None:
    wanted = {"cards": "physical", "neutral_anywhere": True, "target": None,
              "first_dealer": "random"}
    seed, dealer = _seed_that_draws_another_dealer(server, wanted)
    page = new_phone("en-GB")

    def choose(box: Locator) -> None:
        set_controls(box, "rummidrez", {"cards": "physical", "first_dealer": "random"},
                     {"neutral_anywhere": True})
        points = box.locator("#rummidrez-target")
        box.get_by_text("Another number of points").click()
        expect(points).to_be_visible()
        points.fill("21")
        both_sizes(shots, page, "options-rummidrez", "#rummidrez-target-more")
        box.get_by_text("Against the clock").click()
        expect(points).to_be_hidden()
        expect(points).to_be_disabled()  # so the 21 typed there is not sent

    sent, table = create_from_form(page, server, "rummidrez", 3, seed, choose)
    assert sent == {**wanted, "seed": seed}
    every_option("rummidrez", sent)
    public = table.view()["public"]
    assert public["cards"] == "physical" and public["neutral_anywhere"] is True
    assert public["target"] is None
    assert public["dealer"] == dealer


def test_pokerdrezs_betting_variant_set_in_the_form_reaches_the_table(
        server: str, new_phone: Any, shots: Any) -> None:
    page = new_phone("en-GB")

    def choose(box: Locator) -> None:
        set_controls(box, "pokerdrez", {"white": "1", "decks": "1", "dice": "physical",
                                        "neutral_timing": "any_time"},
                     {"pawn_removal": False, "first_move_redeal": False})
        stakes = box.locator("#pokerdrez-betting-more")
        expect(stakes).to_be_hidden()
        box.locator("input[name='pokerdrez.betting']").check()
        expect(stakes).to_be_visible()
        box.locator("#pokerdrez-betting-min").fill("2")
        box.locator("#pokerdrez-betting-max").fill("8")
        box.locator("input[name='pokerdrez.drawn_raise'][value='returned']").check()
        both_sizes(shots, page, "options-pokerdrez", "#pokerdrez-betting-more")

    sent, table = create_from_form(page, server, "pokerdrez", 2, 5, choose)
    assert sent == {"white": 1, "decks": 1, "dice": "physical", "neutral_timing": "any_time",
                    "pawn_removal": False, "first_move_redeal": False,
                    "betting": {"min": 2, "max": 8}, "drawn_raise": "returned", "seed": 5}
    every_option("pokerdrez", sent)
    view = table.view()
    public = view["public"]
    assert view["phase"] in ("play", "over"), "no pawn removal"
    assert public["white"] == 1 and public["dice"] == "physical"
    assert public["neutral_timing"] == "any_time"
    assert public["deck_size"] == 56 - 9, "one deck, 2 + 2 + 5 cards dealt"
    assert (public["stake"]["min"], public["stake"]["max"], public["stake"]["stake"]) == (2, 8, 2)


def test_a_chosen_game_starts_at_its_own_count_and_shows_the_options_that_apply(
        server: str, new_phone: Any, shots: Any) -> None:
    """ND8, SK3: the player count is the chosen game's own (not the one left by Politburo's 5);
    NeuroDrez's mode shows from two players and its teams of six at six only, hidden and
    disabled otherwise, so a hidden choice is never sent."""
    page = new_phone("es-ES")
    page.goto(f"{server}/?lang=es")
    players = page.locator("#players")
    expect(players).to_have_value("5")
    for game, count in (("sokudrez", "1"), ("politburo", "5"), ("neurodrez", "2")):
        page.locator(f"input[name='game'][value='{game}']").check()
        expect(players).to_have_value(count)
    page.locator("details.more > summary").click()
    box = page.locator(".game-options[data-game='neurodrez']")
    mode = box.locator("input[name='neurodrez.mode']").first
    teams = box.locator("input[name='neurodrez.teams_of_six']").first
    expect(mode).to_be_visible()
    expect(teams).to_be_hidden()
    expect(teams).to_be_disabled()
    both_sizes(shots, page, "options-neurodrez-2", ".game-options[data-game='neurodrez']")
    players.fill("6")
    players.dispatch_event("change")
    expect(teams).to_be_visible()
    expect(teams).to_be_enabled()
    page.get_by_role("button", name="Un jugador menos").click()
    expect(players).to_have_value("5")
    expect(teams).to_be_hidden()
    players.fill("1")
    players.dispatch_event("change")
    expect(mode).to_be_hidden()
    expect(mode).to_be_disabled()
    page.locator("input[name='game'][value='solodrez']").check()
    expect(players).to_have_value("1")


def test_a_missing_name_is_said_beside_the_name_field(server: str, new_phone: Any,
                                                      shots: Any) -> None:
    """VK3: "I moderate and play" without a name: the message is under the name field, which
    has the focus, on the first screen (not by the submit button, far below)."""
    page = new_phone("es-ES")
    page.goto(f"{server}/?lang=es")
    page.locator("input[name='game'][value='vikingdrez']").check()
    page.get_by_text("Modero y juego").click()
    page.get_by_role("button", name="Crear la mesa").click()
    message = page.locator("#own-name-error")
    expect(message).to_have_text("Escribe tu nombre para ocupar la primera plaza.")
    expect(page.locator("#own-name")).to_be_focused()
    expect(page.locator("#create-error")).to_be_empty()
    expect(message).to_be_in_viewport()
    field, said = (page.locator(selector).bounding_box() for selector in ("#own-name",
                                                                          "#own-name-error"))
    assert field is not None and said is not None
    assert 0 <= said["y"] - (field["y"] + field["height"]) < 40, (field, said)
    both_sizes(shots, page, "new-table-name-missing", "#own-name-field")
    page.locator("#own-name").fill("Ana")
    expect(message).to_be_empty()
