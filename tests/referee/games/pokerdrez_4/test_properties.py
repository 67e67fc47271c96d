"""PokerDrez for 4, random games (Hypothesis): random deals and options, random payable moves and
re-entries, random swaps, rolls and probes, checked at every step.

At every step: the cards are conserved (hands + common + deck + discard = the game's deck), four
kings stand on the board, no piece stands on a missing corner, pieces on the board plus reserves
make 16 per colour, no accepted move leaves the mover's king attacked by an opponent, a move is
accepted exactly when the mover's view lists it as payable with that card, a refused move leaves
the state as it was, and no card that never left the deck reaches any view. A game still going
after ``STEP_CAP`` steps is resigned. Every game ends with a valid outcome.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, Viewer, apply
from referee.games.kit import cards
from referee.games.kit.board import CROSS
from referee.games.kit.zones import COMMON, DECK, DISCARD, hand
from referee.games.pokerdrez_4 import GAME
from referee.games.pokerdrez_4.check import in_check, position_of
from referee.games.pokerdrez_4.turns import partner
from tests.referee.games.pokerdrez_4.support import refused, strings

STEP_CAP = 90
REASONS = {"checkmate", "resignation", "agreement", "stuck"}
PAIRS = [[0, 2], [1, 3]]
SETTINGS = settings(max_examples=8,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
OPTIONS = st.fixed_dictionaries({
    "decks": st.sampled_from([1, 2]),
    "die": st.booleans(),
    "dice": st.sampled_from(["app", "physical"]),
    "stuck": st.sampled_from(["pass", "draw"]),
    "neutral_timing": st.sampled_from(["own_turn", "any_time"]),
})


class RandomGame:
    """One random game: the state, the cards ever out of the deck, and the step checks."""

    def __init__(self, options: dict[str, Any], seed: int, rng: random.Random) -> None:
        self.state = GAME.setup(4, GAME.options(options, 4), random.Random(seed))
        self.rng = rng
        self.deck = cards.deck_ids(options["decks"])
        self.out_of_deck: set[str] = set()
        self.public: set[str] = set()
        self.known: dict[int, set[str]] = {seat: set() for seat in range(4)}
        self.steps = 0
        self.check()

    def send(self, seat: int, move: str, args: dict[str, Any]) -> None:
        mover = self.state["turn"]
        self.state = apply(GAME, self.state, Actor(seat), move, args,
                           random.Random(self.steps))
        if move in ("move", "enter"):
            assert not in_check(position_of(self.state), mover)
        self.steps += 1
        self.check()

    def check(self) -> None:
        state = self.state
        zones = state["zones"]
        held = [c for name in (DECK, DISCARD, COMMON, *(hand(s) for s in range(4)))
                for c in zones[name]["cards"]]
        assert Counter(held) == Counter(self.deck)
        for name in (DISCARD, COMMON, *(hand(s) for s in range(4))):
            self.out_of_deck |= set(zones[name]["cards"])
        self.public |= set(zones[DISCARD]["cards"]) | set(zones[COMMON]["cards"])
        for seat in range(4):
            self.known[seat] |= set(zones[hand(seat)]["cards"])
            self.known[seat] |= {note["card"] for note in state["notes"][str(seat)]}
        pieces = state["pieces"]
        assert all(CROSS.find(square) is not None for square in pieces)
        assert sorted(c for c, f in pieces.values() if f == "king") == \
            ["blue", "green", "red", "yellow"]
        for colour, reserve in state["reserves"].items():
            on_board = sum(1 for c, _ in pieces.values() if c == colour)
            assert on_board + sum(reserve.values()) == 16
        never_out = set(zones[DECK]["cards"]) - self.out_of_deck
        for viewer in (Viewer(None), Viewer(None, omniscient=True), *map(Viewer, range(4))):
            seen = set(strings(GAME.view(state, viewer)))
            assert not never_out & seen
            if not viewer.omniscient:
                hidden = {c for s in range(4) if s != viewer.seat
                          for c in zones[hand(s)]["cards"]} - self.public
                if viewer.seat is not None:
                    hidden -= self.known[viewer.seat]
                assert not hidden & seen, (viewer, hidden & seen)
        if state["phase"] != "over":
            assert state["pieces"][_king(state, state["turn"])] == [state["turn"], "king"]

    def step(self) -> None:
        state = self.state
        seat = GAME.awaiting(state)[0]
        mine = GAME.view(state, Viewer(seat))["private"]
        roll = self.rng.random()
        if "swap_neutral" in mine["moves"] and roll < 0.1:
            self.swap(seat, mine)
        elif "roll_die" in mine["moves"] and roll < 0.4:
            args = {"value": self.rng.randint(1, 6)} if state["dice"] == "physical" else {}
            self.send(seat, "roll_die", args)
        elif state["phase"] == "replenish":
            self.send(seat, "replenish", {"card": self.rng.choice(mine["hand"])})
        else:
            self.play(seat, mine)

    def swap(self, seat: int, mine: dict[str, Any]) -> None:
        neutrals = [c for c in mine["hand"] + self.state["zones"][COMMON]["cards"]
                    if cards.is_neutral(c)]
        neutral = self.rng.choice(neutrals)
        opponent = self.rng.choice([s for s in range(4) if s % 2 != seat % 2])
        args = {"neutral": neutral, "source": "opponent", "seat": opponent}
        try:
            self.send(seat, "swap_neutral", args)
        except IllegalMove as error:
            assert error.code == "card_not_available"

    def play(self, seat: int, mine: dict[str, Any]) -> None:
        payable = mine["payable"]
        choices = [("move", m) for m in payable["moves"]] + \
            [("enter", e) for e in payable["entries"]]
        assert choices, "the seat to move always has a payable move (else it passed)"
        kind, chosen = self.rng.choice(choices)
        if self.rng.random() < 0.15:
            self.probe(seat, chosen)
        args = ({"from": chosen["from"], "to": chosen["to"]} if kind == "move"
                else {"piece": chosen["piece"], "square": chosen["square"]})
        if not self.state["plain"]:
            args["pay"] = ({"card": self.rng.choice(chosen["cards"])} if chosen["cards"]
                           else {"die": True})
        self.send(seat, kind, args)

    def probe(self, seat: int, chosen: dict[str, Any]) -> None:
        """A move that is not listed as payable with that card must be refused."""
        if "from" not in chosen or self.state["plain"]:
            return
        listed = {(m["from"], m["to"]) for m in
                  GAME.view(self.state, Viewer(seat))["private"]["payable"]["moves"]}
        target = self.rng.choice(CROSS.squares())
        if (chosen["from"], target) in listed:
            return
        card = self.rng.choice(self.state["zones"][hand(seat)]["cards"])
        refused(self.state, seat, "move", {"from": chosen["from"], "to": target,
                                           "pay": {"card": card}})


def _king(state: dict[str, Any], colour: str) -> str:
    return next(sq for sq, piece in state["pieces"].items() if piece == [colour, "king"])


@SETTINGS
@given(options=OPTIONS, seed=st.integers(0, 2**16), moves=st.integers(0, 2**16))
def test_random_games_keep_the_rules(options: dict[str, Any], seed: int, moves: int) -> None:
    game = RandomGame(options, seed, random.Random(moves))
    while game.state["phase"] != "over" and game.steps < STEP_CAP:
        game.step()
    if game.state["phase"] != "over":
        seat = GAME.awaiting(game.state)[0]
        game.send(seat, "resign", {})  # proposed to the partner, who agrees
        game.send(partner(game.state, seat), "resign", {})
    result = GAME.outcome(game.state)
    assert result is not None
    assert result["reason"] in REASONS
    assert result["winners"] in ([], *PAIRS)
    if result["reason"] == "checkmate":
        loser_pair = next(p for p in PAIRS if result["mated"] in p)
        assert result["winners"] != loser_pair
