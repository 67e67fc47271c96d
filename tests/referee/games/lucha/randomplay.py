"""Random legal play for the property tests (no tests here).

Each step picks a seat (mostly one the game awaits, now and then any other), lists the moves the
view offers it with their arguments drawn from the view itself (the lit targets, the answers,
the assigned cards, the hand), and tries them in random order until the engine accepts one: a
move name at random, then one of its options at random. From candidacy ``LATE`` on the player
prefers progress — closing windows and turns, Demagogia on his own candidates, attacks on
others' — so that every game reaches the Secretaría or a last player (the rules have no other
end; docs/rules-decisions.md#lucha).
"""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State, Viewer, apply
from referee.games.lucha import GAME
from referee.games.lucha.catalogue import ATTACKS, DEMAGOGIA, tables

#: From this candidacy on, progress moves are preferred.
LATE = 8
Option = tuple[str, dict[str, Any]]
SPECIAL_ARGS: dict[str, tuple[str, ...]] = {
    "gran-purga": (), "atentado": ("target",), "contraataque": ("to",),
    "destitucion": ("office",), "ascenso": ("candidate",), "usurpacion": ("office", "candidate"),
    "popularidad": (), "plan-quinquenal": (), "revueltas": (), "industrializacion": (),
    "colectivizacion": (), "patriotismo-heroico": (), "traicion": (),
    "contrabando": ("pick", "payer"), "hospitalizacion": ("candidate",), "cura": ("candidate",),
}
#: How often a move name comes first, relative to the others (1 when not listed): ending a
#: turn, passing and throwing cards away less often, so that cards get played.
WEIGHTS = {"end_turn": 0.25, "pass": 0.3, "discard": 0.1, "renew": 0.2, "take": 0.6}
CLOSING = ("take", "let_die", "pass", "end_turn", "renew_discard", "industry",
           "choose_office_holder", "prepare", "rescue", "cure")


def _kind(card: str) -> str:
    return tables().cards[card].type


def _special(card: str, cands: list[str], mine: list[str], public: dict[str, Any],
             rng: random.Random) -> dict[str, Any]:
    """A special with arguments drawn at random among plausible ones."""
    choices = {"target": rng.choice(cands), "candidate": rng.choice(mine or cands),
               "office": rng.choice(tables().offices),
               "pick": rng.choice(public["discard"] or ["none"]),
               "payer": rng.choice(mine or cands), "to": rng.choice(cands)}
    return {"card": card, **{k: choices[k] for k in SPECIAL_ARGS[_kind(card)]}}


def options(view: dict[str, Any], seat: int, rng: random.Random) -> dict[str, list[Option]]:
    """Every move the view offers ``seat``, with arguments: ``{move: [(move, args), …]}``."""
    public, private = view["public"], view["private"]
    hand = private.get("hand", [])
    cands = [c["id"] for c in public["candidates"] if c["status"] == "in"]
    mine = [c["id"] for c in public["candidates"] if c["status"] == "in" and c["owner"] == seat]
    game_cards = [c for c in hand if not tables().cards[c].is_special]
    specials = [c for c in hand if tables().cards[c].is_special]
    found: dict[str, list[Option]] = {}
    for move in private.get("moves", []):
        opts: list[Option] = []
        if move == "prepare":
            assign: dict[str, list[str]] = {}
            for card in game_cards:
                where = rng.choice([*mine, None])
                if where is not None and len(assign.setdefault(where, [])) < 2:
                    assign[where].append(card)
            kept = {c for cards in assign.values() for c in cards}
            opts.append((move, {"assign": assign, "discard": [c for c in hand if c not in kept
                                                              and rng.random() < 0.2]}))
        elif move == "play":
            traicion = [c for c in hand if _kind(c) == "traicion"]
            for card, targets in private.get("targets", {}).items():
                for target in targets:
                    args = {"card": card, "target": target}
                    if _kind(card) == "difamacion" and traicion and rng.random() < 0.5:
                        args["with"] = traicion[0]
                    opts.append((move, args))
            opts += [(move, _special(c, cands, mine, public, rng)) for c in specials]
        elif move == "play_assigned":
            opts += [(move, {"candidate": cand, "card": card, "target": target})
                     for cand, cards in private["assigned_targets"].items()
                     for card, targets in cards.items() for target in targets]
        elif move == "assign":
            opts += [(move, {"card": c, "candidate": m}) for c in game_cards for m in mine]
        elif move == "discard" and hand:
            opts.append((move, {"cards": [rng.choice(hand)]}))
        elif move == "end_turn":
            extra = max(len(hand) - private["hand_limit"], 0)
            opts.append((move, {"discard": rng.sample(hand, extra)}))
        elif move == "renew_discard":
            opts.append((move, {"cards": rng.sample(hand, min(2, len(hand)))}))
        elif move == "industry":
            others = [c for c in hand if c != private["industry"]]
            opts += [(move, {"choice": "discard"}), (move, {"choice": "return"})]
            opts += [(move, {"choice": "keep", "discard": rng.choice(others)})] if others else []
        elif move == "choose_office_holder":
            opts += [(move, {"candidate": c}) for c in public["pending"][-1]["candidates"]]
        elif move == "ability":
            opts += [(move, {"office": "industria"}),
                     (move, {"office": "nkvd", "candidate": rng.choice(cands)})]
        elif move == "respond":
            opts += [(move, {**answer, "to": rng.choice(cands)}) for answer in private["answers"]]
        elif move == "cure":
            opts += [(move, {"card": c}) for c in specials if _kind(c) == "cura"]
        elif move == "rescue":
            opts += [(move, {"card": c, "candidate": m}) for c in game_cards
                     if _kind(c) == DEMAGOGIA for m in mine]
        elif move in ("take", "let_die", "pass", "renew"):
            opts.append((move, {}))
        if opts:
            found[move] = opts
    return found


def _progress(option: Option, seat: int, owners: dict[str, int]) -> bool:
    """Moves that bring the end nearer: closing ones, Demagogia on one's own candidates,
    attacks on the others'."""
    move, args = option
    if move in CLOSING:
        return True
    if move not in ("play", "play_assigned") or "target" not in args:
        return False
    kind = _kind(args["card"])
    mine = owners.get(args["target"]) == seat
    return (kind == DEMAGOGIA and mine) or (kind in ATTACKS and not mine)


def _ordered(found: dict[str, list[Option]], late: bool, seat: int, owners: dict[str, int],
             rng: random.Random) -> list[Option]:
    """The options in the order to try them: a move name at random, then an option of it at
    random; late in the game the progress options first (most of the time)."""
    names = sorted(found, key=lambda name: -rng.random() ** (1 / WEIGHTS.get(name, 1)))
    ordered = [option for name in names for option in rng.sample(found[name], len(found[name]))]
    if late and rng.random() < 0.9:
        ordered.sort(key=lambda option: not _progress(option, seat, owners))
    return ordered


def pick(state: State, rng: random.Random,
         seats: list[int] | None = None) -> tuple[int, str, dict[str, Any], State]:
    """One move the engine accepts, ``(seat, move, args, state after it)``, of one of ``seats``
    (default: every seat); tries seats and their options until one is accepted."""
    seats = list(range(state["players"])) if seats is None else seats
    late = state["candidacy"] >= LATE
    owners = {c: entry["owner"] for c, entry in state["candidates"].items()}
    for _attempt in range(50):
        waiting = [s for s in GAME.awaiting(state) if s in seats]
        seat = rng.choice(waiting) if waiting and rng.random() < 0.85 else rng.choice(seats)
        view = GAME.view(state, Viewer(seat))
        for move, args in _ordered(options(view, seat, rng), late, seat, owners, rng):
            if rng.random() < 0.03:  # now and then a malformed move, which must be refused
                args = {k: v for k, v in args.items() if rng.random() < 0.5}
            try:
                after = apply(GAME, state, Actor(seat), move, args, random.Random(rng.random()))
            except IllegalMove:
                continue
            return seat, move, args, after
    raise AssertionError(f"no move accepted in phase {state['phase']}")


def step(state: State, rng: random.Random) -> State:
    """One accepted move (``pick``), applied."""
    return pick(state, rng)[3]
