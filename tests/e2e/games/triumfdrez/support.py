"""TriumfDrez on the phone pages, for the browser tests (no tests here): the prearranged deal,
the same hand replayed by the engine (each seat plays its first playable card) for the expected
result, and the phone's own actions: bidding with the buttons, opening the hand and tapping a
lit card (seed 004 TriumfDrez; docs/rules-decisions.md#triumfdrez)."""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import expect

from referee.games.base import Actor, Viewer, apply
from referee.games.kit.cards import deck_ids
from referee.games.triumfdrez import GAME
from tests.e2e.e2e_kit import Phone, sent_after, tap, tap_and_send

#: The deck in catalogue order (joker-1 … pawn-9), its first 52 cards dealt round the table so
#: that every hand holds two or three of each figure and following matters.
ORDERED = deck_ids(neutrals=False)
#: Dealer 0: seat 1 gets the first 13 cards of the deal, then seats 2, 3 and 0; pawn-8 and
#: pawn-9 stay out.
HANDS = {seat: ORDERED[k:52:4] for k, seat in enumerate((1, 2, 3, 0))}
DECK = HANDS[1] + HANDS[2] + HANDS[3] + HANDS[0] + ORDERED[52:]
#: The auction: (seat, move, args) in order; seat 1 ends as declarer, open, with seat 3.
AUCTION: list[tuple[int, str, dict[str, Any]]] = [
    (1, "bid", {"tricks": 7, "trump": "joker", "supertrump": 9, "open": False}),
    (2, "pass", {}),
    (3, "bid", {"tricks": 7, "trump": None, "supertrump": 9, "open": False}),
    (0, "pass", {}),
    (1, "bid", {"tricks": 8, "trump": "joker", "supertrump": 9, "open": True}),
    (2, "pass", {}),
    (3, "pass", {}),
    (0, "pass", {}),
]


def replay() -> tuple[list[tuple[int, str, list[str]]], dict[str, Any]]:
    """The hand as the test plays it: every ``(seat, card, playable cards)`` in order (each seat
    plays its first playable card) and the engine's final state."""
    assert sorted(DECK) == sorted(deck_ids(neutrals=False))
    state = GAME.setup(4, GAME.options({"deck": DECK}, 4), random.Random(0))
    for seat, move, args in AUCTION:
        state = apply(GAME, state, Actor(seat), move, args, random.Random(0))
    plays = []
    while state["phase"] == "play":
        seat = state["to_act"]
        playable = GAME.view(state, Viewer(seat))["private"]["playable"]
        card = playable[0]
        plays.append((seat, card, playable))
        state = apply(GAME, state, Actor(seat), "play", {"card": card}, random.Random(0))
    return plays, state


def bid(phone: Phone, args: dict[str, Any]) -> None:
    """Make ``args``'s bid with the buttons of the bid card (each until pressed) and send it;
    waits until the card has moved on (the bid taken)."""
    card = "section[data-move='bid']"
    page = phone.page
    expect(page.locator(card), f"{phone.name}'s bid card").to_have_count(1)
    way = [(False, True, True), (False, False, True), (False, True, False), (False, False, False),
           (True, True, True), (True, False, True), (True, True, False), (True, False, False)]
    index = way.index((args["open"], args["trump"] is not None, args["supertrump"] is not None))
    choices = [f"{card} button[data-tricks='{args['tricks']}']",
               f"{card} button[data-way='{index}']"]
    if args["trump"]:
        choices.append(f"{card} button[data-figure='{args['trump']}']")
    if args["supertrump"]:
        choices.append(f"{card} button[data-colour='{args['supertrump']}']")
    tap_and_send([(page.locator(c), page.locator(f"{c}[aria-pressed='true']")) for c in choices],
                 page.locator(f"{card} button.td-send"), sent_after(page), f"{phone.name}'s bid")
    phone.wait_moved_on("bid")


def pass_call(phone: Phone) -> None:
    """Press Pass on the bid card until it is sent, and wait until it is taken."""
    card = phone.page.locator("section[data-move='bid']")
    expect(card, f"{phone.name}'s bid card").to_have_count(1)
    tap(card.locator("button.td-pass"), sent_after(phone.page), f"{phone.name}'s pass")
    phone.wait_moved_on("bid")


def lit_cards(phone: Phone) -> list[str]:
    """The cards of the open fan that may be tapped."""
    return phone.page.eval_on_selector_all(
        ".td-hand.open button.w-card:not([disabled])", "els => els.map((e) => e.dataset.card)")


def play(phone: Phone, card: str) -> list[str]:
    """Open the hand, tap ``card`` (it must be lit) until it is sent; returns the lit cards it
    saw."""
    page = phone.page
    opener = page.locator(".td-hand button.td-open")
    expect(opener, f"{phone.name}'s turn to play").to_have_count(1)
    lit: list[str] = []

    def seen_lit() -> None:  # read with the fan open; it is read again if the tap is made again
        lit[:] = lit_cards(phone)

    # a fanned card shows its left strip only: tap there, as a thumb does
    tap_and_send([(opener, page.locator(".td-hand.open"))],
                 page.locator(f".td-hand.open button.w-card[data-card='{card}']"),
                 sent_after(page), f"{phone.name}'s {card}", between=seen_lit,
                 position={"x": 14, "y": 24})
    assert card in lit, f"{card} was not lit on {phone.name}'s phone: {lit}"
    expect(page.locator(".td-hand.open"), f"{phone.name}'s hand to fold after playing {card}") \
        .to_have_count(0)
    return lit
