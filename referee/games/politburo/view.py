"""What each viewer of a Politburo table may see, and the final outcome
(docs/rules-decisions.md#politburo).

Every view is built from scratch as a whitelist. Public: levels, influence, the General
Secretary, the turn's proposal/plan/attempt/executors, who has acted so far (never what) and the
history of revealed events. Private: the viewer's own member card and own pending vote, choice or
pointing. An omniscient viewer (a moderator who does not play) also sees every member card and
every pending secret. Member cards of other seats reach a seat only through ``outcome``.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import State, Viewer
from referee.games.common import assemble_view
from referee.games.kit.leaving import left_seats
from referee.games.politburo.moves import moves_for
from referee.games.politburo.rules import lost_influence, winners


def _acted(state: State, key: str, seats: list[int]) -> list[int]:
    return [s for s in seats if state[key][s] is not None]


def _public(state: State) -> dict[str, Any]:
    phase, n, gs = state["phase"], state["players"], state["general_secretary"]
    voters = [s for s in range(n) if s != gs]
    return {
        "players": n,
        "turn": state["turn"],
        "turns": n,
        "general_secretary": gs,
        "ministries": dict(state["ministries"]),
        "influence": list(state["influence"]),
        "lost_influence": lost_influence(state["influence"]),
        "proposal": state["proposal"],
        "rejected": list(state["rejected"]),
        "plan": state["plan"],
        "attempt": state["attempt"],
        "executors": list(state["executors"]),
        "voted": _acted(state, "votes", voters) if phase == "vote" else [],
        "chosen": _acted(state, "choices", state["executors"]) if phase == "execute" else [],
        "pointed": _acted(state, "pointing", state["executors"]) if phase == "purge" else [],
        "left": sorted(left_seats(state)),
        # The events themselves are shared: a state is never modified once made, nor a view.
        "history": list(state["history"]),
    }


def _own(state: State, seat: int) -> dict[str, Any]:
    return {
        "seat": seat,
        "member": state["members"][seat],
        "moves": moves_for(state, seat),
        "vote": state["votes"][seat],
        "choice": state["choices"][seat],
        "pointed_at": state["pointing"][seat],
    }


def _everything(state: State) -> dict[str, Any]:
    def pending(key: str) -> dict[str, Any]:
        return {str(s): v for s, v in enumerate(state[key]) if v is not None}

    return {
        "members": {str(s): m for s, m in enumerate(state["members"])},
        "votes": pending("votes"),
        "choices": pending("choices"),
        "pointing": pending("pointing"),
    }


def view(state: State, viewer: Viewer) -> dict[str, Any]:
    """``{"phase", "public", "private"}`` for ``viewer`` (base.Game.view).

    ``phase``: plan | vote | casting_vote | appoint | execute | purge | over.

    ``public``: ``players``, ``turn`` (1..turns), ``turns``, ``general_secretary`` (seat),
    ``ministries`` ({name: -3..3}), ``influence`` ([0..3] by seat), ``lost_influence`` (total),
    ``proposal`` (ministry being voted or None), ``rejected`` (ministries rejected this turn),
    ``plan`` (approved ministry or None), ``attempt`` (1..3 or None), ``executors`` (seats in card
    order), ``voted`` / ``chosen`` / ``pointed`` (seats that have acted in the current vote,
    execution or purge; never what they did), ``left`` (seats whose player has left) and
    ``history``, a list of revealed events:

    - ``{"type": "general_secretary", "turn", "seat"}`` at the start of each turn;
    - ``{"type": "plan", "turn", "ministry", "approve": [seat], "reject": [seat], "result"}``
      with result approved | rejected | tie | automatic (the third ministry, no vote);
    - ``{"type": "casting_vote", "turn", "ministry", "approve": bool, "result"}``;
    - ``{"type": "appoint", "turn", "attempt", "players": [seat]}``;
    - ``{"type": "execution", "turn", "attempt", "ministry", "repress": int, "reform": int,
      "unanimous": bool, "change": int, "level": int}`` (a tally, never who chose what);
    - ``{"type": "purge", "turn", "ministry", "executors": [{"seat", "card", "choice",
      "pointed_at"}], "deviant": seat, "punished": [seat]}`` once the purge resolves;
    - ``{"type": "too_few_players", "turn", "left": [seat]}`` when so many players have left that
      the game ends where it stands.

    ``private`` is ``{"seat", "member", "moves", "vote", "choice", "pointed_at"}`` for a seat
    (its member card, the moves it may send now, its own pending secrets or None), ``{"members",
    "votes", "choices", "pointing"}`` (dicts keyed by seat as str, pending secrets only) for an
    omniscient viewer, and ``{}`` for anyone else.
    """
    return assemble_view(state, viewer, public=_public, own=_own, everything=_everything)


def outcome(state: State) -> dict[str, Any] | None:
    """None while the game goes on; at the end ``{"winners", "members", "fulfilled"}``.

    ``winners`` is a list of seats (empty: no winner); ``members`` and ``fulfilled`` map each
    seat, as a str key, to its member id and to whether its victory condition holds (seed 001,
    End of game; docs/rules-decisions.md#politburo). A seat whose player has left cannot win.
    """
    if state["phase"] != "over":
        return None
    won, flags = winners(state["members"], state["ministries"], state["influence"],
                         set(left_seats(state)))
    return {
        "winners": won,
        "members": {str(s): m for s, m in enumerate(state["members"])},
        "fulfilled": {str(s): ok for s, ok in enumerate(flags)},
    }
