"""TriumfDrez on the phone pages, for the browser tests (no tests here): the prearranged deal,
the same hand replayed by the engine (each seat plays its first playable card) for the expected
result, and the phone's own actions: bidding with the buttons, opening the hand and tapping a
lit card (seed 004 TriumfDrez; docs/rules-decisions.md#triumfdrez)."""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, Viewer, apply
from referee.games.kit.cards import deck_ids
from referee.games.triumfdrez import GAME
from tests.e2e.e2e_kit import Phone, wait_until

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
    """Make ``args``'s bid with the buttons of the bid card and send it."""
    card = phone.page.locator("section[data-move='bid']")
    wait_until(card.count, f"{phone.name}'s bid card")
    card.locator(f"button[data-tricks='{args['tricks']}']").click()
    way = [(False, True, True), (False, False, True), (False, True, False), (False, False, False),
           (True, True, True), (True, False, True), (True, True, False), (True, False, False)]
    index = way.index((args["open"], args["trump"] is not None, args["supertrump"] is not None))
    card.locator(f"button[data-way='{index}']").click()
    if args["trump"]:
        card.locator(f"button[data-figure='{args['trump']}']").click()
    if args["supertrump"]:
        card.locator(f"button[data-colour='{args['supertrump']}']").click()
    card.locator("button.td-send").click()


def pass_call(phone: Phone) -> None:
    """Press Pass on the bid card."""
    card = phone.page.locator("section[data-move='bid']")
    wait_until(card.count, f"{phone.name}'s bid card")
    card.locator("button.td-pass").click()


def lit_cards(phone: Phone) -> list[str]:
    """The cards of the open fan that may be tapped."""
    return phone.page.eval_on_selector_all(
        ".td-hand.open button.w-card:not([disabled])", "els => els.map((e) => e.dataset.card)")


def play(phone: Phone, card: str) -> list[str]:
    """Open the hand, tap ``card`` (it must be lit); returns the lit cards it saw."""
    opener = phone.page.locator(".td-hand button.td-open")
    wait_until(opener.count, f"{phone.name}'s turn to play")
    opener.click()
    wait_until(lambda: phone.page.locator(".td-hand.open").count(), f"{phone.name}'s open fan")
    lit = lit_cards(phone)
    assert card in lit, f"{card} is not lit on {phone.name}'s phone: {lit}"
    # a fanned card shows its left strip only: tap there, as a thumb does
    button = phone.page.locator(f".td-hand.open button.w-card[data-card='{card}']")
    box = button.bounding_box()
    button.click(position={"x": 14, "y": box["height"] / 2})
    wait_until(lambda: phone.page.locator(".td-hand.open").count() == 0,
               f"{phone.name}'s hand to fold after playing {card}")
    return lit
