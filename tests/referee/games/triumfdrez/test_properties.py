"""TriumfDrez with Hypothesis: random matches of random legal moves end with a valid outcome,
every card stays somewhere exactly once, a card that does not follow is refused (and the refusal
changes nothing), every trick has exactly one winner, and no view shows a hidden card to anyone
but its owner (and the omniscient moderator) or the deck to anybody."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from referee.games.base import Viewer
from referee.games.kit.cards import figures
from referee.games.triumfdrez import GAME
from referee.games.triumfdrez.deal import game_deck
from referee.games.triumfdrez.tricks import rank, suit
from referee.games.triumfdrez.view import moves_for
from tests.referee.games.triumfdrez.support import act, all_cards, new, refused

SETTINGS = settings(max_examples=20,
                    phases=[Phase.explicit, Phase.reuse, Phase.generate])
MAX_MOVES = 3000


def a_bid(level: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A bid of strength ``level`` with a random trump and supertrump."""
    left_out = rng.sample(["trump", "supertrump"], level["omitted"])
    return {"tricks": level["tricks"], "open": level["open"],
            "trump": None if "trump" in left_out else rng.choice(figures()),
            "supertrump": None if "supertrump" in left_out else rng.randint(1, 9)}


def choose(state: dict, rng: random.Random) -> tuple[int, str, dict[str, Any]]:
    """A random legal move of a seat that may send one (passes are likely in the auction)."""
    options = [(s, m) for s in range(state["players"]) for m in moves_for(state, s)]
    seat, move = rng.choice(options)
    seen = GAME.view(state, Viewer(seat))
    if move == "bid" or (move == "pass" and "bid" in moves_for(state, seat)):
        higher = seen["public"]["auction"]["higher"]
        if higher and ("pass" not in moves_for(state, seat) or rng.random() < 0.3):
            return seat, "bid", a_bid(higher[rng.randrange(min(3, len(higher)))], rng)
        return seat, "pass", {}
    if move == "play":
        return seat, move, {"card": rng.choice(seen["private"]["playable"])}
    if move == "tricks_won":
        return seat, move, {"tricks": rng.randint(0, 13)}
    return seat, move, {}


def ids_in(value: Any) -> set[str]:
    """Every string in a view (history left out: it holds cards of earlier hands)."""
    if isinstance(value, dict):
        return set().union(*(ids_in(v) for k, v in value.items() if k != "history")) \
            if value else set()
    if isinstance(value, list):
        return set().union(*(ids_in(v) for v in value)) if value else set()
    return {value} if isinstance(value, str) else set()


def check_privacy(state: dict) -> None:
    zones = state["zones"]
    cards = set(game_deck(state["neutrals"]))
    deck = zones["deck"]["cards"]
    shown = set(zones["trick"]["cards"]) | set(zones["taken"]["cards"]) | {
        c for s in range(state["players"]) if zones[f"hand-{s}"]["show"] == "all"
        for c in zones[f"hand-{s}"]["cards"]}
    for seat in [None, *range(state["players"])]:
        seen = ids_in(GAME.view(state, Viewer(seat))) & cards
        own = set(zones[f"hand-{seat}"]["cards"]) if seat is not None else set()
        assert seen <= shown | own
    everything = GAME.view(state, Viewer(None, omniscient=True))
    assert not ids_in(everything) & set(deck)
    if state["cards"] == "app":
        assert len(deck) == len(cards) - 13 * state["players"]
        assert json.dumps(deck) not in json.dumps(everything)


def check_follow(state: dict, rng: random.Random) -> None:
    """A card that does not follow the led figure is refused and changes nothing."""
    seat = state["to_act"]
    trick = state["zones"]["trick"]["cards"]
    if state["phase"] != "play" or seat is None or not trick:
        return
    own = state["zones"][f"hand-{seat}"]["cards"]
    led = suit(trick[0])
    if any(suit(c) == led for c in own):
        off = [c for c in own if suit(c) != led]
        if off:
            assert refused(state, seat, "play", {"card": rng.choice(off)}).code == "must_follow"


def check_trick(before: dict, after: dict) -> None:
    """A finished trick has exactly one card that outranks every other, and its player won."""
    if len(after["history"]) <= len(before["history"]):
        return
    for entry in after["history"][len(before["history"]):]:
        if entry["event"] != "trick":
            continue
        cards, deal = entry["cards"], after["contract"] if after["contract"] else before["contract"]
        led = suit(cards[0])
        ranks = [rank(c, led, deal["trump"], deal["supertrump"]) for c in cards]
        best = max(r for r in ranks if r is not None)
        assert [r for r in ranks if r == best] == [best]
        assert entry["seat"] == (entry["leader"] + ranks.index(best)) % after["players"]


@SETTINGS
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), target=st.integers(1, 30),
       neutrals=st.sampled_from(["out", "in"]), cards=st.sampled_from(["app", "app", "physical"]))
def test_random_matches_end_validly(players: int, seed: int, target: int, neutrals: str,
                                    cards: str) -> None:
    rng = random.Random(seed)
    state = new(players, target=target, neutrals=neutrals, cards=cards, first_dealer="random")
    full = sorted(game_deck(neutrals)) if cards == "app" else []
    for _ in range(MAX_MOVES):
        if GAME.outcome(state) is not None:
            break
        assert all_cards(state) == full
        check_privacy(state)
        check_follow(state, rng)
        after = act(state, *choose(state, rng))
        check_trick(state, after)
        state = after
    result = GAME.outcome(state)
    assert result is not None, "a match of random moves did not end"
    scores = result["scores"]
    top = max(scores.values())
    assert top >= target
    assert sorted(result["winners"]) == sorted(int(s) for s, v in scores.items() if v == top)
    assert state["scores"].count(max(state["scores"])) == 1
