"""A hand's result that stays on every phone until each player has seen it (issue 29;
docs/rules-decisions.md#conventions, "Seen, then the next hand").

Between two hands a game's ``next_hand`` move means "I have seen the result": each seat that
must see it (the game says which: the seats still in the match) sends it once, and the next
hand is dealt when the last of them has. Until then the result stays on every phone and on the
table screen. The moderator may deal at once without waiting (``{"now": true}``, the "skip"),
and a seat whose player has left (``kit.leaving``) is never waited for.

The state's ``seen`` (a list of seats) holds who has seen the result of the hand that just
ended; it is emptied when the next hand is dealt.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.games.base import Actor, IllegalMove, State, not_your_turn
from referee.games.common import Args, check_keys
from referee.games.kit.leaving import left_seats

#: The state's key for the seats that have seen the last result.
SEEN = "seen"


def seen_by(state: State) -> list[int]:
    """The seats that have seen the last hand's result, in the order they said so."""
    return list(state.get(SEEN, []))


def still_to_see(state: State, seats: Sequence[int]) -> list[int]:
    """Of ``seats`` (those that must see the result, in table order), the ones that have not
    yet, leaving out seats whose player has left."""
    done = set(seen_by(state)) | set(left_seats(state))
    return [seat for seat in seats if seat not in done]


def awaited_between_hands(state: State, seats: Sequence[int]) -> list[int]:
    """Who the game awaits once a hand is over: the seats of ``seats`` still to see its
    result; when none is, though the next hand is not dealt (the last seat to see it has
    left meanwhile), the first seat whose player has left: its stand-in deals
    (``ready_for_next``), so the table never waits for a player who is gone."""
    return still_to_see(state, seats) or sorted(left_seats(state))[:1]


def ready_for_next(state: State, actor: Actor, args: Args, seats: Sequence[int]) -> bool:
    """A ``next_hand`` move at the end of a hand, on a private copy of ``state``: ``{}`` from
    a seat of ``seats`` records that it has seen the result; ``{"now": true}`` from the
    moderator deals without waiting. True when the next hand is to be dealt now (the caller
    deals it); the ``seen`` list is then emptied.

    Raises 400 ``bad_args`` (an unknown key, ``now`` not ``true``), 403 ``not_moderator``
    (``now`` from anyone but the moderator), 409 ``already_seen`` (this seat has said so
    already) and 409 ``not_your_turn`` (a seat that need not see it: out of the match).
    """
    check_keys(args, (), ("now",))
    if "now" in args:
        if args["now"] is not True:
            raise IllegalMove("bad_args", "\"now\" must be true.")
        if not actor.moderator:
            raise IllegalMove("not_moderator", "Only the moderator can do that.")
        state[SEEN] = []
        return True
    if actor.seat in left_seats(state) and not still_to_see(state, seats):
        state[SEEN] = []  # a stand-in deals: everyone still at the table has seen it
        return True
    if actor.seat is not None and actor.seat in seen_by(state):
        raise IllegalMove("already_seen", "You have seen the result already: the next hand is "
                          "dealt once everyone has.")
    if actor.seat is None or actor.seat not in still_to_see(state, seats):
        raise not_your_turn()
    state[SEEN] = [*seen_by(state), actor.seat]
    if still_to_see(state, seats):
        return False
    state[SEEN] = []
    return True
