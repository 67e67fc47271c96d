"""The phone widgets (assets/static/js/widgets/) in Chromium at 360 × 640 and 390 × 844, on a
test-only page (harness/): a hand, an 8×8, a 7×7 and a 14×14-cross board, a tile grid and dice.
Taps a card, a piece and a lit target; checks callbacks, highlights, accessible names, sizes of
the touch targets and that nothing sticks out of the screen. Screenshots:
``tests/e2e/screenshots/widgets-<width>-*.png``.
"""

from __future__ import annotations

import itertools
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import SCREENSHOTS
from tests.e2e.e2e_kit import WAIT_MS, images_loaded, until
from tests.e2e.screen_checks import out_of_reach
from tests.e2e.widgets.harness_server import harness_server

VIEWPORTS = [{"width": 360, "height": 640}, {"width": 390, "height": 844}]


@pytest.fixture(scope="module")
def harness() -> Iterator[str]:
    """URL of the harness page."""
    with (tempfile.TemporaryDirectory(prefix="tapete-widgets-") as name,
          harness_server(Path(name) / "instance") as url):
        yield f"{url}/harness/"


@pytest.fixture(params=VIEWPORTS, ids=lambda v: f"{v['width']}x{v['height']}")
def page(request: pytest.FixtureRequest, browser: Any, harness: str) -> Iterator[Any]:
    """The harness page on a phone-sized screen, every image loaded; script errors fail."""
    context = browser.new_context(viewport=request.param, is_mobile=True, has_touch=True,
                                  device_scale_factor=2, locale="en-GB")
    errors: list[str] = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.set_default_timeout(WAIT_MS)
    page.goto(harness)
    harness_ready(page)
    images_loaded(page)
    page.width = request.param["width"]
    yield page
    context.close()
    assert not errors, f"errors in the page: {errors}"


def harness_ready(page: Any) -> None:
    until(page, "() => window.harnessReady === true", what="the harness")


def shot(page: Any, name: str, selector: str | None = None) -> None:
    """Screenshot of the page or of ``selector`` once every image has loaded."""
    images_loaded(page)
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / f"widgets-{page.width}-{name}.png"
    if selector is None:
        page.screenshot(path=str(path), full_page=True)
    else:
        page.locator(selector).screenshot(path=str(path))


def events(page: Any, kind: str) -> list[dict[str, Any]]:
    return page.evaluate("(kind) => window.events.filter((e) => e.kind === kind)", kind)


def box(page: Any, selector: str) -> dict[str, float]:
    return page.locator(selector).bounding_box()


def square(board: str, name: str) -> str:
    return f"#{board} [data-square='{name}']"


def test_nothing_sticks_out_and_every_image_is_the_printed_art(page: Any) -> None:
    shot(page, "page")
    assert page.evaluate("document.documentElement.scrollWidth") <= page.width
    sources = page.evaluate("[...document.images].map((img) => img.getAttribute('src'))")
    assert "/cards/pokerdrez/queen-5.png?lang=en" in sources, "a second deck's card, same image"
    assert "/cards/pokerdrez/back.png?lang=en" in sources
    assert "/cards/pieces/rook-white.png" in sources
    assert "/cards/neurodrez/tile-rojo-agua.png?lang=en" in sources


def test_hand_tap_to_select(page: Any) -> None:
    cards = page.locator("#hand .w-card")
    assert cards.count() == 5
    for i in range(5):
        size = cards.nth(i).bounding_box()
        assert size["width"] >= 44 and size["height"] >= 44
    rook = page.locator("#hand [data-card='rook-3']")
    expect(rook, "the catalogue's names").to_have_attribute("aria-label", "Rook 3")
    rook.click()
    queen = page.locator("#hand [data-card='queen-5#2']")
    queen.click()
    assert events(page, "select")[-1] == {"kind": "select", "ids": ["rook-3", "queen-5#2"],
                                          "card": "queen-5#2"}
    assert rook.get_attribute("aria-pressed") == "true"
    assert "picked" in rook.get_attribute("class")
    assert queen.get_attribute("aria-label") == "Queen 5"
    face_down = page.locator("#hand .w-card").nth(4)
    assert face_down.get_attribute("aria-label") == "face-down card"
    assert face_down.get_attribute("role") == "img", "a face-down card cannot be chosen"
    assert page.locator("#hand [data-card='neutral-1']").get_attribute("aria-label") == \
        "Neutral, swap", "a card's note is read out with its name"
    shot(page, "hand", "#hand-card")
    rook.click()
    assert events(page, "select")[-1]["ids"] == ["queen-5#2"]
    assert rook.get_attribute("aria-pressed") == "false"


def faces(page: Any, scope: str) -> list[str]:
    """The card ids and face images inside ``scope``: what a glance could read of a hand."""
    return page.evaluate("""(scope) => [
        ...document.querySelectorAll(`${scope} [data-card], ${scope} img`)]
        .map((el) => el.dataset.card || (el.getAttribute('src') || '').replace(/.*\\/|\\?.*/g, ''))
        .filter((name) => name && name !== 'back.png')""", scope)


def test_secret_hand_shows_faces_only_while_held(page: Any) -> None:
    scope = "#secret-hold"
    cards = page.locator(f"{scope} .w-card")
    expect(cards).to_have_count(3)
    assert faces(page, scope) == [], "face down: no id, no face image"
    assert cards.nth(1).get_attribute("aria-label") == "Card 2"
    cards.nth(1).click()
    assert events(page, "held")[-1]["ids"] == ["pawn-2"], "chosen by its place, face down"
    button = page.locator(f"{scope} button.hold")
    button.hover()
    page.mouse.down()
    try:
        chosen = page.locator(f"{scope} [data-card='pawn-2']")
        expect(chosen).to_have_attribute("aria-pressed", "true")
        expect(page.locator(f"{scope} .w-secret-extra")).to_have_text("You drew Rook 7.")
        assert faces(page, scope) == ["rook-7", "rook-7.png", "pawn-2", "pawn-2.png", "joker-3",
                                      "joker-3.png"]
        shot(page, "secret-held", scope)
    finally:
        page.mouse.up()
    expect(page.locator(f"{scope} [data-card='pawn-2']")).to_have_count(0)
    assert faces(page, scope) == []
    assert cards.nth(1).get_attribute("aria-pressed") == "true", "the choice stays"


def test_secret_hand_faces_are_loaded_before_the_first_hold(page: Any) -> None:
    # Found in the re-walk (N4): the first hold showed an empty frame while a face loaded.
    loaded = """() => performance.getEntriesByType('resource').map((e) => e.name)
        .filter((url) => /\\/(rook-7|pawn-2|joker-3)\\.png/.test(url)).length"""
    until(page, f"() => ({loaded})() === 3", what="the held hand's faces fetched face down")
    html = page.evaluate("document.documentElement.outerHTML")
    assert not any(face in html for face in ["rook-7", "pawn-2", "joker-3"]), "not in the DOM"


def test_secret_hand_composing_hides_when_idle_and_when_sent(page: Any) -> None:
    scope = "#secret-compose"
    toggle = page.locator(f"{scope} .w-secret-toggle")
    assert faces(page, scope) == []
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    tile = page.locator(f"{scope} [data-card='tile-azul-fuego']")
    tile.click()
    assert events(page, "tile")[-1]["ids"] == ["tile-azul-fuego"]
    expect(toggle, "hidden after a short idle time").to_have_attribute("aria-expanded", "false")
    assert faces(page, scope) == []
    chosen = page.locator(f"{scope} .w-card[aria-pressed='true']")
    assert chosen.count() == 1, "the tile stays chosen"
    toggle.click()
    expect(page.locator(f"{scope} [data-card='bishop-5']")).to_have_count(1)
    page.locator("#secret-send").click()
    assert faces(page, scope) == [], "hidden as the move is sent"


def test_a_refusal_in_the_bar_never_moves_the_buttons_under_the_finger(page: Any) -> None:
    # Found in the re-walk (Poker7, 360 px): the refusal under the buttons went away as the
    # finger came down, the bar got shorter from the top and "Raise" turned into "Fold".
    page.evaluate("window.mountBar()")
    page.locator("#bar-call").tap()
    expect(page.locator(".w-bar-error")).to_have_text("Not your turn.")
    shot(page, "bar-refused", ".w-bar-dock")
    raise_at = box(page, "#bar-raise")
    page.touchscreen.tap(raise_at["x"] + raise_at["width"] / 2,
                         raise_at["y"] + raise_at["height"] / 2)
    until(page, "() => window.events.filter((e) => e.kind === 'bar').length === 2",
          what="the second tap sent")
    assert [e["id"] for e in events(page, "bar")] == ["bar-call", "bar-raise"]
    expect(page.locator(".w-bar-error")).to_have_text("")
    assert box(page, "#bar-raise") == raise_at, "the buttons stayed where they were"


def test_a_refusal_of_an_earlier_decision_says_so(page: Any) -> None:
    # Found in the re-walk (N2): "Your turn" above, the stale "Not your turn." below it.
    page.evaluate("window.mountBar()")
    page.locator("#bar-call").tap()
    error = page.locator(".w-bar-error")
    expect(error).to_have_text("Not your turn.")
    assert "w-bar-stale" not in (error.get_attribute("class") or "")
    page.evaluate("window.reshowBar()")
    expect(error, "kept, but marked as past").to_have_text("Earlier: Not your turn.")
    expect(error).to_have_class(re.compile("w-bar-stale"))
    shot(page, "bar-refused-earlier", ".w-bar-dock")
    page.locator("#bar-fold").tap()
    expect(error, "gone at the next tap").to_have_text("")


def test_fan_selects_one_and_shows_every_corner(page: Any) -> None:
    cards = page.locator("#fan .w-card")
    boxes = [cards.nth(i).bounding_box() for i in range(cards.count())]
    steps = [b["x"] - a["x"] for a, b in itertools.pairwise(boxes)]
    assert min(steps) >= 40, f"each card keeps a strip to tap: {steps}"
    strip = {"x": 20, "y": 50}  # the left edge: what the next card leaves visible
    cards.nth(2).click(position=strip)
    cards.nth(5).click(position=strip)
    assert events(page, "fan")[-1]["ids"] == ["pawn-8"]
    assert cards.nth(2).get_attribute("aria-pressed") == "false"
    counts = page.locator("#counts .w-count")
    assert counts.first.get_attribute("aria-label") == "Ana: 5 cards"
    shot(page, "fan", "#fan .w-hand")


def test_a_long_fan_lies_in_rows_with_every_card_in_reach(page: Any) -> None:
    """Thirteen cards at 360 and 390 px: every card inside the screen's width, each showing a
    strip of at least 44 x 48 px (a tap in it lands on that card), in more than one row."""
    cards = page.locator("#fan13 .w-card")
    cards.first.scroll_into_view_if_needed()
    boxes = [cards.nth(i).bounding_box() for i in range(13)]
    assert len({round(box["y"]) for box in boxes}) > 1, "a 13-card hand wraps into rows"
    assert all(box["x"] >= 0 and box["x"] + box["width"] <= page.width for box in boxes), boxes
    assert out_of_reach(page, "#fan13 .w-card") == [], "each card's 44 x 48 px strip uncovered"
    assert page.evaluate("document.documentElement.scrollWidth") <= page.width
    cards.nth(12).click(position={"x": 20, "y": 20})
    assert events(page, "fan13")[-1]["ids"] == ["pawn-9"]
    shot(page, "fan13", "#fan13 .w-hand")


def test_chess_board_pick_and_move(page: Any) -> None:
    e2 = page.locator(square("board8", "e2"))
    size = e2.bounding_box()
    assert size["width"] >= 44 and abs(size["width"] - size["height"]) < 1
    assert "last" in page.locator(square("board8", "d5")).get_attribute("class")
    king = page.locator(square("board8", "e8"))
    assert king.get_attribute("aria-label") == "e8, black king, in check"
    assert "check" in king.get_attribute("class")
    page.locator(square("board8", "e7")).click()
    assert events(page, "board8-pick") == [], "black's pieces cannot be picked here"
    why = page.locator("#board8 .w-why")
    expect(why, "a tap that picks nothing says why").to_have_text("Not yours: e7")
    assert why.get_attribute("data-at") == "bottom", "away from the finger, at the top"
    e2.click()
    expect(why).to_be_hidden()
    assert events(page, "board8-pick")[-1]["square"] == "e2"
    assert "picked" in e2.get_attribute("class")
    e4 = page.locator(square("board8", "e4"))
    assert "target" in e4.get_attribute("class")
    assert e4.get_attribute("aria-label") == "e4, you can move here: Rook 3"
    assert e4.locator(".w-tag").inner_text() == "Rook 3"
    assert "target" in page.locator(square("board8", "e3")).get_attribute("class")
    assert "target" not in page.locator(square("board8", "e5")).get_attribute("class")
    shot(page, "board8-picked", "#board8 .w-board")
    e4.click()
    assert events(page, "board8-move")[-1] == {"kind": "board8-move", "from": "e2", "to": "e4",
                                               "label": "Rook 3"}
    assert page.locator("#board8 .target").count() == 0
    assert e4.get_attribute("aria-label") == "e4, white pawn, last move"
    assert "last" in e2.get_attribute("class")


def test_board_coordinates_and_orientation(page: Any) -> None:
    a1, h8 = box(page, square("board8", "a1")), box(page, square("board8", "h8"))
    assert a1["x"] < h8["x"] and a1["y"] > h8["y"], "white's side at the bottom"
    assert page.locator(square("board8", "a1")).locator(".w-coord").all_inner_texts() == ["a", "1"]
    g1, a7 = box(page, square("board7", "g1")), box(page, square("board7", "a7"))
    assert g1["x"] < a7["x"] and g1["y"] < a7["y"], "north at the bottom: the board turned"
    assert page.locator("#board7 .w-sq").count() == 49
    marked = page.evaluate("[...document.querySelectorAll('#board7 .marked')]"
                           ".map((b) => b.dataset.square).sort()")
    assert marked == ["a1", "a7", "d4", "g1", "g7"], "the throne and corners, as printed"
    assert page.locator("#board14 .w-sq").count() == 14 * 14 - 4 * 9
    a4, n11 = box(page, square("board14", "a4")), box(page, square("board14", "n11"))
    assert a4["y"] > n11["y"] and a4["x"] > n11["x"], "west at the bottom"
    assert page.locator(square("board14", "a1")).count() == 0, "cut corner"


def test_keyboard_moves_the_focus(page: Any) -> None:
    page.locator(square("board8", "e2")).focus()
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.dataset.square") == "e3"
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.square") == "f3"
    assert page.locator("#board8 [tabindex='0']").count() == 1
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    assert events(page, "board8-pick")[-1]["square"] == "f2"
    assert page.evaluate("document.activeElement.dataset.square") == "f2", "focus stays"
    assert page.locator("#board8 .target").count() == 2
    page.keyboard.press("Escape")
    assert events(page, "board8-pick")[-1]["square"] is None
    assert page.locator("#board8 .target, #board8 .picked").count() == 0


def test_seven_by_seven_slides(page: Any) -> None:
    c4 = page.locator(square("board7", "c4"))
    assert box(page, square("board7", "c4"))["width"] >= 44
    c4.click()
    lit = page.evaluate("[...document.querySelectorAll('#board7 .target')]"
                        ".map((b) => b.dataset.square).sort()")
    assert lit == ["c1", "c2", "c3", "c5", "c6", "c7"]
    page.locator(square("board7", "c6")).click()
    assert events(page, "board7-move")[-1]["to"] == "c6"
    shot(page, "board7", "#board7 .w-board")


def test_tiles_on_a_board_and_lit_squares(page: Any) -> None:
    d4 = page.locator(square("neuro", "d4"))
    assert d4.get_attribute("aria-label") == "d4, tile-rojo-agua"
    assert page.locator(square("neuro", "e4")).get_attribute("aria-label") == \
        "e4, Fire (Blue), Ana's"
    assert d4.locator("img.w-tile").get_attribute("src") == \
        "/cards/neurodrez/tile-rojo-agua.png?lang=en"
    d4.click()
    assert events(page, "neuro-place") == [], "a tile on the board is not picked up"
    d5 = page.locator(square("neuro", "d5"))
    assert "lit" in d5.get_attribute("class")
    assert d5.get_attribute("aria-label") == "d5, free: Water"
    shot(page, "neuro", "#neuro .w-board")
    d5.click()
    assert events(page, "neuro-place")[-1] == {"kind": "neuro-place", "from": None, "to": "d5",
                                               "label": "Water"}
    assert page.locator("#neuro .lit").count() == 0
    assert d5.get_attribute("aria-label") == "d5, tile-verde-tierra, last move"


def test_cross_board_for_four(page: Any) -> None:
    size = box(page, square("board14", "h7"))
    assert size["width"] >= 22, f"14 × 14 squares are {size['width']} px"
    page.locator(square("board14", "b7")).click()
    targets = page.locator("#board14 .target")
    lit = page.evaluate("[...document.querySelectorAll('#board14 .target')]"
                        ".map((b) => b.dataset.square).sort()")
    assert lit == ["b6", "c6", "c7", "c8"]
    assert page.locator("#board14 .w-tag").first.is_hidden(), "no tag text on 14 × 14"
    assert "Knight 5" in targets.first.get_attribute("aria-label")
    shot(page, "board14-picked", "#board14 .w-board")
    c8 = page.locator(square("board14", "c8"))
    c8.click()
    assert events(page, "board14-move") == [], "squares under 44 px: a tap only chooses"
    assert "pending" in c8.get_attribute("class")
    assert "pending" in page.locator(square("board14", "b7")).get_attribute("class")
    bar = page.locator("#board14 .w-confirm")
    expect(bar).to_contain_text("b7–c8, paid with Knight 5?")
    shot(page, "board14-confirm", "#board14 .w-board")
    bar.get_by_role("button", name="Cancel").click()
    expect(bar).to_be_hidden()
    assert "pending" not in c8.get_attribute("class")
    page.locator(square("board14", "b7")).click()
    c8.click()
    play = bar.get_by_role("button", name="Play b7–c8")
    assert play.bounding_box()["height"] >= 44
    play.click()
    assert events(page, "board14-move")[-1]["label"] == "Knight 5"
    expect(bar).to_be_hidden()


def test_tile_grid_grows(page: Any) -> None:
    free = page.locator("#tiles .lit")
    before = free.count()
    assert before == 7
    assert box(page, "#tiles [data-square='2,0']")["width"] >= 44
    page.locator("#tiles [data-square='2,0']").click()
    assert events(page, "place")[-1] == {"kind": "place", "x": 2, "y": 0}
    expect(page.locator("#tiles [data-square='3,0']"), "the grid to grow").to_have_count(1)
    assert page.evaluate("document.documentElement.scrollWidth") <= page.width
    shot(page, "tiles", "#tiles .w-tiles")


def test_dice(page: Any) -> None:
    die = page.locator("#die .w-die")
    assert die.get_attribute("aria-label") == "Die showing 5"
    page.locator("#roll").click()
    until(page, "() => window.events.some((e) => e.kind === 'rolled')", what="the roll to end")
    assert die.get_attribute("aria-label") == "Die showing 3"
    assert page.locator("#die .w-die-pip").count() == 3
    faces = page.locator("#die-physical .w-die-pick")
    assert faces.count() == 6 and faces.first.bounding_box()["width"] >= 44
    faces.nth(3).click()
    assert events(page, "die")[-1]["value"] == 4
    assert faces.nth(3).get_attribute("aria-pressed") == "true"
    shot(page, "dice", "#die-card")


def test_reduced_motion_shows_the_roll_at_once(browser: Any, harness: str) -> None:
    context = browser.new_context(viewport=VIEWPORTS[0], reduced_motion="reduce")
    page = context.new_page()
    page.goto(harness)
    harness_ready(page)
    label = page.evaluate("""() => {
        document.getElementById("roll").click();
        const die = document.querySelector("#die .w-die");
        return [die.getAttribute("aria-label"), die.classList.contains("rolling")];
    }""")
    assert label == ["Die showing 3", False], "no tumbling: the value shows on the tap"
    context.close()


def test_spanish_names_and_faces(browser: Any, harness: str) -> None:
    context = browser.new_context(viewport=VIEWPORTS[1], locale="es-ES")
    page = context.new_page()
    page.goto(f"{harness}?lang=es")
    harness_ready(page)
    rook = page.locator("#hand [data-card='rook-3']")
    expect(rook, "the Spanish card names").to_have_attribute("aria-label", "Torre 3")
    assert rook.locator("img").get_attribute("src") == "/cards/pokerdrez/rook-3.png?lang=es"
    assert page.locator(square("board8", "e1")).get_attribute("aria-label") == "e1, rey blanco"
    page.locator(square("board8", "e2")).click()
    assert page.locator(square("board8", "e3")).get_attribute("aria-label") == \
        "e3, puedes mover aquí"
    assert page.locator("#die .w-die").get_attribute("aria-label") == "Dado con 5"
    context.close()
