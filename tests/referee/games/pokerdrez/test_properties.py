"""PokerDrez, random games (Hypothesis): random deals and options, random payable moves, random
swaps, rolls, raises and probes, checked at every step.

At every step: the cards are conserved (hands + common + deck + discard = the game's deck), the
hands and the common row have their sizes, a move is accepted exactly when the mover's view lists
it as payable with that payment, a refused move leaves the state as it was, no pushed move is one
python-chess calls illegal, and the views keep their secrets: a hand card nobody else has seen
never reaches the other seat's or the public view, and a card that has stayed in the deck reaches
no view at all, not even the omniscient moderator's. A game still going after ``STEP_CAP`` steps
is resigned. Every game ends with a valid outcome.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import chess
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import Actor, IllegalMove, Viewer, apply
from referee.games.kit import cards
from referee.games.kit.zones import COMMON, hand
from referee.games.pokerdrez import GAME
from referee.games.pokerdrez.payment import has_payable
from referee.games.pokerdrez.position import board_of
from tests.referee.games.pokerdrez.support import refused, strings

STEP_CAP = 160
REASONS = {"checkmate", "stalemate", "resignation", "agreement", "fold", "insufficient_material",
           "fivefold_repetition", "seventyfive_moves", "claimed_draw"}
SETTINGS = settings(max_examples=12,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
OPTIONS = st.fixed_dictionaries({
    "decks": st.sampled_from([1, 2]),
    "dice": st.sampled_from(["app", "physical"]),
    "pawn_removal": st.booleans(),
    "neutral_timing": st.sampled_from(["own_turn", "any_time"]),
    "first_move_redeal": st.booleans(),
    "white": st.sampled_from([0, 1]),
    "betting": st.sampled_from([None, {"min": 1, "max": 6}]),
})


class Game:
    """One random game: the state, what has been seen and by whom, and the step checks."""

    def __init__(self, options: dict[str, Any], seed: int, rng: random.Random) -> None:
        self.state = GAME.setup(2, GAME.options(options, 2), random.Random(seed))
        self.rng = rng
        self.deck = cards.deck_ids(options["decks"])
        self.public_seen: set[str] = set()
        self.seen_by: dict[int, set[str]] = {0: set(), 1: set()}
        self.steps = 0
        self.history_checked = 0

    def send(self, seat: int, move: str, args: dict[str, Any]) -> bool:
        """Apply one move; True when accepted (a refusal must leave the state untouched)."""
        try:
            after = apply(GAME, self.state, Actor(seat), move, args,
                          random.Random(self.steps))
        except IllegalMove:
            refused(self.state, seat, move, args)
            return False
        if move == "move":
            board = board_of(self.state)
            uci = args["from"] + args["to"] + (args.get("promotion") or "")
            assert board.is_legal(chess.Move.from_uci(uci))
        self.state = after
        self.steps += 1
        self.check()
        return True

    def check(self) -> None:
        state = self.state
        zones = state["zones"]
        assert Counter(c for z in zones.values() for c in z["cards"]) == Counter(self.deck)
        json.dumps(state)
        if state["phase"] != "over":
            assert len(zones[COMMON]["cards"]) == (4 if state["phase"] == "replenish" else 5)
            sizes = sorted(len(zones[hand(s)]["cards"]) for s in (0, 1))
            assert sizes == ([2, 3] if state["phase"] == "replenish" else [2, 2])
        self.public_seen |= set(zones[COMMON]["cards"]) | set(zones["discard"]["cards"])
        for entry in state["history"]:
            self.public_seen |= set(entry["cards"])
        for seat in (0, 1):
            self.seen_by[seat] |= set(zones[hand(seat)]["cards"])
            self.seen_by[seat] |= {note["card"] for note in state["notes"][str(seat)]}
        never_seen = set(self.deck) - self.public_seen - self.seen_by[0] - self.seen_by[1]
        fresh = state["history"][self.history_checked:]
        self.history_checked = len(state["history"])
        for viewer in (Viewer(None), Viewer(0), Viewer(1), Viewer(None, omniscient=True)):
            seen = GAME.view(state, viewer)
            history = seen["public"].pop("history")
            assert history[self.history_checked - len(fresh):] == fresh
            shown = set(strings(seen)) | set(strings(fresh))
            assert not shown & never_seen
            if viewer.omniscient:
                continue
            for seat in (0, 1):
                if viewer.seat != seat:
                    secret = set(zones[hand(seat)]["cards"]) - self.public_seen
                    if viewer.seat is not None:
                        secret -= self.seen_by[viewer.seat]
                    assert not shown & secret

    def probe(self, seat: int, payable: list[dict[str, Any]]) -> None:
        """A random move with a random payment is accepted exactly when it is listed."""
        rng, state = self.rng, self.state
        squares = [p["from"] for p in payable] or ["e2"]
        start = rng.choice(squares + list(chess.SQUARE_NAMES[:8]))
        end = rng.choice(chess.SQUARE_NAMES)
        mine = state["zones"][hand(seat)]["cards"] + state["zones"][COMMON]["cards"]
        args: dict[str, Any] = {"from": start, "to": end}
        if not state["plain"]:
            args["pay"] = rng.choice([{"card": c} for c in mine] + [{"die": True}])
        listed = any(p["from"] == start and p["to"] == end and p["promotion"] is None and (
            state["plain"] or ("card" in args["pay"] and args["pay"]["card"] in p["cards"])
            or ("die" in args["pay"] and p["die"])) for p in payable)
        assert self.send(seat, "move", args) == listed

    def turn(self) -> None:
        state, rng = self.state, self.rng
        seat = GAME.awaiting(state)[0]
        mine = GAME.view(state, Viewer(seat))["private"]
        names, phase = mine["moves"], state["phase"]
        if phase == "pawn_removal":
            assert self.send(seat, "remove_pawn", {"file": rng.choice([None, *"abcdefgh"])}) \
                or state["removed_pawns"]["black"] is not None
            return
        if phase == "replenish":
            assert self.send(seat, "replenish", {"card": rng.choice(mine["hand"])})
            return
        if phase == "raise_answer":
            answer = rng.choice(["accept", "accept", "fold", "raise"])
            args = {"answer": answer, **({"to": rng.randint(1, 7)} if answer == "raise" else {})}
            self.send(seat, "answer_raise", args)
            return
        other = 1 - seat
        if "swap_neutral" in GAME.view(state, Viewer(other))["private"]["moves"] \
                and rng.random() < 0.3:
            self.swap(other)
            return
        if "roll_die" in names and rng.random() < 0.5:
            value = {} if state["dice"] == "app" else {"value": rng.randint(1, 6)}
            assert self.send(seat, "roll_die", value)
            return
        if "swap_neutral" in names and rng.random() < 0.4:
            self.swap(seat)
            return
        if "raise" in names and rng.random() < 0.1:
            self.send(seat, "raise", {"to": rng.randint(1, 7)})
            return
        payable = mine["payable"]
        assert payable, "a side in play always has a payable move (else the game ended)"
        if rng.random() < 0.3:
            self.probe(seat, payable)
            return
        choice = rng.choice(payable)
        args = {"from": choice["from"], "to": choice["to"]}
        if choice["promotion"]:
            args["promotion"] = choice["promotion"]
        if not state["plain"]:
            pays = [{"card": c} for c in choice["cards"]] + ([{"die": True}] if choice["die"]
                                                             else [])
            args["pay"] = rng.choice(pays)
        assert self.send(seat, "move", args)

    def swap(self, seat: int) -> None:
        state, rng = self.state, self.rng
        reach = state["zones"][hand(seat)]["cards"] + state["zones"][COMMON]["cards"]
        neutral = rng.choice([c for c in reach if cards.is_neutral(c)])
        args: dict[str, Any] = {"neutral": neutral,
                                "source": rng.choice(["deck", "common", "opponent"])}
        if args["source"] == "common":
            args["card"] = rng.choice(state["zones"][COMMON]["cards"])
        self.send(seat, "swap_neutral", args)

    def finish(self) -> None:
        state = self.state
        if GAME.outcome(state) is None:
            assert self.send(state["white"], "resign", {})
        result = GAME.outcome(self.state)
        assert result is not None and result["reason"] in REASONS
        assert GAME.awaiting(self.state) == []
        board = board_of(self.state)
        assert result["fen"] == board.fen()
        if result["reason"] in ("checkmate", "stalemate") and result["by_cards"]:
            mover = self.state["white"] if board.turn == chess.WHITE else self.state["black"]
            zones = self.state["zones"]
            assert not has_payable(board, zones[hand(mover)]["cards"] + zones[COMMON]["cards"])
            assert any(board.legal_moves)
            assert result["winners"] == ([1 - mover] if result["reason"] == "checkmate" else [])


@SETTINGS
@given(options=OPTIONS, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_games_keep_the_rules_and_the_secrets(options, seed, choices):
    game = Game(options, seed, random.Random(choices))
    game.check()
    while GAME.outcome(game.state) is None and game.steps < STEP_CAP:
        game.turn()
    game.finish()


@settings(max_examples=4)
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_games_reach_plain_chess_and_end(seed, choices):
    """One deck and no swaps or rolls slowed down: the deck runs out and plain chess follows."""
    game = Game({"decks": 1, "dice": "app", "pawn_removal": False, "neutral_timing": "own_turn",
                 "first_move_redeal": True, "white": 0, "betting": None}, seed,
                random.Random(choices))
    while GAME.outcome(game.state) is None and game.steps < 400:
        game.turn()
    assert game.state["plain"] or GAME.outcome(game.state) is not None
    game.finish()
