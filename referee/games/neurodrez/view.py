"""NeuroDrez's views, who is awaited and the outcome (seed 004 NeuroDrez; docs/rules-decisions.md
#neurodrez, "Views"). Every view is built from scratch per viewer: the public part holds only
public facts (terrain, pieces, reserves, dice, clocks, counts of hidden tiles and cards, the face-up
discards and removed tiles, history); a seat's private part adds its own tiles and cards, the moves
it may send and its legal moves; the omniscient moderator also sees every hand. The card deck's
order reaches nobody.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit import cards
from referee.games.kit.history import public_history
from referee.games.kit.views import hand_sizes
from referee.games.kit.zones import DECK, DISCARD, Zones, hand
from referee.games.neurodrez.captures import is_safe
from referee.games.neurodrez.catalogue import DIE_FACES, PIECES, piece_colour
from referee.games.neurodrez.concession import concession_moves, public_offer
from referee.games.neurodrez.conquest import played_since
from referee.games.neurodrez.end import held_surfaces
from referee.games.neurodrez.legality import legal_moves
from referee.games.neurodrez.moves import can_call_sudden_death
from referee.games.neurodrez.sides import side_of_colour
from referee.games.neurodrez.terrain import colour_at, placeable, removable, surface_at
from referee.games.neurodrez.turn import REMOVED, UNPLACED, current_seat, occupied, tiles_zone

#: The move of each phase for the seat awaited in it.
PHASE_MOVES = {"start": "start_roll", "roll": "roll", "piece": "move"}


def awaiting(state: State) -> list[int]:
    """The seats that must act: the seats still to roll at the start, else the seat whose turn
    it is; ``[]`` once the game is over."""
    if state["phase"] == "over":
        return []
    if state["phase"] == "start":
        rolled = state["start"]["rounds"][-1]
        return [s for s in state["start"]["rolling"] if str(s) not in rolled]
    return [current_seat(state)]


def outcome(state: State) -> dict[str, Any] | None:
    """``{"winners", "reason", "side", "surface", "surfaces"}`` once over, else None."""
    return state["result"]


def moves_for(state: State, seat: int | None) -> list[str]:
    """The move names ``seat`` may send now."""
    if seat is None or not 0 <= seat < state["players"] or state["phase"] == "over":
        return []
    names: list[str] = []
    phase = state["phase"]
    if seat in awaiting(state):
        if phase == "tile":
            names.append("remove_tile" if state["sudden_death"] else "place_tile")
        elif phase == "piece":
            names.append("move" if legal_moves(state, seat) else "forced_removal")
        else:
            names.append(PHASE_MOVES[phase])
        if phase == "roll" and not state["auto_conquest"]:
            names.append("conquer")
    if can_call_sudden_death(state):
        names.append("call_sudden_death")
    return [*names, *concession_moves(state, seat)]


def _terrain(state: State) -> dict[str, dict[str, Any]]:
    terrain = state["terrain"]
    return {sq: {"tile": spot["tile"], "colour": colour_at(terrain, sq), "token": spot["token"],
                 "surface": surface_at(terrain, sq)} for sq, spot in sorted(terrain.items())}


def _public(state: State) -> dict[str, Any]:
    zones = Zones(state["zones"])
    players = state["players"]
    phase = state["phase"]
    played = [c for side in state["sides"] for c in side["colours"]]
    return {
        "mode": state["mode"],
        "players": players,
        "sides": [{"seats": side["seats"], "colours": side["colours"],
                   "holds": held_surfaces(state, k)} for k, side in enumerate(state["sides"])],
        "seat_colours": state["seat_colours"],
        "limit": state["limit"],
        "terrain": _terrain(state),
        "pieces": [{"piece": p, "square": state["pieces"][p], "safe": is_safe(state, p),
                    "side": side_of_colour(state, piece_colour(p))}
                   for p in PIECES if p in state["pieces"]],
        "reserves": {c: [p for p in PIECES if piece_colour(p) == c and p not in state["pieces"]]
                     for c in played},
        "dice": state["dice"],
        "faces": {name: list(faces) for name, faces in DIE_FACES.items()},
        "clocks": [{"piece": p, "square": clock["square"], "turn": clock["turn"],
                    "played": played_since(state, p)}
                   for p, clock in sorted(state["clocks"].items())],
        "tiles_in_hand": hand_sizes(state["zones"], players, "tiles"),
        "cards_in_hand": hand_sizes(state["zones"], players),
        "deck": zones.count(DECK),
        "discard": zones.cards(DISCARD),
        "removed": zones.cards(REMOVED),
        "unplaced": zones.count(UNPLACED),
        "turn": None if phase == "start" else {"seat": current_seat(state),
                                               "number": len(state["turns"])},
        "start": state["start"],
        "sudden_death": state["sudden_death"],
        "sudden_death_call": state["sudden_death_call"],
        "concession_offer": public_offer(state),
        "can_call_sudden_death": can_call_sudden_death(state),
        "placeable": placeable(state["terrain"]) if phase == "tile" else [],
        "removable": (removable(state["terrain"], occupied(state))
                      if phase == "tile" and state["sudden_death"] else []),
        "options": {k: state[k] for k in ("auto_conquest", "safe_on_side_colours",
                                          "neutrals", "dice_mode")},
        "prearranged": state["prearranged"],
        "history": public_history(state["history"]),
        "result": state["result"],
    }


def _hand(state: State, seat: int) -> dict[str, Any]:
    zones = Zones(state["zones"])
    return {"tiles": zones.cards(tiles_zone(seat)),
            "cards": [cards.describe(c) for c in zones.cards(hand(seat))]}


def _own(state: State, seat: int) -> dict[str, Any]:
    mine = state["phase"] == "piece" and seat in awaiting(state)
    return {"seat": seat, "colours": state["seat_colours"][seat], **_hand(state, seat),
            "moves": moves_for(state, seat), "legal": legal_moves(state, seat) if mine else []}


def _everything(state: State) -> dict[str, Any]:
    return {"hands": {str(s): _hand(state, s) for s in range(state["players"])}}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (see the module docstring)."""
    return assemble_view(state, viewer, public=_public, own=_own, everything=_everything)
