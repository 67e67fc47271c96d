"""lucha's views, built from scratch per viewer (docs/rules-decisions.md#conventions, "Views").

``public``: candidates with their owners, tracks, offices, markers and hospital, the number of
cards assigned to each; offices; hand sizes and limits; deck size; the discard pile and the
cards on the table; effects in force with their duration; the window pending; the history.
``private`` for a seat: its hand, the cards assigned to its candidates, what the NKVD showed it,
the Industria extra card, the moves it may send, the candidates each card may target and the
cards that may answer the attack it faces. The omniscient moderator also gets every hand and
every assigned card; nobody ever gets the deck order.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import IllegalMove, State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.history import public_history
from referee.games.kit.views import hand_sizes
from referee.games.lucha.cards import check_activation, check_target, type_exception
from referee.games.lucha.catalogue import ANSWERS, ATTACKS, DEMAGOGIA, card, tables
from referee.games.lucha.limits import hand_limit
from referee.games.lucha.moves import awaiting
from referee.games.lucha.state import assigned_zone, candidates_of, in_play, seats_in, zones

HISTORY_SHOWN = 40
PLAYABLE = (DEMAGOGIA, *ATTACKS)


def _window(window: dict[str, Any]) -> dict[str, Any]:
    """The public part of a pending window."""
    keys = ("kind", "seat", "target", "card", "type", "value", "by", "from_candidate",
            "candidate", "office", "candidates")
    return {k: window[k] for k in keys if k in window}


def public(state: State) -> dict[str, Any]:
    """What every viewer sees."""
    z = zones(state)
    players = state["players"]
    return {
        "mode": state["mode"], "prearranged": state["prearranged"], "players": players,
        "step": state["step"], "first": state["first"], "turn": state["turn"],
        "candidacy": state["candidacy"], "awaiting": awaiting(state),
        "candidates": [{"id": c, **{k: state["candidates"][c][k] for k in (
            "owner", "loyalty", "health", "office", "status", "marker", "hospital")},
            "assigned": z.count(assigned_zone(c))} for c in state["order"]],
        "offices": [{"id": o, "threshold": tables().thresholds[o], "holder": state["offices"][o]}
                    for o in tables().offices],
        "hand_sizes": hand_sizes(state["zones"], players),
        "hand_limits": [hand_limit(state, s) for s in range(players)],
        "deck": z.count("deck"), "discard": z.cards("discard"), "table": z.cards("table"),
        "effects": [{"card": e["card"], "kind": e["kind"], "seat": e["seat"],
                     "until": e["until"], "candidate": e.get("candidate"),
                     "lasts": "candidacy" if e["until"] is None else "turn"}
                    for e in state["effects"]],
        "pending": [_window(w) for w in state["pending"]],
        "passed": list(state["passed"]), "out": list(state["out"]),
        "taken": list(state["taken"]),
        "rescue": None if state["rescue"] is None else {"seat": state["rescue"]["seat"],
                                                       "done": list(state["rescue"]["done"])},
        "prepared": list(state["prepared"]),
        "history": public_history(state["history"], HISTORY_SHOWN),
        "result": state["result"],
    }


def _ok(check: Any, *args: Any) -> bool:
    try:
        check(*args)
    except IllegalMove:
        return False
    return True


def _targets(state: State, seat: int, card_id: str) -> list[str]:
    kind = card(card_id).type
    if kind not in PLAYABLE:
        return []
    return [c for c in in_play(state) if _ok(check_target, state, seat, c, kind)]


def _answers(state: State, seat: int) -> list[dict[str, str]]:
    """The cards that may answer the attack awaiting ``seat``."""
    window = state["pending"][-1] if state["pending"] else None
    if window is None or window["kind"] != "response" or window["seat"] != seat:
        return []
    target = window["target"]
    z = zones(state)
    hospital = state["candidates"][target]["hospital"]
    found = []
    for c in z.cards(f"hand-{seat}"):
        kind = card(c).type
        counter = kind == "contraataque" and window["type"] == "agresion"
        defence = (kind in ANSWERS[window["type"]] and state["turn"] == seat and not hospital
                   and _ok(type_exception, state, seat, target, kind))
        if counter or defence:
            found.append({"card": c, "from": "hand"})
    if state["turn"] != seat and not hospital and _ok(check_activation, state, seat, target):
        for c in z.cards(assigned_zone(target)):
            kind = card(c).type
            if kind in ANSWERS[window["type"]] and _ok(type_exception, state, seat, target, kind):
                found.append({"card": c, "from": "assigned"})
    return found


def _moves(state: State, seat: int) -> list[str]:
    """The move names ``seat`` may send now (specials: ``play`` whenever allowed)."""
    phase, waiting = state["phase"], awaiting(state)
    if phase == "over" or seat in state["out"]:
        return []
    if state["mode"] == "physical":
        base = ["adjust", "mark", "eliminate", "set_office"] if phase == "turn" else []
        return base + (["end_turn"] if seat == state["turn"] and phase == "turn" else [])
    by_phase = {"prepare": ["prepare"], "response": ["respond", "take", "play"],
                "dying": ["cure", "let_die", "play"], "choose_office": ["choose_office_holder"],
                "renew": ["renew_discard"], "industry": ["industry"],
                "rescue": ["rescue", "pass", "play"]}
    if phase in by_phase:
        return by_phase[phase] if seat in waiting else []
    if phase == "turn" and seat == state["turn"]:
        return ["play", "assign", "discard", "ability", "end_turn"] + (
            [] if state["turn_state"]["acted"] else ["renew"])
    extra = ["pass"] if phase == "last_call" and seat in waiting else []
    return ["play", "play_assigned", *extra] if seat in seats_in(state) else []


def _looks(state: State, seat: int) -> dict[str, list[str]]:
    """What the NKVD showed ``seat``: ``{candidate: cards}`` for the other players' candidates
    in play whose assigned cards he looked at — the cards shown then that are still there (none
    assigned since; ``abilities.prune_looks``)."""
    seen = state.get("looks", {}).get(str(seat), {})
    return {c: list(cards) for c, cards in seen.items()
            if state["candidates"][c]["status"] == "in" and state["candidates"][c]["owner"] != seat}


def own(state: State, seat: int) -> dict[str, Any]:
    """What only ``seat`` sees."""
    z = zones(state)
    hand = z.cards(f"hand-{seat}")
    mine = [c for c in state["order"] if state["candidates"][c]["owner"] == seat]
    moves = _moves(state, seat)
    targets: dict[str, list[str]] = {}
    if "assign" in moves:
        targets.update({c: _targets(state, seat, c) for c in hand})
    assigned_targets: dict[str, dict[str, list[str]]] = {}
    if "play_assigned" in moves:
        for c in candidates_of(state, seat):
            if _ok(check_activation, state, seat, c):
                assigned_targets[c] = {a: _targets(state, seat, a)
                                       for a in z.cards(assigned_zone(c))}
    return {
        "seat": seat, "hand": hand, "hand_limit": hand_limit(state, seat),
        "assigned": {c: z.cards(assigned_zone(c)) for c in mine},
        "looks": _looks(state, seat),
        "industry": state["industry"]["card"] if state["industry"] and seat == state["turn"]
        else None,
        "moves": moves, "targets": targets, "assigned_targets": assigned_targets,
        "answers": _answers(state, seat),
    }


def everything(state: State) -> dict[str, Any]:
    """The omniscient moderator's extra: ``hands`` (``{"<seat>": ids}``), ``all_assigned``
    (every candidate's face-down cards) and ``all_looks`` (``{seat: {candidate: cards}}``, what
    the NKVD showed each seat) — never the deck."""
    z = zones(state)
    looks = {str(s): _looks(state, s) for s in range(state["players"])}
    return {"hands": {str(s): z.cards(f"hand-{s}") for s in range(state["players"])},
            "all_assigned": {c: z.cards(assigned_zone(c)) for c in state["order"]},
            "all_looks": {s: seen for s, seen in looks.items() if seen}}


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view)."""
    return assemble_view(state, viewer, public=public, own=own, everything=everything)
