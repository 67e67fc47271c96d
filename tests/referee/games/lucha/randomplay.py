"""Random legal play for the property tests: random moves for random seats, refusals skipped,
with a bias towards moves that close windows and turns so games go on (no tests here)."""

from __future__ import annotations

import random
from typing import Any

from referee.games.base import Actor, IllegalMove, State, Viewer, apply
from referee.games.lucha import GAME
from referee.games.lucha.catalogue import tables


def _random_args(view: dict[str, Any], seat: int, move: str, rng: random.Random) -> dict:
    public, private = view["public"], view["private"]
    hand = private.get("hand", [])
    cands = [c["id"] for c in public["candidates"] if c["status"] == "in"]
    mine = [c["id"] for c in public["candidates"] if c["status"] == "in" and c["owner"] == seat]
    pick = rng.choice
    if move == "prepare":
        return {"discard": hand[:rng.randint(0, 1)]}
    if move == "play" and hand:
        card = pick(hand)
        choices = {"target": pick(cands), "candidate": pick(mine or cands),
                   "office": pick(tables().offices), "pick": pick(public["discard"] or ["x"]),
                   "payer": pick(mine or cands), "to": pick(cands)}
        keys = SPECIAL_ARGS.get(tables().cards[card].type, ("target",))
        args = {"card": card, **{k: choices[k] for k in keys}}
        traicion = [c for c in hand if c.startswith("traicion")]
        if card.startswith("difamacion") and traicion and rng.random() < 0.5:
            args["with"] = traicion[0]
        return args
    if move == "play_assigned" and private["assigned_targets"]:
        cand = pick(list(private["assigned_targets"]))
        cards = private["assigned_targets"][cand]
        if cards:
            card = pick(list(cards))
            return {"candidate": cand, "card": card, "target": pick(cards[card] or cands)}
    if move == "assign" and hand and mine:
        return {"card": pick(hand), "candidate": pick(mine)}
    if move == "respond" and private["answers"]:
        answer = pick(private["answers"])
        return {**answer, "to": pick(cands)}
    if move == "end_turn":
        extra = max(len(hand) - private["hand_limit"], 0)
        return {"discard": hand[:extra]}
    if move == "renew_discard":
        return {"cards": hand[:2]}
    if move == "industry":
        return {"choice": pick(["discard", "return"])}
    if move == "choose_office_holder":
        return {"candidate": public["pending"][-1]["candidates"][0]}
    if move == "ability":
        return {"office": pick(["industria", "nkvd"]), "candidate": pick(cands)}
    if move == "cure":
        return {"card": pick(hand or ["x"])}
    if move == "rescue":
        return {"card": pick(hand or ["x"]), "candidate": pick(mine or ["x"])}
    return {}


SPECIAL_ARGS: dict[str, tuple[str, ...]] = {
    "gran-purga": (), "atentado": ("target",), "contraataque": ("to",),
    "destitucion": ("office",), "ascenso": ("candidate",), "usurpacion": ("office", "candidate"),
    "popularidad": (), "plan-quinquenal": (), "revueltas": (), "industrializacion": (),
    "colectivizacion": (), "patriotismo-heroico": (), "traicion": (),
    "contrabando": ("pick", "payer"), "hospitalizacion": ("candidate",), "cura": ("candidate",),
}
CLOSING = ("take", "let_die", "pass", "end_turn", "renew_discard", "industry",
           "choose_office_holder", "prepare")


def step(state: State, rng: random.Random) -> State:
    """One accepted move (tries until one is accepted)."""
    players = state["players"]
    for attempt in range(200):
        waiting = GAME.awaiting(state)
        seat = rng.choice(waiting) if waiting and rng.random() < 0.8 else rng.randrange(players)
        view = GAME.view(state, Viewer(seat))
        moves = view["private"].get("moves", [])
        if not moves:
            continue
        closing = [m for m in moves if m in CLOSING]
        move = rng.choice(closing) if closing and (attempt > 20 or rng.random() < 0.35) \
            else rng.choice(moves)
        args = _random_args(view, seat, move, rng)
        if rng.random() < 0.05:  # now and then a malformed move, which must be refused
            args = {k: v for k, v in args.items() if rng.random() < 0.7 or k == "card"}
        try:
            return apply(GAME, state, Actor(seat), move, args, random.Random(rng.random()))
        except IllegalMove:
            continue
    raise AssertionError(f"no move accepted in phase {state['phase']}")
