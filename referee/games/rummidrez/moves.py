"""RummiDrez moves: ``play``, ``draw``, ``pass``, ``next_hand``, ``end_match`` and, with
printed cards, ``hand_result``; the solitaire adds ``end_turn`` and ``finish``; ``MOVES`` holds
them by name. Seed 004 RummiDrez; docs/rules-decisions.md#rummidrez.

State (plain JSON data)::

    players: 1..4, target: int | None, cards: "app" | "physical", neutral_anywhere: bool
    prearranged: bool, zones: deck (nobody), hand-<s> (owner)
    table: [[id, …], …]          the groups on the table, each in display order (public)
    melded: [bool per seat]       whether the seat has made its first meld this hand
    phase: "play" | "hand_over" | "over"      dealer, hand_no, to_play: seat | None
    passes: passes in a row (blocked when every seat passed), drawn: the solitaire's draw made
    moves: accepted moves (the solitaire's count), scores: [int per seat]
    hand_result: None | {"blocked", "cards_left", "points", "winners"}
    result: None | {"winners", "reason"}, history: [kit.history entries]

With two or more seats a turn is one ``play`` (the whole table the seat declares for the end of
its turn), one ``draw`` or, with the deck empty, one ``pass``. A hand ends when the mover
emptied his hand, or blocked when every seat passed in a row.

The solitaire (D5): one seat, 14 cards. Each turn: ``draw`` (compulsory first), any number of
``play`` (the first meld rule applies), then ``end_turn``. Once the deck is empty the player
sends ``finish``: the score is the number of cards left in hand (lower is better). The moves are
counted too.
"""

from __future__ import annotations

import random

from referee.games.base import Actor, IllegalMove, Move, State, not_your_turn
from referee.games.common import Args, check_keys, check_phase
from referee.games.kit.history import record
from referee.games.kit.match import (
    any_seat,
    cards_left,
    check_app_deals,
    check_printed,
    pass_the_deal,
)
from referee.games.kit.seats import next_seat
from referee.games.kit.views import hand_sizes
from referee.games.kit.zones import DECK, Zones, hand
from referee.games.rummidrez.changes import table_changes
from referee.games.rummidrez.deal import HAND_OVER, OVER, PLAY, deal_hand
from referee.games.rummidrez.declare import check_table, table_arg
from referee.games.rummidrez.groups import arrange
from referee.games.rummidrez.scoring import close_hand, finish_match


def solitaire(state: State) -> bool:
    """True for a table of one (the solitaire variant)."""
    return bool(state["players"] == 1)


def mover(state: State, actor: Actor) -> int:
    """The seat to play, when ``actor`` is it and the app deals; else 409 ``wrong_phase``,
    ``physical_cards`` or ``not_your_turn``."""
    check_phase(state, PLAY)
    check_app_deals(state)
    if actor.seat is None or actor.seat != state["to_play"]:
        raise not_your_turn()
    return int(state["to_play"])


def play(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"table": [[ids…], …]}``: the whole table after the move (``declare.check_table``
    says what is refused). The hand cards laid leave the hand, the table becomes the declared
    groups (each put in display order), and the turn ends (the solitaire goes on playing).
    In the solitaire, 422 ``draw_first`` before this turn's draw (while the deck has cards)."""
    seat = mover(state, actor)
    check_keys(args, ("table",))
    after = table_arg(args["table"])
    zones = Zones(state["zones"])
    if solitaire(state) and not state["drawn"] and zones.count(DECK) > 0:
        raise IllegalMove("draw_first", "Draw a card first: every turn starts with one.")
    laid = check_table(state["table"], zones.cards(hand(seat)), after, state["melded"][seat],
                       state["neutral_anywhere"])
    for card in laid:
        zones.take(hand(seat), card)
    first = not state["melded"][seat]
    state["melded"][seat] = True
    before = state["table"]
    state["table"] = [arrange(group) for group in after]
    state["passes"] = 0
    state["moves"] += 1
    record(state["history"], "play", seat, laid, how="first_meld" if first else "play",
           groups=len(after), changes=table_changes(before, state["table"]))
    if not solitaire(state):
        _after(state, seat)
    return state


def _after(state: State, seat: int) -> None:
    """End the hand when ``seat`` went out or every seat passed in a row; else pass the turn."""
    counts = hand_sizes(state["zones"], state["players"])
    if counts[seat] == 0:
        close_hand(state, counts, out=seat)
    elif state["passes"] >= state["players"]:
        close_hand(state, counts)
    else:
        state["to_play"] = next_seat(seat, state["players"])


def draw(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the deck's top card to the hand (422 ``deck_empty`` when there is none); the turn
    ends (D3: allowed even when a play exists). In the solitaire it opens the turn: 422
    ``already_drew`` for a second draw."""
    seat = mover(state, actor)
    check_keys(args, ())
    if solitaire(state) and state["drawn"]:
        raise IllegalMove("already_drew", "You have drawn this turn: play, or end your turn.")
    zones = Zones(state["zones"])
    zones.draw(DECK, 1, hand(seat), empty=IllegalMove(
        "deck_empty", "The deck is empty: pass instead."))
    state["passes"] = 0
    state["moves"] += 1
    record(state["history"], "draw", seat, how="draw")
    if solitaire(state):
        state["drawn"] = True
    else:
        _after(state, seat)
    return state


def pass_turn(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: only with the deck empty (else 422 ``draw_instead``); when every seat has passed
    in a row the hand is blocked (D4). 409 ``not_in_solitaire`` in the solitaire."""
    seat = mover(state, actor)
    check_keys(args, ())
    if solitaire(state):
        raise IllegalMove("not_in_solitaire", "The solitaire has no pass: end your turn or "
                          "finish.")
    if Zones(state["zones"]).count(DECK) > 0:
        raise IllegalMove("draw_instead", "The deck still has cards: draw one.")
    state["passes"] += 1
    state["moves"] += 1
    record(state["history"], "pass", seat, how="pass")
    _after(state, seat)
    return state


def next_hand(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by each seat after a hand, once it has seen the result (``{"now": true}`` from the
    moderator: without waiting; ``kit.match.pass_the_deal``); then the next dealer (previous + 1)
    deals a new hand from the two decks shuffled with the move's rng."""
    if pass_the_deal(state, actor, args):
        deal_hand(state, None, rng)
    return state


def end_match(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}`` by the moderator of a match against the clock (``target`` None), during a hand or
    between hands: the highest scores win, ties share. 403 ``not_moderator`` for anyone else,
    409 ``match_has_target`` when the match has a target, ``not_in_solitaire`` in the solitaire."""
    if state["phase"] not in (PLAY, HAND_OVER):
        check_phase(state, PLAY)
    check_keys(args, ())
    if not actor.moderator:
        raise IllegalMove("not_moderator", "Only the moderator ends a match against the "
                          "clock.")
    if solitaire(state):
        raise IllegalMove("not_in_solitaire", "The solitaire ends with finish, once the deck "
                          "is empty.")
    if state["target"] is not None:
        raise IllegalMove("match_has_target", "This match ends when a player reaches "
                          "{target} points.", target=state["target"])
    record(state["history"], "end_match", None, how="time")
    finish_match(state, "time")
    return state


def hand_result(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{"cards_left": {seat: int}, "blocked": bool}`` by any seat, printed cards only: the
    hand as counted at the table. 409 ``app_cards`` when the app deals; 400 ``bad_args``
    unless every seat has a count ≥ 0; 422 ``bad_result`` unless a hand that is not blocked
    has exactly one seat at 0."""
    check_printed(state, PLAY)
    seat = any_seat(state, actor)
    counts, out = cards_left(state, args)
    record(state["history"], "hand_result", seat, how="physical",
           cards_left=dict(args["cards_left"]))
    close_hand(state, counts, out=out)
    return state


def _solo_mover(state: State, actor: Actor) -> int:
    """The solitaire's seat; 409 ``solitaire_only`` at a table of several."""
    seat = mover(state, actor)
    if not solitaire(state):
        raise IllegalMove("solitaire_only", "Only the solitaire has this move.")
    return seat


def end_turn(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: the turn ends, the next one starts with a draw. 422 ``draw_first`` before this
    turn's draw, 422 ``finish_instead`` once the deck is empty."""
    _solo_mover(state, actor)
    check_keys(args, ())
    if Zones(state["zones"]).count(DECK) == 0:
        raise IllegalMove("finish_instead", "The deck is empty: finish the game.")
    if not state["drawn"]:
        raise IllegalMove("draw_first", "Draw a card first: every turn starts with one.")
    state["drawn"] = False
    state["moves"] += 1
    record(state["history"], "end_turn", 0, how="end_turn")
    return state


def finish(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """``{}``: with the deck empty (else 422 ``deck_not_empty``) the game ends; the cards left
    in hand are the score."""
    seat = _solo_mover(state, actor)
    check_keys(args, ())
    if Zones(state["zones"]).count(DECK) > 0:
        raise IllegalMove("deck_not_empty", "The deck still has cards: draw and play on.")
    end_solitaire(state, seat)
    return state


def end_solitaire(state: State, seat: int) -> None:
    """The solitaire is over: its score is the cards left in ``seat``'s hand (``finish``, or its
    player leaving the table: docs/rules-decisions.md#rummidrez, "A player who leaves")."""
    state["phase"] = OVER
    state["to_play"] = None
    state["result"] = {"winners": [0], "reason": "finished"}
    record(state["history"], "finish", seat, how="finish",
           left=Zones(state["zones"]).count(hand(seat)))


MOVES: dict[str, Move] = {
    "play": play, "draw": draw, "pass": pass_turn, "end_turn": end_turn, "finish": finish,
    "next_hand": next_hand, "end_match": end_match, "hand_result": hand_result,
}
