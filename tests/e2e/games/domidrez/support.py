"""DomiDrez's screen driven like a player would (no tests here): a prearranged deal for three
phones in which Bob goes out after 25 moves, and the taps of a turn (open the hand, tap a lit
card, name a neutral card's figure and colour, draw).

Imported as ``tests.e2e.games.domidrez.support``.
"""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import expect

from referee.games.domidrez.deal import game_deck
from tests.e2e.e2e_kit import Phone, hold, open_switch, sent_after, tap, tap_and_send
from tests.e2e.table_kit import ApiTable

# The deal, top of the deck first (dealer Ana, seat 0): Bob's nine, Carmen's nine, Ana's nine,
# the card turned up, then the deck. Found by playing, at every turn, the first card of the hand
# that matches (else drawing): Bob empties his hand on the 25th move.
BOB = ["pawn-2", "knight-2", "knight-3", "bishop-3", "neutral-1", "bishop-4", "rook-4", "rook-5",
       "queen-5"]
CARMEN = ["queen-1", "pawn-4", "bishop-5", "rook-9", "bishop-9", "joker-8", "bishop-2", "pawn-5",
          "pawn-7"]
ANA = ["pawn-6", "queen-4", "queen-3", "bishop-1", "joker-1", "neutral-2", "rook-7", "knight-8",
       "queen-9"]
TOP = "pawn-1"
DRAWS = ["joker-5", "bishop-6", "knight-4"]

#: The hand, move by move: (seat, move, args). Seats: 0 Ana, 1 Bob, 2 Carmen.
SCRIPT: list[tuple[int, str, dict[str, Any]]] = [
    (1, "play", {"card": "pawn-2"}), (2, "play", {"card": "pawn-4"}),
    (0, "play", {"card": "pawn-6"}),
    (1, "play", {"card": "neutral-1", "figure": "queen", "colour": 6}),
    (2, "play", {"card": "queen-1"}), (0, "play", {"card": "queen-4"}),
    (1, "play", {"card": "bishop-4"}), (2, "play", {"card": "bishop-5"}),
    (0, "play", {"card": "bishop-1"}), (1, "play", {"card": "bishop-3"}),
    (2, "play", {"card": "bishop-9"}),
    (0, "play", {"card": "neutral-2", "figure": "rook", "colour": 5}),
    (1, "play", {"card": "rook-4"}), (2, "play", {"card": "rook-9"}),
    (0, "play", {"card": "rook-7"}), (1, "play", {"card": "rook-5"}),
    (2, "play", {"card": "pawn-5"}), (0, "draw", {}), (1, "play", {"card": "queen-5"}),
    (2, "draw", {}), (0, "play", {"card": "queen-3"}), (1, "play", {"card": "knight-3"}),
    (2, "draw", {}), (0, "play", {"card": "knight-8"}), (1, "play", {"card": "knight-2"}),
]


def deck() -> list[str]:
    """The 56 card ids in the order of the scenario."""
    top = BOB + CARMEN + ANA + [TOP] + DRAWS
    return top + [c for c in game_deck(1) if c not in top]


def blocked_deck() -> list[str]:
    """A two-player deal that ends blocked (Ana 1 card left, Bob 4) when each seat plays the
    first matching card of its hand, a neutral naming Pawn and grey (1), else draws or passes."""
    cards = game_deck(1)
    random.Random(6).shuffle(cards)
    return cards


def first_choice(table: ApiTable, seat: int) -> tuple[str, dict[str, Any]]:
    """The move ``seat`` makes in ``blocked_deck``'s hand: its first matching card, else draw
    or pass (the one its view offers)."""
    mine = table.view(seat)["private"]
    if "play" not in mine["moves"]:
        return mine["moves"][0], {}
    card = mine["playable"][0]
    return "play", {"card": card, **({"figure": "pawn", "colour": 1}
                                     if card.startswith("neutral") else {})}


def wait_turn(phone: Phone, what: str = "") -> None:
    """Wait until ``phone``'s status line says it is this seat's turn (``what``: which one)."""
    expect(phone.page.locator("#status"), f"{phone.name}'s turn {what}") \
        .to_have_attribute("data-kind", "act")


def open_hand(phone: Phone) -> None:
    """Open the hand to play (the switch under it) once it may open, unless it is open."""
    open_switch(phone, ".dd-hand button.dd-open", ".dd-hand.open", "hand")


def lit(phone: Phone) -> list[str]:
    """The cards of the open hand that may be played (enabled), in hand order."""
    return phone.page.evaluate("""() => [...document.querySelectorAll(
        ".dd-hand.open button.w-card:enabled")].map((b) => b.dataset.card)""")


def shown_cards(phone: Phone) -> list[str]:
    """Every card id drawn face up anywhere on ``phone``'s page."""
    return phone.page.evaluate("""() => [...document.querySelectorAll("[data-card]")]
        .map((el) => el.dataset.card).filter(Boolean)""")


def held_hand(phone: Phone, shot: Any = None) -> list[str]:
    """Hold "Hold to see your hand", read the cards shown, let go; checks that they show only
    while held. ``shot()`` runs while the hand is shown."""
    fan = phone.page.locator(".dd-hand .w-secret .w-card:not([data-card=''])")

    def read() -> list[str]:
        cards = fan.evaluate_all("(cards) => cards.map((card) => card.dataset.card)")
        if shot is not None:
            shot()
        return cards

    return hold(phone, phone.page.locator(".dd-hand button.hold"), fan, read)


def play(phone: Phone, args: dict[str, Any], shot: Any = None) -> None:
    """Tap the card of ``args`` in the open hand until it is sent; for a neutral card, tap its
    figure and colour and then the play button. ``shot()`` runs once the neutral card's choice
    is made."""
    open_hand(phone)
    page = phone.page
    # A fanned card shows its left strip (its corner index) only: tap there, as a finger does.
    card = page.locator(f".dd-hand.open button.w-card[data-card='{args['card']}']")
    if "figure" not in args:
        tap(card, sent_after(page), f"{phone.name}'s {args['card']}", position={"x": 12, "y": 40})
        return
    tap(card, page.locator(".dd-naming"), f"{phone.name}'s {args['card']}",
        position={"x": 12, "y": 40})
    figure = f".dd-naming [data-figure='{args['figure']}']"
    colour = f".dd-naming [data-colour='{args['colour']}']"
    tap_and_send([(page.locator(figure), page.locator(f"{figure}[aria-pressed='true']")),
                  (page.locator(colour), page.locator(f"{colour}[aria-pressed='true']"))],
                 page.locator(".dd-naming .dd-play-neutral"), sent_after(page),
                 f"{phone.name}'s {args['card']} naming {args['figure']}", between=shot)


def draw(phone: Phone) -> None:
    """Tap "Draw a card" (the action card of a seat with no matching card) until it is sent."""
    phone.wait_action("draw")
    tap(phone.page.locator("section[data-move='draw'] button"), sent_after(phone.page),
        f"{phone.name}'s draw")
