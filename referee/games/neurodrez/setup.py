"""NeuroDrez, 1–6 players: options and setup (seed 004 NeuroDrez;
docs/rules-decisions.md#neurodrez D1–D5, D18).

Setup: the colours are assigned (⚙ ``colours``, random by default) and the sides formed
(``sides``); the six start tiles — one of each colour and each surface, paired at random — go on
c4, d4, e4, c5, d5, e5; the other 30 tiles are dealt hidden (15 / 10 / 7 / 6 / 5 each for 2–6
players, 30 solo; with 4 players the 2 left over are placed by the app on random squares touching
the terrain); two cards to each seat from two PokerDrez decks; the start rolls of the figure die
decide who starts (the solo player just starts).

State (plain JSON data)::

    players, mode ("competitive" | "cooperative" | "solo"), sides [{"seats", "colours"}],
    seat_colours [[colour, …] per seat], limit {"scope": "side" | "all", "count"},
    auto_conquest, safe_on_side_colours, neutrals, dice_mode, prearranged {"deck", "tiles"},
    terrain {square: {"tile", "token"}}, pieces {piece: square} (reserve = the rest),
    clocks {piece: {"square", "turn"}}, king_moved {side: turn}, turns [seat of turn 1, 2, …],
    dice None | {"figure", "colour", "surface", "physical"},
    phase "start" | "roll" | "tile" | "piece" | "over", sudden_death, sudden_death_call,
    start {"rounds": [{seat: value}], "rolling": [seat]}, zones (kit zones: deck, discard,
    hand-<s>, tiles-<s>, removed, unplaced), history, result.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from referee.games.base import IllegalMove, State
from referee.games.common import check_players
from referee.games.kit import cards
from referee.games.kit.deck import draw_pile, shuffled
from referee.games.kit.options import (
    APP,
    bool_option,
    choice_option,
    deck_option,
    dice_option,
    with_defaults,
)
from referee.games.kit.zones import DECK, DISCARD, Zones, hand
from referee.games.neurodrez.catalogue import (
    COLOURS,
    SURFACES,
    TILES,
    tile_colour,
    tile_surface,
)
from referee.games.neurodrez.dice import roll_off
from referee.games.neurodrez.sides import TEAMS_OF_SIX, deal_colours
from referee.games.neurodrez.terrain import START_BLOCK, placeable
from referee.games.neurodrez.turn import REMOVED, UNPLACED, begin_turn, tiles_zone

MIN_PLAYERS, MAX_PLAYERS = 1, 6
#: The new table form starts at two players: the game against each other (one player plays the
#: solo mode).
FORM_PLAYERS = 2
MODES = ("competitive", "cooperative", "solo")
NEUTRALS = ("out", "joker")
CARDS_EACH = 2
#: Tiles dealt to each seat by player count (30 tiles after the start block).
TILES_EACH = {1: 30, 2: 15, 3: 10, 4: 7, 5: 6, 6: 5}
OPTION_DEFAULTS: dict[str, Any] = {
    "mode": "competitive", "colours": None, "teams_of_six": "2x3", "auto_conquest": True,
    "safe_on_side_colours": False, "neutrals": "out", "dice": APP, "deck": None, "tiles": None,
}


def game_deck(neutrals: str) -> list[str]:
    """The card ids in play: two PokerDrez decks, without the neutral cards (108) unless
    ``neutrals`` is ``"joker"`` (112; a neutral then counts as a joker)."""
    return cards.deck_ids(2, neutrals=neutrals == "joker")


def _colours(value: Any) -> list[str] | None:
    if value is None:
        return None
    if not isinstance(value, list) or sorted(map(str, value)) != sorted(COLOURS):
        raise IllegalMove("bad_option", "The option colours must list the six colours once each, "
                          "in the order they are handed out.")
    return list(value)


def _tiles(value: Any) -> list[str] | None:
    tiles = deck_option(value, TILES, "tiles")
    if tiles is not None:
        start = tiles[:len(START_BLOCK)]
        if ({tile_colour(t) for t in start} != set(COLOURS)
                or {tile_surface(t) for t in start} != set(SURFACES)):
            raise IllegalMove("bad_deck", "The first six tiles of {option} go on the start block "
                              "and must show each colour and each surface once.",
                              option="tiles")
    return tiles


def _mode(value: Any, players: int) -> str:
    mode = str(choice_option("mode", value, MODES))
    if players == 1 and mode == "cooperative":
        raise IllegalMove("bad_option", "One player plays the solo mode.")
    if players > 1 and mode == "solo":
        raise IllegalMove("bad_option", "The solo mode is for one player.")
    return "solo" if players == 1 else mode


def options(raw: Mapping[str, Any], players: int) -> dict[str, Any]:
    """Validated options with defaults filled in.

    ``mode``: ``"competitive"`` (default), ``"cooperative"`` or ``"solo"`` (one player always
    plays solo); ``colours``: None (random) or the six colour ids in the order they are handed
    out (see ``sides``); ``teams_of_six``: ``"2x3"`` or ``"3x2"``; ``auto_conquest`` (True);
    ``safe_on_side_colours`` (False); ``neutrals``: ``"out"`` or ``"joker"``; ``dice``:
    ``"app"`` or ``"physical"``; ``deck`` / ``tiles``: prearranged deals, top first (the first
    six tiles are the start block, c4 d4 e4 c5 d5 e5). Raises IllegalMove 400
    ``unknown_option``, ``bad_option``, ``bad_deck``.
    """
    chosen = with_defaults(raw, OPTION_DEFAULTS)
    neutrals = str(choice_option("neutrals", chosen["neutrals"], NEUTRALS))
    return {
        "mode": _mode(chosen["mode"], players),
        "colours": _colours(chosen["colours"]),
        "teams_of_six": str(choice_option("teams_of_six", chosen["teams_of_six"], TEAMS_OF_SIX)),
        "auto_conquest": bool_option("auto_conquest", chosen["auto_conquest"]),
        "safe_on_side_colours": bool_option("safe_on_side_colours",
                                            chosen["safe_on_side_colours"]),
        "neutrals": neutrals,
        "dice": dice_option(chosen["dice"]),
        "deck": deck_option(chosen["deck"], game_deck(neutrals)),
        "tiles": _tiles(chosen["tiles"]),
    }


def _tile_pile(prearranged: list[str] | None, rng: random.Random) -> list[str]:
    """All 36 tiles, the six start tiles first (in start-block order), then the deal."""
    if prearranged is not None:
        return list(prearranged)
    surfaces = shuffled(SURFACES, rng)
    start = shuffled([f"tile-{c}-{s}" for c, s in zip(COLOURS, surfaces, strict=True)], rng)
    return start + shuffled([t for t in TILES if t not in start], rng)


def _zones(players: int, opts: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    zones: dict[str, Any] = {}
    pile = draw_pile(game_deck(opts["neutrals"]), opts["deck"], rng)
    Zones(zones).add(DECK, "nobody", cards=pile).add(DISCARD, "all").add_hands(players) \
        .add_hands(players, kind="tiles").add(REMOVED, "all").add(UNPLACED, "moderator")
    Zones(zones).deal(DECK, [hand(s) for s in range(players)], CARDS_EACH)
    return zones


def setup(players: int, options: dict[str, Any], rng: random.Random) -> State:
    """The opening state (see the module docstring). ValueError for 0 or more than 6 players;
    ``options`` as returned by ``options``."""
    check_players("NeuroDrez", players, MIN_PLAYERS, MAX_PLAYERS)
    opts = {**OPTION_DEFAULTS, **options}
    order = opts["colours"] if opts["colours"] is not None else shuffled(COLOURS, rng)
    sides = deal_colours(order, players, opts["teams_of_six"])
    tiles = _tile_pile(opts["tiles"], rng)
    zones = _zones(players, opts, rng)
    terrain = {sq: {"tile": t, "token": None} for sq, t in zip(START_BLOCK, tiles, strict=False)}
    rest = tiles[len(START_BLOCK):]
    each = TILES_EACH[players]
    for seat in range(players):
        Zones(zones).put(tiles_zone(seat), rest[seat * each:(seat + 1) * each])
    for tile in rest[players * each:]:
        terrain[rng.choice(placeable(terrain))] = {"tile": tile, "token": None}
    state: State = {
        "players": players, "mode": "solo" if players == 1 else opts["mode"],
        "sides": sides["sides"], "seat_colours": sides["seats"], "limit": sides["limit"],
        "auto_conquest": opts["auto_conquest"],
        "safe_on_side_colours": opts["safe_on_side_colours"], "neutrals": opts["neutrals"],
        "dice_mode": opts["dice"],
        "prearranged": {"deck": opts["deck"] is not None, "tiles": opts["tiles"] is not None},
        "terrain": terrain, "pieces": {}, "clocks": {}, "king_moved": {}, "turns": [],
        "dice": None, "phase": "start", "sudden_death": False, "sudden_death_call": None,
        "start": {"rounds": [{}], "rolling": list(range(players))},
        "zones": zones, "history": [], "result": None,
    }
    if players == 1:
        state["start"] = {"rounds": [], "rolling": [0]}
        begin_turn(state, 0)
    elif opts["dice"] == APP:
        rounds, first = roll_off(players, rng)
        state["start"] = {"rounds": rounds, "rolling": [first]}
        begin_turn(state, first)
    return state

