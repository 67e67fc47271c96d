"""Inside Job's tricks: the leader records one, the app checks it, finds the winner, moves the
briefcases and applies the thresholds (seed 003, Estructura de un turno, Colocar maletines;
docs/rules-decisions.md#inside-job).

The app never sees the hands: it cannot check that a seat followed suit (the Insider need not
anyway), only what the recorded trick itself shows.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import (
    Args,
    check_keys,
    check_phase,
    is_int,
)
from referee.games.inside_job.flow import (
    check_seat,
    finish,
    forced_reveals,
    seat_of,
)
from referee.games.inside_job.roles import (
    ACCOMPLICE,
    AGENTS,
    BUGGED,
    INSIDER_SIDE,
    MISSIONS_TO_WIN,
)
from referee.games.inside_job.vote import start_vote

SUITS: tuple[str, ...] = ("green", "yellow", "blue", "red")
VALUES = range(1, 14)
DECK_SIZE = len(SUITS) * len(VALUES)
CARDS_AT_HAND_END = {3: 2, 4: 2, 5: 1}

HIGHEST_TRUMP, BRIEFCASE_TRUMP = "highest_trump", "briefcase_trump"
HIGHEST_LED, TIE_LATER = "highest_led", "tie_later"


def cards_dealt(players: int) -> int:
    """Cards each player is dealt: 52 as evenly as possible, the rest set aside (17/13/10)."""
    return DECK_SIZE // players


def tricks_in_hand(players: int) -> int:
    """Tricks before the hand ends with 2/2/1 cards left each (3/4/5 players): 15/11/9."""
    return cards_dealt(players) - CARDS_AT_HAND_END[players]


def is_trump(play: Mapping[str, Any], trump: str, led: str) -> bool:
    """A card of the trump suit, or a card of the led suit carrying a briefcase."""
    return play["suit"] == trump or (play["briefcase"] and play["suit"] == led)


def trick_winner(plays: list[Mapping[str, Any]], trump: str) -> tuple[int, str]:
    """The index in ``plays`` (play order) of the winning card, and why.

    The highest trump wins, a briefcase turning a card of the led suit into a trump; with no
    trump, the highest card of the led suit. Equal values: the later card (seed 003, Colocar
    maletines). The reason is ``"tie_later"`` when the winner beat an equal card,
    ``"briefcase_trump"`` / ``"highest_trump"`` / ``"highest_led"`` otherwise.
    """
    led = plays[0]["suit"]
    trumps = [i for i, p in enumerate(plays) if is_trump(p, trump, led)]
    pool = trumps or [i for i, p in enumerate(plays) if p["suit"] == led]
    best = max(plays[i]["value"] for i in pool)
    tied = [i for i in pool if plays[i]["value"] == best]
    win = tied[-1]
    if len(tied) > 1:
        return win, TIE_LATER
    if not trumps:
        return win, HIGHEST_LED
    return win, BRIEFCASE_TRUMP if plays[win]["suit"] != trump else HIGHEST_TRUMP


def _bad_suit(name: str) -> IllegalMove:
    return IllegalMove("bad_args", "\"{name}\" must be green, yellow, blue or red.",
                       name=name)


def _not_bool(name: str) -> IllegalMove:
    return IllegalMove("bad_args", "\"{name}\" must be true or false.", name=name)


def _parse_play(state: State, item: Any, index: int) -> dict[str, Any]:
    if not isinstance(item, Mapping):
        raise IllegalMove("bad_args", "\"{name}\" must be an object.",
                          name=f"plays[{index}]")
    check_keys(dict(item), ("seat", "suit", "value"), ("briefcase",))
    seat = check_seat(state, item["seat"], f"plays[{index}].seat")
    if item["suit"] not in SUITS:
        raise _bad_suit(f"plays[{index}].suit")
    value = item["value"]
    if not is_int(value) or value not in VALUES:
        raise IllegalMove("bad_args", "\"{name}\" must be a number from 1 to 13.",
                          name=f"plays[{index}].value")
    briefcase = item.get("briefcase", False)
    if not isinstance(briefcase, bool):
        raise _not_bool(f"plays[{index}].briefcase")
    return {"seat": seat, "suit": item["suit"], "value": value, "briefcase": briefcase}


def _parse(state: State, args: Args) -> tuple[str, list[dict[str, Any]], bool]:
    check_keys(args, ("trump", "plays", "mission"))
    if args["trump"] not in SUITS:
        raise _bad_suit("trump")
    if not isinstance(args["mission"], bool):
        raise _not_bool("mission")
    if not isinstance(args["plays"], list):
        raise IllegalMove("bad_args", "\"{name}\" must be a list.", name="plays")
    n = state["players"]
    if len(args["plays"]) != n:
        raise IllegalMove("play_count", "A trick has one card from each of the {players} players.",
                          players=n)
    plays = [_parse_play(state, item, i) for i, item in enumerate(args["plays"])]
    return args["trump"], plays, args["mission"]


def _check_order(state: State, plays: list[dict[str, Any]]) -> None:
    n, leader = state["players"], state["leader"]
    seen: set[int] = set()
    for play in plays:
        if play["seat"] in seen:
            raise IllegalMove("seat_twice", "{seat} plays more than one card in this trick.",
                              seat=play["seat"])
        seen.add(play["seat"])
    if plays[0]["seat"] != leader:
        raise IllegalMove("leader_first", "The leader, {seat}, plays the first card.",
                          seat=leader)
    for before, after in itertools.pairwise(plays):
        if after["seat"] != (before["seat"] + 1) % n:
            raise IllegalMove("play_order",
                              "Play goes to the left: {next} plays after {seat}.",
                              seat=before["seat"], next=(before["seat"] + 1) % n)


def _check_cards(state: State, plays: list[dict[str, Any]]) -> None:
    played = {(suit, value) for suit, value in state["played"]}
    for play in plays:
        card = (play["suit"], play["value"])
        if card in played:
            raise IllegalMove("card_played",
                              "The card entered for {seat} has already been played this hand.",
                              seat=play["seat"])
        played.add(card)


def _check_briefcases(state: State, plays: list[dict[str, Any]]) -> None:
    led = plays[0]["suit"]
    for play in plays:
        seat = play["seat"]
        if not play["briefcase"]:
            continue
        if play["suit"] != led:
            raise IllegalMove("briefcase_off_suit",
                              "{seat} put a briefcase on a card that is not of the led suit.",
                              seat=seat)
        if state["revealed"][seat]:
            raise IllegalMove("briefcase_revealed",
                              "{seat} has revealed their role and can no longer place "
                              "briefcases.", seat=seat)
        if state["briefcases"][seat] < 1:
            raise IllegalMove("no_briefcase", "{seat} holds no briefcase to place.",
                              seat=seat)


def _move_briefcases(state: State, winner: int, placed: list[int]) -> list[dict[str, Any]]:
    """Placed briefcases leave their owners; the winner takes them plus one from the supply.
    An accomplice winner takes none (they go back to the supply) and costs its partner one."""
    for seat in placed:
        state["briefcases"][seat] -= 1
    if state["roles"][winner] != ACCOMPLICE:
        state["briefcases"][winner] += 1 + len(placed)
        return []
    partner = state["partner"]
    if partner is None or state["briefcases"][partner] == 0:
        return []
    state["briefcases"][partner] -= 1
    return [{"type": "partner_loses_briefcase", "seat": partner}]


def trick(state: State, actor: Actor, args: Args, rng: random.Random) -> State:
    """The leader records a trick: ``{"trump": suit, "plays": [{"seat", "suit", "value",
    "briefcase"}, ...], "mission": bool}``, plays in play order from the leader.

    Checks: one card per seat, leader first, then to the left; each card not yet played this
    hand; a briefcase only on a card of the led suit, by a seat holding one and not revealed.
    Then the winner takes the briefcases, the mission is counted, and in this order: the
    bugged agent holding more than one briefcase makes the Insider win; players at the reveal
    threshold reveal (with their effects); the agents win at 9/7/6 missions; after the last
    trick of the hand the vote starts. The winner leads the next trick.

    Raises 409 outside the tricks phase or for anyone but the leader, 400 for malformed
    arguments, 422 (``play_count``, ``seat_twice``, ``leader_first``, ``play_order``,
    ``card_played``, ``briefcase_off_suit``, ``briefcase_revealed``, ``no_briefcase``).
    """
    check_phase(state, "tricks")
    if actor.seat is None or actor.seat != state["leader"]:
        raise not_your_turn()
    trump, plays, mission = _parse(state, args)
    _check_order(state, plays)
    _check_cards(state, plays)
    _check_briefcases(state, plays)

    index, reason = trick_winner(plays, trump)
    winner = plays[index]["seat"]
    placed = [p["seat"] for p in plays if p["briefcase"]]
    events = _move_briefcases(state, winner, placed)
    led = plays[0]["suit"]
    state["played"].extend([p["suit"], p["value"]] for p in plays)
    state["tricks"] += 1
    state["missions"] += int(mission)
    state["leader"] = winner
    state["last_trick"] = {
        "number": state["tricks"], "trump": trump, "led": led, "mission": mission,
        "plays": [dict(p, trump=is_trump(p, trump, led)) for p in plays],
        "winner": winner, "card": dict(plays[index]), "reason": reason,
        "briefcases_placed": len(placed),
    }
    state["history"].append({"type": "trick", "number": state["tricks"], "winner": winner,
                             "mission": mission})
    state["history"].extend(events)
    _after_trick(state, winner)
    return state


def _after_trick(state: State, winner: int) -> None:
    n = state["players"]
    bugged = seat_of(state, BUGGED)
    if bugged is not None and state["briefcases"][bugged] > 1:
        finish(state, INSIDER_SIDE, "bugged_agent")
        return
    forced_reveals(state, winner)
    if state["phase"] == "over":
        return
    if state["missions"] >= MISSIONS_TO_WIN[n]:
        finish(state, AGENTS, "missions")
    elif state["tricks"] >= tricks_in_hand(n):
        start_vote(state)
