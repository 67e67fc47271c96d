"""The thin adapter between Poker7 and ``pokerkit`` (0.7.x): one hand's betting rounds and pots
(docs/rules-decisions.md#poker7 D6, D7).

pokerkit keeps the no-limit rules of Texas Hold'em: antes (short stacks all-in, side pots
built from them), who acts, the smallest and largest bet, the reopening of raises, uncalled
bets returned, main and side pots. Its cards are standard ranks × suits, which cannot hold the
54-card PokerDrez deck, so the hand is played with placeholder cards: the k-th card the hand
needs is the k-th card of pokerkit's standard deck, always dealt explicitly (pokerkit would
shuffle with the global ``random``). The real cards live in the engine's zones.

The hand's streets: 2 hole cards then betting; 3 common cards then betting; 2 common cards
then betting; the show step (a draw street where every player still in stands pat: pokerkit
needs every street to deal something) then betting. The adapter stops at the showdown; who
wins each pot is the engine's (its own ranking).

Players are pokerkit indices ``0..n-1``: the engine passes the stacks of the seats in the hand
in order from the dealer's next seat, so index 0 acts first in every round. An op, as stored
in the engine's JSON state, is one of ``["fold"]``, ``["check_call"]``, ``["to", amount]``,
``["stand_pat"]``.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from dataclasses import dataclass

from pokerkit import (
    Automation,
    BettingStructure,
    Deck,
    Mode,
    Opening,
    StandardHighHand,
    State,
    Street,
)

#: What pokerkit does by itself; dealing, standing pat, betting and the showdown are ours.
_AUTOMATIONS = (Automation.ANTE_POSTING, Automation.BET_COLLECTION,
                Automation.BLIND_OR_STRADDLE_POSTING, Automation.CARD_BURNING)
_PLACEHOLDERS = tuple(Deck.STANDARD)
HOLE_CARDS = 2
#: Common cards turned at the start of each street (the first street deals the hole cards).
STREET_BOARD = (0, 3, 2, 0)
#: Why a seat may not bet or raise now (``None`` when it may).
CLOSED, COVERED, NOBODY = "closed", "covered", "nobody"
Op = Sequence[object]


@dataclass(frozen=True)
class Pot:
    """One pot: ``amount`` chips and the ``eligible`` indices (still in, contributed to it)."""

    amount: int
    eligible: tuple[int, ...]


def _streets(ante: int) -> tuple[Street, ...]:
    hole = Street(False, (False,) * HOLE_CARDS, 0, False, Opening.POSITION, ante, None)
    board = [Street(False, (), n, False, Opening.POSITION, ante, None) for n in STREET_BOARD[1:3]]
    show = Street(False, (), 0, True, Opening.POSITION, ante, None)
    return (hole, *board, show)


class Betting:
    """One hand in pokerkit, rebuilt from the starting ``stacks`` (≥ 1 chip each, at least two
    players), the ``ante`` (≥ 1) and the ``ops`` played so far. Each op is checked by pokerkit
    (ValueError when it refuses one); the engine checks the rules first with the properties
    below, so a refusal is worded by the engine."""

    def __init__(self, stacks: Sequence[int], ante: int, ops: Sequence[Op] = ()) -> None:
        self.state = State(_AUTOMATIONS, Deck.STANDARD, (StandardHighHand,), _streets(ante),
                           BettingStructure.NO_LIMIT, True, (ante,) * len(stacks),
                           (0,) * len(stacks), 0, tuple(stacks), len(stacks),
                           mode=Mode.CASH_GAME)
        self._dealt = 0
        self._deal()
        for op in ops:
            self.apply(op)

    def _deal(self) -> None:
        """Deal placeholders wherever pokerkit waits for cards (hole or board)."""
        state = self.state
        while True:
            if state.can_deal_hole():
                state.deal_hole(_PLACEHOLDERS[self._dealt])
                self._dealt += 1
            elif state.can_deal_board():
                count = state.board_dealing_count or 0
                state.deal_board(_PLACEHOLDERS[self._dealt:self._dealt + count])
                self._dealt += count
            else:
                return

    def apply(self, op: Op) -> None:
        """Play one op (see the module); ValueError when pokerkit refuses it."""
        state, name = self.state, op[0]
        if name == "fold":
            with warnings.catch_warnings():  # folding when a check was possible is allowed
                warnings.simplefilter("ignore", UserWarning)
                state.fold()
        elif name == "check_call":
            state.check_or_call()
        elif name == "to":
            state.complete_bet_or_raise_to(int(str(op[1])))
        elif name == "stand_pat":
            state.stand_pat_or_discard()
        else:
            raise ValueError(f"unknown op {op!r}")
        self._deal()

    @property
    def actor(self) -> int | None:
        """The index to bet now, or None."""
        return self.state.actor_index

    @property
    def shower(self) -> int | None:
        """The index to show a card now (the show step), or None."""
        return self.state.stand_patter_or_discarder_index

    @property
    def street(self) -> int | None:
        """The street being played, 0–3, or None once the betting is over."""
        return self.state.street_index

    @property
    def board_count(self) -> int:
        """How many common cards the hand has turned so far."""
        return len(self.state.board_cards)

    @property
    def finished(self) -> bool:
        """True at the showdown or when one player is left (the engine pays the pots)."""
        return self.state.showdown_index is not None or sum(self.state.statuses) <= 1

    @property
    def in_hand(self) -> list[bool]:
        """Per index: True while the player has not folded."""
        return list(self.state.statuses)

    @property
    def stacks(self) -> list[int]:
        """Per index: the chips behind (not bet)."""
        return list(self.state.stacks)

    @property
    def bets(self) -> list[int]:
        """Per index: the chips bet in this round, not yet in a pot."""
        return list(self.state.bets)

    @property
    def to_call(self) -> int:
        """What the actor must add to call (0: he may check; less than the bet: all-in)."""
        return int(self.state.checking_or_calling_amount or 0)

    @property
    def opened(self) -> bool:
        """True when someone has bet in this round (a bet is then a raise)."""
        return max(self.state.bets, default=0) > 0

    @property
    def min_to(self) -> int | None:
        """The smallest bet or raise-to the actor may make (his all-in when short), or None."""
        return self.state.min_completion_betting_or_raising_to_amount

    @property
    def max_to(self) -> int | None:
        """The largest bet or raise-to (his all-in), or None when he may not raise."""
        return self.state.max_completion_betting_or_raising_to_amount

    @property
    def all_in_to(self) -> int:
        """The actor's whole stack as a round total (his bet so far plus his chips behind)."""
        index = self.actor
        return 0 if index is None else self.state.stacks[index] + self.state.bets[index]

    def raise_block(self) -> str | None:
        """Why the actor may not bet or raise: COVERED (calling already puts him all-in),
        CLOSED (an all-in for less than a full raise did not reopen the betting for him),
        NOBODY (no other player still in could match more than the bet); None when he
        may."""
        index = self.actor
        if index is None:
            return CLOSED
        if self.state.stacks[index] <= self.to_call:
            return COVERED
        if self.max_to is not None:
            return None
        state, top = self.state, max(self.state.bets)
        others = [i for i in range(len(state.stacks)) if i != index
                  and state.statuses[i] and state.stacks[i] + state.bets[i] > top]
        return CLOSED if others else NOBODY

    def pots(self) -> list[Pot]:
        """The main pot first, then the side pots, as pokerkit builds them."""
        return [Pot(pot.amount, tuple(pot.player_indices)) for pot in self.state.pots]

    def chips_in_play(self) -> int:
        """Every chip of the hand: stacks, round bets and pots (constant through the hand)."""
        return sum(self.stacks) + sum(self.bets) + sum(pot.amount for pot in self.pots())
