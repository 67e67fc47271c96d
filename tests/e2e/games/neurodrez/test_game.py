"""A whole NeuroDrez game through three phones (Spanish, English, Spanish): a table with a
prearranged tile deal and the printed dice (docs/rules-decisions.md#neurodrez), start rolls,
twelve turns of rolls, tiles placed from the hidden hands and pieces entered and moved on their
own colours, early sudden death called at 18 tiles, and the win it gives at once: the only agua
tile left on the terrain is Ana's white one ("You won" / "You lost").

Screenshots at 390 × 844 and 360 × 640 go to tests/e2e/screenshots/neurodrez-*.png.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.e2e.e2e_kit import SMALL, Phone, confirm, join_table, sent_after, tap
from tests.e2e.games.neurodrez.support import (
    LIT,
    TILES,
    enter,
    faces,
    lit,
    lit_square,
    move,
    my_turn,
    pick,
    pieces,
    place,
    roll,
    square,
    start_roll,
    terrain,
    wait_piece,
)
from tests.e2e.table_kit import page_move, page_start, page_table, page_view

# Seats: Ana 0 (blanco, verde), Bob 1 (negro, azul), Cris 2 (rojo, amarillo).
COLOURS = ["blanco", "negro", "rojo", "verde", "azul", "amarillo"]
BLOCK = ["tile-blanco-agua", "tile-negro-tierra", "tile-rojo-aire", "tile-verde-fuego",
         "tile-azul-flora", "tile-amarillo-fauna"]  # c4 d4 e4 c5 d5 e5
# Each turn: seat, the tile placed and where, the dice (figure 6: any piece; the colour of the
# tile the piece goes to), and the piece entered (reserve) or moved (from a square).
TURNS = [
    (0, "tile-blanco-tierra", "c3", "blanco", ("enter", "blanco-queen", "c4")),
    (1, "tile-negro-fuego", "d3", "negro", ("enter", "negro-queen", "d4")),
    (2, "tile-rojo-tierra", "e3", "rojo", ("enter", "rojo-queen", "e4")),
    (0, "tile-verde-aire", "c6", "verde", ("enter", "verde-rook", "c5")),
    (1, "tile-azul-aire", "d6", "azul", ("enter", "azul-rook", "d5")),
    (2, "tile-amarillo-flora", "e6", "amarillo", ("enter", "amarillo-rook", "e5")),
    (0, "tile-blanco-flora", "b4", "blanco", ("enter", "blanco-bishop", "c3")),
    (1, "tile-negro-fauna", "b5", "negro", ("enter", "negro-bishop", "d3")),
    (2, "tile-rojo-fuego", "f4", "rojo", ("enter", "rojo-bishop", "e3")),
    (0, "tile-verde-fauna", "f5", "blanco", ("move", "c4", "b4")),
    (1, "tile-azul-tierra", "b3", "negro", ("move", "d4", "b5")),
    (2, "tile-amarillo-aire", "f3", "rojo", ("move", "e4", "f4")),
]


def tile_deal() -> list[str]:
    """The start block, then each seat's ten tiles: its four placements first, the other
    agua tiles and the rest after them (they never reach the terrain)."""
    placed = {seat: [t for s, t, *_ in TURNS if s == seat] for seat in range(3)}
    used = set(BLOCK) | {t for tiles in placed.values() for t in tiles}
    colours = COLOURS
    rest = [f"tile-{c}-{s}" for c in colours
            for s in ("agua", "tierra", "aire", "fuego", "flora", "fauna")
            if f"tile-{c}-{s}" not in used]
    deal = list(BLOCK)
    for seat in range(3):
        deal += placed[seat] + rest[seat * 6:(seat + 1) * 6]
    return deal


def start(server: str, new_phone: Any) -> tuple[Phone, Phone, Phone]:
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "neurodrez", 3, {
        "colours": COLOURS, "tiles": tile_deal(), "dice": "physical"}, "Ana", lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    cris = join_table(new_phone, f"{server}/join/{code}", code, "Cris", "es-ES")
    page_start(ana.page, code)
    for phone in (ana, bob, cris):
        TILES.wait_ready(phone, 6)
    return ana, bob, cris


def test_three_phones_play_to_a_sudden_death_win(server: str, new_phone: Any,
                                                 shots: Any) -> None:
    ana, bob, cris = start(server, new_phone)
    phones = [ana, bob, cris]
    shots(bob.page, "neurodrez-start-rolls-en")
    for phone, value in ((ana, 6), (bob, 2), (cris, 3)):
        start_roll(phone, value)
    ana.wait_status("Te toca")
    bob.wait_status("Waiting for Ana.")
    assert "tile-verde-fauna" not in bob.page.content()  # Ana's hand never reaches Bob

    for n, (seat, tile, to, colour, piece_move) in enumerate(TURNS):
        phone = phones[seat]
        if n == 4:
            my_turn(bob, "roll")
            bob.page.set_viewport_size(SMALL)
            for face, pressed in faces(bob, 6, "azul"):
                tap(face, pressed, "Bob's die faces")
            shots(bob.page, "neurodrez-roll-small-en", scroll=".nd-dice-card")
            bob.page.set_viewport_size({"width": 390, "height": 844})
        roll(phone, 6, colour, "tierra")
        place(phone, tile, to)
        if n == 0:
            shots(ana.page, "neurodrez-placed-es", scroll=".nd-terrain")
        if n == len(TURNS) - 1:
            confirm(phone.page.locator("button[data-move='call_sudden_death']"),
                    f"{phone.name}'s call of sudden death")
            cris.wait_text("muerte súbita")
        kind, what, where = piece_move
        if kind == "enter":
            if n == 1:
                tap(bob.page.locator(f".nd-reserve-piece[data-piece='{what}']"),
                    lit_square(bob, where), "Bob's lit squares")
                shots(bob.page, "neurodrez-enter-en", scroll=".nd-terrain")
                bob.page.locator(f".nd-reserve-piece[data-piece='{what}']").click()
            enter(phone, what, where)
        else:
            move(phone, what, where)
        if n == 6:
            shots(cris.page, "neurodrez-midgame-es", scroll=".nd-terrain")
            cris.page.set_viewport_size(SMALL)
            shots(cris.page, "neurodrez-midgame-small-es", scroll=".nd-terrain")
            cris.page.set_viewport_size({"width": 390, "height": 844})

    for phone, title in ((ana, "Has ganado"), (bob, "You lost"), (cris, "Has perdido")):
        phone.wait_status(title)
    assert "Ana holds every remaining Water tile." in bob.text()
    assert "Ana domina todas las losetas de Agua que quedan." in cris.text()
    assert len(terrain(bob)) == 18 and len(pieces(bob)) == 9
    shots(ana.page, "neurodrez-end-es")
    shots(bob.page, "neurodrez-end-en", scroll=".nd-end")
    bob.page.set_viewport_size(SMALL)
    shots(bob.page, "neurodrez-end-small-en", scroll=".nd-terrain")


def test_a_round_on_a_foreign_tile_conquers_it_on_a_small_phone(server: str, new_phone: Any,
                                                                 shots: Any) -> None:
    """Two phones: Ana's red knight enters the green water tile (a clock shows), Bob plays
    elsewhere, and at Ana's next turn the tile wears her red token; the knight, picked on the
    board, lights its own moves."""
    block = ["tile-blanco-tierra", "tile-verde-agua", "tile-negro-fuego", "tile-rojo-aire",
             "tile-azul-flora", "tile-amarillo-fauna"]  # c4 d4 e4 c5 d5 e5
    rest = [t for t in tile_deal() if t not in block]
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "neurodrez", 2, {
        "colours": COLOURS, "dice": "physical", "tiles": block + rest}, "Ana", lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    page_start(ana.page, code)
    for phone in (ana, bob):
        phone.page.set_viewport_size(SMALL)
        TILES.wait_ready(phone, 6)
    start_roll(ana, 5)
    start_roll(bob, 1)
    roll(ana, 2, "verde", "tierra")
    place(ana, rest[0], "c3")
    enter(ana, "rojo-knight", "d4")
    wait_piece(bob, "d4")
    expect(square(bob, "d4").locator(".nd-clock"), "the clock on Bob's phone").to_have_count(1)
    assert "conquering" in terrain(bob)["d4"]
    shots(bob.page, "neurodrez-clock-small-en", scroll=".nd-terrain")
    roll(bob, 1, "negro", "fuego")
    place(bob, rest[15], "e3")
    enter(bob, "negro-pawn", "e4")
    expect(square(ana, "d4").locator(".nd-token.nd-c-rojo"), "Ana's red token on d4") \
        .to_have_count(1)
    assert "conquistada: rojo" in terrain(ana)["d4"]
    # The figure die shows the knight (2): with a 3 (bishop) the knight could move only when
    # the shuffled deck had dealt Ana a knight card, and it lit nothing about half the time.
    roll(ana, 2, "azul", "agua")
    place(ana, rest[1], "b4")
    my_turn(ana, "move")
    pick(ana, "d4")
    assert "d5" in lit(ana) and "c5" not in lit(ana)  # d5 by the blue colour die
    shots(ana.page, "neurodrez-conquered-small-es", scroll=".nd-terrain")


# Two players: Ana (seat 0: blanco, rojo, azul), Bob (seat 1: negro, verde, amarillo). The six
# surfaces stay shared between the sides; agua has Bob's green tile and Ana's white one on b4.
ANA_TILES = ["tile-blanco-agua", "tile-negro-tierra", "tile-blanco-fuego", "tile-verde-aire",
             "tile-negro-flora", "tile-rojo-fauna"]
BOB_TILES = ["tile-azul-tierra", "tile-amarillo-fuego", "tile-negro-aire", "tile-verde-flora",
             "tile-blanco-fauna", "tile-rojo-tierra"]
SQUARES = ["b4", "f4", "c3", "d3", "e3", "c6", "d6", "e6", "b5", "f5", "f3", "b3"]


def _api_turn(phone: Phone, code: str, tile: str, to: str, caller: Phone | None = None) -> None:
    """One turn through the API: roll 6 and a colour of the seat with a free tile of it, place
    ``tile`` on ``to``, then move a piece onto a free tile of its own colour (no clock starts),
    never onto b4. ``caller`` calls sudden death after the placement."""
    view = page_view(phone.page, code)
    mine = view["private"]["colours"]
    taken = {p["square"] for p in view["public"]["pieces"]}
    free = {sq: spot["colour"] for sq, spot in view["public"]["terrain"].items()
            if sq not in taken and sq != "b4"}
    colour = next(c for c in mine if c in free.values())
    page_move(phone.page, code, "roll", {"figure": 6, "colour": colour, "surface": "tierra"})
    page_move(phone.page, code, "place_tile", {"tile": tile, "square": to})
    if caller is not None:
        page_move(caller.page, code, "call_sudden_death", {})
    view = page_view(phone.page, code)
    terrain_now = view["public"]["terrain"]
    for entry in view["private"]["legal"]:
        own = entry["piece"].split("-")[0]
        for target in entry["to"]:
            square_ = target["square"]
            if (square_ != "b4" and target["captures"] is None
                    and terrain_now[square_]["colour"] == own and "die" in
                    [s["by"] for s in entry["by"]]):
                page_move(phone.page, code, "move", {"piece": entry["piece"], "by": "die",
                                                     "to": square_})
                return
    raise AssertionError(f"no quiet move for {phone.name}")


def test_a_sudden_death_removal_wins_for_the_remover(server: str, new_phone: Any,
                                                     shots: Any) -> None:
    block = ["tile-blanco-tierra", "tile-verde-agua", "tile-negro-fuego", "tile-rojo-aire",
             "tile-azul-flora", "tile-amarillo-fauna"]  # c4 d4 e4 c5 d5 e5
    others = [t for t in tile_deal() if t not in block + ANA_TILES + BOB_TILES]
    deal = block + ANA_TILES + others[:9] + BOB_TILES + others[9:]
    ana = Phone(new_phone("es-ES"), "Ana", "es")
    code = page_table(ana.page, server, "neurodrez", 2, {
        "colours": COLOURS, "dice": "physical", "tiles": deal}, "Ana", lang="es")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "en-GB")
    page_start(ana.page, code)
    page_move(ana.page, code, "start_roll", {"value": 6})
    page_move(bob.page, code, "start_roll", {"value": 1})
    phones = [ana, bob]
    tiles = [ANA_TILES, BOB_TILES]
    for turn, to in enumerate(SQUARES):
        seat = turn % 2
        caller = ana if turn == len(SQUARES) - 1 else None
        _api_turn(phones[seat], code, tiles[seat][turn // 2], to, caller)
    bob.page.set_viewport_size(SMALL)
    TILES.wait_ready(bob, 18)
    roll(bob, 1, "negro", "agua")
    expect(lit_square(bob, "b4"), "the removable tiles lit on Bob's phone").to_have_count(1)
    assert "d4" not in lit(bob) and "c4" not in lit(bob)  # inside, or under a piece
    # A-N10: the lit ring marks the tile; its "remove" is said, not drawn over the surface.
    expect(square(bob, "b4")).to_have_attribute("aria-label", re.compile(r"remove$"))
    assert square(bob, "b4").locator(".w-tag").evaluate(
        "el => el.getBoundingClientRect().width * el.getBoundingClientRect().height") <= 1
    shots(bob.page, "neurodrez-removal-small-en", scroll=".nd-terrain")
    tap(square(bob, "b4"), sent_after(bob.page), "Bob's removal of b4")
    for phone, title in ((bob, "You won"), (ana, "Has perdido")):
        phone.wait_status(title)
    assert "Bob holds every remaining Water tile." in bob.text()
    shots(ana.page, "neurodrez-removal-end-es", scroll=".nd-end")


def test_a_solo_table_rolls_places_and_enters(server: str, new_phone: Any, shots: Any) -> None:
    """One phone plays the six colours with the app's dice: roll, place a tile, enter a piece."""
    ana = Phone(new_phone("en-GB"), "Ana", "en")
    code = page_table(ana.page, server, "neurodrez", 1, {}, "Ana", lang="en")  # a table of
    TILES.wait_ready(ana, 6)  # one: started
    assert "Solo: each of the six colours" in ana.text()
    tap(ana.page.locator("button[data-move='roll']"), sent_after(ana.page), "Ana's roll")
    ana.wait_text("Show your tiles and choose one")
    toggle = ana.page.locator(".nd-hand .w-secret-toggle")
    tap(toggle, ana.page.locator(".nd-hand .w-secret-toggle[aria-expanded='true']"), "Ana's hand")
    tile = page_view(ana.page, code)["private"]["tiles"][0]
    tap(ana.page.locator(f".nd-hand [data-card='{tile}']"), ana.page.locator(LIT),
        "free squares lit")
    to = lit(ana)[0]
    shots(ana.page, "neurodrez-solo-place-en", scroll=".nd-terrain")
    tap(square(ana, to), sent_after(ana.page), f"Ana's tile on {to}")
    expect(square(ana, to).locator("img.w-tile"), "the tile placed").to_have_count(1)
    view = page_view(ana.page, code)
    entry = next(m for m in view["private"]["legal"] if m["from"] is None)
    enter(ana, entry["piece"], entry["to"][0]["square"])
    assert page_view(ana.page, code)["public"]["turn"]["number"] == 2
    # The hidden hand's size: one tile placed, two cards (each with its own plural).
    tiles = len(page_view(ana.page, code)["private"]["tiles"])
    ana.wait_text(f"{tiles} tiles, 2 cards")
    # The solo player gives the game up: the end names her, not "the players".
    confirm(ana.page.locator("button[data-move='concede']"), "Ana's give up")
    ana.wait_text("Ana gave the game up.")
    assert "The players" not in ana.text()


def test_a_cooperative_give_up_is_offered_and_answered_on_two_small_phones(
        server: str, new_phone: Any, shots: Any) -> None:
    """ND7: in a cooperative game of two, Ana's "Offer to give up" asks Bob; his "Play on" is
    told on Ana's last-event line and the game goes on; her second offer, accepted, ends it for
    both ("Nobody won", naming whose offer it was). Both phones at 360 × 640."""
    ana = Phone(new_phone("en-GB"), "Ana", "en")
    code = page_table(ana.page, server, "neurodrez", 2, {"mode": "cooperative"}, "Ana", lang="en")
    bob = join_table(new_phone, f"{server}/join/{code}", code, "Bob", "es-ES")
    page_start(ana.page, code)
    for phone in (ana, bob):
        phone.page.set_viewport_size(SMALL)
        TILES.wait_ready(phone, 6)
    offer = ana.page.locator("button[data-move='concede']")
    expect(offer, "Ana's give-up button names an offer").to_have_text("Offer to give up")
    confirm(offer, "Ana's offer to give up")
    bob.wait_status("Ana propone abandonar.")
    bob.wait_text("Ana propone abandonar: ¿abandonas tú también?")
    ana.wait_text("You offered to give up; waiting for Bob.")
    expect(ana.page.locator("button[data-move='concede']"), "no second offer").to_have_count(0)
    shots(ana.page, "neurodrez-give-up-offered-small-en",
          scroll="section[aria-label='Giving up and sudden death']")
    play_on = bob.page.get_by_role("button", name="Seguir jugando")
    shots(bob.page, "neurodrez-give-up-asked-top-small-es", scroll="#status")
    shots(bob.page, "neurodrez-give-up-asked-small-es",
          scroll="section[aria-label='Abandonar y muerte súbita']")
    tap(play_on, sent_after(bob.page), "Bob's play on")
    expect(ana.page.locator(".w-last")).to_contain_text(
        "Bob plays on: the offer to give up is refused.")
    expect(bob.page.get_by_role("button", name="Abandonar todos")).to_have_count(0)
    shots(ana.page, "neurodrez-give-up-refused-small-en")
    assert page_view(ana.page, code)["outcome"] is None

    confirm(ana.page.locator("button[data-move='concede']"), "Ana's second offer")
    together = bob.page.get_by_role("button", name="Abandonar todos")
    tap(together, sent_after(bob.page), "Bob's acceptance")
    ana.wait_status("Nobody won")
    bob.wait_status("Nadie ha ganado")
    ana.wait_text("Everyone agreed to give up, at Ana's offer.")
    bob.wait_text("Todos aceptaron abandonar, a propuesta de Ana.")
    for phone in (ana, bob):  # A-N11: one signal, the end card's
        expect(phone.page.locator("#status")).to_have_attribute("data-kind", "lost")
        expect(phone.page.locator(".nd-end")).to_have_attribute("data-result", "lost")
    shots(bob.page, "neurodrez-give-up-agreed-small-es")
